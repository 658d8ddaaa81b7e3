import Foundation
import Solver

/// One solved view, as the app reads it: UIKit's types, the parent's
/// coordinates for `frame`, the root's for `windowFrame`.
///
/// A view is a position in its solve, read on demand: taking one, or all of
/// `views`, copies no frames and builds no strings (a 1,000-item flow is read
/// in `layoutSubviews` on every pass). The kind outputs are present exactly
/// when `layoutc compile` prints them. Rectangles are kept as the solver
/// computed them (a negative width stays negative: read `size.width`, not the
/// standardizing `width`).
public struct LayoutView: Hashable, Sendable, CustomStringConvertible {
    let solve: LayoutSolution.Storage
    /// The view's position in `views` (and in the IR's `Screen.views`).
    public let index: Int

    init(_ solve: LayoutSolution.Storage, _ index: Int) {
        self.solve = solve
        self.index = index
    }

    private var solved: ResolvedView { solve.layout.views[index] }

    /// `root/children/2`: where the view is in the spec.
    public var path: String { solve.screen.views[index].path }
    /// The spec's `id:`, when it gives one (`chip[2]` for a copy of a repeated item).
    public var id: String? { solve.screen.views[index].id }
    public var kind: ViewKind { solve.screen.views[index].kind }
    /// Frame in the parent's coordinates (a flow item's: the collection's content coordinates).
    public var frame: CGRect { CGRect(solved.frame) }
    /// Frame in the root view's coordinates.
    public var windowFrame: CGRect { CGRect(solved.windowFrame) }
    public var safeAreaInsets: LayoutInsets { LayoutInsets(solved.safeAreaInsets) }
    /// label: the text's rect; textView: the text container's rect (in the view's bounds).
    public var textRect: CGRect? { solved.textRect.map(CGRect.init) }
    /// image: where the image is drawn, in the view's bounds.
    public var contentRect: CGRect? { solved.contentRect.map(CGRect.init) }
    /// textView with a placeholder: the placeholder's rect, in the view's bounds.
    public var placeholderRect: CGRect? { solved.placeholderRect.map(CGRect.init) }
    /// table with `sectionIndex`: the index strip, in the table's bounds.
    public var indexRect: CGRect? { solved.indexRect.map(CGRect.init) }
    /// Interactive views: the area that takes touches, in the parent's coordinates.
    public var hitRect: CGRect? { solved.hitRect.map(CGRect.init) }
    /// Scroll views: `adjustedContentInset`.
    public var adjustedContentInset: LayoutInsets? { solved.adjustedContentInset.map(LayoutInsets.init) }
    /// Scroll views: the content size.
    public var contentSize: CGSize? {
        solved.contentSize.map { CGSize(width: CGFloat($0.width), height: CGFloat($0.height)) }
    }

    /// A collection's flow items, in order (its headers and footers are in
    /// `views`); empty for other views. Take it once for a loop: each call
    /// walks the collection's subviews.
    public var items: [LayoutView] {
        let views = solve.screen.views
        return views[index].children.compactMap { child in
            if case .flowItem = views[child].role { return LayoutView(solve, child) }
            return nil
        }
    }

    /// `path` and `frame`, for debugging.
    public var description: String { "\(path): \(frame)" }

    /// Two views are equal when everything they report is.
    public static func == (a: LayoutView, b: LayoutView) -> Bool {
        a.path == b.path && a.id == b.id && a.kind == b.kind && a.frame == b.frame && a.windowFrame == b.windowFrame
            && a.safeAreaInsets == b.safeAreaInsets && a.textRect == b.textRect && a.contentRect == b.contentRect
            && a.placeholderRect == b.placeholderRect && a.indexRect == b.indexRect && a.hitRect == b.hitRect
            && a.adjustedContentInset == b.adjustedContentInset && a.contentSize == b.contentSize
            && a.items == b.items
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(solved.frame)
    }
}

extension CGRect {
    /// The IR's rectangle, unchanged (no standardizing).
    public init(_ rect: Rect) {
        self.init(origin: CGPoint(x: CGFloat(rect.x), y: CGFloat(rect.y)),
                  size: CGSize(width: CGFloat(rect.width), height: CGFloat(rect.height)))
    }
}
