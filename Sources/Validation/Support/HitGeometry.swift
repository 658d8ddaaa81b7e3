import LayoutIR
import Solver

/// Where touches can reach, in the root's (window) coordinates: the shared
/// groundwork of the hit-testing rules, computed in one pre-order pass.
///
/// - A view *takes part* in hit testing when it and every ancestor are shown
///   (not `hidden`, `alpha` ≥ 0.01) and no ancestor turns interaction off for
///   its subtree: `interactive: false`, or a label or image without
///   `interactive: true` (UIKit's `isUserInteractionEnabled` is false for
///   UILabel and UIImageView), as `hitTest(_:with:)` skips them
///   (Docs/Rules.md#how-the-hit-testing-rules-see-a-screen).
/// - A view's *hit area* is its `hitRect` (parent coordinates) mapped into the
///   root's; only interactive views that take part and whose hit rect is
///   finite with a positive width and height have one.
/// - The root that an Interface Builder import makes around a top-level view
///   that is not screen-sized (a cell, a freeform view: ``Screen/rootWrapsImportedView``)
///   does not bound the hit areas: where that view sits and how large it is on
///   screen is its table's or container's to decide, so its own bounds are the
///   outermost bound of its subviews' hit areas.
/// - Scrolling: content of a scroll view can be moved up and left by as much
///   as it can scroll (`contentSize + adjustedContentInset − bounds`, at least
///   0), from where it sits at rest. So a scroll view's bounds sweep its
///   resting frame grown right and down by that *slack*, and a point of its
///   content is reachable when some content offset shows it.
struct HitGeometry: Sendable {
    /// One edge of a clip and the view that sets it.
    struct Bound: Sendable {
        var value: Double
        var view: Int
    }

    /// The region a view's points must lie in to reach it: every ancestor's
    /// bounds (grown by the slack of scroll views in between), per edge the
    /// tightest, with the ancestor that sets it.
    struct Clip: Sendable {
        var minX: Bound
        var minY: Bound
        var maxX: Bound
        var maxY: Bound
    }

    /// A table's section index strip in window coordinates, grown by the
    /// slack of the scroll views between it and a descendant.
    struct IndexStrip: Sendable {
        /// Where the strip can lie over content, in window coordinates: grown by
        /// the scroll slack of the scroll views between it and that content.
        var rect: Rect
        /// The strip's own width in window coordinates (the most a view can
        /// reach into it, however far its content scrolls).
        var width: Double
        var table: Int
    }

    /// What a view hands down to its subviews. Kept only for views that are
    /// some view's parent (few, next to the leaves), not one set of arrays per view.
    struct ParentState: Sendable {
        /// Whether the view lets touches through to its subviews.
        var passesTouches: Bool
        /// Scale of the view's bounds coordinates in the root's.
        var scale: Point
        /// The summed slack of the view's scroll-view ancestors and its own:
        /// the subviews' ancestor slack.
        var childSlack: Point
        /// The clip that applies to the view's subviews.
        var childClip: Clip?
        /// The section index strips over the view's subviews.
        var childStrips: [IndexStrip]
        /// The view's and its ancestors' frames, in window coordinates, at
        /// rest (no scrolling), intersected: where the subviews show at first.
        var childRestClip: Rect?
        /// The innermost scroll view among the view and its ancestors, or -1.
        var childScroller: Int
    }

    let screen: Screen
    let layout: ResolvedLayout
    /// Whether the view takes part in hit testing.
    private(set) var takesPart: [Bool]
    /// The hit area in window coordinates (see the type's summary).
    private(set) var hitArea: [Rect?]
    /// Per view, its entry in `parents`, or -1 when it is nobody's parent.
    private var parentSlot: [Int32]
    private var parents: [ParentState] = []

    init(screen: Screen, layout: ResolvedLayout) {
        self.screen = screen
        self.layout = layout
        let count = min(screen.views.count, layout.views.count)
        takesPart = Array(repeating: false, count: count)
        hitArea = Array(repeating: nil, count: count)
        parentSlot = Array(repeating: -1, count: count)
        for index in 0..<count { visit(index) }
    }

    /// The view's parent, when it is a valid earlier index.
    func parent(of index: Int) -> Int? {
        guard let parent = screen.views[index].parent, parent >= 0, parent < index else { return nil }
        return parent
    }

    // The accessors read one field of a parent's state in place: copying the
    // whole state per view would retain its strips and move ~120 bytes.

    /// The clip that applies to the subviews of `parent` (a view's ``parent(of:)``).
    func childClip(_ parent: Int) -> Clip? { parents[Int(parentSlot[parent])].childClip }

