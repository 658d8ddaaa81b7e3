import LayoutIR
import Solver

extension SVGEmitter {
    /// The text of each shown text view in its text rect (cut at the rect), on
    /// one line or, when it wraps, line by line as the measurer wraps it, drawn
    /// as UILabel draws it: the paragraph's base direction
    /// from its first strong character (``textDirection``), else the view's
    /// layout direction, so the viewer reorders right-to-left runs by the
    /// Unicode bidirectional algorithm as UIKit does; aligned to the view's
    /// leading edge (natural alignment). Written only when the emitter has
    /// ``textDirection``.
    func writeTexts(_ scene: SVGScene, to svg: inout SVGWriter) {
        guard let textDirection else { return }
        svg.raw("<g id=\"texts\">\n")
        for item in scene.items where !(item.hidden || item.hiddenByAncestor) && screen.views[item.index].hasKindAttributes {
            let spec = screen.views[item.index]
            guard let text = spec.attributes.text, let string = text.text, !string.isEmpty,
                  let box = item.outputs.first(where: { $0.style == "text" })?.rect ?? item.drawnRect,
                  box.width > 0, box.height > 0 else { continue }
            let viewRTL = item.index < layout.rightToLeft.count ? layout.rightToLeft[item.index]
                : layout.direction == .rightToLeft
            let paragraphRTL = textDirection(string) ?? viewRTL
            let font = text.effectiveFont.resolved(at: layout.contentSize)
            let size = font.pointSize
            // A text that wraps is drawn as it wraps at its box's width, at most
            // `numberOfLines` lines; one that does not, on its first line.
            var lines = [string.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""]
            var lineHeight = 0.0
            if text.numberOfLines != 1, let measurer = textMeasurer,
               let wrapped = measurer.lines(string, font: font, maxWidth: box.width + 1e-6,
                                            lineBreakMode: text.lineBreakMode), !wrapped.isEmpty {
                lines = text.numberOfLines > 0 ? Array(wrapped.prefix(text.numberOfLines)) : wrapped
                lineHeight = measurer.measure(string, font: font, maxWidth: nil).lineHeight
            }
            openClip(box, to: &svg)
            for (number, line) in lines.enumerated() {
                svg.start("text")
                svg.attribute("class", "run")
                // Leading edge of the view; `start` and `end` follow the paragraph's direction.
                svg.attribute("x", viewRTL ? box.maxX : box.x)
                // The first baseline: Inter's ascender, 0.969 em below the top of the line.
                svg.attribute("y", box.y + 0.969 * size + Double(number) * lineHeight)
                svg.attribute("font-size", size)
                if paragraphRTL { svg.attribute("direction", "rtl") }
                svg.attribute("text-anchor", viewRTL == paragraphRTL ? "start" : "end")
                svg.open()
                svg.text(line)
                svg.end("text")
            }
            svg.raw("</svg>\n")
        }
        svg.raw("</g>\n")
    }
}
