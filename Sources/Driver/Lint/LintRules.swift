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
        if let close = LintSuggestions.closest(to: id, among: known.map(\.rawValue)) {
            return base + "; did you mean '\(close)'?"
        }
        return base + "; see `layoutc rules` for the rule ids"
    }
}

/// "Did you mean" for config keys and rule ids.
enum LintSuggestions {
    /// The closest candidate, when at most 2 edits (or a third of the word) away.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= 64 else { return nil }
        let limit = max(2, lowered.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