    /// The section index strips over the subviews of `parent` (a view's ``parent(of:)``).
    func childStrips(_ parent: Int) -> [IndexStrip] { parents[Int(parentSlot[parent])].childStrips }

    /// Scale of the bounds coordinates of `parent` (a view's ``parent(of:)``) in the root's.
    private func parentScale(_ parent: Int?) -> Point {
        guard let parent else { return Point(x: 1, y: 1) }
        return parents[Int(parentSlot[parent])].scale
    }

    /// The summed slack of the view's scroll-view ancestors.
    func ancestorSlack(_ index: Int) -> Point {
        guard let parent = parent(of: index) else { return .zero }
        return parents[Int(parentSlot[parent])].childSlack
    }

    /// Scale of the view's bounds coordinates in the root's.
    func scale(_ index: Int) -> Point {
        let parentScale = parentScale(parent(of: index))
        return Self.scale(parentScale, own: index == 0 ? .identity : screen.views[index].transform)
    }

    private static func scale(_ parentScale: Point, own: ScaleTransform) -> Point {
        Point(x: parentScale.x * own.scaleX, y: parentScale.y * own.scaleY)
    }

    /// The hit area that touches can reach: the window hit area cut by the
    /// ancestors' bounds (swept by scrolling), or `nil` when nothing is left.
    func reachableHitArea(_ index: Int) -> Rect? {
        guard let area = hitArea[index] else { return nil }
        guard let parent = parent(of: index), let clip = childClip(parent) else { return area }
        let bounds = Rect(x: clip.minX.value, y: clip.minY.value,
                          width: clip.maxX.value - clip.minX.value, height: clip.maxY.value - clip.minY.value)
        return area.intersection(bounds)
    }

    /// Where the subviews of `parent` (a view's ``parent(of:)``) show before
    /// any scrolling: its and its ancestors' frames intersected, in window
    /// coordinates; `nil` when that leaves nothing.
    func restClip(under parent: Int) -> Rect? {
        parents[Int(parentSlot[parent])].childRestClip
    }

    /// The innermost scroll view among the ancestors of `index`, or -1.
    func scroller(of index: Int) -> Int {
        guard let parent = parent(of: index) else { return -1 }
        return parents[Int(parentSlot[parent])].childScroller
    }

    // MARK: the pass

    private mutating func visit(_ index: Int) {
        let parent = parent(of: index)
        if let parent, parentSlot[parent] < 0 { makeState(for: parent) }
        let (shown, interactive) = screen.views.withUnsafeBufferPointer { views in
            let spec = UnsafePointer(views.baseAddress! + index)
            let shown = !spec.pointee.hidden && spec.pointee.alpha >= 0.01 && spec.pointee.interactiveOverride != false
            return (shown, spec.pointee.isInteractive)
        }
        let takesPart = shown && (parent.map { parents[Int(parentSlot[$0])].passesTouches } ?? true)
        self.takesPart[index] = takesPart
        guard interactive, takesPart, let hit = layout.views[index].hitRect else { return }
        let area = toWindow(hit, of: index, parentScale: parentScale(parent))
        if area.isFinite, area.width > 0, area.height > 0 { hitArea[index] = area }
    }

    /// Makes the state `parent` hands down, on its first subview's visit (after
    /// `parent`'s own, and so after its parent's state was made).
    private mutating func makeState(for parent: Int) {
        let grandparent = self.parent(of: parent)
        let inherited = grandparent.map { parents[Int(parentSlot[$0])] }
        // Fields read in place: a copy of the view would retain its strings and boxes.
        let own = parent == 0 ? .identity : screen.views[parent].transform
        let viewScale = Self.scale(inherited?.scale ?? Point(x: 1, y: 1), own: own)
        let slack = scrollSlack(parent, scale: viewScale)
        let ancestorSlack = inherited?.childSlack ?? .zero
        let kind = screen.views[parent].kind
        let blocksTouches = screen.views[parent].interactiveOverride == nil && (kind == .label || kind == .image)
        let made = ParentState(
            passesTouches: takesPart[parent] && !blocksTouches, scale: viewScale,
            childSlack: Point(x: ancestorSlack.x + slack.x, y: ancestorSlack.y + slack.y),
            childClip: clip(for: parent, inherited: inherited?.childClip, slack: slack),
            childStrips: strips(for: parent, inherited: inherited?.childStrips ?? [], slack: slack, scale: viewScale),
            childRestClip: restClip(for: parent, inherited: inherited),
            childScroller: kind.isScrollView ? parent : inherited?.childScroller ?? -1)
        parentSlot[parent] = Int32(parents.count)
        parents.append(made)
    }

