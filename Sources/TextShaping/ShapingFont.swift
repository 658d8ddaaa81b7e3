import CHarfBuzz

/// One font face, loaded once: a HarfBuzz font for shaping (advances in font
/// units, kerning and the other default features applied) and the vertical
/// metrics FreeType reads from the face's `hhea` table, which is what
/// `UIFont.ascender`, `descender` and `leading` report for a font.
final class ShapingFont: @unchecked Sendable {
    // HarfBuzz fonts are immutable once made, so shaping with one from several
    // threads at once is safe (each call has its own buffer).
    private let font: OpaquePointer
    /// The bytes HarfBuzz reads from: kept for as long as the font.
    private let file: FontFile
    let unitsPerEm: Double
    /// `ascender − descender + line gap`, in ems (`UIFont.lineHeight` over the point size).
    let lineHeightEms: Double

    /// Face `index` of `file` (a `.ttc` holds several); nil when it is not a font.
    init?(file: FontFile, index: Int = 0) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Memory_Face(library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                 FT_Long(file.bytes.count), FT_Long(index), &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        var ascender = Double(face.pointee.ascender), descender = Double(face.pointee.descender)
        // FreeType's `height` is the hhea ascender − descender + lineGap.
        var height = Double(face.pointee.height)
        var unitsPerEm = Double(face.pointee.units_per_EM)
        guard let blob = hb_blob_create(file.bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
                                        UInt32(file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil) else { return nil }
        defer { hb_blob_destroy(blob) }
        let hbFace = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(hbFace) }
        guard let hbFont = hb_font_create(hbFace) else { return nil }
        if unitsPerEm == 0 {
            // A bitmap font (Noto Color Emoji): FreeType gives no outline metrics; HarfBuzz reads hhea.
            unitsPerEm = Double(hb_face_get_upem(hbFace))
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &value)
            ascender = Double(value)
            hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &value)
            descender = Double(value)
            hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &value)
            height = ascender - descender + Double(value)
        }
        guard unitsPerEm > 0 else {
            hb_font_destroy(hbFont)
            return nil
        }
        // Font units: advances come back unscaled and unhinted.
        hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_ot_font_set_funcs(hbFont)
        hb_font_make_immutable(hbFont)
        self.font = hbFont
        self.file = file
        self.unitsPerEm = unitsPerEm
        self.lineHeightEms = max(height, ascender - descender) / unitsPerEm
    }

    deinit { hb_font_destroy(font) }

    /// Whether the font has a glyph for `scalar` (its character map names one).
    func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// Shapes the bytes `range` of `utf8` (the rest is context, so that a run's
    /// first and last letters join as in the whole text) in `direction` and
    /// `script`, adding each glyph's advance, in ems, at the first byte of its
    /// cluster of `advances`, and when `counting`, one per glyph to `glyphs` there.
    func shape(_ utf8: UnsafeBufferPointer<UInt8>, range: Range<Int>, rightToLeft: Bool, script: hb_script_t,
               advances: inout [Double], glyphs: inout [Int32], counting: Bool) {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        utf8.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
                               Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        let scale = 1 / unitsPerEm
        for glyph in 0..<Int(count) {
            let cluster = Int(infos[glyph].cluster)
            guard cluster < advances.count else { continue }
            let advance = Double(positions[glyph].x_advance)
            advances[cluster] += advance * scale
            if counting, advance != 0 { glyphs[cluster] += 1 }
        }
    }
}

/// A font file that could not be read.
public struct FontLoadError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public var description: String {
        "cannot read the Inter font at \(path), which layoutc measures text with; install the fonts-inter package (Debian, Ubuntu) or set LAYOUTC_FONT_DIR to a folder holding Inter's .otf files"
    }
}
