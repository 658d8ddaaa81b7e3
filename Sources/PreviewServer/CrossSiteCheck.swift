/// Refuses what another web page makes a browser ask of the preview: a page
/// on any other site (or another port of `localhost`) may point an `<iframe>`,
/// `<img>`, `fetch(…, {mode: "no-cors"})` or `EventSource` at it. It could not
/// read the answers, but each one redraws the whole page or holds an event
/// stream, so they are not answered at all.
///
/// Browsers say where a request comes from in `Sec-Fetch-Site`; older ones
/// only send `Origin` on cross-origin requests. Following a link to the page
/// stays allowed: a top-level page then runs on the preview's own origin.
enum CrossSiteCheck {
    /// Whether `request` for `route` comes from the preview's own page, the
    /// user (an address typed, a bookmark, a link followed), or no browser.
    static func allows(_ request: RequestHead, route: PreviewRoute?, hosts: HostCheck?) -> Bool {
        if let origin = request.headers["origin"], !isOwn(origin: origin, hosts: hosts) {
            return isNavigation(request, route: route)
        }
        switch request.headers["sec-fetch-site"] {
        case nil, "same-origin", "none":
            return true
        default:
            // cross-site, same-site (another port of the same host), or a value this server does not know.
            return isNavigation(request, route: route)
        }
    }

    /// The user opening the page itself in a window (not in a frame, not as a resource).
    private static func isNavigation(_ request: RequestHead, route: PreviewRoute?) -> Bool {
        route == .page && request.headers["sec-fetch-mode"] == "navigate" && request.headers["sec-fetch-dest"] == "document"
    }

    /// `http://` and a host the server answers to (any, when `hosts` is nil).
    private static func isOwn(origin: String, hosts: HostCheck?) -> Bool {
        let scheme = "http://"
        guard origin.lowercased().hasPrefix(scheme) else { return false }
        return hosts?.accepts(String(origin.dropFirst(scheme.count))) ?? true
    }
}
