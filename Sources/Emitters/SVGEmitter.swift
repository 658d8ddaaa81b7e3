import Diagnostics
import LayoutIR
import Solver

/// Draws one solved screen as an SVG picture (`layoutc render`), so an author
/// sees what the frames mean. Values in, bytes out, the same bytes every run.
///
/// The SVG's user units are points, window coordinates (the root's), origin at
/// the screen's top-left corner; a margin of ``margin`` points shows what hangs
/// off the screen, and the notes sit under it. Layers, back to front:
///
/// 1. the screen, and the root's unsafe regions (its safe-area insets: status
///    bar, notch, bars, home indicator) shaded;
/// 2. one `<rect data-path="…">` per view with a finite `windowFrame`, in
///    `Screen.views` order (parents under children), stroked in its kind's
///    colour, thicker when interactive, dashed and faint when hidden (itself or
///    through an ancestor), red (errors) or orange (warnings) when it has
///    diagnostics, rounded by its `cornerRadius` clamped like CALayer; a
///    `<title>` tooltip gives path, kind, frames and rule ids; a view with no
///    width or no height also gets a `<path class="v z …">` mark (SVG draws no
///    zero-size rect);
/// 3. kind outputs in window coordinates: `textRect` dotted, image
///    `contentRect` tinted, `placeholderRect` dotted and tinted, `indexRect`
///    hatched;
/// 4. hit areas of visible interactive views, translucent;
/// 4a. with ``constraintViews``, those views' constraints as lines between
///    their anchors (blue held, red broken, orange unmet);
/// 5. labels (the `id`, else the last path component) where they fit, one
///    label for views that share a frame;
/// 6. the system bars named in their bands, and the root's safe-area edge, dashed;
/// 7. a numbered badge per finding on every view it is about (every copy of
///    a folded finding carries its number);
/// (1–7 are clipped to the screen and its margin)
/// 8. the notes: screen and device, a legend, the findings by badge number
///    (`1 · hit-target-too-small · close: …`), every rectangle not drawn
///    because it is not finite, views entirely outside the picture, and
///    diagnostics not on a drawn view.
///
/// Text grows with the screen (``textScale(for:)``), so an iPad's picture
/// reads as well as an iPhone's at the same display width.
///
/// No external resources: the style sheet and the hatch pattern are inline
/// (or, with `standalone` off, left to the page the picture is embedded in).
public struct SVGEmitter {
    public var file: String
    public var screen: Screen
    public var layout: ResolvedLayout
    public var diagnostics: [Diagnostic]
    /// Output size per point (`width`/`height` attributes; the `viewBox` stays in points).
    public var scale: Double
    /// Whether the document stands alone (the XML declaration, the style sheet
    /// and the hatch pattern); an HTML page that inlines many pictures writes
    /// ``SVGStyle/sheet`` and ``SVGStyle/hatchPattern`` once instead.
    public var standalone = true
    /// Each diagnostic's badge number (parallel to `diagnostics`; 0 for none),
    /// so a page that lists findings merged across pictures numbers every
    /// picture's badges as its list; nil numbers the picture's findings 1, 2, …
    /// in the order their first view is drawn.
    public var findingNumbers: [Int]?
    /// Views whose constraints are drawn as lines between their anchors
    /// (``writeConstraints(to:)``); none by default.
    public var constraintViews: Set<Int> = []
    /// Whether the other constraints are written too, hidden, for the page to
    /// show a clicked view's (the report and the preview); off by default.
    public var pickableConstraints = false
    /// Whether a paragraph's first strong character is right to left (nil: it
    /// has none), by the Unicode bidirectional algorithm; with it the picture
    /// draws each view's text (``writeTexts(_:to:)``), without it none. The
    /// compiler passes ICU's answer; this module links no text library.
    public var textDirection: (@Sendable (String) -> Bool?)?
    /// The measurer the layout was solved with: a text that wraps is drawn line by
    /// line as it wraps (``TextMeasuring/lines(_:font:maxWidth:lineBreakMode:)``);
    /// without one, or where it cannot say, each text is drawn on one line.
    public var textMeasurer: (any TextMeasuring)?

    /// Points around the screen.
    public static let margin = 16.0

    public init(file: String, screen: Screen, layout: ResolvedLayout, diagnostics: [Diagnostic], scale: Double = 1) {
        self.file = file
        self.screen = screen
        self.layout = layout
        self.diagnostics = diagnostics
        self.scale = scale
    }

