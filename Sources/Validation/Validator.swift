import Diagnostics
import LayoutIR
import Solver

/// Runs the validation rules over a solved screen.
public enum Validator {
    /// Every validation rule, in id order.
    public static let rules: [any LayoutRule.Type] = [
        CornerRadiusTooLargeRule.self,
        FillProportionallySpacingRule.self,
        HitAreaCoveredRule.self,
        HitAreaOutsideParentRule.self,
        HitTargetTooSmallRule.self,
        OutsideSafeAreaRule.self,
        PlacementIgnoredInStackRule.self,
        StackOverflowRule.self,
        StackPriorityAmbiguousRule.self,
        ZeroFontSizeRule.self,
    ]

    /// The findings of every rule in `enabled` (all rules when `nil`).
    public static func validate(screen: Screen, layout: ResolvedLayout, enabled: Set<RuleID>? = nil) -> [Diagnostic] {
        let context = RuleContext(screen: screen, layout: layout)
        var found: [[Diagnostic]] = []
        for rule in rules where enabled?.contains(rule.info.id) ?? true {
            let findings = rule.check(context)
            if !findings.isEmpty { found.append(findings) }
        }
        // Usually one rule finds everything: take its array rather than copy each
        // diagnostic (a copy retains seven strings and arrays); else one array of
        // the total size, filled in rule order.
        if found.count == 1 { return found[0] }
        var findings: [Diagnostic] = []
        findings.reserveCapacity(found.reduce(0) { $0 + $1.count })
        for part in found { findings += part }
        return findings
    }
}
