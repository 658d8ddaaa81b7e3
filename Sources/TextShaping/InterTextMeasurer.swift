import CHarfBuzz
import Foundation
import LayoutIR
import Solver

/// The off-device text measurer (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): Inter, the open stand-in
/// for SF Pro, shaped by HarfBuzz (kerning included) with FreeType's metrics.
/// Line height is `ascender − descender + line gap`, as `UIFont.lineHeight`.
/// One optical size for every point size, so a larger size never makes a text
/// narrower. Results are cached per (text, font, width), for the whole process.
public final class InterTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// Where Debian's fonts-inter puts the files.
    public static let systemDirectory = "/usr/share/fonts/opentype/inter"

    /// The file of each weight: UIFont's nine weights on Inter's nine (ultraLight is 100, Inter's Thin).
    static let files: [FontWeight: String] = [
        .ultraLight: "Inter-Thin", .thin: "Inter-ExtraLight", .light: "Inter-Light", .regular: "Inter-Regular",
        .medium: "Inter-Medium", .semibold: "Inter-SemiBold", .bold: "Inter-Bold", .heavy: "Inter-ExtraBold",
        .black: "Inter-Black",
    ]

    private let fonts: [FontWeight: InterFont]
    private let lock = NSLock()
    private var results: [Key: TextMeasurement] = [:]
    private var shaped: [ShapeKey: [Double]] = [:]

    private struct Key: Hashable {
        var text: String
        var font: ResolvedFont
        var maxWidth: Double?
    }

    private struct ShapeKey: Hashable {
        var text: String
        var weight: FontWeight
    }

    /// Loads every weight from `directory` (`LAYOUTC_FONT_DIR`, else the system folder).
    public init(directory: String? = nil) throws(FontLoadError) {
        let folder = directory ?? ProcessInfo.processInfo.environment["LAYOUTC_FONT_DIR"] ?? Self.systemDirectory
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontLoadError(path: folder) }
        defer { FT_Done_FreeType(library) }
        var fonts: [FontWeight: InterFont] = [:]
        // In weight order: a missing folder is always reported at the same file.
        for weight in FontWeight.allCases {
            guard let name = Self.files[weight] else { continue }
            fonts[weight] = try InterFont(path: folder + "/" + name + ".otf", library: library)
        }
        self.fonts = fonts
    }

    /// One measurer for the process, so that its cache serves every spec and
    /// every cell of the matrix; the error when the font cannot be loaded.
    public static let shared: Result<InterTextMeasurer, FontLoadError> = Result { () throws(FontLoadError) in
        try InterTextMeasurer()
    }

    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        let key = Key(text: text, font: font, maxWidth: maxWidth)
        lock.lock()
        if let cached = results[key] {
            lock.unlock()
            return cached
        }
        let shapeKey = ShapeKey(text: text, weight: font.weight)
        let cachedAdvances = shaped[shapeKey]
        lock.unlock()
        guard let face = fonts[font.weight] ?? fonts[.regular] else {
            return TextMeasurement(width: 0, lineCount: 0, lineHeight: 0)
        }
        let advances = cachedAdvances ?? face.advances(text)
        let points = font.pointSize / face.unitsPerEm
        // Lines are broken in font units, so the width compares unscaled too.
        let lines = LineBreaker.lines(Array(text.utf8), advances: advances, maxWidth: maxWidth.map { $0 / points })
        let measurement = TextMeasurement(width: lines.width * points, lineCount: lines.count,
                                          lineHeight: face.lineHeightUnits * points)
        lock.lock()
        results[key] = measurement
        if cachedAdvances == nil { shaped[shapeKey] = advances }
        lock.unlock()
        return measurement
    }
}
