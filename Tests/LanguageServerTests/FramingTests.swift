import Foundation
import LanguageServer
import XCTest

final class FramingTests: XCTestCase {
    private func framed(_ json: String) -> Data { MessageFramer.frame(Data(json.utf8)) }

    private func contents(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap {
            if case .message(let data) = $0 { return String(decoding: data, as: UTF8.self) }
            return nil
        }
    }

    func testTwoMessagesInOneRead() {
        var framer = MessageFramer()
        let events = framer.append(framed(#"{"a":1}"#) + framed(#"{"b":"é🎉"}"#))
        XCTAssertEqual(contents(events), [#"{"a":1}"#, #"{"b":"é🎉"}"#])
        XCTAssertFalse(framer.hasPartialMessage)
    }

    func testAMessageSplitAcrossReadsAtEveryByte() {
        let bytes = [UInt8](framed(#"{"jsonrpc":"2.0","method":"x","params":{"t":"né🎉"}}"#) + framed("{}"))
        for split in 1..<bytes.count {
            var framer = MessageFramer()
            let first = framer.append(bytes[..<split])
            let second = framer.append(bytes[split...])
            XCTAssertEqual(contents(first + second).count, 2, "split at \(split)")
            XCTAssertTrue((first + second).allSatisfy { if case .message = $0 { true } else { false } })
        }
    }

    func testOneByteAtATime() {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for byte in framed(#"{"x":[1,2,3]}"#) { events += framer.append([byte]) }
        XCTAssertEqual(contents(events), [#"{"x":[1,2,3]}"#])
    }

    func testHeaderFieldsAreCaseInsensitiveAndOthersIgnored() {
        var framer = MessageFramer()
        let header = "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
        XCTAssertEqual(contents(framer.append(Data(header.utf8))), ["{}"])
    }

    func testABadHeaderIsReportedAndTheNextMessageStillArrives() {
        var framer = MessageFramer()
        let bad = Data("Content-Length: banana\r\n\r\n".utf8) + framed(#"{"ok":true}"#)
        let events = framer.append(bad)
        XCTAssertTrue(events.contains { if case .badHeader(let text) = $0 { text.contains("banana") } else { false } })
        XCTAssertEqual(contents(events), [#"{"ok":true}"#])
    }

    func testAHeaderWithoutLengthAndItsBodyAreSkipped() {
        var framer = MessageFramer()
        let bad = Data("X-Thing: 1\r\n\r\n{\"lost\":1}".utf8) + framed(#"{"ok":1}"#)
        let events = framer.append(bad)
        XCTAssertEqual(contents(events), [#"{"ok":1}"#])
        XCTAssertGreaterThanOrEqual(events.count, 2)
    }

    func testGarbageWithoutHeaderEndIsDroppedAtTheLimit() {
        var framer = MessageFramer()
        let garbage = [UInt8](repeating: UInt8(ascii: "z"), count: MessageFramer.maxHeaderBytes + 10)
        let events = framer.append(garbage)
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(contents(framer.append(framed("{}"))), ["{}"])
    }

    func testSessionLogsBadHeadersAndKeepsServing() {
        let client = TestClient()
        _ = client.session.receive(Data("Content-Length: -4\r\n\r\n".utf8))
        XCTAssertTrue(client.logged.contains { $0.contains("bad message header") }, "\(client.logged)")
        XCTAssertNotNil(client.initialize()?["result"])
    }

    func testRandomBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        let session = LanguageServerSession()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = session.receive(bytes)
        }
        let header = Data("Content-Length: 5\r\n\r\n[1,2]".utf8)
        _ = session.receive(header)
        XCTAssertNil(session.exitCode)
    }
}
