import Emitters

/// The only requests the preview answers, matched on the whole path: the page,
/// one spec's section by its number, the parts that count across specs
/// (`/chrome`: header, summary heads, rule menu), its style sheet, script
/// and icon, and the event stream. Nothing maps a
/// request path to a file, so no path (`/../../etc/passwd`, its encoded forms,
/// a spec's own path) can name one: everything else is 404.
public enum PreviewRoute: Equatable, Sendable {
    case page
    case section(Int)
    case events
    case chrome
    /// The page's style sheet and script, served beside it rather than inline
    /// so that its Content-Security-Policy allows no inline code.
    case stylesheet
    case script
    case icon

    /// The route of a request path (query and fragment already removed), or
    /// nil for a path the server does not serve.
    public init?(path: String) {
        switch path {
        case "/", "/index.html": self = .page
        case "/events": self = .events
        case "/chrome": self = .chrome
        case HTMLReportEmitter.stylesheetPath: self = .stylesheet
        case HTMLReportEmitter.scriptPath: self = .script
        case HTMLReportEmitter.iconPath: self = .icon
        default:
            let prefix = "/section/"
            guard path.hasPrefix(prefix) else { return nil }
            let number = path.dropFirst(prefix.count)
            // Digits only, at most six: no sign, no dot, no slash, no percent escape.
            guard (1...6).contains(number.count), number.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let index = Int(number) else { return nil }
            self = .section(index)
        }
    }
}