    /// The hit area in window coordinates of an interactive view that takes
    /// part, also when it has a zero width or height (`nil` when non-finite or
    /// negative).
    func windowHitRect(_ index: Int) -> Rect? {
        if let area = hitArea[index] { return area }
        guard takesPart[index], screen.views[index].isInteractive, let hit = layout.views[index].hitRect else { return nil }
        let parentScale = parentScale(parent(of: index))
        let area = toWindow(hit, of: index, parentScale: parentScale)
        return area.isFinite && area.width >= 0 && area.height >= 0 ? area : nil
    }

    /// `rect`, in the coordinates of view `index`'s parent, in the root's: the
    /// parent's map is recovered from the view's own frame and window frame.
    func toWindow(_ rect: Rect, of index: Int, parentScale s: Point) -> Rect {
        let frame = layout.views[index].frame, window = layout.views[index].windowFrame
        let tx = window.x - s.x * (s.x < 0 ? frame.maxX : frame.minX)
        let ty = window.y - s.y * (s.y < 0 ? frame.maxY : frame.minY)
        let (x, w) = Self.map(rect.x, rect.width, s.x, tx)
        let (y, h) = Self.map(rect.y, rect.height, s.y, ty)
        return Rect(x: x, y: y, width: w, height: h)
    }

    private static func map(_ origin: Double, _ length: Double, _ scale: Double, _ translate: Double)
        -> (Double, Double)
    {
        let a = scale * origin + translate, b = scale * (origin + length) + translate
        return scale < 0 ? (b, a - b) : (a, b - a)
    }

    private func scrollSlack(_ index: Int, scale: Point) -> Point {
        let view = layout.views[index]
        guard screen.views[index].kind.isScrollView, let content = view.contentSize else { return .zero }
        let inset = view.adjustedContentInset ?? .zero
        let x = (content.width + inset.left + inset.right - view.boundsSize.width) * abs(scale.x)
        let y = (content.height + inset.top + inset.bottom - view.boundsSize.height) * abs(scale.y)
        return Point(x: x.isFinite ? max(0, x) : 0, y: y.isFinite ? max(0, y) : 0)
    }

    /// The parent's clip moved out by this view's slack, cut by this view's
    /// swept bounds. A non-finite window frame (reported by the solver) does
    /// not cut.
    private func clip(for index: Int, inherited: Clip?, slack grow: Point) -> Clip? {
        var clip = inherited
        clip?.maxX.value += grow.x
        clip?.maxY.value += grow.y
        // The root the import made around a cell or a freeform view is no superview in the app:
        // the table or container that shows the view sizes and places it.
        if index == 0 && screen.rootWrapsImportedView { return clip }
        let frame = layout.views[index].windowFrame
        guard frame.isFinite, frame.width >= 0, frame.height >= 0 else { return clip }
        let own = Clip(minX: Bound(value: frame.minX, view: index), minY: Bound(value: frame.minY, view: index),
                       maxX: Bound(value: frame.maxX + grow.x, view: index),
                       maxY: Bound(value: frame.maxY + grow.y, view: index))
        guard var result = clip else { return own }
        if own.minX.value >= result.minX.value { result.minX = own.minX }
        if own.minY.value >= result.minY.value { result.minY = own.minY }
        if own.maxX.value <= result.maxX.value { result.maxX = own.maxX }
        if own.maxY.value <= result.maxY.value { result.maxY = own.maxY }
        return result
    }

    /// The inherited rest clip cut by the view's window frame (a non-finite or
    /// negative frame does not cut).
    private func restClip(for index: Int, inherited: ParentState?) -> Rect? {
        let frame = layout.views[index].windowFrame
        let own = frame.isFinite && frame.width >= 0 && frame.height >= 0 ? frame : nil
        guard let inherited else { return own }
        guard let clip = inherited.childRestClip else { return nil }
        guard let own else { return clip }
        return clip.intersection(own)
    }

    private func strips(for index: Int, inherited: [IndexStrip], slack grow: Point, scale s: Point) -> [IndexStrip] {
        var strips = inherited
        if grow != .zero {
            for i in strips.indices {
                strips[i].rect.width += grow.x
                strips[i].rect.height += grow.y
            }
        }
        let view = layout.views[index]
        if takesPart[index], let strip = view.indexRect {
            let frame = view.windowFrame
            let rect = Rect(x: frame.minX + abs(s.x) * strip.x, y: frame.minY + abs(s.y) * strip.y,
                            width: abs(s.x) * strip.width + grow.x, height: abs(s.y) * strip.height + grow.y)
            if rect.isFinite, rect.width > 0, rect.height > 0 { strips.append(IndexStrip(rect: rect, width: abs(s.x) * strip.width, table: index)) }
        }
        return strips
    }
}
