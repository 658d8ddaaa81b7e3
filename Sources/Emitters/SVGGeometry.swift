import LayoutIR
import Solver

/// The window-coordinate geometry of the picture: the solver gives kind outputs
/// in each view's bounds and hit rects in the parent's coordinates; the picture
/// draws everything in the root's coordinates (the SVG's user units).
enum SVGGeometry {
    /// `rect` with a non-negative size: a negative width or height flips the
    /// rectangle to the other side of its origin, as `CGRectStandardize` does.
    static func standardized(_ rect: Rect) -> Rect {
        Rect(x: min(rect.x, rect.x + rect.width), y: min(rect.y, rect.y + rect.height),
             width: rect.width.magnitude, height: rect.height.magnitude)
    }

    /// Each view's scale from its bounds to the root's coordinates: its
    /// ancestors' and its own `transform` multiplied (the root's own transform
    /// is ignored, as the solver ignores it). `views` is in pre-order.
    static func accumulatedScales(_ views: [ViewSpec]) -> [(x: Double, y: Double)] {
        var scales: [(x: Double, y: Double)] = []
        scales.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            guard let parent = view.parent, parent < index else {
                scales.append((1, 1))
                continue
            }
            let inherited = scales[parent]
            scales.append((inherited.x * view.transform.scaleX, inherited.y * view.transform.scaleY))
        }
        return scales
    }

    /// A rectangle in a view's bounds (origin at its top-left corner, as the
    /// solver gives `textRect`, `contentRect`, `placeholderRect`, `indexRect`) in
    /// window coordinates, given the view's window frame and bounds-to-root scale.
    static func fromBounds(_ rect: Rect, windowFrame: Rect, scale: (x: Double, y: Double)) -> Rect {
        // A negative scale mirrors: the bounds' leading edge lands on the frame's trailing edge.
        let baseX = scale.x < 0 ? windowFrame.x + windowFrame.width : windowFrame.x
        let baseY = scale.y < 0 ? windowFrame.y + windowFrame.height : windowFrame.y
        return standardized(Rect(x: baseX + scale.x * rect.x, y: baseY + scale.y * rect.y,
                                 width: scale.x * rect.width, height: scale.y * rect.height))
    }

    /// A rectangle in the parent's coordinates (`hitRect`) in window
    /// coordinates. The parent's map to the root is `p ↦ s·p + t`, with `s` the
    /// parent's scale; `t` follows from the view's frame, which that same map
    /// takes to its window frame. So a scroll view's content offset at rest and
    /// any scaled ancestor are accounted for (without scaling this is
    /// `hitRect` offset by `windowFrame.origin − frame.origin`).
    static func fromParent(_ rect: Rect, frame: Rect, windowFrame: Rect, parentScale: (x: Double, y: Double)) -> Rect {
        let tx = windowFrame.x - parentScale.x * (parentScale.x < 0 ? frame.x + frame.width : frame.x)
        let ty = windowFrame.y - parentScale.y * (parentScale.y < 0 ? frame.y + frame.height : frame.y)
        return standardized(Rect(x: parentScale.x * rect.x + tx, y: parentScale.y * rect.y + ty,
                                 width: parentScale.x * rect.width, height: parentScale.y * rect.height))
    }

    /// The corner radius CALayer draws: at most half the shorter side of the
    /// bounds, never negative.
    static func clampedCornerRadius(_ radius: Double, boundsSize: Size) -> Double {
        guard radius > 0 else { return 0 }
        let limit = min(boundsSize.width.magnitude, boundsSize.height.magnitude) / 2
        guard limit.isFinite else { return radius.isFinite ? radius : 0 }
        return min(radius, limit)
    }

    /// The window corners that `maskedCorners` (named in the view's bounds)
    /// lands on: a negative scale mirrors left and right, or top and bottom.
    static func drawnCorners(_ corners: CornerSet, scale: (x: Double, y: Double)) -> CornerSet {
        var drawn = corners
        if scale.x < 0 {
            drawn = swapped(drawn, .topLeft, .topRight)
            drawn = swapped(drawn, .bottomLeft, .bottomRight)
        }
        if scale.y < 0 {
            drawn = swapped(drawn, .topLeft, .bottomLeft)
            drawn = swapped(drawn, .topRight, .bottomRight)
        }
        return drawn
    }

    private static func swapped(_ set: CornerSet, _ a: CornerSet, _ b: CornerSet) -> CornerSet {
        var result = set.subtracting([a, b])
        if set.contains(a) { result.insert(b) }
        if set.contains(b) { result.insert(a) }
        return result
    }

    /// Whether `rect` and `bounds` overlap with a positive area (a zero-size
    /// rectangle inside counts as overlapping).
    static func overlaps(_ rect: Rect, _ bounds: Rect) -> Bool {
        rect.maxX >= bounds.minX && rect.minX <= bounds.maxX && rect.maxY >= bounds.minY && rect.minY <= bounds.maxY
    }

    /// Whether `rect` lies wholly inside `bounds` (edges included).
    static func contains(_ bounds: Rect, _ rect: Rect) -> Bool {
        rect.minX >= bounds.minX && rect.maxX <= bounds.maxX && rect.minY >= bounds.minY && rect.maxY <= bounds.maxY
    }
}
