import LayoutIR
import Solver

/// Where UIKit draws a view's text inside its text box, for `render`
/// (Docs/Pictures.md#pictures): which lines, each line's baseline, and the
/// horizontal extent the lines are aligned in.
///
/// - A label, a button's title and a text field centre their lines
///   vertically in the box; a text view starts at its box's top (the box is
///   already inset by `textContainerInset`).
/// - A label (and a button's title, and a text field) never shows more lines
///   than `numberOfLines` nor more than fit in its box (at least one): the
///   last line it shows holds the rest of its paragraph, truncated as
///   `lineBreakMode` says (`truncatingTail` ends it in "…"), or, for the
///   wrapping modes, is the line as wrapped, the rest unshown. A text view
///   shows every line (it scrolls; its bounds clip).
/// - A button's title label is as wide as its widest line and centred in
///   the content rect; the other kinds' lines start at the box's leading edge
///   (a text view's after `lineFragmentPadding`).
struct SVGTextBlock: Equatable {
    struct Line: Equatable {
        var text: String
        /// The baseline's y, in the box's coordinates (window points).
        var baseline: Double
    }

    var lines: [Line]
    /// The left and right edges the lines are aligned in: a left-to-right view
    /// draws from `left`, a right-to-left one from `right`.
    var left: Double
    var right: Double
    /// The line height used (the font's, `UIFont.lineHeight`).
    var lineHeight: Double

    /// Inter's ascender in ems: the first baseline lies this far below the top
    /// of the first line.
    static let ascenderEms = 0.969
    /// Inter's line height in ems, for when there is no measurer to ask.
    static let lineHeightEms = 1.2102
    static let ellipsis = "\u{2026}"

    /// The block of `string` (the view's `text`) in `box` (window points).
    static func make(_ string: String, text: TextAttributes, kind: ViewKind, box: Rect, font: ResolvedFont,
                     lineFragmentPadding: Double, measurer: (any TextMeasuring)?) -> SVGTextBlock {
        let size = font.pointSize
        let measuredHeight = measurer?.measure(string, font: font, maxWidth: nil).lineHeight ?? 0
        let lineHeight = measuredHeight > 0 ? measuredHeight : lineHeightEms * size
        let padding = kind == .textView ? max(0, lineFragmentPadding) : 0
        let width = max(0, box.width - 2 * padding)
        let bytes = Array(string.utf8)
        // Every kind's text is broken where its mode breaks it; a one-line label shows the first line.
        var starts = measurer?.lineStarts(string, font: font, maxWidth: width + 1e-6, lineBreakMode: text.lineBreakMode)
            ?? [0]
        if starts.isEmpty { starts = [0] }
        let limited = kind != .textView
        let maxLines = limited && text.numberOfLines > 0 ? text.numberOfLines : Int.max
        let fit = limited && lineHeight > 0 && box.height.isFinite
            ? max(1, Int(min(1e9, ((box.height + 1e-6) / lineHeight).rounded(.down)))) : Int.max
        let shown = min(starts.count, maxLines, fit)
        var texts: [String] = (0..<shown).map { line in
            let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
            return trimmedEnd(String(decoding: bytes[starts[line]..<end], as: UTF8.self))
        }
        // With nothing to measure with, the first paragraph on one line.
        if measurer == nil { texts = [trimmedEnd(String(string.prefix { !$0.isNewline }))] }
        // A line the box cannot hold (one word wider than it) is truncated too.
        let cut = shown < starts.count || (limited && text.lineBreakMode.truncates && texts.last.map { line in
            (measurer?.measure(line, font: font, maxWidth: nil).width ?? 0) > width + 1e-6 } == true)
        if cut, let measurer {
            // A tail holds no more than this line and the next (together they are wider
            // than the box): a long text is not measured whole, candidate by candidate.
            let end = text.lineBreakMode == .truncatingTail && shown + 1 < starts.count ? starts[shown + 1] : bytes.count
            let rest = String(decoding: bytes[starts[shown - 1]..<end], as: UTF8.self)
            let paragraph = trimmedEnd(String(rest.prefix { !$0.isNewline }))
            let widthOf = { (candidate: String) in measurer.measure(candidate, font: font, maxWidth: nil).width }
            switch text.lineBreakMode {
            case .truncatingTail: texts[shown - 1] = truncatedTail(paragraph, width: width, widthOf: widthOf)
            case .truncatingHead: texts[shown - 1] = truncatedHead(paragraph, width: width, widthOf: widthOf)
            case .truncatingMiddle: texts[shown - 1] = truncatedMiddle(paragraph, width: width, widthOf: widthOf)
            // Not wrapped: the rest of the paragraph runs on, cut at the box's edge.
            case .byClipping: texts[shown - 1] = paragraph
            case .byWordWrapping, .byCharWrapping: break
            }
        }
        let blockHeight = Double(shown) * lineHeight
        let top = kind == .textView ? box.y : box.y + (box.height - blockHeight) / 2
        var left = box.x + padding, right = box.maxX - padding
        if kind == .button, let measurer {
            // The title label fits its widest line and is centred in the content rect.
            let widest = min(width, texts.map { measurer.measure($0, font: font, maxWidth: nil).width }.max() ?? 0)
            left = box.midX - widest / 2
            right = box.midX + widest / 2
        }
        let lines = texts.enumerated().map { number, line in
            Line(text: line, baseline: top + ascenderEms * size + Double(number) * lineHeight)
        }
        return SVGTextBlock(lines: lines, left: left, right: right, lineHeight: lineHeight)
    }

    /// Without the line break or white space that ends a line (it hangs past the edge).
    static func trimmedEnd(_ line: String) -> String {
        var trimmed = Substring(line)
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        return String(trimmed)
    }

    /// The longest start of `paragraph` (whole characters) that fits `width`
    /// followed by "…" (only "…" when none does).
    static func truncatedTail(_ paragraph: String, width: Double, widthOf: (String) -> Double) -> String {
        let characters = Array(paragraph)
        let kept = longest(characters.count) { count in
            widthOf(trimmedEnd(String(characters[..<count])) + ellipsis) <= width + 1e-6
        }
        return trimmedEnd(String(characters[..<kept])) + ellipsis
    }

    /// "…" followed by the longest end of `paragraph` that fits `width`.
    static func truncatedHead(_ paragraph: String, width: Double, widthOf: (String) -> Double) -> String {
        let characters = Array(paragraph)
        func candidate(_ count: Int) -> String {
            ellipsis + String(String(characters[(characters.count - count)...]).drop { $0.isWhitespace })
        }
        return candidate(longest(characters.count) { widthOf(candidate($0)) <= width + 1e-6 })
    }

    /// The start and end of `paragraph` around "…", as many characters as fit
    /// `width`, the start taking the odd one.
    static func truncatedMiddle(_ paragraph: String, width: Double, widthOf: (String) -> Double) -> String {
        let characters = Array(paragraph)
        func candidate(_ count: Int) -> String {
            let head = (count + 1) / 2, tail = count / 2
            return trimmedEnd(String(characters[..<head])) + ellipsis
                + String(String(characters[(characters.count - tail)...]).drop { $0.isWhitespace })
        }
        return candidate(longest(characters.count) { widthOf(candidate($0)) <= width + 1e-6 })
    }

    /// The largest count in `0...upper` that `fits` (0 when none does), by
    /// bisection: a longer part of a text is never narrower.
    static func longest(_ upper: Int, fits: (Int) -> Bool) -> Int {
        var low = 0, high = upper
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
