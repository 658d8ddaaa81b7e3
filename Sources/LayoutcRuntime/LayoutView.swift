import Foundation

/// One solved view, as the app reads it: UIKit's types, the parent's
/// coordinates for `frame`, the root's for `windowFrame`.
///
/// The kind outputs are present exactly when `layoutc compile` prints them.
/// Rectangles are kept as the solver computed them (a negative width stays
/// negative: read `size.width`, not the standardizing `width`).
public struct LayoutView: Hashable, Sendable {
    /// `root/children/2`: where the view is in the spec.
    public var path: String
    /// The spec's `id:`, when it gives one.
    public var id: String?
    public var kind: ViewKind
    /// Frame in the parent's coordinates (a flow item's: the collection's content coordinates).
    public var frame: CGRect
    /// Frame in the root view's coordinates.
    public var windowFrame: CGRect
    public var safeAreaInsets: LayoutInsets
    /// label: the text's rect; textView: the text container's rect.
    public var textRect: CGRect?
    /// image: where the image is drawn, in the view's bounds.
    public var contentRect: CGRect?
    /// textView with a placeholder: the placeholder's rect, in the view's bounds.
    public var placeholderRect: CGRect?
    /// table with `sectionIndex`: the index strip, in the table's bounds.
    public var indexRect: CGRect?
    /// Interactive views: the area that takes touches, in the parent's coordinates.
    public var hitRect: CGRect?
    /// Scroll views: `adjustedContentInset`.
    public var adjustedContentInset: LayoutInsets?
    /// Scroll views: the content size.
    public var contentSize: CGSize?
    /// A collection's flow items, in order (headers and footers are in `views`).
    public var items: [LayoutView]

    public init(path: String, id: String?, kind: ViewKind, frame: CGRect, windowFrame: CGRect,
                safeAreaInsets: LayoutInsets, textRect: CGRect? = nil, contentRect: CGRect? = nil,
                placeholderRect: CGRect? = nil, indexRect: CGRect? = nil, hitRect: CGRect? = nil,
                adjustedContentInset: LayoutInsets? = nil, contentSize: CGSize? = nil, items: [LayoutView] = []) {
        self.path = path
        self.id = id
        self.kind = kind
        self.frame = frame
        self.windowFrame = windowFrame
        self.safeAreaInsets = safeAreaInsets
        self.textRect = textRect
        self.contentRect = contentRect
        self.placeholderRect = placeholderRect
        self.indexRect = indexRect
        self.hitRect = hitRect
        self.adjustedContentInset = adjustedContentInset
        self.contentSize = contentSize
        self.items = items
    }
}

extension CGRect {
    /// The IR's rectangle, unchanged (no standardizing).
    public init(_ rect: Rect) {
        self.init(origin: CGPoint(x: CGFloat(rect.x), y: CGFloat(rect.y)),
                  size: CGSize(width: CGFloat(rect.width), height: CGFloat(rect.height)))
    }
}
