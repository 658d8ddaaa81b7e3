import LayoutIR

/// Step 12: `hitRect` of an interactive view: its bounds grown (negative
/// `hitInsets`) or shrunk (positive) as an overridden `point(inside:with:)`
/// would test them, carried through the transform about the center into the
/// parent's coordinates. Interactivity is the view's own (`interactive:` or
/// its kind's default); hidden views get one too, the validation rules decide
/// what counts.
enum HitRectStep {
    static func run(_ index: Int, in state: inout SolverState) {
        let spec = state.spec(index)
        guard spec.pointee.isInteractive else { return }
        // Fields read in place: a copy of the `ResolvedView` would retain its box.
        let resolved = state.resolved.baseAddress! + index
        let frame = resolved.pointee.frame
        let transform = index == 0 ? ScaleTransform.identity : spec.pointee.transform
        resolved.pointee.hitRect = hitRect(boundsSize: resolved.pointee.boundsSize,
                                           center: Point(x: frame.midX, y: frame.midY),
                                           hitInsets: spec.pointee.hitInsets, transform: transform)
    }

    static func hitRect(boundsSize: Size, center: Point, hitInsets: Insets, transform: ScaleTransform) -> Rect {
        let local = Rect(x: 0, y: 0, width: boundsSize.width, height: boundsSize.height).inset(by: hitInsets)
        let map = ScaleMap(scaleX: transform.scaleX, scaleY: transform.scaleY,
                           translateX: center.x - transform.scaleX * boundsSize.width / 2,
                           translateY: center.y - transform.scaleY * boundsSize.height / 2)
        return map.apply(local)
    }
}
