import Diagnostics

extension ConstraintRules {
    static let unsupportedConstraint = RuleInfo(
        id: .unsupportedConstraint, defaultSeverity: .error,
        summary: "a constraint this version does not model: baselines, arranged views of a stack, flow items",
        rationale: """
            Baselines need text metrics; an arranged view is placed by its stack and a flow item by its \
            collection, so a constraint that moves one (or reaches into a flow item from outside it) \
            has no meaning here. Give an arranged view 'intrinsicSize' and priorities instead, and \
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
