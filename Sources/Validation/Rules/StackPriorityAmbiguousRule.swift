import Diagnostics
import LayoutIR
import Solver

/// `stack-priority-ambiguous`: views tied on the lowest hugging (when a fill
/// stack has room to spare) or compression resistance (when it must shrink)
/// decide the layout, and UIKit may pick any of them.
public enum StackPriorityAmbiguousRule: LayoutRule {
    public static let info = RuleInfo(
        id: .stackPriorityAmbiguous, defaultSeverity: .warning,
        summary: "two or more arranged views tie on the priority that decides which one stretches or shrinks",
        rationale: """
            When a fill stack is longer than its content, the view with the lowest content hugging \
            priority stretches; when it is shorter, the views with the lowest compression resistance \
            shrink first. With two views on the same lowest priority Auto Layout's answer is ambiguous \
            (Interface Builder's "content priority ambiguity"): it may differ between runs, OS versions \
            and devices. layoutc stretches or shrinks the last of them and reports the tie on that view. \
            Lower the priority of the view that should stretch (or shrink) by 1, or raise that of the \
            views that should keep their natural length, so exactly one view is lowest.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Header
                root:
                  children:
                    - id: header
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 44}
                      stack: {spacing: 8}
                      children:
                        - {id: name, kind: label, intrinsicSize: [120, 22]}
                        - {id: handle, kind: label, intrinsicSize: [80, 22], hugging: ↓251}
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Header
                root:
                  children:
                    - id: header
                      kind: stack
                      place: {left: 16, width: 200, top: 100, height: 44}
                      stack: {spacing: 8}
                      children:
                        - {id: name, kind: label, intrinsicSize: [160, 22], hugging: 252}
                        - {id: handle, kind: label, intrinsicSize: [120, 22], compressionResistance: ↓750}
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Header
                root:
                  children:
                    - id: header
                      kind: stack
                      place: {left: 16, right: 16, top: 100, height: 44}
                      stack: {spacing: 8}
                      children:
                        - {id: name, kind: label, intrinsicSize: [120, 22], hugging: 252}
                        - {id: handle, kind: label, intrinsicSize: [80, 22]}
                    - id: narrow
                      kind: stack
                      place: {left: 16, width: 200, top: 200, height: 44}
                      stack: {spacing: 8}
                      children:
                        - {id: title, kind: label, intrinsicSize: [160, 22], compressionResistance: 751}
                        - {id: subtitle, kind: label, intrinsicSize: [120, 22]}
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for finding in context.layout.stackFindings {
            guard let tie = finding.tie, let decided = tie.views.last, decided < views.count else { continue }
            let others = tie.views.dropLast().map { RuleText.name(views[$0]) }
            let names = RuleText.list(tie.views.map { RuleText.name(views[$0]) })
            let stack = RuleText.name(views[finding.stack])
            let last = RuleText.name(views[decided])
            let key = tie.priority.rawValue
            let value = RuleText.number(tie.value)
            // Which view should give is the author's choice: offer both ways out
            // (priorities run from 1 to 1000).
            let verb = tie.priority == .hugging ? "stretches" : "shrinks first"
            let giving = tie.priority == .hugging ? "the view that should stretch" : "the view that should shrink first"
            var ways: [String] = []
            if tie.value > 1 { ways.append("'\(key): \(RuleText.number(tie.value - 1))' on \(giving)") }
            if tie.value < 1000 {
                ways.append("'\(key): \(RuleText.number(tie.value + 1))' on \(RuleText.list(others)) so that \(last) alone \(verb)")
            }
            let mend = (ways.count == 2 ? "mend it either way: set " : "set ") + ways.joined(separator: ", or ")
            let what = tie.priority == .hugging
                ? "\(names) hug at the same priority \(value) and \(stack) has \(RuleText.points(tie.amount)) to spare along its \(finding.axis.rawValue) axis, so which of them UIKit stretches is ambiguous (layoutc stretches \(last), the last)"
                : "\(names) resist compression at the same priority \(value) and \(stack) is still \(RuleText.points(tie.amount)) short along its \(finding.axis.rawValue) axis when it reaches them, so which of them UIKit shrinks is ambiguous (layoutc shrinks \(last), the last, first)"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: what + "; " + mend,
                                       viewPath: views[decided].path, viewID: views[decided].id,
                                       viewIndex: decided, sourceKey: key))
        }
    }
}
