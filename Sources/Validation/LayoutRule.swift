import Diagnostics
import LayoutIR
import Solver

/// What a validation rule reads: the IR and the solved frames, never YAML.
public struct RuleContext: Sendable {
    public let screen: Screen
    public let layout: ResolvedLayout
    /// What the hit-testing rules share, computed once per screen.
    let hitGeometry: HitGeometry

    public init(screen: Screen, layout: ResolvedLayout) {
        self.screen = screen
        self.layout = layout
        self.hitGeometry = HitGeometry(screen: screen, layout: layout)
    }
}

/// A validation rule: one file each under `Rules/`, its documentation and
/// examples in `info`.
public protocol LayoutRule: Sendable {
    /// The rule's id, severity, docs and examples.
    static var info: RuleInfo { get }
    /// Appends the rule's findings for one solved screen to `findings`, addressed
    /// by `viewIndex` and `sourceKey` (the driver adds positions). Severity is
    /// the rule's default; the driver applies configuration. One array for every
    /// rule: a finding is made where it stays, not copied from a rule's own list
    /// into the screen's (a copy retains each of its strings and arrays).
    static func check(_ context: RuleContext, into findings: inout [Diagnostic])
}
