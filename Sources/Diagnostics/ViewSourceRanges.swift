/// Where each view of a screen is written, known up front by a reader that is
/// not YAML (an Interface Builder file): for each view index its range, and for
/// some views the ranges of keys (`frame`, `hidden`, `constraints.3`). It lives
/// below both readers so that reading IB files needs no YAML; the spec reader's
/// `SpecSourceMap` wraps it (Docs/Architecture.md#the-modules).
public struct ViewSourceRanges: Hashable, Sendable {
    /// Where diagnostics about each view point.
    public var views: [SourceRange]
    /// For some views, the ranges of their keys.
    public var keys: [Int: [String: SourceRange]]
    /// The views' whole extents (an IB element to its end tag), for an editor's outline.
    public var spans: [SourceRange]?

    public init(views: [SourceRange], keys: [Int: [String: SourceRange]] = [:], spans: [SourceRange]? = nil) {
        self.views = views
        self.keys = keys
        self.spans = spans
    }

    /// The range to report for view `index`: `key`'s when it is listed, else its
    /// nearest listed parent's (`constraints[2].constant` → `constraints[2]`), else
    /// the view's.
    public func range(forView index: Int, key: String? = nil) -> SourceRange? {
        guard index >= 0, index < views.count else { return nil }
        if var key, let listed = keys[index] {
            while true {
                if let range = listed[key] { return range }
                guard let dot = key.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
                key = String(key[..<dot])
            }
        }
        return views[index]
    }
}
