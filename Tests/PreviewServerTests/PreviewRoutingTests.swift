import Driver
import Foundation
import XCTest

@testable import PreviewServer

/// The preview serves three routes and nothing else: no request path reaches a file.
final class PreviewRoutingTests: XCTestCase {
    func testOnlyThePageSectionsAndEventsAreRoutes() {
        XCTAssertEqual(PreviewRoute(path: "/"), .page)
        XCTAssertEqual(PreviewRoute(path: "/index.html"), .page)
        XCTAssertEqual(PreviewRoute(path: "/events"), .events)
        XCTAssertEqual(PreviewRoute(path: "/chrome"), .chrome)
        XCTAssertEqual(PreviewRoute(path: "/section/0"), .section(0))
        XCTAssertEqual(PreviewRoute(path: "/section/12"), .section(12))
        for path in ["", "/section/", "/section/-1", "/section/+1", "/section/1.0", "/section/1/", "/section/1234567",
                     "/section/%31", "/section/../../etc/passwd", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
                     "/..%2f..%2fetc%2fpasswd", "//etc/passwd", "/etc/passwd", "/Specs/TagPickerLeft.layout.yaml",
                     "/events/", "/EVENTS", "/chrome/", "/section/١"] {
            XCTAssertNil(PreviewRoute(path: path), path)
        }
    }

    private func session() throws -> ReportSession {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("layout: 1\nscreen: One\nroot:\n  children:\n    - {id: box, place: {top: 0, left: 0, width: 10, height: 10}}\n"
            .utf8).write(to: directory.appendingPathComponent("One.layout.yaml"))
        return try ReportSession(options: ReportOptions(paths: [directory.path]))
    }

    private func get(_ target: String, from handler: PreviewHandler, host: String? = nil) throws -> PreviewResponse {
        let head = "GET \(target) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "\r\n"
        return handler.respond(to: try RequestHead(parsing: Array(head.utf8)[...]))
    }

    /// Traversal in every spelling, a spec's own file, and an out-of-range
    /// section are 404; the page and the one section are 200.
    func testHandlerAnswers404ForEverythingElse() throws {
        let handler = PreviewHandler(session: try session())
        for target in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
                       "/..%2f..%2fetc/passwd", "/section/../../../etc/passwd", "/One.layout.yaml", "/section/1",
                       "/section/0/../../etc/passwd", "/static/../etc/passwd"] {
            XCTAssertEqual(try get(target, from: handler).status, 404, target)
        }
        let page = try get("/", from: handler)
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(String(decoding: page.body, as: UTF8.self).contains("<body data-live=\"1\">"))
        let section = try get("/section/0?x=1", from: handler)
        XCTAssertEqual(section.status, 200)
        XCTAssertTrue(String(decoding: section.body, as: UTF8.self).contains("data-path=\"root/children/0\""))
        XCTAssertEqual(try get("/events", from: handler), .events)
        let post = handler.respond(to: try RequestHead(parsing: Array("POST / HTTP/1.1\r\n\r\n".utf8)[...]))
        XCTAssertEqual(post.status, 405)
    }

    /// DNS rebinding: a page on another domain that resolves to 127.0.0.1 sends its own Host.
    func testOnlyRequestsNamingTheServerAreAnswered() throws {
        let hosts = PreviewServer.hostHeaders(host: "127.0.0.1", port: 8765)
        XCTAssertEqual(hosts, ["127.0.0.1:8765", "localhost:8765"])
        XCTAssertEqual(PreviewServer.hostHeaders(host: "::1", port: 80), ["[::1]:80", "localhost:80"])
        XCTAssertEqual(PreviewServer.hostHeaders(host: "192.0.2.2", port: 80), ["192.0.2.2:80"])
        let handler = PreviewHandler(session: try session(), hosts: hosts)
        XCTAssertEqual(try get("/", from: handler, host: "127.0.0.1:8765").status, 200)
        XCTAssertEqual(try get("/", from: handler, host: "LOCALHOST:8765").status, 200)
        for host in ["evil.example:8765", "127.0.0.1:9999", "127.0.0.1", ""] {
            XCTAssertEqual(try get("/", from: handler, host: host).status, 403, host)
        }
        XCTAssertEqual(try get("/", from: handler).status, 403)
    }

    func testSocketFailuresSayWhereAndWhy() throws {
        let server = try PreviewServer(session: try session(), host: "127.0.0.1", port: 8765)
        let error = server.describe(SocketFailure(call: "bind", code: EADDRINUSE))
        XCTAssertEqual("\(error)", "cannot listen on http://127.0.0.1:8765/: address already in use (bind)")
    }

    func testOnlyIPAddressesAreHosts() {
        XCTAssertNoThrow(try PreviewServer.address(host: "127.0.0.1", port: 1))
        XCTAssertNoThrow(try PreviewServer.address(host: "::1", port: 1))
        XCTAssertNoThrow(try PreviewServer.address(host: "localhost", port: 1))
        XCTAssertThrowsError(try PreviewServer.address(host: "example.com", port: 1))
        XCTAssertThrowsError(try PreviewServer.address(host: "127.0.0.1; rm", port: 1))
    }
}
