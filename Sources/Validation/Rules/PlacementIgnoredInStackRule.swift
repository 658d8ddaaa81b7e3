import Diagnostics
import LayoutIR
import Solver

/// `placement-ignored-in-stack`: `frame` or `place` on an arranged view.
public enum PlacementIgnoredInStackRule: LayoutRule {
    public static let info = RuleInfo(
        id: .placementIgnoredInStack, defaultSeverity: .warning,
        summary: "an arranged view of a stack has 'frame' or 'place', which the stack overwrites",
        rationale: """
            A UIStackView sets the frames of its arranged subviews at every layout pass, so a frame \
            set in code or pinned by hand is silently replaced: the view shows where the stack puts it, \
            not where the spec says. layoutc ignores the key the same way. Remove it, and size the view \
            with 'intrinsicSize', 'hugging' and 'compressionResistance', or move the view out of the \
            stack (or into a plain view that is itself the arranged view).
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Toolbar
                root:
                  children:
                    - id: toolbar
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 44}
                      stack: {distribution: fillEqually}
                      children:
                        - {id: back, kind: button, frame: ↓[0, 0, 60, 44]}
                        - {id: share, kind: button, place: ↓{right: 0, width: 44}}
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Toolbar
                root:
                  children:
                    - id: toolbar
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 44}
                      stack: {distribution: fillEqually}
                      children:
                        - {id: back, kind: button, intrinsicSize: [60, 44]}
                        - id: share
                          kind: view
                          children:
                            - {kind: button, place: {right: 0, width: 44}}
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for index in views.indices where views[index].kind == .stack {
            for child in views.arrangedViews(of: index) {
                let key: String
                switch views[child].positioning {
                case .fill: continue
                case .frame: key = "frame"
                case .place: key = "place"
                }
                let view = views[child]
                let message = "\(RuleText.name(view)) is an arranged view of \(RuleText.name(views[index])), which sets its frame at every layout pass, so its '\(key)' is ignored; remove '\(key)' and size the view with 'intrinsicSize', 'hugging' and 'compressionResistance', or move it out of the stack"
                findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                           viewPath: view.path, viewID: view.id, viewIndex: child, sourceKey: key))
            }
        }
    }
}
