import LayoutIR
import Solver

/// Text in Interface Builder files (Docs/InterfaceBuilder.md, "Text"): IB
/// measured each label, button and text field with SF Pro on the design
/// device, and its stored size stays the answer there. In another cell of the
/// matrix the stored size is scaled by how the measured text changes: its
/// width by the one-line width at the cell over the one at the default size,
/// its height by the line heights' ratio (a text style grows with Dynamic
/// Type; a fixed size does not change, on any device or in any direction).
/// The text rules measure through ``CalibratedTextMeasurer``, which scales
/// Inter's sizes to IB's for text whose stored frame hugs it, so a label IB
/// sized to its text is not found cut at the default size because Inter is
/// a few percent wider than SF Pro.
enum InterfaceBuilderText {
    /// `screen` with the intrinsic size of each text view scaled to
    /// `environment.contentSize`, and the measurer to solve and check it with.
    /// Scaled sizes are rounded up to `scale`'s pixel grid, as UILabel's intrinsic size is.
    static func prepare(_ screen: Screen, environment: TextEnvironment,
                        scale: Double) -> (screen: Screen, measurer: (any TextMeasuring)?) {
        guard let measurer = environment.measurer else { return (screen, nil) }
        var scaled = screen
        var ratios: [[UInt8]: CalibratedTextMeasurer.Ratio] = [:]
        for index in screen.views.indices where screen.views[index].hasKindAttributes {
            let view = screen.views[index]
            guard let text = view.attributes.text, let string = text.text, let stored = view.attributes.intrinsicSize
            else { continue }
            let font = text.effectiveFont
            let design = measurer.measure(string, font: font.resolved(at: .standard), maxWidth: nil)
            let cell = measurer.measure(string, font: font.resolved(at: environment.contentSize), maxWidth: nil)
            guard design.width > 0, design.lineHeight > 0 else { continue }
            if isStretched(view, in: screen, stored: stored, textWidth: design.width) {
                // Constraints stretched the frame IB stored: the label's natural width is its text's.
                scaled.views[index].attributes.intrinsicSize = Size(
                    width: roundedUp(cell.width, scale: scale),
                    height: cell == design ? stored.height
                        : roundedUp(stored.height * cell.lineHeight / design.lineHeight, scale: scale))
            } else if cell != design {
                scaled.views[index].attributes.intrinsicSize = Size(
                    width: roundedUp(stored.width * cell.width / design.width, scale: scale),
                    height: roundedUp(stored.height * cell.lineHeight / design.lineHeight, scale: scale))
            }
            // The first view with a text calibrates it; a frame far from the text (padding,
            // a width from constraints) says nothing about SF Pro's width, and leaves Inter's.
            let key = Array(string.utf8)
            guard ratios[key] == nil else { continue }
            // The width's ratio first: the lines IB shows at the stored width are the lines
            // Inter shows at the stored width less that ratio (a 191-pt label IB sized to
            // "No bookmarks added yet" is one line, though Inter's line is 2 % wider).
            let widthRatio = stored.width / design.width
            let width = abs(widthRatio - 1) <= TextMargin.width && view.kind != .button ? widthRatio : 1
            // Heights compare line by line: the lines IB shows at the stored width.
            let lines = text.numberOfLines == 1 ? design
                : measurer.measure(string, font: font.resolved(at: .standard), maxWidth: stored.width / width + 1e-6,
                                   lineBreakMode: text.lineBreakMode)
            let shown = Double(text.numberOfLines > 0 ? min(lines.lineCount, text.numberOfLines) : lines.lineCount)
            let height = stored.height / (max(1, shown) * design.lineHeight)
            ratios[key] = CalibratedTextMeasurer.Ratio(
                width: width, height: abs(height - 1) <= TextMargin.height && view.kind == .label ? height : 1)
        }
        return (scaled, ratios.isEmpty ? measurer : CalibratedTextMeasurer(inner: measurer, ratios: ratios))
    }
}

extension InterfaceBuilderText {
    /// Whether `view`, a label, is stored wider than its text's one line (`textWidth`,
    /// Inter's) by more than Inter's margin over SF Pro and a point of rounding: a
    /// frame that constraints stretched (a label pinned between its superview's margin
    /// and a switch), not one IB sized to the text. UILabel's intrinsic width is its
    /// text's whatever frame it is given (Docs/InterfaceBuilder.md, "Measured sizes"),
    /// so taking the stored width as natural makes the label resist compression down to
    /// a width it never needs. Buttons and text fields keep their stored widths: their
    /// padding (content insets, images, a border's) is not known from their text
    /// (an empty plain field is read as 0 wide: `ScreenBuilder.isEmptyPlainTextField`).
    /// A stack's arranged label keeps its stored width too: constraints between
    /// arranged views (a row label's `width = 0.33 × stack`) are not all solved,
    /// and the stored width stands in for them, as for an arranged container.
    static func isStretched(_ view: ViewSpec, in screen: Screen, stored: Size, textWidth: Double) -> Bool {
        guard view.kind == .label, stored.width > textWidth * (1 + TextMargin.width) + 1 else { return false }
        return view.parent.map { screen.views[$0].kind != .stack } ?? true
    }

    /// Up to the pixel grid, a millionth of a pixel of slack keeping a whole pixel whole.
    static func roundedUp(_ value: Double, scale: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale - 1e-6).rounded(.up) / scale
    }
}

/// A measurer whose sizes for some texts are scaled by fixed ratios (IB's
/// stored size over Inter's at the design device's default content size).
struct CalibratedTextMeasurer: TextMeasuring {
    struct Ratio: Sendable {
        var width: Double
        var height: Double
    }

    let inner: any TextMeasuring
    /// Keyed by the text's UTF-8 bytes.
    let ratios: [[UInt8]: Ratio]

    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        measure(text, font: font, maxWidth: maxWidth, lineBreakMode: .byWordWrapping)
    }

    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> TextMeasurement {
        guard let ratio = ratios[Array(text.utf8)] else {
            return inner.measure(text, font: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode)
        }
        var measured = inner.measure(text, font: font, maxWidth: maxWidth.map { $0 / ratio.width },
                                     lineBreakMode: lineBreakMode)
        measured.width *= ratio.width
        measured.lineHeight *= ratio.height
        return measured
    }

    func unmeasuredCharacters(in text: String, font: ResolvedFont) -> [Unicode.Scalar] {
        inner.unmeasuredCharacters(in: text, font: font)
    }

    func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> [String]? {
        let ratio = ratios[Array(text.utf8)]?.width ?? 1
        return inner.lines(text, font: font, maxWidth: maxWidth.map { $0 / ratio }, lineBreakMode: lineBreakMode)
    }

    func tracking(of text: String, font: ResolvedFont) -> Double {
        inner.tracking(of: text, font: font)
    }

    func lineStarts(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> [Int]? {
        let ratio = ratios[Array(text.utf8)]?.width ?? 1
        return inner.lineStarts(text, font: font, maxWidth: maxWidth.map { $0 / ratio }, lineBreakMode: lineBreakMode)
    }
}
