import Diagnostics
import Emitters
import Validation

extension RuleID {
    /// A rule id that names no rule: in `.layoutc.yml`'s `rules:`, a view's
    /// `suppress:` or a `# layoutc:disable-next-line` comment. Always an error;
    /// it cannot be configured or suppressed.
    public static let unknownRule: RuleID = "unknown-rule"
}

/// The rule ids a config or a suppression may name, and the catalogue the
/// reporters publish.
public enum LintRules {
    /// The contract's ids (spec-format.md section 6, and `RuleID`'s constants),
    /// known even while `RuleCatalog` does not document them all.
    static let contractIDs: [RuleID] = [
        .yamlSyntax, .duplicateKey, .unknownKey, .typeMismatch, .missingKey, .duplicateID,
        .unsupportedVersion, .unknownDevice, .limitExceeded, .overConstrained, .ambiguousPosition,
        .ambiguousSize, .nonFiniteFrame, .negativeSize, .placeholderLocationIgnored, .flowItemTooWide,
        .hitAreaOutsideParent, .hitTargetTooSmall, .hitAreaCovered, .outsideSafeArea, .cornerRadiusTooLarge,
        .zeroFontSize,
    ]

    /// Every id that may be configured or suppressed, sorted.
    public static var knownIDs: [RuleID] {
        Set(contractIDs + RuleCatalog.all.map(\.id)).sorted()
    }

    /// Ids that configuration never touches: problems with the configuration itself.
    static let unconfigurable: Set<RuleID> = [.unknownRule]

    /// The catalogue as the SARIF and JSON reporters want it.
    public static var descriptors: [RuleDescriptor] {
        RuleCatalog.all.map {
            RuleDescriptor(id: $0.id, defaultSeverity: $0.defaultSeverity, summary: $0.summary, rationale: $0.rationale)
        }
    }

    /// `unknown rule 'x'; did you mean 'y'?`, or with the list of rules when nothing is close.
    static func unknownRuleMessage(_ id: String, known: [RuleID]) -> String {
        let base = "unknown rule '\(id)'"
        if let close = DidYouMean.closest(to: id, among: known.map(\.rawValue)) {
            return base + "; did you mean '\(close)'?"
        }
        return base + "; see `layoutc rules` for the rule ids"
    }
}
