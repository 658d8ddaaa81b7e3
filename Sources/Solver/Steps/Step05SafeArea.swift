import LayoutIR

/// Step 5: a view's `safeAreaInsets` from its parent's (Docs/SpecFormat.md#insets-and-the-safe-area-container,
/// Docs/SpecFormat.md#insets-and-the-safe-area-container): the part of its frame — after its transform —
/// that lies in the parent's unsafe band, capped at the parent's inset, per edge.
///
/// `P` is the parent's insets on the edges the parent passes on (a scroll view
/// keeps those absorbed into its `adjustedContentInset`). `B` is the parent's
/// bounds at rest: for a scroll view its origin is the resting content offset
/// `(−adjusted.left, −adjusted.top)`, so a child in content coordinates is
/// measured where it shows on screen, as UIKit measures it.
enum SafeAreaStep {
    static func run(_ index: Int, in state: inout SolverState) {
        guard let parent = state.parent(of: index) else {
            state.resolved[index].safeAreaInsets = .zero
            return
        }
        let inherited = state.resolved[parent].safeAreaInsets.masked(to: state.flags[parent].propagatedEdges)
        state.resolved[index].safeAreaInsets = propagate(parentInsets: inherited,
                                                         parentBounds: state.bounds(of: parent),
                                                         childFrame: state.resolved[index].frame)
    }

    /// The capped formula; with a NaN frame the comparisons fall back to the
    /// parent's inset (Swift's `min` keeps its first argument), so insets stay finite.
    static func propagate(parentInsets p: Insets, parentBounds b: Rect, childFrame f: Rect) -> Insets {
        Insets(top: max(0, min(p.top, b.minY + p.top - f.minY)),
               left: max(0, min(p.left, b.minX + p.left - f.minX)),
               bottom: max(0, min(p.bottom, f.maxY - (b.maxY - p.bottom))),
               right: max(0, min(p.right, f.maxX - (b.maxX - p.right))))
    }
}
