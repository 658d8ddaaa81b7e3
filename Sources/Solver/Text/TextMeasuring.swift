import LayoutIR

/// Measures text for the solver (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction). The compiler hands it the
/// off-device measurer (HarfBuzz and FreeType with Inter, module `TextShaping`);
/// an app hands it UIKit's `sizeThatFits` through ``ClosureTextMeasurer``, so the
/// app never links the off-device one.
public protocol TextMeasuring: Sendable {
    /// `text` in `font`: one line when `maxWidth` is nil, else wrapped at word
    /// boundaries to `maxWidth`. Sizes are in points, not rounded; the solver
    /// rounds them up to the pixel grid.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement

    /// The same, wrapped as `lineBreakMode` wraps: `byCharWrapping` between
    /// grapheme clusters, every other mode at word boundaries. By default the
    /// mode is ignored (a measurer that only wraps at words).
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> TextMeasurement

    /// The characters of `text` no font of the measurer's has, which it measures
    /// as nothing (`text-not-measured` names them); by default none.
    func unmeasuredCharacters(in text: String, font: ResolvedFont) -> [Unicode.Scalar]

    /// The text of each line `text` wraps to at `maxWidth`, as `measure` counts
    /// them, for drawing (`render`); nil when the measurer cannot say (by default).
    func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> [String]?

    /// Where each of those lines begins, as UTF-8 offsets into `text`
    /// (ascending, the first 0), so that a line's text up to the end of the
    /// text is known (`render` truncates the last line a label shows as UIKit
    /// does: the rest of the text on one line); nil when the measurer cannot say (by default).
    func lineStarts(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> [Int]?

    /// The letter spacing, in points, the measurer adds after each character
    /// of `text` (SF Pro's tracking), so that `render` draws a line as wide
    /// as it was measured; by default 0.
    func tracking(of text: String, font: ResolvedFont) -> Double
}

extension TextMeasuring {
    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?,
                        lineBreakMode: LineBreakMode) -> TextMeasurement {
        measure(text, font: font, maxWidth: maxWidth)
    }

    public func unmeasuredCharacters(in text: String, font: ResolvedFont) -> [Unicode.Scalar] { [] }

    public func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> [String]? {
        nil
    }

    public func lineStarts(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> [Int]? {
        nil
    }

    public func tracking(of text: String, font: ResolvedFont) -> Double { 0 }
}

/// What a measurer found.
public struct TextMeasurement: Hashable, Sendable {
    /// The widest line's advance width.
    public var width: Double
    /// How many lines the text takes (1 for a single line, 0 for empty text).
    public var lineCount: Int
    /// The font's line height (ascender + descender + line gap, `UIFont.lineHeight`).
    public var lineHeight: Double

    public init(width: Double, lineCount: Int, lineHeight: Double) {
        self.width = width
        self.lineCount = lineCount
        self.lineHeight = lineHeight
    }

    /// The height of the first `maxLines` lines (all of them when 0).
    public func height(maxLines: Int) -> Double {
        Double(maxLines > 0 ? min(lineCount, maxLines) : lineCount) * lineHeight
    }
}

/// A measurer made of a closure: generated code passes one that asks UIKit
/// (`UILabel.sizeThatFits`), tests pass a fixed-width one.
public struct ClosureTextMeasurer: TextMeasuring {
    let body: @Sendable (String, ResolvedFont, Double?) -> TextMeasurement

    public init(_ body: @escaping @Sendable (_ text: String, _ font: ResolvedFont, _ maxWidth: Double?) -> TextMeasurement) {
        self.body = body
    }

    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        body(text, font, maxWidth)
    }
}

/// The cell of the text matrix a screen is solved in: the content size
/// category, the layout direction, and who measures text.
public struct TextEnvironment: Sendable {
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection
    /// `nil`: text is not measured, and a view's intrinsic size is only its `intrinsicSize`.
    public var measurer: (any TextMeasuring)?

    public init(contentSize: ContentSizeCategory = .standard, direction: LayoutDirection = .leftToRight,
                measurer: (any TextMeasuring)? = nil) {
        self.contentSize = contentSize
        self.direction = direction
        self.measurer = measurer
    }
}