    /// The whole document.
    public func render() -> [UInt8] {
        let size = layout.metrics.size
        let k = Self.textScale(for: size)
        let m = Self.margin
        let picture = Rect(x: -m, y: -m, width: size.width + 2 * m, height: size.height + 2 * m)
        let scene = SVGScene(screen: screen, layout: layout, diagnostics: diagnostics, numbers: findingNumbers,
                             picture: picture)
        let footer = SVGFooter(scene: scene, file: file, screen: screen, layout: layout, picture: picture, textScale: k)
        let badges = SVGBadges(scene: scene, textScale: k)
        var box = picture
        box.height += footer.height
        var svg = SVGWriter(reservingCapacity: 4096 + scene.items.count * 256)
        writeHeader(box: box, to: &svg)
        writeClip(picture, to: &svg)
        writeScreen(size: size, to: &svg)
        writeViews(scene, to: &svg)
        writeOutputs(scene, to: &svg)
        writeTexts(scene, to: &svg)
        writeStackGaps(scene, to: &svg)
        writeConstraints(to: &svg)
        writeLabels(scene, picture: picture, badges: badges, textScale: k, to: &svg)
        SVGBars.write(SVGBars.bands(screen: screen, layout: layout), textScale: k, to: &svg)
        writeSafeArea(size: size, to: &svg)
        badges.write(to: &svg, scene: scene, screen: screen, textScale: k)
        svg.raw("</svg>\n")
        footer.write(to: &svg, left: 4 - m, top: size.height + m)
        svg.raw("</svg>\n")
        return svg.bytes
    }

    /// Opens a nested viewport of exactly the picture (screen and margin) that
    /// clips the layers in it, so a view far off the screen does not run over
    /// the notes (the notes list it). A nested `<svg>` needs no id, so many
    /// pictures can share one HTML page.
    private func writeClip(_ picture: Rect, to svg: inout SVGWriter) {
        openClip(picture, to: &svg)
    }

    /// How much larger than on a phone the picture's text is: 1 up to a
    /// 390-pt short side, then in proportion, in quarter steps (2 on an 11-inch
    /// iPad), so labels keep their size relative to the screen.
    public static func textScale(for size: Size) -> Double {
        let side = min(size.width.magnitude, size.height.magnitude)
        guard side.isFinite, side > 390 else { return 1 }
        return max(1, (side / 390 * 4).rounded(.down) / 4)
    }

    private func writeHeader(box: Rect, to svg: inout SVGWriter) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        if standalone { svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        svg.start("svg")
        svg.attribute("xmlns", "http://www.w3.org/2000/svg")
        svg.attribute("version", "1.1")
        svg.attribute("width", box.width * scale)
        svg.attribute("height", box.height * scale)
        svg.raw(" viewBox=\"")
        for (i, value) in [box.x, box.y, box.width, box.height].enumerated() {
            if i > 0 { svg.raw(" ") }
            svg.number(value)
        }
        svg.raw("\">\n")
        svg.title("\(screen.name) (\(file)) on \(layout.device.id) \(layout.orientation.rawValue)")
        svg.raw("\n")
        if standalone {
            svg.raw("<defs>\n<style>\n")
            svg.raw(SVGStyle.sheet)
            svg.raw("</style>\n")
            svg.raw(SVGStyle.hatchPattern)
            svg.raw("</defs>\n")
        }
        svg.start("rect")
        svg.attribute("class", "bg")
        svg.rectAttributes(box)
        svg.close()
    }

    /// The screen and the root's unsafe bands (top and bottom full width, left
    /// and right between them).
    private func writeScreen(size: Size, to svg: inout SVGWriter) {
        svg.start("rect")
        svg.attribute("class", "screen")
        svg.rectAttributes(Rect(x: 0, y: 0, width: size.width, height: size.height))
        svg.close()
        guard let insets = rootInsets else { return }
        let middle = size.height - insets.top - insets.bottom
        let bands: [(String, Double, Rect)] = [
            ("top", insets.top, Rect(x: 0, y: 0, width: size.width, height: insets.top)),
            ("bottom", insets.bottom, Rect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom)),
            ("left", insets.left, Rect(x: 0, y: insets.top, width: insets.left, height: middle)),
            ("right", insets.right, Rect(x: size.width - insets.right, y: insets.top, width: insets.right, height: middle)),
        ]
        svg.raw("<g id=\"unsafe\">\n")
        for (edge, inset, rect) in bands where inset > 0 && rect.width > 0 && rect.height > 0 {
            svg.start("rect")
            svg.attribute("class", "unsafe")
            svg.rectAttributes(rect)
            svg.open()
            svg.title("unsafe area: \(edge) safe-area inset \(SVGFooter.n(inset)) pt")
            svg.end("rect")
        }
        svg.raw("</g>\n")
    }

    /// The root's safe-area insets when finite and not negative.
    private var rootInsets: Insets? {
        guard let i = layout.views.first?.safeAreaInsets else { return nil }
        let all = [i.top, i.left, i.bottom, i.right]
        return all.allSatisfy({ $0.isFinite && $0 >= 0 }) ? i : nil
    }

    private func writeSafeArea(size: Size, to svg: inout SVGWriter) {
        guard let insets = rootInsets else { return }
        let safe = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: insets)
        guard safe.width > 0, safe.height > 0 else { return }
        svg.start("rect")
        svg.attribute("class", "safe")
        svg.rectAttributes(safe)
        svg.open()
        svg.title("safe area \(SVGFooter.insets(insets))")
        svg.end("rect")
    }
}
