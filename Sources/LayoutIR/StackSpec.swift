/// The axis a stack arranges its views along (`UIStackView.axis`).
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// How a stack sizes its views along the axis (`UIStackView.Distribution`,
/// Docs/SpecFormat.md#stack-views).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// How a stack places its views across the axis (`UIStackView.Alignment`).
/// `top` and `bottom` of a horizontal stack are read as `leading` and
/// `trailing`, as UIKit's own enum gives them the same raw values.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, center, trailing
}

/// The `stack:` block of a `kind: stack` view: how it arranges its children
/// (its arranged subviews, in order). Absent keys hold UIKit's defaults.
public struct StackSpec: Hashable, Sendable {
    public var axis: StackAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    /// `spacing`, the gap after every view without its own `spacingAfter`.
    public var spacing: Double
    /// `isLayoutMarginsRelativeArrangement`: arrange inside the `in: margins` box.
    public var layoutMarginsRelative: Bool
    /// `prioritiesFromArrangedViews`: the stack's own hugging and compression
    /// resistance, where it is an arranged view or laid out by constraints, come
    /// from its arranged views as UIStackView's constraints make them (what a
    /// stack read from an Interface Builder file does). `false`, the default,
    /// keeps the spec format's rule: a nested stack's written priorities or the
    /// defaults (Docs/SpecFormat.md#stack-views).
    public var prioritiesFromArrangedViews: Bool

    public init(axis: StackAxis = .horizontal, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill, spacing: Double = 0, layoutMarginsRelative: Bool = false,
                prioritiesFromArrangedViews: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.layoutMarginsRelative = layoutMarginsRelative
        self.prioritiesFromArrangedViews = prioritiesFromArrangedViews
    }
}

/// What a view says about its own size: its content hugging and compression
/// resistance priorities (read by a stack parent along its axis, and by the
/// constraint solver per axis, Docs/SpecFormat.md#auto-layout-constraints) and its custom spacing in a
/// stack. `nil` means the default.
public struct ArrangedSettings: Hashable, Sendable {
    /// Content hugging priority (1–1000): on both axes, or the horizontal one
    /// when ``verticalHugging`` is set.
    public var hugging: Double?
    /// Compression resistance priority (1–1000): on both axes, or the horizontal
    /// one when ``verticalCompressionResistance`` is set.
    public var compressionResistance: Double?
    /// `setCustomSpacing(_:after:)`: the gap after this view.
    public var spacingAfter: Double?
    /// The vertical hugging priority of `hugging: {horizontal:, vertical:}`;
    /// `nil` means the same as ``hugging`` (the one-number form).
    public var verticalHugging: Double?
    /// The vertical compression resistance of `{horizontal:, vertical:}`; `nil`
    /// means the same as ``compressionResistance``.
    public var verticalCompressionResistance: Double?

    public init(hugging: Double? = nil, compressionResistance: Double? = nil, spacingAfter: Double? = nil,
                verticalHugging: Double? = nil, verticalCompressionResistance: Double? = nil) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.spacingAfter = spacingAfter
        self.verticalHugging = verticalHugging
        self.verticalCompressionResistance = verticalCompressionResistance
    }

    /// The hugging priority on one axis, `nil` for the default.
    public func hugging(vertical: Bool) -> Double? { vertical ? verticalHugging ?? hugging : hugging }

    /// The compression resistance on one axis, `nil` for the default.
    public func compressionResistance(vertical: Bool) -> Double? {
        vertical ? verticalCompressionResistance ?? compressionResistance : compressionResistance
    }

    /// UIKit's default hugging priority (`defaultLow`); a label hugs at 251.
    public static func defaultHugging(for kind: ViewKind) -> Double { kind == .label ? 251 : 250 }
    /// UIKit's default compression resistance (`defaultHigh`).
    public static let defaultCompressionResistance: Double = 750
}

extension RandomAccessCollection where Element == ViewSpec, Index == Int {
    /// The arranged views of the stack at `stack`, in order: its subviews that are
    /// later views naming it as their parent (a malformed IR's others are skipped).
    public func arrangedViews(of stack: Int) -> [Int] {
        guard stack >= startIndex, stack < endIndex else { return [] }
        return self[stack].children.filter { child in
            guard child > stack, child < endIndex, self[child].parent == stack else { return false }
            if case .subview = self[child].role { return true }
            return false
        }
    }
}
