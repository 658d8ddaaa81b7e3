import Driver
import Emitters
import Foundation
import XCTest

@testable import PreviewServer

/// The preview serves its few routes and nothing else: no request path reaches a file.
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
        // The page's own style sheet and script, each with its type.
        let stylesheet = try get("/report.css", from: handler)
        XCTAssertEqual(stylesheet.status, 200)
        XCTAssertEqual(stylesheet.contentType, "text/css; charset=utf-8")
        XCTAssertEqual(stylesheet.body, Array(HTMLReportEmitter.stylesheet.utf8))
        let script = try get("/report.js", from: handler)
        XCTAssertEqual(script.contentType, "text/javascript; charset=utf-8")
        XCTAssertEqual(script.body, Array(HTMLReportEmitter.script.utf8))
        let icon = try get("/icon.svg", from: handler)
        XCTAssertEqual(icon.contentType, "image/svg+xml")
        XCTAssertTrue(String(decoding: icon.body, as: UTF8.self).hasPrefix("<svg xmlns="))
        XCTAssertEqual(try get("/report.css/../x", from: handler).status, 404)
        let post = handler.respond(to: try RequestHead(parsing: Array("POST / HTTP/1.1\r\n\r\n".utf8)[...]))
        XCTAssertEqual(post.status, 405)
    }

    /// DNS rebinding: a page on another domain that resolves to 127.0.0.1 sends its own Host.
    func testOnlyRequestsNamingTheServerAreAnswered() throws {
        let hosts = HostCheck(host: "127.0.0.1", port: 8765)
        let handler = PreviewHandler(session: try session(), hosts: hosts)
        XCTAssertEqual(try get("/", from: handler, host: "127.0.0.1:8765").status, 200)
        XCTAssertEqual(try get("/", from: handler, host: "LOCALHOST:8765").status, 200)
        for host in ["evil.example:8765", "127.0.0.1:9999", "127.0.0.1", "", "127.0.0.1:8765x", "127.0.0.1:08765x",
                     "localhost.evil.example:8765", "[::1]:8765", "127.1:8765", "0x7f.0.0.1:8765"] {
            XCTAssertEqual(try get("/", from: handler, host: host).status, 403, host)
        }
        XCTAssertEqual(try get("/", from: handler).status, 403)
    }

    /// A browser leaves the port out for port 80; an IPv6 literal is compared
    /// as an address; a server on every interface answers to whichever
    /// address it was reached by, never to a name but localhost.
    func testHostHeadersForPort80IPv6AndEveryInterface() {
        let port80 = HostCheck(host: "127.0.0.1", port: 80)
        XCTAssertTrue(port80.accepts("127.0.0.1"))
        XCTAssertTrue(port80.accepts("localhost"))
        XCTAssertTrue(port80.accepts("127.0.0.1:80"))
        XCTAssertFalse(port80.accepts("evil.example"))

        let v6 = HostCheck(host: "0:0:0:0:0:0:0:1", port: 8765)
        XCTAssertTrue(v6.accepts("[::1]:8765"))
        XCTAssertTrue(v6.accepts("localhost:8765"))
        XCTAssertFalse(v6.accepts("::1:8765"), "an IPv6 literal without brackets is not a host")
        XCTAssertFalse(v6.accepts("127.0.0.1:8765"))

        let lan = HostCheck(host: "192.0.2.2", port: 8765)
        XCTAssertTrue(lan.accepts("192.0.2.2:8765"))
        XCTAssertFalse(lan.accepts("localhost:8765"), "not listening on loopback")
        XCTAssertFalse(lan.accepts("192.0.2.3:8765"))

        for everywhere in [HostCheck(host: "0.0.0.0", port: 8765), HostCheck(host: "::", port: 8765)] {
            for host in ["192.0.2.7:8765", "127.0.0.1:8765", "[fe80::1]:8765", "localhost:8765"] {
                XCTAssertTrue(everywhere.accepts(host), host)
            }
            for host in ["rebound.example:8765", "192.0.2.7:80", "192.0.2.7", "nip.io:8765", "[evil.example]:8765"] {
                XCTAssertFalse(everywhere.accepts(host), host)
            }
        }
        XCTAssertFalse(HostCheck(host: "127.0.0.1", port: 8765).accepts(nil))
    }

    /// Another site's page (an iframe, an img, a no-cors fetch, an
    /// EventSource) is refused; the preview's own page, the user typing the
    /// address or following a link to the page, and clients that are not
    /// browsers are answered.
    func testRequestsFromOtherSitesAreRefused() throws {
        let handler = PreviewHandler(session: try session(), hosts: HostCheck(host: "127.0.0.1", port: 8765))
        func status(_ target: String, _ headers: [String: String]) throws -> Int {
            let lines = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
            let head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:8765\r\n\(lines)\r\n"
            return handler.respond(to: try RequestHead(parsing: Array(head.utf8)[...])).status
        }
        let own = ["Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty"]
        XCTAssertEqual(try status("/section/0", own), 200)
        XCTAssertEqual(try status("/events", own), 200)
        XCTAssertEqual(try status("/", ["Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"]), 200)
        XCTAssertEqual(try status("/", ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"]), 200,
                       "a link followed to the page")
        XCTAssertEqual(try status("/chrome", [:]), 200, "curl sends none of these")
        XCTAssertEqual(try status("/", ["Origin": "http://localhost:8765"]), 200)

        for (target, headers) in [
            ("/", ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe"]),
            ("/", ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"]),
            ("/events", ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty"]),
            ("/section/0", ["Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "script"]),
            ("/section/0", ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"]),
            ("/chrome", ["Sec-Fetch-Site": "something-new"]),
            ("/events", ["Origin": "http://evil.example"]),
            ("/events", ["Origin": "null"]),
            ("/section/0", ["Origin": "http://127.0.0.1:9999"]),
            ("/", ["Origin": "https://127.0.0.1:8765", "Sec-Fetch-Site": "same-origin"]),
        ] {
            XCTAssertEqual(try status(target, headers), 403, "\(target) \(headers)")
        }
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
