import Diagnostics

extension ConstraintRules {
    static let ambiguousLayout = RuleInfo(
        id: .ambiguousLayout, defaultSeverity: .warning,
        summary: "constraints leave a frame value free (UIView.hasAmbiguousLayout)",
        rationale: """
            When a view's x, y, width or height can take more than one value at the optimum, the \
            engine puts it wherever it lands, differently from one device or release to the next; \
            Interface Builder warns about it as "ambiguous layout". The warning names each free value \
            and its range, and what would pin it: a leading or centerX constraint, a height, a hugging \
            priority that is not tied. layoutc then takes the value closest to 0.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Loose
            root:
              children:
                - id: ↓title
                  constraints:
                    - top = superview.top + 100
                    - width = 100
                    - height = 20
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Loose
            root:
              children:
                - id: title
                  constraints:
                    - leading = superview.leading + 16
                    - top = superview.top + 100
                    - width = 100
                    - height = 20
            """)])
}
