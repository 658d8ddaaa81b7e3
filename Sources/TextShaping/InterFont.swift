import CHarfBuzz
import LayoutIR

/// One weight of Inter, loaded once: a HarfBuzz font for shaping (advances in
/// font units, kerning and the other default features applied) and the
/// vertical metrics FreeType reads from the font's `hhea` table, which is what
/// `UIFont.ascender`, `descender` and `leading` report for a font.
final class InterFont: @unchecked Sendable {
    // HarfBuzz fonts are immutable once made, so shaping with one from several
    // threads at once is safe (each call has its own buffer).
    private let font: OpaquePointer
    let unitsPerEm: Double
    /// `ascender − descender + line gap`, in font units (`UIFont.lineHeight`).
    let lineHeightUnits: Double

    init(path: String, library: FT_Library) throws(FontLoadError) {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { throw FontLoadError(path: path) }
        defer { FT_Done_Face(face) }
        let ascender = Double(face.pointee.ascender), descender = Double(face.pointee.descender)
        // FreeType's `height` is the hhea ascender − descender + lineGap.
        let height = Double(face.pointee.height)
        unitsPerEm = Double(face.pointee.units_per_EM)
        lineHeightUnits = max(height, ascender - descender)
        guard unitsPerEm > 0, let blob = hb_blob_create_from_file_or_fail(path) else { throw FontLoadError(path: path) }
        defer { hb_blob_destroy(blob) }
        let hbFace = hb_face_create(blob, 0)
        defer { hb_face_destroy(hbFace) }
        guard let hbFont = hb_font_create(hbFace) else { throw FontLoadError(path: path) }
        // Font units: advances come back unscaled and unhinted.
        hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_ot_font_set_funcs(hbFont)
        hb_font_make_immutable(hbFont)
        font = hbFont
    }

    deinit { hb_font_destroy(font) }

    /// The advance of every UTF-8 byte of `text`, in font units: each glyph's
    /// advance is added at the first byte of its cluster, so the advance of a
    /// byte range is the sum over it (ligatures and kerning included).
    func advances(_ text: String) -> [Double] {
        var utf8 = Array(text.utf8)
        var advances = [Double](repeating: 0, count: utf8.count)
        guard !utf8.isEmpty, let buffer = hb_buffer_create() else { return advances }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                hb_buffer_add_utf8(buffer, chars, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        // Left to right even for right-to-left scripts: a line's width is the
        // same sum, and the spec's text does not carry a language.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return advances }
        for glyph in 0..<Int(count) {
            let cluster = Int(infos[glyph].cluster)
            if cluster < advances.count { advances[cluster] += Double(positions[glyph].x_advance) }
        }
        return advances
    }
}

/// A font file that could not be read.
public struct FontLoadError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public var description: String {
        "cannot read the Inter font at \(path), which layoutc measures text with; install the fonts-inter package (Debian, Ubuntu) or set LAYOUTC_FONT_DIR to a folder holding Inter's .otf files"
    }
}
