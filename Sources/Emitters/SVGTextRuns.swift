import LayoutIR
import Solver

extension SVGEmitter {
    /// The text of each shown text view, drawn where UIKit draws it
    /// (``SVGTextBlock``: centred vertically in a label, button or text field,
    /// from the top in a text view; the lines that fit, the last truncated as
    /// its `lineBreakMode` says), cut at its text box (a text view's bounds): the
    /// paragraph's base direction from its first strong character
    /// (``textDirection``), else the view's layout direction, so the viewer
    /// reorders right-to-left runs by the Unicode bidirectional algorithm as
    /// UIKit does; aligned to the leading edge (natural alignment). Written
    /// only when the emitter has ``textDirection``.
    func writeTexts(_ scene: SVGScene, to svg: inout SVGWriter) {
        guard let textDirection else { return }
        svg.raw("<g id=\"texts\">\n")
        for item in scene.items where !(item.hidden || item.hiddenByAncestor) && screen.views[item.index].hasKindAttributes {
            let spec = screen.views[item.index]
            guard let text = spec.attributes.text, let string = text.text, !string.isEmpty,
                  let frame = item.drawnRect, let box = textBox(of: item, spec: spec, frame: frame),
                  box.width > 0, box.height > 0 else { continue }
            let viewRTL = item.index < layout.rightToLeft.count ? layout.rightToLeft[item.index]
                : layout.direction == .rightToLeft
            let paragraphRTL = textDirection(string) ?? viewRTL
            let font = text.effectiveFont.resolved(at: layout.contentSize)
            let block = SVGTextBlock.make(string, text: text, kind: spec.kind, box: box, font: font,
                                          lineFragmentPadding: spec.attributes.lineFragmentPadding,
                                          measurer: textMeasurer)
            // A text view is a scroll view: its bounds clip, not its text container.
            openClip(spec.kind == .textView ? frame : box, to: &svg)
            for line in block.lines {
                svg.start("text")
                svg.attribute("class", "run")
                // Leading edge of the lines; `start` and `end` follow the paragraph's direction.
                svg.attribute("x", viewRTL ? block.right : block.left)
                svg.attribute("y", line.baseline)
                svg.attribute("font-size", font.pointSize)
                if let weight = Self.cssWeight(font.weight) { svg.attribute("font-weight", Double(weight)) }
                // Drawn as wide as measured: with the tracking the measurer added.
                if let spacing = textMeasurer?.tracking(of: line.text, font: font), spacing != 0, spacing.isFinite {
                    svg.attribute("letter-spacing", spacing)
                }
                if paragraphRTL { svg.attribute("direction", "rtl") }
                svg.attribute("text-anchor", viewRTL == paragraphRTL ? "start" : "end")
                svg.open()
                svg.text(line.text)
                svg.end("text")
            }
            svg.raw("</svg>\n")
        }
        svg.raw("</g>\n")
    }

    /// CSS's number for a weight other than regular (`UIFont.Weight`'s steps,
    /// 100 to 900, Inter's files alike); nil for regular, CSS's default.
    static func cssWeight(_ weight: FontWeight) -> Int? {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: nil
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The box a view's text is laid out in, in window points: a label's and a
    /// text view's `textRect`, a button's frame less its `contentInsets`, else
    /// the frame (a text field's border is not modelled).
    private func textBox(of item: SVGScene.Item, spec: ViewSpec, frame: Rect) -> Rect? {
        switch spec.kind {
        case .label, .textView:
            return item.outputs.first(where: { $0.style == "text" })?.rect ?? frame
        case .button:
            let insets = spec.attributes.contentInsets
            return Rect(x: frame.x + insets.left, y: frame.y + insets.top,
                        width: frame.width - insets.left - insets.right,
                        height: frame.height - insets.top - insets.bottom)
        default:
            return frame
        }
    }
}
