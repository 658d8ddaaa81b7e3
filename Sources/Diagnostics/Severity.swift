/// How serious a diagnostic is. Ordered from most to least severe.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// `error < warning < note`: sorting ascending puts errors first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
