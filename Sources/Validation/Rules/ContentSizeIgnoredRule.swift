import Diagnostics
import LayoutIR
import Solver

/// `content-size-ignored`: `contentSize` on a flow collection, whose layout decides it.
public enum ContentSizeIgnoredRule: LayoutRule {
    public static let info = RuleInfo(
        id: .contentSizeIgnored, defaultSeverity: .warning,
        summary: "a collection has 'contentSize', which its flow layout replaces",
        rationale: """
            A collection view is a scroll view, so it takes the scroll keys; but its content size is \
            its layout's collectionViewContentSize, set again at every layout pass, so a content size \
            set in code is silently replaced. layoutc ignores the key the same way and reports the \
            flow's extent as the collection's contentSize. Remove it; to change the scrollable extent, \
            change the items, 'sectionInset' or 'contentInset'.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Tags
                root:
                  children:
                    - id: tags
                      kind: collection
                      frame: [0, 100, 393, 300]
                      contentSize: ↓[393, 900]
                      flow:
                        items:
                          - {size: [80, 32], repeat: 12}
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Tags
                root:
                  children:
                    - id: tags
                      kind: collection
                      frame: [0, 100, 393, 300]
                      contentInset: [0, 0, 120, 0]
                      flow:
                        items:
                          - {size: [80, 32], repeat: 12}
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        let resolved = context.layout.views
        for index in views.indices where views[index].kind == .collection {
            guard let given = views[index].attributes.contentSize else { continue }
            let view = views[index]
            var message = "\(RuleText.name(view)) is a collection, whose flow layout sets its content size at every layout pass, so its 'contentSize' is ignored"
            if index < resolved.count, let computed = resolved[index].contentSize, computed != given {
                message += " (the flow's is \(RuleText.number(computed.width)) × \(RuleText.number(computed.height)) pt)"
            }
            message += "; remove 'contentSize'"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: view.path, viewID: view.id, viewIndex: index, sourceKey: "contentSize"))
        }
    }
}
