/// The UIKit class a view stands for.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    case view, label, button, image, textView, textField, scroll, collection, table, cell, stack

    /// Whether UIKit's class takes touches by default (`isUserInteractionEnabled`
    /// for controls and cells; labels and images do not, Docs/SpecFormat.md#kinds).
    @inlinable public var isInteractiveByDefault: Bool {
        switch self {
        case .button, .textField, .textView, .cell: true
        default: false
        }
    }

    /// Whether the view is a `UIScrollView` (text views are too, but the format
    /// does not model their scrolling).
    @inlinable public var isScrollView: Bool {
        switch self {
        case .scroll, .collection, .table: true
        default: false
        }
    }
}

/// How an image view draws its image (`UIView.ContentMode`, Docs/SpecFormat.md#kinds).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, aspectFit, aspectFill, center
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

/// CALayer's `maskedCorners`, in UIKit's top-left-origin naming.
public struct CornerSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public static var topLeft: CornerSet { CornerSet(rawValue: 1) }
    @inlinable public static var topRight: CornerSet { CornerSet(rawValue: 2) }
    @inlinable public static var bottomLeft: CornerSet { CornerSet(rawValue: 4) }
    @inlinable public static var bottomRight: CornerSet { CornerSet(rawValue: 8) }
    @inlinable public static var all: CornerSet { CornerSet(rawValue: 0b1111) }
}

/// The keys only some kinds have. Absent keys hold UIKit's defaults.
public struct KindAttributes: Hashable, Sendable {
    /// label: insets of the text rect.
    public var textInsets: Insets = .zero
    /// label: font size in points; `nil` when not given.
    public var fontSize: Double?
    /// label: `minimumScaleFactor`.
    public var minimumScaleFactor: Double?
    /// label, button, textField: size used by `place` when a dimension is not pinned.
    /// An axis of -1 is `UIView.noIntrinsicMetric`: no intrinsic length on that
    /// axis (`intrinsicSize: [120, null]`).
    public var intrinsicSize: Size?
    /// button: `contentEdgeInsets`.
    public var contentInsets: Insets = .zero
    /// image: size of the image in points; `nil` when not given.
    public var imageSize: Size?
    /// image: how the image is drawn.
    public var contentMode: ContentMode = .scaleToFill
    /// textView: `textContainerInset` (UIKit's default `[8, 0, 8, 0]`).
    public var textContainerInset = Insets(top: 8, left: 0, bottom: 8, right: 0)
    /// textView: `lineFragmentPadding` (default 5).
    public var lineFragmentPadding: Double = 5
    /// textView: the placeholder's `location`; `nil` when there is no `placeholder:`.
    public var placeholderLocation: Point?
    /// scroll, collection, table: `contentInset`.
    public var contentInset: Insets = .zero
    /// scroll, collection, table: `contentInsetAdjustmentBehavior`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// scroll: explicit `contentSize`; `nil` means computed from the children.
    public var contentSize: Size?
    /// table: whether a section index is shown.
    public var sectionIndex = false
    /// stack: the `stack:` block (UIKit's defaults when absent).
    public var stack: StackSpec?
    /// label, button, textField, textView: `text`, `font`, `numberOfLines`,
    /// `lineBreakMode` (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction); `nil` when none is given.
    public var text: TextAttributes?
    /// every kind: `semanticContentAttribute`; `nil` follows the parent's direction.
    public var semanticContentAttribute: SemanticContentAttribute?

    @inlinable public init() {}

    /// One folded word (see `WordFold`): views intern their attributes by it.
    public func hash(into hasher: inout Hasher) { hasher.combine(foldedWord) }
}

/// A scale transform about the view's center (`transform: {scale: s}`).
public struct ScaleTransform: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    @inlinable public init(scaleX: Double, scaleY: Double) {
        self.scaleX = scaleX
        self.scaleY = scaleY
    }
    @inlinable public static var identity: ScaleTransform { ScaleTransform(scaleX: 1, scaleY: 1) }
    @inlinable public var isIdentity: Bool { scaleX == 1 && scaleY == 1 }
}
