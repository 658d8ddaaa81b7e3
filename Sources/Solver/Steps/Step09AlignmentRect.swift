import LayoutIR

/// Step 9b: a view with `alignmentRectInsets` was laid out by its alignment
/// rect (constraints, its stack, `place`: Auto Layout aligns alignment rects);
/// its frame is that rect grown by the insets, as UIKit's
/// `frame(forAlignmentRect:)` gives it (Docs/SpecFormat.md#alignment-rects).
/// Runs when the view is visited, after its parent placed it and before its
/// children or its window frame read its frame.
enum AlignmentRectStep {
    static func run(_ index: Int, in state: inout SolverState) {
        let insets = state.specs[index].alignmentRectInsets
        guard insets != .zero, index > 0 else { return }
        let alignment = state.resolved[index].frame
        let bounds = state.resolved[index].boundsSize
        state.resolved[index].frame = frame(forAlignmentRect: alignment, insets: insets)
        state.resolved[index].boundsSize = Size(width: bounds.width + insets.left + insets.right,
                                                height: bounds.height + insets.top + insets.bottom)
    }

    /// The frame whose alignment rect is `rect`.
    static func frame(forAlignmentRect rect: Rect, insets: Insets) -> Rect {
        Rect(x: rect.x - insets.left, y: rect.y - insets.top, width: rect.width + insets.left + insets.right,
             height: rect.height + insets.top + insets.bottom)
    }
}
