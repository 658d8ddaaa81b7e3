import Foundation
import LayoutIR
import Solver

/// The off-device text measurer (Docs/SpecFormat.md#text): Inter, the open
/// stand-in for SF Pro, with SF's size-dependent tracking, and the fixed list
/// of Noto fonts for what Inter lacks (``FontList``); shaped by HarfBuzz in
/// runs of one font, script and direction (UAX #9 through ICU), lines broken
/// where UAX #14 allows (ICU). Line height is the tallest font's
/// `ascender − descender + line gap`, as `UIFont.lineHeight`. One optical
/// size for every point size. Results are cached for the process, keyed by
/// the text's bytes (a `String` key hashes the text's normalized form, which
/// takes seconds for a long run of combining marks).
public final class InterTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// Where Debian's fonts-inter puts the files.
    public static let systemDirectory = "/usr/share/fonts/opentype/inter"
    /// NSParagraphStyle's default tab stops: every 28 points.
    static let tabInterval = 28.0

    private let fonts: FontSet
    private let lock = NSLock()
    private var results: [Key: TextMeasurement] = [:]
    private var shaped: [ShapeKey: ShapedText] = [:]

    private struct Key: Hashable {
        var text: [UInt8]
        var font: ResolvedFont
        var maxWidth: Double?
        var byCharacter: Bool

        func hash(into hasher: inout Hasher) {
            // The bytes in one call: an array's own hash combines them one by one.
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(font)
            hasher.combine(maxWidth)
            hasher.combine(byCharacter)
        }
    }

    private struct ShapeKey: Hashable {
        var text: [UInt8]
        var weight: FontWeight

        func hash(into hasher: inout Hasher) {
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(weight)
        }
    }

    /// Loads Inter from `directory`, else from the folders of `LAYOUTC_FONT_DIR`
    /// (separated by `:`), else from Debian's font folders; the fallback fonts
    /// from the same folders when first needed.
    public init(directory: String? = nil) throws(FontLoadError) {
        fonts = try FontSet(directories: directory.map { [$0] } ?? FontList.directories())
    }

    /// One measurer for the process, so that its cache serves every spec and
    /// every cell of the matrix; the error when the font cannot be loaded.
    public static let shared: Result<InterTextMeasurer, FontLoadError> = Result { () throws(FontLoadError) in
        try InterTextMeasurer()
    }

    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        measure(text, font: font, maxWidth: maxWidth, lineBreakMode: .byWordWrapping)
    }

    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?,
                        lineBreakMode: LineBreakMode) -> TextMeasurement {
        let byCharacter = lineBreakMode == .byCharWrapping && maxWidth != nil
        let key = Key(text: Array(text.utf8), font: font, maxWidth: maxWidth, byCharacter: byCharacter)
        lock.lock()
        if let cached = results[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let shapedText = shape(text, bytes: key.text, weight: font.weight)
        let size = font.pointSize
        guard size > 0, size.isFinite else { return TextMeasurement(width: 0, lineCount: 0, lineHeight: 0) }
        let breaker = LineBreaker(shapedText, tracking: SFTracking.ems(at: size), tabInterval: Self.tabInterval / size)
        // Lines are broken in ems, so the width compares in ems too.
        let lines = breaker.lines(maxWidth: maxWidth.map { $0 / size }, byCharacter: byCharacter)
        let measurement = TextMeasurement(width: lines.width * size, lineCount: lines.count,
                                          lineHeight: shapedText.lineHeightEms * size)
        lock.lock()
        results[key] = measurement
        lock.unlock()
        return measurement
    }

    /// The lines `text` wraps to at `maxWidth` (each paragraph whole when nil),
    /// as ``measure(_:font:maxWidth:lineBreakMode:)`` counts them, without the
    /// line break or white space that ends each: what `render` draws line by line.
    public func lines(_ text: String, font: ResolvedFont, maxWidth: Double?,
                      lineBreakMode: LineBreakMode) -> [String]? {
        guard let starts = lineStarts(text, font: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode) else { return nil }
        let bytes = Array(text.utf8)
        let bounds = starts + [bytes.count]
        return zip(bounds, bounds.dropFirst()).map { start, end in
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            var trimmed = Substring(line)
            // The line break, and the white space that hangs past the line's end.
            while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
            return String(trimmed)
        }
    }

    /// Where each of those lines begins: UTF-8 offsets into `text`, the first 0
    /// (none for an empty text).
    public func lineStarts(_ text: String, font: ResolvedFont, maxWidth: Double?,
                           lineBreakMode: LineBreakMode) -> [Int]? {
        let bytes = Array(text.utf8)
        let size = font.pointSize
        guard !bytes.isEmpty, size > 0, size.isFinite else { return [] }
        let breaker = LineBreaker(shape(text, bytes: bytes, weight: font.weight), tracking: SFTracking.ems(at: size),
                                  tabInterval: Self.tabInterval / size)
        var starts: [Int]? = []
        _ = breaker.lines(maxWidth: maxWidth.map { $0 / size }, byCharacter: lineBreakMode == .byCharWrapping
                          && maxWidth != nil, starts: &starts)
        return starts ?? [0]
    }

    /// SF Pro's tracking at the font's size, in points, when every character of
    /// `text` is Inter's; else 0: tracking is added to Inter's glyphs only, and
    /// a drawing's letter spacing would space a fallback font's glyphs alike
    /// (and pull apart joined Arabic letters).
    public func tracking(of text: String, font: ResolvedFont) -> Double {
        let size = font.pointSize
        guard size > 0, size.isFinite, !text.isEmpty else { return 0 }
        let shaped = shape(text, bytes: Array(text.utf8), weight: font.weight)
        guard shaped.runs.allSatisfy({ $0.font.map { $0.fallback == nil } ?? true }) else { return 0 }
        return SFTracking.ems(at: size) * size
    }

    public func unmeasuredCharacters(in text: String, font: ResolvedFont) -> [Unicode.Scalar] {
        shape(text, bytes: Array(text.utf8), weight: font.weight).unmeasured
    }

    private func shape(_ text: String, bytes: [UInt8], weight: FontWeight) -> ShapedText {
        let key = ShapeKey(text: bytes, weight: weight)
        lock.lock()
        if let cached = shaped[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let made = ShapedText(text, weight: weight, fonts: fonts)
        lock.lock()
        shaped[key] = made
        lock.unlock()
        return made
    }
}
