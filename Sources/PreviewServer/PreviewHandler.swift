import Driver
import FlyingFox
import Foundation

/// Answers the preview's four routes from the session; 404 for anything else.
///
/// A request must name the server in its `Host` header (the address it
/// listens on, or `localhost` for loopback): a web page whose own domain an
/// attacker points at 127.0.0.1 (DNS rebinding) sends its own name and is
/// refused, so it cannot read the specs through the browser.
struct PreviewHandler: HTTPHandler {
    let session: ReportSession
    let events: EventHub
    /// `Host` values accepted, lowercased; nil accepts any (tests that call the handler directly).
    var hosts: Set<String>? = nil

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.text(.methodNotAllowed, "only GET and HEAD are served\n")
        }
        if let hosts, !hosts.contains((request.headers[.host] ?? "").lowercased()) {
            return Self.text(.forbidden, "this server answers only to its own address\n")
        }
        switch PreviewRoute(path: request.path) {
        case .page:
            return Self.html(session.page())
        case .section(let index):
            guard let section = session.section(index) else { return Self.notFound }
            return Self.html(section)
        case .chrome:
            return Self.html(session.chrome())
        case .events:
            var headers = Self.common
            headers[.contentType] = "text/event-stream; charset=utf-8"
            return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: events.subscribe()))
        case nil:
            return Self.notFound
        }
    }

    /// Nothing is cached (a spec can change at any moment), and nothing is sniffed.
    static var common: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.init("Cache-Control")] = "no-store"
        headers[.init("X-Content-Type-Options")] = "nosniff"
        return headers
    }

    static func html(_ bytes: [UInt8]) -> HTTPResponse {
        var headers = common
        headers[.contentType] = "text/html; charset=utf-8"
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data(bytes))
    }

    static func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        var headers = common
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
    }

    static var notFound: HTTPResponse { text(.notFound, "not found\n") }
}
