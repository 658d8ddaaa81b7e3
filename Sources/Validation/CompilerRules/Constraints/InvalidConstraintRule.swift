import Diagnostics

extension ConstraintRules {
    static let invalidConstraint = RuleInfo(
        id: .invalidConstraint, defaultSeverity: .error,
        summary: "a constraint UIKit refuses: mixed axes, a position against a constant, a bad priority or number",
        rationale: """
            NSLayoutConstraint raises for pairs that mean nothing: a position against a size, positions \
            on different axes, leading/trailing against left/right, a position against a bare constant \
            (`top = 20` has nothing to be measured from), a multiplier of 0 on a position. A priority \
            must be 1 to 1000 and every number finite. The message names the rule broken; the \
            constraint is dropped and the others are solved.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Pairs
            root:
              children:
                - id: title
                  constraints:
                    - leading = superview.leading + 16
                    - top = superview.↓leading
                    - width = 100
                    - height = 20
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Pairs
            root:
              children:
                - id: title
                  constraints:
                    - leading = superview.leading + 16
                    - top = superview.top
                    - width = 100
                    - height = 20
            """)])
}
