/// The axis a stack arranges its views along (`UIStackView.axis`).
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// How a stack sizes its views along the axis (`UIStackView.Distribution`,
/// spec-format.md 3.2).
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

    public init(axis: StackAxis = .horizontal, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill, spacing: Double = 0, layoutMarginsRelative: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.layoutMarginsRelative = layoutMarginsRelative
    }
}

/// What an arranged view says about itself to its stack: the priorities along
/// the stack's axis and its custom spacing. `nil` means the default.
public struct ArrangedSettings: Hashable, Sendable {
    /// Content hugging priority along the stack's axis (1–1000).
    public var hugging: Double?
    /// Compression resistance priority along the stack's axis (1–1000).
    public var compressionResistance: Double?
    /// `setCustomSpacing(_:after:)`: the gap after this view.
    public var spacingAfter: Double?

    public init(hugging: Double? = nil, compressionResistance: Double? = nil, spacingAfter: Double? = nil) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.spacingAfter = spacingAfter
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
