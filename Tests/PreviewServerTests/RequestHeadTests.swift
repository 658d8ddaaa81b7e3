import XCTest

@testable import PreviewServer

/// The request head as the preview reads it: request line and headers, nothing decoded.
final class RequestHeadTests: XCTestCase {
    private func parse(_ text: String) throws -> RequestHead {
        let bytes = Array(text.utf8)
        let end = try XCTUnwrap(RequestHead.end(in: bytes), "the head has an end")
        XCTAssertEqual(end, bytes.count)
        return try RequestHead(parsing: bytes[..<end])
    }

    func testRequestLineAndHeaders() throws {
        let head = try parse("GET /section/3?x=1#top HTTP/1.1\r\nHost:  127.0.0.1:8765 \r\nX-Twice: a\r\nx-twice: b\r\n\r\n")
        XCTAssertEqual(head.method, "GET")
        XCTAssertEqual(head.path, "/section/3")
        XCTAssertEqual(head.headers["host"], "127.0.0.1:8765")
        XCTAssertEqual(head.headers["x-twice"], "a")
    }

    func testBareLineFeedsAndHTTP10() throws {
        let head = try parse("HEAD / HTTP/1.0\nHost: localhost:1\n\n")
        XCTAssertEqual(head.method, "HEAD")
        XCTAssertEqual(head.headers, ["host": "localhost:1"])
    }

    func testPercentEscapesAndDotSegmentsAreKeptAsSent() throws {
        XCTAssertEqual(try parse("GET /%2e%2e/../etc/passwd HTTP/1.1\r\n\r\n").path, "/%2e%2e/../etc/passwd")
    }

    func testMalformedHeadsAreRefused() {
        for text in ["GET / HTTP/2\r\n\r\n", "GET /\r\n\r\n", "get / HTTP/1.1\r\n\r\n", "GET http://x/ HTTP/1.1\r\n\r\n",
                     "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n", "GET / HTTP/1.1\r\n: empty\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost : x\r\n\r\n", "\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nhost: evil.example\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: evil.example\r\nHost: 127.0.0.1:8765\r\n\r\n"] {
            XCTAssertThrowsError(try RequestHead(parsing: Array(text.utf8)[...]), text.debugDescription) { error in
                XCTAssertEqual(error as? RequestHead.Failure, .malformed)
            }
        }
    }

    /// Read in pieces, the search restarts two bytes before the new ones: a
    /// blank line split across reads is still found, and nothing is scanned twice.
    func testTheEndIsFoundAcrossReads() {
        let head = Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        for split in 1..<head.count {
            let before = Array(head[..<split])
            XCTAssertNil(RequestHead.end(in: before), "\(split)")
            XCTAssertEqual(RequestHead.end(in: head, from: max(0, before.count - 2)), head.count, "split at \(split)")
        }
        XCTAssertEqual(RequestHead.end(in: Array("GET / HTTP/1.0\n\n".utf8), from: 14), 16)
        XCTAssertNil(RequestHead.end(in: Array("GET / HTTP/1.0\n\n".utf8), from: 99))
    }

    func testAHeadNotYetEndedHasNoEnd() {
        XCTAssertNil(RequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)))
        XCTAssertNil(RequestHead.end(in: []))
        XCTAssertEqual(RequestHead.end(in: Array("GET / HTTP/1.1\r\n\r\nbody".utf8)), 18)
    }
}
