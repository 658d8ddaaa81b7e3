import Diagnostics
import LayoutIR
import Solver

/// `fill-proportionally-spacing`: a `fillProportionally` stack with a non-zero gap.
public enum FillProportionallySpacingRule: LayoutRule {
    public static let info = RuleInfo(
        id: .fillProportionallySpacing, defaultSeverity: .warning,
        summary: "a fillProportionally stack has spacing, so UIKit's lengths are not the documented proportions",
        rationale: """
            UIStackView's fillProportionally builds its proportional constraints from the stack's whole \
            length, gaps included, so with a non-zero 'spacing' or 'spacingAfter' the views come out \
            at lengths that are not proportional to their natural lengths (Apple bug report \
            rdar://34595752), and they change as the stack's length changes. layoutc reports the \
            documented proportions, which the device will not show. Set the gaps to 0 and build the \
            space into the views (a spacer or insets), or use fill with hugging priorities.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Segments
                root:
                  children:
                    - id: segments
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 32}
                      stack: {distribution: fillProportionally, spacing: ↓8}
                      children:
                        - {kind: label, intrinsicSize: [40, 20]}
                        - {kind: label, intrinsicSize: [80, 20]}
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Segments
                root:
                  children:
                    - id: segments
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 32}
                      stack: ↓{distribution: fillProportionally}
                      children:
                        - {kind: label, intrinsicSize: [40, 20], spacingAfter: 4}
                        - {kind: label, intrinsicSize: [80, 20]}
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Segments
                root:
                  children:
                    - id: segments
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 32}
                      stack: {distribution: fillProportionally}
                      children:
                        - {kind: label, intrinsicSize: [40, 20]}
                        - {kind: label, intrinsicSize: [80, 20], spacingAfter: 8}
                    - id: single
                      kind: stack
                      place: {left: 16, right: 16, top: 200, height: 32}
                      stack: {distribution: fillProportionally, spacing: 8}
                      children:
                        - {kind: label, intrinsicSize: [40, 20]}
                        - {kind: label, intrinsicSize: [80, 20], hidden: true}
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for index in views.indices where views[index].kind == .stack {
            let spec = views[index].stackSpec
            guard spec.distribution == .fillProportionally, let gap = firstGap(of: index, views, spacing: spec.spacing)
            else { continue }
            let view = views[index]
            let message = "\(RuleText.name(view)) uses fillProportionally with a \(RuleText.points(gap)) gap, and UIKit builds its proportional constraints from the stack's whole length, so on the device the views are not proportional to their natural lengths (rdar://34595752; layoutc reports the documented proportions); set 'spacing' and 'spacingAfter' to 0 and build the space into the views, or use fill with hugging priorities"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: view.path, viewID: view.id, viewIndex: index,
                                       sourceKey: "stack.spacing"))
        }
    }

    /// The first non-zero gap between two visible arranged views, if any.
    static func firstGap(of stack: Int, _ views: [ViewSpec], spacing: Double) -> Double? {
        var pending: Double?
        for child in views.arrangedViews(of: stack) where !views[child].hidden {
            if let pending, pending != 0 { return pending }
            pending = views[child].arranged.spacingAfter ?? spacing
        }
        return nil
    }
}
