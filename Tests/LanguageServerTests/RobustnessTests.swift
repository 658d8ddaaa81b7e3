import Driver
import Foundation
@testable import LanguageServer
import XCTest

/// Resynchronising after framing mistakes, coalescing queued edits, and the
/// indentation index answering as the line-by-line walk does.
final class RobustnessTests: XCTestCase {
    private func frame(_ text: String) -> Data { MessageFramer.frame(Data(text.utf8)) }

    func testAnOversizedMessageIsReportedAndTheNextHeaderIsRead() {
        var framer = MessageFramer()
        var events = framer.append(Data("Content-Length: 300000000\r\n\r\n".utf8) + Data(repeating: 120, count: 100_000))
        XCTAssertEqual(events, [.oversized(300_000_000)])
        events = framer.append(Data(repeating: 121, count: 100_000) + frame("{\"id\":1}"))
        XCTAssertEqual(events, [.message(Data("{\"id\":1}".utf8))])
        XCTAssertFalse(framer.hasPartialMessage)
    }

    func testALengthTooLongStopsAtTheNextHeader() {
        var framer = MessageFramer()
        let first = "{\"id\":1}"
        let events = framer.append(Data("Content-Length: \(first.utf8.count + 100)\r\n\r\n\(first)".utf8) + frame("{\"id\":2}"))
        XCTAssertEqual(events, [.message(Data(first.utf8)), .message(Data("{\"id\":2}".utf8))])
    }

    func testTheOversizedMessageIsAnsweredWithAnError() {
        let client = TestClient()
        let replies = TestClient.decode(client.session.receive(Data("Content-Length: 999999999999\r\n\r\n".utf8)))
        XCTAssertEqual(replies.first?["error"]?["code"], -32600)
        XCTAssertEqual(replies.first?["id"], .null)
    }

    func testAChangeWithANewerOneQueuedIsNotCompiledOrPublished() {
        let client = TestClient()
        client.initialize()
        _ = client.open("layout: 1\nscreen: S\nroot: {}\n")
        var queued = true
        client.session.hasNewerChange = { _ in queued }
        let change: JSONValue = ["textDocument": ["uri": .string(TestClient.uri), "version": 2],
                                 "contentChanges": [["text": "layout: 1\nscreen: S\nroot: {kind: buton}\n"]]]
        XCTAssertTrue(client.notify("textDocument/didChange", change).isEmpty)
        queued = false
        let last: JSONValue = ["textDocument": ["uri": .string(TestClient.uri), "version": 3],
                               "contentChanges": [["range": ["start": ["line": 2, "character": 13],
                                                             "end": ["line": 2, "character": 18]], "text": "button"]]]
        let published = TestClient.diagnostics(in: client.notify("textDocument/didChange", last))
        XCTAssertEqual(published.count, 0, "the edits of both versions applied: \(published)")
    }

    /// JSON-RPC ids are strings, numbers or null: an object (echoed back whole,
    /// however large) or an array was taken as an id and answered.
    func testAnObjectOrArrayIDIsAnInvalidRequest() {
        let client = TestClient()
        client.initialize()
        for id: JSONValue in [["nested": ["deep": 1]], [1, 2], true] {
            let reply = client.send(["jsonrpc": "2.0", "id": id, "method": "textDocument/hover", "params": [:]])
            XCTAssertEqual(reply.count, 1)
            XCTAssertEqual(reply.first?["error"]?["code"], -32600, "\(id)")
            XCTAssertEqual(reply.first?["id"], .null, "\(id)")
        }
        let fine = client.send(["jsonrpc": "2.0", "id": "a-string", "method": "shutdown", "params": .null])
        XCTAssertEqual(fine.first?["id"], "a-string")
        XCTAssertNil(fine.first?["error"])
    }

    func testCancelledRequestsAreNotComputed() {
        let client = TestClient()
        client.initialize()
        client.session.isCancelled = { $0 == 7 }
        let reply = client.send(["jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": [:]])
        XCTAssertEqual(reply.first?["error"]?["code"], -32800)
    }

    func testEncodedJSONIsExactAndSorted() {
        let value: JSONValue = ["b": [1, .double(2.5), .double(-0.001), .null, true], "a": "quote \" slash \\ tab \t nl \n \u{1} é 🙂",
                                "c": ["z": [:], "y": []]]
        let text = String(decoding: value.encoded(), as: UTF8.self)
        XCTAssertEqual(text, #"{"a":"quote \" slash \\ tab \t nl \n \u0001 é 🙂","b":[1,2.5,-0.001,null,true],"c":{"y":[],"z":{}}}"#)
        XCTAssertEqual(JSONValue.parse(value.encoded()), value)
    }

    /// The bytes written for publishing are the tree `lspDiagnostic` builds.
    func testPublishedDiagnosticsMatchTheirTreeForm() throws {
        let text = "layout: 1\nscreen: \"é🙂\"\nroot:\n  children:\n    - {id: \"b\\\"q\", kind: button, frame: [0, 0, 20, 20]}\n"
        let converter = PositionConverter(text: text)
        var diagnostics = Driver.LayoutCompiler().compile(Array(text.utf8), file: "T.layout.yaml").diagnostics
        XCTAssertFalse(diagnostics.isEmpty)
        diagnostics[0].devices = ["iphone-se-3/portrait"]
        diagnostics[0].notes = ["a note with \"quotes\"\tand a tab"]
        let written = DiagnosticsJSON.params(uri: "file:///a b.yaml", version: 3, diagnostics: diagnostics,
                                             converter: converter)
        guard case .encoded(let data) = written else { return XCTFail("not pre-encoded") }
        let expected: JSONValue = ["uri": "file:///a b.yaml", "version": 3,
                                   "diagnostics": .array(diagnostics.map { LanguageServerSession.lspDiagnostic($0, converter) })]
        XCTAssertEqual(JSONValue.parse(data), expected)
        XCTAssertEqual(data, expected.encoded(), "the same bytes, keys sorted")
    }

    /// The index's jumps land where walking line by line would.
    func testIndexJumpsMatchAWalk() {
        let text = """
        root:
          children:
            - id: a
              children:
                - id: b

                  # a comment
                - id: c
            -
              id: d
          kind: view
        """
        let converter = PositionConverter(text: text)
        let index = DocumentIndex(converter)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func indent(_ line: Int) -> Int? {
            let content = lines[line].drop { $0 == " " }
            guard !content.isEmpty, !content.hasPrefix("#") else { return nil }
            return lines[line].count - content.count
        }
        for line in lines.indices {
            for column in 0..<12 {
                let above = (0...line).reversed().first { indent($0).map { $0 <= column } == true } ?? -1
                XCTAssertEqual(index.lineAtOrAbove(line, indentedAtMost: column), above, "\(line) \(column)")
                let below = (line..<lines.count).first { indent($0).map { $0 <= column } == true } ?? lines.count
                XCTAssertEqual(index.lineAtOrBelow(line, indentedAtMost: column), below, "\(line) \(column)")
            }
        }
        // Items `- id: b` and `- id: c` are one sequence: above it is `children:` (line 3).
        XCTAssertEqual(index.aboveSequence(7, dashColumn: 8), 3)
        XCTAssertEqual(index.aboveSequence(8, dashColumn: 4), 1)
    }
}
