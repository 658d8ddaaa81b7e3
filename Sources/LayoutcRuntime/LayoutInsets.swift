import Foundation

/// Edge insets in UIKit's order (`UIEdgeInsets`): top, left, bottom, right.
public struct LayoutInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = LayoutInsets()

    /// The IR's insets as CGFloat values.
    public init(_ insets: Insets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left),
                  bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    /// The same insets as the IR's doubles.
    public var irInsets: Insets {
        Insets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
