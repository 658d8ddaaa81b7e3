import Diagnostics
import LayoutIR
import Solver

/// `stack-overflow`: a stack's content runs past its end even with every view
/// that can shrink at 0, or a view is longer across the axis than the stack.
public enum StackOverflowRule: LayoutRule {
    public static let info = RuleInfo(
        id: .stackOverflow, defaultSeverity: .warning,
        summary: "a stack's content does not fit: it runs past the stack's end, or a view sticks out across it",
        rationale: """
            When the natural lengths and the gaps need more than the stack's length, UIKit shrinks the \
            views from the lowest compression resistance up; once every view is at 0 (or the gaps alone \
            are too long) the rest runs past the stack's end, over its neighbours or clipped, typically \
            on the smallest phone or in a larger text size. Under a non-fill alignment a view longer \
            across the axis than the stack sticks out of it the same way; a stack read from Interface \
            Builder squeezes it to the stack's length instead unless it resists compression there at \
            1000, as UIKit's required spanning constraints do. The finding is on the stack \
            (along the axis) or on the view (across it) and says by how many points; make the stack \
            longer, the content or the spacing shorter, or let the stack wrap onto two lines.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Toolbar
                device: iphone-se-3
                root:
                  children:
                    - id: toolbar
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 44}
                      stack: ↓{spacing: 120}
                      children:
                        - {kind: button, intrinsicSize: [44, 44]}
                        - {kind: button, intrinsicSize: [44, 44]}
                        - {kind: button, intrinsicSize: [44, 44]}
                        - {kind: button, intrinsicSize: [44, 44]}
                """, device: "iphone-se-3"),
            RuleInfo.Example("""
                layout: 1
                screen: Row
                root:
                  children:
                    - id: row
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 44}
                      stack: {alignment: center}
                      children:
                        - {kind: label, intrinsicSize: [100, 20]}
                        - {kind: image, intrinsicSize: ↓[60, 60]}
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Toolbar
                device: iphone-se-3
                root:
                  children:
                    - id: toolbar
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 44}
                      stack: {distribution: equalSpacing, alignment: center}
                      children:
                        - {kind: button, intrinsicSize: [44, 44]}
                        - {kind: button, intrinsicSize: [44, 44]}
                        - {kind: label, intrinsicSize: [400, 20], compressionResistance: 700}
                        - {kind: image, intrinsicSize: [60, 60], hidden: true}
                """, device: "iphone-se-3"),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for finding in context.layout.stackFindings where finding.stack < views.count {
            let stack = views[finding.stack]
            let horizontal = finding.axis == .horizontal
            if finding.overflow > 0 {
                let dimension = horizontal ? "width" : "height"
                let amount = RuleText.points(finding.overflow)
                let message = "the content of \(RuleText.name(stack)) needs \(amount) more than its \(RuleText.points(finding.length)) \(dimension) even with every view that can shrink at 0, so UIKit lets it run \(amount) past the stack's end; make the stack \(amount) \(horizontal ? "wider" : "taller"), or the content or the spacing \(amount) shorter"
                findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                           viewPath: stack.path, viewID: stack.id, viewIndex: finding.stack,
                                           sourceKey: "stack"))
            }
            for overflow in finding.crossOverflows where overflow.view < views.count {
                findings.append(crossFinding(overflow, finding, views))
            }
        }
    }

    static func crossFinding(_ overflow: StackFinding.CrossOverflow, _ finding: StackFinding,
                             _ views: [ViewSpec]) -> Diagnostic {
        let view = views[overflow.view]
        let horizontal = finding.axis == .horizontal
        let dimension = horizontal ? "height" : "width"
        let excess = RuleText.points(overflow.length - finding.crossLength)
        // A stack read as UIKit builds it squeezes every view that can shrink
        // (Docs/SpecFormat.md#stack-layout): one still sticking out resists at 1000.
        let squeezes = views[finding.stack].stackSpec.prioritiesFromArrangedViews
        let axisName = horizontal ? "vertical" : "horizontal"
        let required = squeezes ? " (its \(axisName) compression resistance is 1000, so the stack cannot squeeze it)" : ""
        let lower = squeezes ? ", lower its \(axisName) compressionResistance below 1000" : ""
        let message = "\(RuleText.name(view)) is \(RuleText.points(overflow.length)) in \(dimension), \(excess) more than the \(RuleText.points(finding.crossLength)) of \(RuleText.name(views[finding.stack])) (alignment \(finding.alignment.rawValue)), so it sticks out of the stack\(required); make the stack \(excess) \(horizontal ? "taller" : "wider"), the view \(excess) \(horizontal ? "shorter" : "narrower")\(lower), or use alignment fill"
        return Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message, viewPath: view.path,
                          viewID: view.id, viewIndex: overflow.view, sourceKey: "intrinsicSize")
    }
}
