import LayoutIR

/// Step 4: `transform: {scale:}` scales about the view's center
/// (Docs/SpecFormat.md#kinds): bounds keep their size, the frame becomes the
/// scaled box, `|sx|·W × |sy|·H` around the same center.
enum TransformStep {
    static func apply(_ transform: ScaleTransform, to box: Rect) -> Rect {
        guard !transform.isIdentity else { return box }
        return scaled(box, by: transform, about: Point(x: box.midX, y: box.midY))
    }

    /// `rect` scaled about `center`, as a bounding box (a negative scale flips,
    /// a negative width stays negative).
    static func scaled(_ rect: Rect, by transform: ScaleTransform, about center: Point) -> Rect {
        let map = ScaleMap(scaleX: transform.scaleX, scaleY: transform.scaleY,
                           translateX: center.x * (1 - transform.scaleX),
                           translateY: center.y * (1 - transform.scaleY))
        return map.apply(rect)
    }

    /// A scale that makes a finite box non-finite (an infinite scale, or 0·∞)
    /// is reported like any other non-finite frame.
    static func report(_ index: Int, in state: inout SolverState) {
        let frame = state.resolved[index].frame
        state.report(.nonFiniteFrame, .error,
                     "the transform makes the frame \(Format.rect(frame)), which is not finite, and setting it raises CALayerInvalidGeometry in CALayer; use finite scale factors",
                     view: index, key: "transform")
    }
}
