import Diagnostics
import LayoutIR
import Solver

/// What a validation rule reads: the IR and the solved frames, never YAML.
public struct RuleContext: Sendable {
    public let screen: Screen
    public let layout: ResolvedLayout

    public init(screen: Screen, layout: ResolvedLayout) {
        self.screen = screen
        self.layout = layout
    }
}

/// A validation rule: one file each under `Rules/`, its documentation and
/// examples in `info`.
public protocol LayoutRule: Sendable {
    /// The rule's id, severity, docs and examples.
    static var info: RuleInfo { get }
    /// The rule's findings for one solved screen, addressed by `viewIndex` and
    /// `sourceKey` (the driver adds positions). Severity is the rule's default;
    /// the driver applies configuration.
    static func check(_ context: RuleContext) -> [Diagnostic]
}
