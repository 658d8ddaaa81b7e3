import Diagnostics

extension ConstraintRules {
    static let unsatisfiableConstraints = RuleInfo(
        id: .unsatisfiableConstraints, defaultSeverity: .error,
        summary: "required constraints cannot all hold (UIKit's 'Unable to simultaneously satisfy constraints')",
        rationale: """
            UIKit only logs this at run time and breaks one constraint, and the screen comes out wrong. \
            layoutc finds the minimal conflicting set by taking the required constraints in document \
            order (a placement counts at its frame/place key, an intrinsic size at its intrinsicSize \
            key) and leaving each out for good when the rest still conflict; the error is at the last \
            member of the set, which is broken, and lists every member with its line. A view with \
            'frame' or 'place' and constraints keeps both, like one whose \
            translatesAutoresizingMaskIntoConstraints was left true: drop the placement. Lower one \
            constraint's priority or remove it.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Conflict
            root:
              children:
                - id: badge
                  frame: [16, 100, 200, 44]
                  constraints:
                    - ↓width = 300
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Conflict
            root:
              children:
                - id: badge
                  constraints:
                    - leading = superview.leading + 16
                    - top = superview.top + 100
                    - width = 300
                    - height = 44
            """)])
}
