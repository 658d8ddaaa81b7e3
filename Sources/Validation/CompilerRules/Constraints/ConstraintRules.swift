import Diagnostics

/// Documentation of the ids reported for Auto Layout constraints
/// (Docs/SpecFormat.md#auto-layout-constraints): the reader's (`constraint-syntax`,
/// `invalid-constraint`, `unknown-view`, `unsupported-constraint`) and the
/// solver's (`unsatisfiable-constraints`, `ambiguous-layout`), one file each.
enum ConstraintRules {
    static let all: [RuleInfo] = [
        constraintSyntax, invalidConstraint, unknownView, unsupportedConstraint, unsatisfiableConstraints,
        ambiguousLayout,
    ]
}
