import Diagnostics
import LayoutIR

/// Step 3b: a view's untransformed frame in its parent's reference box, from
/// `frame:`, `place:` (both axes, `aspectRatio`, intrinsic size) or nothing
/// (fill), with the placement diagnostics. Step 4 then applies the transform.
enum PlacementStep {
    /// Places every ordinary subview of `parent` (flow headers, items and
    /// footers are placed by the collection step).
    static func placeChildren(of parent: Int, in state: inout SolverState) {
        for child in state.specs[parent].children {
            guard child > parent, child < state.specs.count, !state.flags[child].placed,
                  state.specs[child].parent == parent, state.isSubview(child) else { continue }
            place(child, parent: parent, in: &state)
        }
    }

    /// A view its parent did not place: one missing from its parent's
    /// `children`, a flow view without a flow result, or a second root.
    /// It is placed in its parent when it has a valid one, else given a zero frame.
    static func placeOrphan(_ index: Int, in state: inout SolverState) {
        if let parent = state.parent(of: index), state.isSubview(index) {
            place(index, parent: parent, in: &state)
        } else {
            state.resolved[index] = ResolvedView()
            state.flags[index].placed = true
        }
    }

    static func place(_ index: Int, parent: Int, in state: inout SolverState) {
        let spec = state.spec(index)
        let box = ReferenceBoxStep.box(spec.pointee.referenceBox, of: parent, in: state)
        let frame = untransformedFrame(index, box: box, in: &state)
        checkSize(index, frame: frame, parent: parent, in: &state)
        let resolved = ResolvedView(frame: TransformStep.apply(spec.pointee.transform, to: frame), boundsSize: frame.size)
        state.resolved[index] = resolved
        state.flags[index].placed = true
        if frame.isFinite, !resolved.frame.isFinite { TransformStep.report(index, in: &state) }
    }

    /// The key a placement diagnostic points at.
    static func positioningKey(_ spec: UnsafePointer<ViewSpec>) -> String? {
        switch spec.pointee.positioning {
        case .fill: nil
        case .frame: "frame"
        case .place: "place"
        }
    }

    /// Where a finding about `aspectRatio` points: the key inside `place:` when the
    /// view is placed (the source map falls back to `place` when the ratio is
    /// written beside it instead), else the view's own `aspectRatio`.
    static func aspectRatioKey(_ spec: UnsafePointer<ViewSpec>) -> String {
        positioningKey(spec) == "place" ? "place.aspectRatio" : "aspectRatio"
    }

    static func untransformedFrame(_ index: Int, box: Rect, in state: inout SolverState) -> Rect {
        let spec = state.spec(index)
        switch spec.pointee.positioning {
        case .frame(let r):
            if spec.pointee.aspectRatio != nil {
                state.report(.overConstrained, .error,
                             "'frame' gives both width and height, so 'aspectRatio' has nothing to replace and is ignored; remove 'aspectRatio' or use 'place' with only one of width and height",
                             view: index, key: aspectRatioKey(spec))
            }
            return Rect(x: box.minX + r.x, y: box.minY + r.y, width: r.width, height: r.height)
        case .fill:
            return placeWithPins(index, horizontal: AxisPins(), vertical: AxisPins(), box: box, in: &state)
        case .place(let h, let v):
            return placeWithPins(index, horizontal: h, vertical: v, box: box, in: &state)
        }
    }

    static func intrinsicSize(_ spec: UnsafePointer<ViewSpec>) -> Size? {
        // UIImageView's intrinsic content size is its image's size.
        spec.pointee.attributes.intrinsicSize ?? (spec.pointee.kind == .image ? spec.pointee.attributes.imageSize : nil)
    }

    /// One axis of an intrinsic size; `nil` for none (`UIView.noIntrinsicMetric`).
    @inline(__always)
    static func intrinsicLength(_ length: Double?) -> Double? {
        guard let length, length != KindAttributes.noIntrinsicMetric else { return nil }
        return length
    }

