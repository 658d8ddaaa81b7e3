import Driver
import Emitters

/// Answers the preview's routes from the session; 404 for anything else.
///
/// A request must name the server in its `Host` header (see ``HostCheck``):
/// a web page whose own domain an attacker points at 127.0.0.1 (DNS
/// rebinding) sends its own name and is refused, so it cannot read the specs
/// through the browser. Nor does it answer what other sites' pages ask of it
/// (``CrossSiteCheck``).
struct PreviewHandler: Sendable {
    let session: ReportSession
    /// The `Host` values accepted; nil accepts any (tests that call the handler directly).
    var hosts: HostCheck? = nil

    func respond(to request: RequestHead) -> PreviewResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "only GET and HEAD are served\n")
        }
        if let hosts, !hosts.accepts(request.headers["host"]) {
            return .text(403, "this server answers only to its own address\n")
        }
        let route = PreviewRoute(path: request.path)
        guard CrossSiteCheck.allows(request, route: route, hosts: hosts) else {
            return .text(403, "this server answers only its own page, not other sites\n")
        }
        switch route {
        case .page:
            return .html(session.page())
        case .section(let index):
            guard let section = session.section(index) else { return .notFound }
            return .html(section)
        case .chrome:
            return .html(session.chrome())
        case .events:
            return .events
        case .stylesheet:
            return PreviewResponse(status: 200, contentType: "text/css; charset=utf-8",
                                   body: Array(HTMLReportEmitter.stylesheet.utf8))
        case .script:
            return PreviewResponse(status: 200, contentType: "text/javascript; charset=utf-8",
                                   body: Array(HTMLReportEmitter.script.utf8))
        case .icon:
            return PreviewResponse(status: 200, contentType: "image/svg+xml", body: Array(HTMLReportEmitter.icon.utf8))
        case nil:
            return .notFound
        }
    }
}
