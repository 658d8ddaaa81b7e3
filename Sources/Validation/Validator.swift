import Diagnostics
import LayoutIR
import Solver

/// Runs the validation rules over a solved screen.
public enum Validator {
    /// Every validation rule, in id order.
    public static let rules: [any LayoutRule.Type] = [
        ContentSizeIgnoredRule.self,
        CornerRadiusTooLargeRule.self,
        FillProportionallySpacingRule.self,
        FixedDirectionRule.self,
        FixedFontSizeRule.self,
        HitAreaCoveredRule.self,
        HitAreaOutsideParentRule.self,
        HitTargetTooSmallRule.self,
        OutsideSafeAreaRule.self,
        PlacementIgnoredInStackRule.self,
        StackOverflowRule.self,
        StackPriorityAmbiguousRule.self,
        TextClippedRule.self,
        TextTruncatedRule.self,
        ZeroFontSizeRule.self,
    ]

    /// The findings of every rule in `enabled` (all rules when `nil`); once
    /// `cancellation` is set, the rules not yet run are left out.
    public static func validate(screen: Screen, layout: ResolvedLayout, enabled: Set<RuleID>? = nil,
                                cancellation: Cancellation = .never) -> [Diagnostic] {
        let context = RuleContext(screen: screen, layout: layout)
        var findings: [Diagnostic] = []
        for rule in rules where enabled?.contains(rule.info.id) ?? rule.info.enabledByDefault {
            if cancellation.isCancelled { break }
            rule.check(context, into: &findings)
        }
        return findings
    }
}