    static func placeWithPins(_ index: Int, horizontal: AxisPins, vertical: AxisPins, box: Rect,
                              in state: inout SolverState) -> Rect {
        let spec = state.spec(index)
        var h = usedPins(horizontal, horizontal: true, index: index, in: &state)
        var v = usedPins(vertical, horizontal: false, index: index, in: &state)
        // A stack's intrinsic size comes from its content (Docs/SpecFormat.md#stack-views).
        let intrinsic = spec.pointee.kind == .stack && index < state.stackNaturals.count
            ? state.stackNaturals[index] : intrinsicSize(spec)
        let placeH = { (pins: AxisPins) in
            AxisPlacementStep.place(pins, boxMin: box.minX, boxLength: box.width, intrinsic: intrinsicLength(intrinsic?.width))
        }
        let placeV = { (pins: AxisPins) in
            AxisPlacementStep.place(pins, boxMin: box.minY, boxLength: box.height, intrinsic: intrinsicLength(intrinsic?.height))
        }
        var hOut: AxisPlacementStep.Outcome, vOut: AxisPlacementStep.Outcome
        let hSource = AxisPlacementStep.sizeSource(h), vSource = AxisPlacementStep.sizeSource(v)
        if let ratio = spec.pointee.aspectRatio, !(hSource == .explicit && vSource == .explicit) {
            // The axis that fixes its size less firmly is derived from the other;
            // on a tie the height follows the width.
            state.flags[index].usedAspectRatio = true
            if vSource > hSource {
                vOut = placeV(v)
                h.size = .points(vOut.length * ratio)
                hOut = placeH(h)
            } else {
                hOut = placeH(h)
                v.size = .points(hOut.length / ratio)
                vOut = placeV(v)
            }
        } else {
            if spec.pointee.aspectRatio != nil {
                state.report(.overConstrained, .error,
                             "'place' fixes both width and height, so 'aspectRatio' has nothing to replace and is ignored; remove 'aspectRatio' or one of the keys that give the width or the height",
                             view: index, key: aspectRatioKey(spec))
            }
            hOut = placeH(h)
            if let height = TextSizing.wrappedHeight(index, width: hOut.length, in: state) {
                // Wrapped text is as tall as its lines at the width the layout gives it.
                vOut = AxisPlacementStep.place(v, boxMin: box.minY, boxLength: box.height, intrinsic: height)
            } else {
                vOut = placeV(v)
            }
        }
        reportIssue(hOut.issue, horizontal: true, index: index, in: &state)
        reportIssue(vOut.issue, horizontal: false, index: index, in: &state)
        return Rect(x: hOut.origin, y: vOut.origin, width: hOut.length, height: vOut.length)
    }

    /// The pins of one axis after the first-two rule, reporting `over-constrained`.
    static func usedPins(_ pins: AxisPins, horizontal: Bool, index: Int, in state: inout SolverState) -> AxisPins {
        guard pins.pinCount > 2 else { return pins }
        let given = AxisPlacementStep.givenKeys(pins, horizontal: horizontal)
        let names = AxisPlacementStep.keyNames(horizontal: horizontal)
        let list = given.dropLast().joined(separator: ", ") + " and " + (given.last ?? "")
        state.report(.overConstrained, .error,
                     "'place' gives \(list), but an axis takes only two of \(names.joined(separator: ", ")); \(given[0]) and \(given[1]) are used, remove the others",
                     view: index, key: "place")
        return AxisPlacementStep.firstTwo(pins)
    }

    static func reportIssue(_ issue: AxisPlacementStep.Issue?, horizontal: Bool, index: Int,
                            in state: inout SolverState) {
        guard let issue else { return }
        let spec = state.spec(index)
        // A pin of this axis failed to read: its error is the finding, not the pin's absence.
        guard !spec.pointee.unreadAxes.contains(horizontal ? .horizontal : .vertical) else { return }
        let names = AxisPlacementStep.keyNames(horizontal: horizontal)
        let key = state.flags[index].usedAspectRatio ? aspectRatioKey(spec) : (positioningKey(spec) ?? "place")
        switch issue {
        case .ambiguousPosition:
            // "is set": by the key, or by `aspectRatio` from the other axis.
            state.report(.ambiguousPosition, .warning,
                         "the \(names[2]) is set but 'place' gives no position on that axis, so the view sits at the \(names[0]) edge of its box; add \(names[0]), \(names[1]) or \(names[3])",
                         view: index, key: key)
        case .ambiguousSize:
            let dimension = horizontal ? "width" : "height"
            state.report(.ambiguousSize, .warning,
                         "'place' gives one \(dimension == "width" ? "horizontal" : "vertical") pin and the view has no intrinsic \(dimension), so its \(dimension) is 0; add \(names[2]), a second pin, or 'intrinsicSize'",
                         view: index, key: key)
        }
    }

    /// `negative-size` (the value is kept) and `non-finite-frame`. Problems
    /// inherited from the parent are reported once, at the parent.
    static func checkSize(_ index: Int, frame: Rect, parent: Int, in state: inout SolverState) {
        let spec = state.spec(index)
        let parentBounds = state.resolved[parent].boundsSize
        let parentFinite = state.resolved[parent].frame.isFinite
        let key = state.flags[index].usedAspectRatio ? aspectRatioKey(spec) : positioningKey(spec)
        if !frame.isFinite {
            guard parentFinite else { return }
            let mend = state.flags[index].usedAspectRatio && !(spec.pointee.aspectRatio.map { $0.isFinite && $0 != 0 } ?? true)
                ? "give 'aspectRatio' a positive value"
                : "check the lengths this frame is computed from"
            state.report(.nonFiniteFrame, .error,
                         "frame \(Format.rect(frame)) is not finite, and setting it raises CALayerInvalidGeometry in CALayer; \(mend)",
                         view: index, key: key)
            return
        }
        var negative: [String] = []
        if frame.width < 0, !(parentBounds.width < 0) { negative.append("width \(Format.number(frame.width))") }
        if frame.height < 0, !(parentBounds.height < 0) { negative.append("height \(Format.number(frame.height))") }
        guard !negative.isEmpty else { return }
        state.report(.negativeSize, .error,
                     "computed \(negative.joined(separator: " and ")) is negative and kept as is; make the reference box larger or the offsets smaller",
                     view: index, key: key)
    }
}
