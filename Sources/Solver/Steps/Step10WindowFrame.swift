import LayoutIR

/// Step 10: `windowFrame`, the frame in the root's coordinates
/// (`convertRect:toView:` the root), and the map the view's children use.
///
/// Each view keeps a map from its bounds coordinates to the root's: its
/// parent's map after its own `center + s·(p − boundsCenter)`. So offsets
/// accumulate, a scaled ancestor scales its descendants (as UIKit's
/// conversion does through transforms), and children of a scroll view, in
/// content coordinates, are shown where content sits at rest: moved by the
/// scroll view's `adjustedContentInset` left and top (its bounds origin).
/// The root's own transform is ignored, like its `frame:`.
enum WindowFrameStep {
    static func run(_ index: Int, in state: inout SolverState) {
        let parentMap = state.parent(of: index).map { state.toRoot[$0] } ?? .identity
        // Fields read in place: a copy of the `ResolvedView` would retain its box.
        let resolved = state.resolved.baseAddress! + index
        let frame = resolved.pointee.frame, boundsSize = resolved.pointee.boundsSize
        resolved.pointee.windowFrame = parentMap.apply(frame)
        let transform = index == 0 ? ScaleTransform.identity : state.specs[index].transform
        let origin = state.boundsOrigin(index)
        let boundsCenterX = origin.x + boundsSize.width / 2
        let boundsCenterY = origin.y + boundsSize.height / 2
        let sx = transform.scaleX, sy = transform.scaleY
        state.toRoot[index] = ScaleMap(
            scaleX: parentMap.scaleX * sx, scaleY: parentMap.scaleY * sy,
            translateX: parentMap.scaleX * (frame.midX - sx * boundsCenterX) + parentMap.translateX,
            translateY: parentMap.scaleY * (frame.midY - sy * boundsCenterY) + parentMap.translateY)
    }
}
