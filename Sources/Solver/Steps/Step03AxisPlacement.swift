import LayoutIR

/// Step 3a: one axis of `place:` (the table of Docs/SpecFormat.md#placement-in-the-parent). Written for
/// the horizontal axis; the vertical one is the same with top, bottom, height,
/// centerY.
enum AxisPlacementStep {
    /// What the pins leave open.
    enum Issue: Equatable {
        /// Only the size: the view sits at the box's leading edge.
        case ambiguousPosition
        /// One edge (or the center) and no intrinsic size: the size is 0.
        case ambiguousSize
    }

    /// How strongly an axis fixes its own size, for choosing which axis
    /// `aspectRatio` derives.
    enum SizeSource: Int, Comparable {
        /// One edge or the center only.
        case none
        /// No pins: the axis fills the box.
        case fill
        /// A size, or two of the edges and the center.
        case explicit

        static func < (lhs: SizeSource, rhs: SizeSource) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Outcome: Equatable {
        var origin: Double
        var length: Double
        var issue: Issue?
    }

    /// Key names of an axis in the order the first-two rule reads them.
    static func keyNames(horizontal: Bool) -> [String] {
        horizontal ? ["left", "right", "width", "centerX"] : ["top", "bottom", "height", "centerY"]
    }

    /// The pins that are used: with three or more given, the first two in the
    /// order leading, trailing, size, center.
    static func firstTwo(_ pins: AxisPins) -> AxisPins {
        guard pins.pinCount > 2 else { return pins }
        var kept = AxisPins(), left = 2
        if let v = pins.leading, left > 0 { kept.leading = v; left -= 1 }
        if let v = pins.trailing, left > 0 { kept.trailing = v; left -= 1 }
        if let v = pins.size, left > 0 { kept.size = v; left -= 1 }
        if let v = pins.center, left > 0 { kept.center = v; left -= 1 }
        return kept
    }

    /// The names of the pins given, in the first-two order.
    static func givenKeys(_ pins: AxisPins, horizontal: Bool) -> [String] {
        let names = keyNames(horizontal: horizontal)
        var keys: [String] = []
        if pins.leading != nil { keys.append(names[0]) }
        if pins.trailing != nil { keys.append(names[1]) }
        if pins.size != nil { keys.append(names[2]) }
        if pins.center != nil { keys.append(names[3]) }
        return keys
    }

    static func sizeSource(_ pins: AxisPins) -> SizeSource {
        if pins.size != nil || pins.pinCount >= 2 { return .explicit }
        return pins.pinCount == 0 ? .fill : .none
    }

    /// Places one axis of at most two pins in `[boxMin, boxMin + boxLength]`.
    ///
    /// Rows the spec format does not list follow Auto Layout's arithmetic:
    /// leading + center makes the view symmetric about the center line
    /// (`length = 2·(mid − minX)`), trailing + center likewise, and a center
    /// alone uses the intrinsic size like a single edge.
    static func place(_ pins: AxisPins, boxMin: Double, boxLength: Double, intrinsic: Double?) -> Outcome {
        let lead = pins.leading?.resolved(against: boxLength)
        let trail = pins.trailing?.resolved(against: boxLength)
        let size = pins.size?.resolved(against: boxLength)
        let center = pins.center?.resolved(against: boxLength)
        let boxMax = boxMin + boxLength, mid = boxMin + boxLength / 2
        switch (lead, trail, size, center) {
        case let (l?, t?, _, _):
            return Outcome(origin: boxMin + l, length: boxLength - l - t)
        case let (l?, nil, s?, _):
            return Outcome(origin: boxMin + l, length: s)
        case let (nil, t?, s?, _):
            return Outcome(origin: boxMax - t - s, length: s)
        case let (nil, nil, s?, c?):
            return Outcome(origin: mid + c - s / 2, length: s)
        case let (l?, nil, nil, c?):
            let start = boxMin + l
            return Outcome(origin: start, length: 2 * (mid + c - start))
        case let (nil, t?, nil, c?):
            let end = boxMax - t, line = mid + c
            return Outcome(origin: 2 * line - end, length: 2 * (end - line))
        case let (nil, nil, s?, nil):
            return Outcome(origin: boxMin, length: s, issue: .ambiguousPosition)
        case (nil, nil, nil, nil):
            return Outcome(origin: boxMin, length: boxLength)
        case let (l, t, nil, c):
            let length = intrinsic ?? 0
            let issue: Issue? = intrinsic == nil ? .ambiguousSize : nil
            if let l { return Outcome(origin: boxMin + l, length: length, issue: issue) }
            if let t { return Outcome(origin: boxMax - t - length, length: length, issue: issue) }
            return Outcome(origin: mid + (c ?? 0) - length / 2, length: length, issue: issue)
        }
    }
}
