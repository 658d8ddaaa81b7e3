import LayoutIR

/// Step 2: the box of a parent that a child is placed in (Docs/SpecFormat.md#placement-in-the-parent).
///
/// Boxes are in the parent's coordinates with the bounds at the origin. For a
/// scroll view that is its content coordinates at content offset zero: a
/// child's `frame: [0, 0, …]` is UIKit's plain frame (content origin), not
/// shifted by the resting content offset.
enum ReferenceBoxStep {
    static func box(_ kind: ReferenceBox, of parent: Int, in state: SolverState) -> Rect {
        let spec = state.spec(parent)
        // Fields read in place: a copy of the `ResolvedView` would retain its box.
        let resolved = state.resolved.baseAddress! + parent
        return box(kind, boundsSize: resolved.pointee.boundsSize, safeArea: resolved.pointee.safeAreaInsets,
                   safeAreaEdges: spec.pointee.safeAreaEdges, insets: spec.pointee.insets,
                   margins: resolved.pointee.layoutMargins)
    }

    /// - content: bounds, inset by the safe area on the container's edges
    ///   (`safeArea: true` or a list of edges), then by `insets`.
    /// - bounds: the bounds.
    /// - safeArea: bounds inset by `safeAreaInsets`.
    /// - margins: bounds inset by `safeAreaInsets`, then by the layout margins
    ///   (UIKit's `insetsLayoutMarginsFromSafeArea`, additive).
    static func box(_ kind: ReferenceBox, boundsSize: Size, safeArea: Insets, safeAreaEdges: EdgeSet,
                    insets: Insets, margins: Insets) -> Rect {
        let bounds = Rect(x: 0, y: 0, width: boundsSize.width, height: boundsSize.height)
        switch kind {
        case .content: return bounds.inset(by: safeArea.masked(to: safeAreaEdges)).inset(by: insets)
        case .bounds: return bounds
        case .safeArea: return bounds.inset(by: safeArea)
        case .margins: return bounds.inset(by: safeArea).inset(by: margins)
        }
    }
}
