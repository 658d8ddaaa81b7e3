import LayoutIR

/// Step 6: a view's layout margins: `margins:` when given, else UIKit's
/// default of 8 on every edge (the root's are set by step 1). These are the
/// view's own margins; the `margins` reference box adds the safe area to them.
enum LayoutMarginsStep {
    static let defaultMargins = Insets(all: 8)

    static func run(_ index: Int, in state: inout SolverState) {
        state.resolved[index].layoutMargins = state.specs[index].margins ?? defaultMargins
    }
}
