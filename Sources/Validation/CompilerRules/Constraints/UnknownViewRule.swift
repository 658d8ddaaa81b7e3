import Diagnostics

extension ConstraintRules {
    static let unknownView = RuleInfo(
        id: .unknownView, defaultSeverity: .error,
        summary: "a constraint names an id that no view of the file has",
        rationale: """
            Items are `superview`, `safeArea`, `margins` or the id of a view in the same file (with \
            `.safeArea`, `.margins`, or a scroll view's `.content` and `.frame`). The error is at the \
            name and offers the closest id; the constraint is dropped.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Names
            root:
              children:
                - id: avatar
                  frame: [300, 100, 40, 40]
                - id: title
                  constraints:
                    - trailing = ↓avatr.leading - 8
                    - top = superview.top + 100
                    - width = 100
                    - height = 20
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Names
            root:
              children:
                - id: avatar
                  frame: [300, 100, 40, 40]
                - id: title
                  constraints:
                    - trailing = avatar.leading - 8
                    - top = superview.top + 100
                    - width = 100
                    - height = 20
            """)])
}
