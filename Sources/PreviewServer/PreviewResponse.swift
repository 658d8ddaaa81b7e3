/// What the preview answers: a status, a content type and a body, or the
/// start of the event stream. Every answer closes its connection after it
/// (the page makes a request only when a spec changes), is never cached, and
/// is never sniffed, framed or loaded by another site.
struct PreviewResponse: Equatable {
    var status: Int
    var contentType: String
    var body: [UInt8]
    /// The event stream: the head is sent, then events as they come, until the page goes.
    var streamsEvents = false

    static func html(_ bytes: [UInt8]) -> PreviewResponse {
        PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: bytes)
    }

    static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
    }

    static var notFound: PreviewResponse { text(404, "not found\n") }

    static var events: PreviewResponse {
        PreviewResponse(status: 200, contentType: "text/event-stream; charset=utf-8", body: [], streamsEvents: true)
    }

    /// The status line and headers, through the blank line.
    var head: [UInt8] {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(status))",
                     "Content-Type: \(contentType)",
                     "Cache-Control: no-store",
                     "X-Content-Type-Options: nosniff",
                     // The page runs only its own script and style sheet (nothing inline,
                     // so markup a spec's text might smuggle in cannot run), talks only
                     // to this server, and is never in another site's frame; never loaded
                     // by another site's page (for browsers that do not send
                     // Sec-Fetch-Site, which CrossSiteCheck reads).
                     "Content-Security-Policy: \(Self.contentSecurityPolicy)",
                     "X-Frame-Options: DENY",
                     "Cross-Origin-Resource-Policy: same-origin",
                     "Connection: close"]
        if !streamsEvents { lines.append("Content-Length: \(body.count)") }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        default: return "Error"
        }
    }
}
