/// A length written in a spec: points, or a percentage of the reference box's
/// matching dimension (`"50%"`).
public enum Length: Hashable, Sendable {
    case points(Double)
    case percent(Double)

    /// The length in points, given the reference box's matching dimension.
    @inlinable public func resolved(against dimension: Double) -> Double {
        switch self {
        case .points(let value): value
        case .percent(let value): dimension * value / 100
        }
    }
}

/// Which box of the parent a child is placed in (Docs/SpecFormat.md#placement-in-the-parent).
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
    // Four `Length?` would take 64 bytes; the values and a 2-bit kind per pin
    // (none, points, percent) take 33. A missing pin stores 0, so equal pins
    // compare and hash equal.
    @usableFromInline var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
    @usableFromInline var kinds: UInt8 = 0
    /// Whether `leading`/`trailing` were written as `place: {leading:, trailing:}`
    /// (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): right to left they swap; `left`/`right` never do.
    public var isDirectional = false

    public init(leading: Length? = nil, trailing: Length? = nil, size: Length? = nil, center: Length? = nil,
                isDirectional: Bool = false) {
        self.isDirectional = isDirectional
        self.leading = leading
        self.trailing = trailing
        self.size = size
        self.center = center
    }

    /// `left` or `top` (or `leading`, see `isDirectional`): offset inwards from the box's leading edge.
    public var leading: Length? {
        @inlinable get { pin(0) }
        set { setPin(0, newValue) }
    }
    /// `right` or `bottom` (or `trailing`): offset inwards from the box's trailing edge.
    public var trailing: Length? {
        @inlinable get { pin(1) }
        set { setPin(1, newValue) }
    }
    /// `width` or `height`.
    public var size: Length? {
        @inlinable get { pin(2) }
        set { setPin(2, newValue) }
    }
    /// `centerX` or `centerY`: offset from the box's mid line.
    public var center: Length? {
        @inlinable get { pin(3) }
        set { setPin(3, newValue) }
    }

    /// How many of the four pins are given.
    @inlinable public var pinCount: Int {
        (0..<4).reduce(0) { $0 + (kinds >> UInt8($1 * 2) & 3 == 0 ? 0 : 1) }
    }

    @usableFromInline @inline(__always) func pin(_ slot: Int) -> Length? {
        let value: Double
        switch slot {
        case 0: value = values.0
        case 1: value = values.1
        case 2: value = values.2
        default: value = values.3
        }
        switch kinds >> UInt8(slot * 2) & 3 {
        case 1: return .points(value)
        case 2: return .percent(value)
        default: return nil
        }
    }

    private mutating func setPin(_ slot: Int, _ length: Length?) {
        let (kind, value): (UInt8, Double)
        switch length {
        case .points(let v)?: (kind, value) = (1, v)
        case .percent(let v)?: (kind, value) = (2, v)
        case nil: (kind, value) = (0, 0)
        }
        kinds = kinds & ~(3 << UInt8(slot * 2)) | kind << UInt8(slot * 2)
        switch slot {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: values.3 = value
        }
    }

    public static func == (a: AxisPins, b: AxisPins) -> Bool {
        a.kinds == b.kinds && a.isDirectional == b.isDirectional && a.values.0.bitPattern == b.values.0.bitPattern
            && a.values.1.bitPattern == b.values.1.bitPattern && a.values.2.bitPattern == b.values.2.bitPattern
            && a.values.3.bitPattern == b.values.3.bitPattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(foldedWord)
    }

    /// The pins as one word (see `WordFold`). `==` compares bit patterns, so the
    /// fold does too.
    var foldedWord: UInt64 {
        var fold = WordFold()
        fold.add(UInt64(kinds) | (isDirectional ? 0x100 : 0))
        fold.add(values.0.bitPattern)
        fold.add(values.1.bitPattern)
        fold.add(values.2.bitPattern)
        fold.add(values.3.bitPattern)
        return fold.word
    }
}

/// How a view is positioned in its parent (Docs/SpecFormat.md#placement-in-the-parent).
public enum Positioning: Hashable, Sendable {
    /// Neither `frame` nor `place`: the view fills its reference box.
    case fill
    /// `frame: [x, y, w, h]`, offset by the reference box's origin.
    case frame(Rect)
    /// `place:` pins, one axis at a time; `aspectRatio` (width / height) may stand
    /// in for a missing width or height.
    // Indirect: the eight optional pins would otherwise widen every view by 100 bytes.
    indirect case place(horizontal: AxisPins, vertical: AxisPins)

    /// One word for the hasher (see `WordFold`): the reader interns the pins of
    /// every view that has `place:`.
    public func hash(into hasher: inout Hasher) { hasher.combine(foldedWord) }
}
