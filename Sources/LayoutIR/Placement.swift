/// A length written in a spec: points, or a percentage of the reference box's
/// matching dimension (`"50%"`).
public enum Length: Hashable, Sendable {
    case points(Double)
    case percent(Double)

    /// The length in points, given the reference box's matching dimension.
    public func resolved(against dimension: Double) -> Double {
        switch self {
        case .points(let value): value
        case .percent(let value): dimension * value / 100
        }
    }
}

/// Which box of the parent a child is placed in (spec-format.md 2.1).
public enum ReferenceBox: String, Hashable, Sendable, CaseIterable {
    /// Bounds inset by the parent's `insets` (and its safe area when it is a
    /// safe-area container). The default.
    case content
    /// The parent's bounds.
    case bounds
    /// The parent's bounds inset by its `safeAreaInsets`.
    case safeArea
    /// The parent's bounds inset by its safe area, then its layout margins.
    case margins
}

/// The pins of one axis of `place:`: `left`/`right`/`width`/`centerX` for the
/// horizontal axis, `top`/`bottom`/`height`/`centerY` for the vertical one.
public struct AxisPins: Hashable, Sendable {
    /// `left` or `top`: offset inwards from the box's leading edge.
    public var leading: Length?
    /// `right` or `bottom`: offset inwards from the box's trailing edge.
    public var trailing: Length?
    /// `width` or `height`.
    public var size: Length?
    /// `centerX` or `centerY`: offset from the box's mid line.
    public var center: Length?

    public init(leading: Length? = nil, trailing: Length? = nil, size: Length? = nil, center: Length? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.size = size
        self.center = center
    }

    /// How many of the four pins are given.
    public var pinCount: Int {
        (leading == nil ? 0 : 1) + (trailing == nil ? 0 : 1) + (size == nil ? 0 : 1) + (center == nil ? 0 : 1)
    }
}

/// How a view is positioned in its parent (spec-format.md 2.1).
public enum Positioning: Hashable, Sendable {
    /// Neither `frame` nor `place`: the view fills its reference box.
    case fill
    /// `frame: [x, y, w, h]`, offset by the reference box's origin.
    case frame(Rect)
    /// `place:` pins, one axis at a time; `aspectRatio` (width / height) may stand
    /// in for a missing width or height.
    // Indirect: the eight optional pins would otherwise widen every view by 100 bytes.
    indirect case place(horizontal: AxisPins, vertical: AxisPins)
}
