import Diagnostics
import Emitters
import Validation

/// The rule ids a config or a suppression may name, and the catalogue the
/// reporters publish.
public enum LintRules {
    /// The contract's ids (Docs/Rules.md, and `RuleID`'s constants),
    /// known even while `RuleCatalog` does not document them all.
    static let contractIDs: [RuleID] = [
        .yamlSyntax, .duplicateKey, .unknownKey, .typeMismatch, .missingKey, .duplicateID,
        .unsupportedVersion, .unknownDevice, .limitExceeded, .overConstrained, .ambiguousPosition,
        .ambiguousSize, .nonFiniteFrame, .negativeSize, .placeholderLocationIgnored, .flowItemTooWide,
        .hitAreaOutsideParent, .hitTargetTooSmall, .hitAreaCovered, .outsideSafeArea, .cornerRadiusTooLarge,
        .zeroFontSize,
    ]

    /// Every id that may be configured or suppressed, sorted.
    public static let knownIDs: [RuleID] = Set(contractIDs + RuleCatalog.all.map(\.id)).subtracting([.unknownRule]).sorted()

    /// Ids that configuration never touches: syntax, schema and limit errors (a
    /// spec that cannot be read has nothing else to check, so turning them off
    /// would pass it unread) and problems with the configuration itself.
    public static let unconfigurable: Set<RuleID> = [
        .unknownRule, .yamlSyntax, .duplicateKey, .unknownKey, .typeMismatch, .missingKey, .duplicateID,
        .unsupportedVersion, .unknownDevice, .limitExceeded,
        // A spec without a type name of its own cannot be generated, whatever the severity.
        .invalidTypeName, .typeNameCollision,
    ]

    /// Gives each finding of a configured rule its configured severity, and drops
    /// those of rules set to `off`; ``unconfigurable`` ids are left as they are.
    public static func apply(_ settings: [RuleID: ProjectConfig.RuleSetting], to diagnostics: inout [Diagnostic]) {
        diagnostics.removeAll { diagnostic in
            guard !unconfigurable.contains(diagnostic.rule), let setting = settings[diagnostic.rule] else { return false }
            return setting == .off
        }
        for index in diagnostics.indices {
            guard !unconfigurable.contains(diagnostics[index].rule),
                  let severity = settings[diagnostics[index].rule]?.severity
            else { continue }
            diagnostics[index].severity = severity
        }
    }

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
