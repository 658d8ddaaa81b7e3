import Diagnostics
import LayoutIR

/// A rule's published documentation: the single source for `layoutc rules`,
/// `layoutc explain`, Docs/Rules.md and SARIF rule descriptors.
public struct RuleInfo: Sendable, Hashable {
    /// Where the rule's findings come from.
    public enum Origin: String, Sendable, Hashable {
        /// The YAML layer and the spec reader (syntax and schema).
        case reader
        /// The frame solver (geometry it knows while solving).
        case solver
        /// A validation rule run by `layoutc lint` (and `compile`).
        case validation
        /// `layoutc generate`: the Swift names of a spec's type and accessors.
        case generate
        /// The project's configuration and suppressions (`.layoutc.yml`, `suppress:`,
        /// `# layoutc:disable-next-line`).
        case configuration
    }

    /// A spec that shows the rule: `↓` marks where each finding must appear.
    public struct Example: Sendable, Hashable {
        public var spec: String
        public var device: String?
        /// The content size category the example is compiled at (`large` when nil).
        public var contentSize: ContentSizeCategory?
        /// The layout direction the example is compiled in (left to right when nil).
        public var direction: LayoutDirection?
        /// Whether the example is compiled with the text font (`false`: as on a
        /// machine where it cannot be loaded, for `text-not-measured`).
        public var measuresText: Bool
        public init(_ spec: String, device: String? = nil, contentSize: ContentSizeCategory? = nil,
                    direction: LayoutDirection? = nil, measuresText: Bool = true) {
            self.spec = spec
            self.device = device
            self.contentSize = contentSize
            self.direction = direction
            self.measuresText = measuresText
        }
    }

    public var id: RuleID
    public var defaultSeverity: Severity
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters on a device, and how to mend it.
    public var rationale: String
    public var origin: Origin
    /// Specs that must trigger the rule at their `↓` markers.
    public var triggering: [Example]
    /// Specs that must not trigger it.
    public var nonTriggering: [Example]
    /// Whether the rule runs unless the configuration turns it off; an opt-in
    /// rule (`fixed-font-size`, `fixed-direction`) runs only when `rules:` gives it a severity.
    public var enabledByDefault = true

    public init(id: RuleID, defaultSeverity: Severity, summary: String, rationale: String, origin: Origin,
                triggering: [Example] = [], nonTriggering: [Example] = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.origin = origin
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
