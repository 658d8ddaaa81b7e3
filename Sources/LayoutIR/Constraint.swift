import Diagnostics

/// An attribute of a view or guide, as `NSLayoutConstraint.Attribute`
/// (Docs/SpecFormat.md#auto-layout-constraints). The margin attributes mean the `margins` guide's
/// plain attribute; baselines are named so the reader can refuse them by name.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case firstBaseline, lastBaseline

    /// Whether the attribute lies on the horizontal axis (a width counts as horizontal).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }

    /// `width` or `height`.
    public var isSize: Bool { self == .width || self == .height }

    /// A margin attribute's plain attribute of the `margins` guide (`leftMargin` is
    /// `margins.left`); `nil` for the others.
    public var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

/// Which rectangle of a view a constraint's item means.
public enum ConstraintGuide: String, Hashable, Sendable, CaseIterable {
    /// The view itself (for a scroll view's position attributes: its content area).
    case view
    /// `safeAreaLayoutGuide`: bounds inset by the view's safe-area insets.
    case safeArea
    /// `layoutMarginsGuide`: the safe-area box inset by the layout margins.
    case margins
    /// A scroll view's `contentLayoutGuide`.
    case content
    /// A scroll view's `frameLayoutGuide`.
    case frame
}

/// One side of a constraint: an attribute of a view (by its index in
/// `Screen.views`) or of one of its guides.
public struct ConstraintAnchor: Hashable, Sendable {
    public var view: Int
    public var guide: ConstraintGuide
    public var attribute: LayoutAttribute

    public init(view: Int, guide: ConstraintGuide = .view, attribute: LayoutAttribute) {
        self.view = view
        self.guide = guide
        self.attribute = attribute
    }
}

/// `=`, `<=`, `>=`.
public enum ConstraintRelation: String, Hashable, Sendable, CaseIterable {
    case equal = "="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// One Auto Layout constraint, `first REL multiplier * second + constant @priority`
/// (Docs/SpecFormat.md#auto-layout-constraints), with its items resolved to view indices.
public struct LayoutConstraint: Hashable, Sendable {
    public var first: ConstraintAnchor
    public var relation: ConstraintRelation
    /// `nil` for a size against a constant (`width = 44`).
    public var second: ConstraintAnchor?
    public var multiplier: Double
    public var constant: Double
    /// 1–1000; 1000 is required.
    public var priority: Double
    /// The map form's `id:`, or an IB constraint's identifier.
    public var id: String?
    /// The view whose `constraints:` list holds the constraint.
    public var owner: Int
    /// The constraint's index in its owner's `constraints:` list: its source
    /// key is `constraints.<ordinal>` on the owner.
    public var ordinal: Int
    /// Where the constraint's text starts in the file (its line is what
    /// messages list, and it orders the conflict search); `nil` when unknown.
    public var location: SourceLocation?
    /// The constraint as written (`leading = superview.leading + 16`), for messages.
    public var text: String

    public init(first: ConstraintAnchor, relation: ConstraintRelation, second: ConstraintAnchor?,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                id: String? = nil, owner: Int, ordinal: Int, location: SourceLocation? = nil, text: String = "") {
        self.location = location
        self.text = text
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.id = id
        self.owner = owner
        self.ordinal = ordinal
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }
}

/// Where the keys of a view that compete with its constraints are written:
/// in the conflict search's document order a placement counts at its
/// `frame`/`place` key and an intrinsic size at its `intrinsicSize` key
/// (Docs/SpecFormat.md#auto-layout-constraints).
public struct ConstraintKeyLocations: Hashable, Sendable {
    /// The `frame:` or `place:` key.
    public var placement: SourceLocation?
    /// The `intrinsicSize:` key.
    public var intrinsicSize: SourceLocation?

    public init(placement: SourceLocation? = nil, intrinsicSize: SourceLocation? = nil) {
        self.placement = placement
        self.intrinsicSize = intrinsicSize
    }
}

extension KindAttributes {
    /// `UIView.noIntrinsicMetric`: an axis of `intrinsicSize` that has no length.
    public static let noIntrinsicMetric: Double = -1
}
