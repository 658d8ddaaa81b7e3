import Diagnostics
import LayoutIR

/// Step 11: the rectangles some kinds add to the output (Docs/SpecFormat.md#kinds),
/// in the view's bounds (origin at the view's top-left corner).
enum KindOutputStep {
    static func run(_ index: Int, in state: inout SolverState) {
        let spec = state.spec(index)
        let size = state.resolved[index].boundsSize
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch spec.pointee.kind {
        case .label:
            state.resolved[index].textRect = bounds.inset(by: spec.pointee.attributes.textInsets)
        case .image:
            image(index, bounds: bounds, in: &state)
        case .textView:
            textView(index, bounds: bounds, in: &state)
        case .table where spec.pointee.attributes.sectionIndex:
            state.resolved[index].indexRect = indexRect(bounds: bounds, safeArea: state.resolved[index].safeAreaInsets)
        default:
            break
        }
    }

    // MARK: image

    /// Without `contentSize` there is no image, so nothing is drawn and there is
    /// no `contentRect`.
    static func image(_ index: Int, bounds: Rect, in state: inout SolverState) {
        let attributes = state.specs[index].attributes
        guard let content = attributes.imageSize else { return }
        let rect = contentRect(mode: attributes.contentMode, content: content, bounds: bounds)
        state.resolved[index].contentRect = rect
        guard !rect.isFinite, bounds.isFinite else { return }
        state.report(.nonFiniteFrame, .error,
                     "contentRect \(Format.rect(rect)) is not finite because the image size is \(Format.number(content.width)) × \(Format.number(content.height)), as AVMakeRectWithAspectRatioInsideRect gives for a zero size, and a layer given this frame raises CALayerInvalidGeometry in CALayer; give 'contentSize' a non-zero width and height",
                     view: index, key: "contentSize")
    }

    /// `UIView.ContentMode` geometry (Docs/SpecFormat.md#kinds); aspectFit is
    /// AVMakeRectWithAspectRatioInsideRect. A zero size gives `0·∞ = NaN`.
    static func contentRect(mode: ContentMode, content: Size, bounds: Rect) -> Rect {
        let w = content.width, h = content.height
        switch mode {
        case .scaleToFill:
            return bounds
        case .aspectFit, .aspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
            return centered(width: w * s, height: h * s, in: bounds)
        case .center:
            return centered(width: w, height: h, in: bounds)
        }
    }

    static func centered(width: Double, height: Double, in bounds: Rect) -> Rect {
        Rect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
             width: width, height: height)
    }

    // MARK: textView

    static func textView(_ index: Int, bounds: Rect, in state: inout SolverState) {
        let attributes = state.specs[index].attributes
        let inset = attributes.textContainerInset
        state.resolved[index].textRect = bounds.inset(by: inset)
        guard var location = attributes.placeholderLocation else { return }
        let padding = attributes.lineFragmentPadding
        let limit = bounds.width - padding - inset.right
        if location.x < 0 || location.y < 0 || location.x > limit {
            state.report(.placeholderLocationIgnored, .warning,
                         "placeholder location [\(Format.number(location.x)), \(Format.number(location.y))] is ignored and [0, 0] used, because x must be between 0 and \(Format.number(limit)) (the width less the line fragment padding and the right text container inset) and y must not be negative; move the location inside the text view",
                         view: index, key: "placeholder.location")
            location = .zero
        }
        let x = padding + inset.left + location.x
        let y = inset.top + location.y
        state.resolved[index].placeholderRect = Rect(x: x, y: y, width: bounds.width - inset.right - x,
                                                     height: bounds.height - inset.bottom - y)
    }

    // MARK: table

    /// Width of the section index strip (Docs/SpecFormat.md#safe-area-scroll-views-and-coordinates).
    static let indexWidth = 16.0

    /// The 16-pt strip along the right edge, inside the right safe-area inset,
    /// spanning the height less the top and bottom safe-area insets.
    static func indexRect(bounds: Rect, safeArea: Insets) -> Rect {
        Rect(x: bounds.maxX - safeArea.right - indexWidth, y: bounds.minY + safeArea.top,
             width: indexWidth, height: bounds.height - safeArea.top - safeArea.bottom)
    }
}
