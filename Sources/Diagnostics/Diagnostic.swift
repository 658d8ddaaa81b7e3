/// One problem found in a spec: what, where, how bad, and about which view.
///
/// Diagnostics are values: collected, sorted and de-duplicated by the driver,
/// never thrown. Producers that cannot know positions (the solver and the
/// validation rules) fill `viewIndex` and `sourceKey`; the driver resolves
/// them to a `range` through the spec's source map.
public struct Diagnostic: Hashable, Sendable {
    /// The stable rule id.
    public var rule: RuleID
    /// Error, warning or note.
    public var severity: Severity
    /// Lowercase, no trailing period, says what was expected.
    public var message: String
    /// The file the diagnostic is about, as the user named it.
    public var file: String?
    /// Where in the file; `nil` only for whole-file problems of unreadable files.
    public var range: SourceRange?
    /// The view's path (`root/children/2`), when the diagnostic is about a view.
    public var viewPath: String?
    /// The view's `id`, when it has one.
    public var viewID: String?
    /// Index of the view in the screen's flat view list (set by the solver and
    /// validation rules, used to find a source range).
    public var viewIndex: Int?
    /// The key of the view whose source range should be reported
    /// (`place`, `frame`, `hitInsets`, `placeholder.location`…); `nil` for the view itself.
    public var sourceKey: String?
    /// The devices (`iphone-15-pro/landscape`) on which the finding occurs, when it
    /// was checked on several.
    public var devices: [String]
    /// Extra explanations attached to the diagnostic.
    public var notes: [String]

    public init(
        rule: RuleID, severity: Severity, message: String,
        file: String? = nil, range: SourceRange? = nil,
        viewPath: String? = nil, viewID: String? = nil,
        viewIndex: Int? = nil, sourceKey: String? = nil,
        devices: [String] = [], notes: [String] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.viewPath = viewPath
        self.viewID = viewID
        self.viewIndex = viewIndex
        self.sourceKey = sourceKey
        self.devices = devices
        self.notes = notes
    }

    /// Shorthand for an error.
    public static func error(_ rule: RuleID, _ message: String, at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: .error, message: message, range: range)
    }

    /// Shorthand for a warning.
    public static func warning(_ rule: RuleID, _ message: String, at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: .warning, message: message, range: range)
    }
}

extension Diagnostic {
    /// The deterministic order every front end prints in: file, position, severity,
    /// rule, message, view path; the remaining fields break ties, so the order is
    /// total and equal diagnostics end up next to each other.
    public static func sortedOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let l = (lhs.file ?? "", lhs.range?.start.line ?? 0, lhs.range?.start.column ?? 0)
        let r = (rhs.file ?? "", rhs.range?.start.line ?? 0, rhs.range?.start.column ?? 0)
        if l != r { return l < r }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        if lhs.viewPath != rhs.viewPath { return (lhs.viewPath ?? "") < (rhs.viewPath ?? "") }
        let lEnd = (lhs.range?.end.line ?? 0, lhs.range?.end.column ?? 0)
        let rEnd = (rhs.range?.end.line ?? 0, rhs.range?.end.column ?? 0)
        if lEnd != rEnd { return lEnd < rEnd }
        if lhs.viewID != rhs.viewID { return (lhs.viewID ?? "") < (rhs.viewID ?? "") }
        if lhs.viewIndex != rhs.viewIndex { return (lhs.viewIndex ?? -1) < (rhs.viewIndex ?? -1) }
        if lhs.sourceKey != rhs.sourceKey { return (lhs.sourceKey ?? "") < (rhs.sourceKey ?? "") }
        if lhs.devices != rhs.devices { return lhs.devices.lexicographicallyPrecedes(rhs.devices) }
        return lhs.notes.lexicographicallyPrecedes(rhs.notes)
    }
}

extension Array where Element == Diagnostic {
    /// Sorted in the deterministic print order, exact duplicates removed. The
    /// order is total, so duplicates are neighbours: no hashing of every message
    /// (a 100,000-item collection can have 100,000 findings).
    public func sortedAndUnique() -> [Diagnostic] {
        let sorted = self.sorted(by: Diagnostic.sortedOrder)
        var unique: [Diagnostic] = []
        unique.reserveCapacity(sorted.count)
        for diagnostic in sorted where unique.last != diagnostic {
            unique.append(diagnostic)
        }
        return unique
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
