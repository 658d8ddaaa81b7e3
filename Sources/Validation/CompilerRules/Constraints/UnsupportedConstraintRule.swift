import Diagnostics

extension ConstraintRules {
    static let unsupportedConstraint = RuleInfo(
        id: .unsupportedConstraint, defaultSeverity: .error,
        summary: "a constraint this version does not model: baselines, arranged views of a stack, flow items, a table's or collection's content and frame guides",
        rationale: """
            Baselines need text metrics; an arranged view is placed by its stack and a flow item by its \
            collection, so a constraint that moves one (or reaches into a flow item from outside it) \
            has no meaning here. A table's or collection's 'content' and 'frame' layout guides are not \
            solved either: their content comes from their items (use a scroll view's guides, or place \
            the content). Give an arranged view 'intrinsicSize' and priorities instead, and \
            constrain top, bottom or centerY instead of a baseline. The constraint is dropped.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Stack
            root:
              children:
                - kind: stack
                  frame: [0, 100, 393, 44]
                  children:
                    - id: icon
                      constraints:
                        - ↓width = 44
            """), RuleInfo.Example("""
            layout: 1
            screen: List
            root:
              children:
                - id: list
                  kind: collection
                  place: {top: 200, left: 0, right: 0, height: 100}
                  flow:
                    items:
                      - {id: chip, size: [64, 32]}
                - id: note
                  constraints:
                    - top = list.↓content.bottom
                    - top = superview.top + 320
                    - leading = superview.leading + 16
                    - width = 100
                    - height = 20
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Stack
            root:
              children:
                - kind: stack
                  frame: [0, 100, 393, 44]
                  children:
                    - id: icon
                      intrinsicSize: [44, 44]
            """)])
}
