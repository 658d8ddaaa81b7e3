import Diagnostics

extension ConstraintRules {
    static let constraintSyntax = RuleInfo(
        id: .constraintSyntax, defaultSeverity: .error,
        summary: "a constraint line does not read as `FIRST REL [M *] SECOND [+|- C] [@P]`",
        rationale: """
            A constraint is one line: an attribute (or item.attribute), a relation (=, <=, >=), an \
            optional multiplier and `*`, a second item.attribute, an optional `+ C` or `- C`, and an \
            optional `@` priority. The error points at the token where the line stops making sense, \
            says what was expected there and offers the closest attribute. The constraint is dropped \
            and the others are solved.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Typo
            root:
              children:
                - id: title
                  constraints:
                    - ↓leadng = superview.leading + 16
                    - top = superview.top + 8
                    - width = 100
                    - height = 20
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Typo
            root:
              children:
                - id: title
                  constraints:
                    - leading = superview.leading + 16
                    - top = superview.top + 8
                    - width = 100
                    - height = 20
            """)])
}
