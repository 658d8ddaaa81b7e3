import CHarfBuzz
import ICUBridge
import LayoutIR

/// A text shaped once, for every width and size it is measured at: per UTF-8
/// byte, the advance of the glyphs whose cluster starts there (in ems) and how
/// many of them are Inter's (SF's tracking applies to those); where lines may
/// break (UAX #14) and where grapheme clusters end.
struct ShapedText: Sendable {
    var utf8: [UInt8]
    var advances: [Double]
    var interGlyphs: [Int32]
    /// Byte offsets after which a line may break, ascending; the text's end last.
    var breaks: [Int32] = []
    /// Per entry of `breaks`, whether the break is mandatory (after a line separator).
    var hardBreaks: [Bool] = []
    /// Byte offsets where grapheme clusters end, ascending; the text's end last.
    var graphemeEnds: [Int32] = []
    /// The tallest line height of the fonts the text uses, in ems.
    var lineHeightEms: Double
    /// Characters no font of the list covers, in order of first appearance: measured as nothing.
    var unmeasured: [Unicode.Scalar] = []
    /// Per byte, whether it belongs to white space that hangs at a line's end
    /// (not the no-break spaces, which hold their neighbours together).
    var hanging: [Bool] = []
    /// The runs shaped, in the text's order.
    var runs: [Run] = []

    /// Bytes shaped as one: one font, one direction, one script.
    struct Run: Hashable, Sendable {
        var bytes: Range<Int>
        var rightToLeft: Bool
        /// Nil: characters no font covers, not shaped.
        var font: FontSet.Slot?
    }

    init(_ text: String, weight: FontWeight, fonts: FontSet) {
        utf8 = Array(text.utf8)
        let count = utf8.count
        advances = [Double](repeating: 0, count: count)
        interGlyphs = [Int32](repeating: 0, count: count)
        lineHeightEms = fonts.inter(weight).lineHeightEms
        hanging = [Bool](repeating: false, count: count)
        guard count > 0 else { return }
        let scalars = Self.scalarTable(text)
        for scalar in scalars {
            let value = scalar.value.value
            // ASCII without a property lookup: tab, the line separators and the space.
            let white = value < 0x80 ? (value >= 0x09 && value <= 0x0D) || value == 0x20
                : scalar.value.properties.isWhitespace && value != 0xA0 && value != 0x2007 && value != 0x202F
            guard white else { continue }
            for index in scalar.offset..<scalar.offset + UTF8.width(scalar.value) { hanging[index] = true }
        }
        let slots = itemize(text, scalars: scalars, weight: weight, fonts: fonts)
        let levels = Self.bidiLevels(text, scalars: scalars)
        shape(scalars: scalars, slots: slots, levels: levels, weight: weight, fonts: fonts)
        findBreaks()
    }

    /// The characters of one grapheme cluster that are shaped: a base and the 30
    /// combining marks UAX #15's stream-safe text format allows. A longer run of
    /// marks is no text anyone writes, and HarfBuzz attaches each mark by
    /// searching back over the others (80,000 marks took 20 s); the marks past
    /// the limit are measured as nothing.
    static let maximumClusterScalars = 31

    /// Each scalar's byte offset and value, in order.
    struct Scalar {
        var offset: Int
        var value: Unicode.Scalar
    }

    private static func scalarTable(_ text: String) -> [Scalar] {
        var table: [Scalar] = []
        table.reserveCapacity(text.utf8.count)
        var offset = 0
        for scalar in text.unicodeScalars {
            table.append(Scalar(offset: offset, value: scalar))
            offset += UTF8.width(scalar)
        }
        return table
    }

    /// A line or paragraph separator: a hard line break, with no glyph.
    static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The font of each scalar, chosen per grapheme cluster (a mark stays with
    /// its base, an emoji sequence in one font); nil where no font covers it.
    /// Records the grapheme ends and the characters not measured.
    private mutating func itemize(_ text: String, scalars: [Scalar], weight: FontWeight,
                                  fonts: FontSet) -> [FontSet.Slot?] {
        var slots = [FontSet.Slot?](repeating: nil, count: scalars.count)
        let inter = FontSet.Slot(fallback: nil, bold: FontSet.usesBold(weight))
        var seen = Set<UInt32>()
        var first = 0
        for character in text {
            let length = character.unicodeScalars.count
            let whole = scalars[first..<first + length]
            graphemeEnds.append(Int32(whole.last!.offset + UTF8.width(whole.last!.value)))
            // Past the stream-safe limit the rest of the cluster is not shaped (left nil).
            let cluster = whole.prefix(Self.maximumClusterScalars)
            if length == 1, cluster.first!.value.value < 0x80 || Self.drawsNothing(cluster.first!.value) {
                // ASCII: Inter has every printable character. A line or paragraph separator
                // (U+2028, U+2029: a hard break IB writes into a label's text) draws nothing,
                // so no fallback font's taller line is taken for it.
                slots[first] = inter
            } else if let slot = fonts.slot(for: cluster.lazy.map(\.value), weight: weight) {
                for index in cluster.indices { slots[index] = slot }
            } else {
                // No font has the whole cluster: each character in the first font that has it.
                for index in cluster.indices {
                    let scalar = scalars[index].value
                    slots[index] = fonts.slot(for: CollectionOfOne(scalar), weight: weight)
                    if slots[index] == nil, seen.insert(scalar.value).inserted { unmeasured.append(scalar) }
                }
            }
            first += length
        }
        return slots
    }

    /// Each scalar's embedding level (UAX #9), the paragraph's direction from
    /// its first strong character, else left to right; all 0 for text with no
    /// right-to-left character (nothing to reorder).
    private static func bidiLevels(_ text: String, scalars: [Scalar]) -> [UInt8] {
        let needed = scalars.contains { scalar in
            let value = scalar.value.value
            return value >= 0x0590 && (value <= 0x08FF || (value >= 0xFB1D && value <= 0xFEFC)
                || (value >= 0x10800 && value <= 0x10FFF) || (value >= 0x1E800 && value <= 0x1EFFF)
                || (value >= 0x200E && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069))
        }
        var levels = [UInt8](repeating: 0, count: scalars.count)
        guard needed else { return levels }
        let utf16 = Array(text.utf16)
        var unitLevels = [UInt8](repeating: 0, count: utf16.count)
        guard layoutc_bidi_levels(utf16, Int32(utf16.count), 0, &unitLevels) != 0 else { return levels }
        var unit = 0
        for index in scalars.indices {
            levels[index] = unitLevels[unit]
            unit += UTF16.width(scalars[index].value)
        }
        return levels
    }

    /// Shapes each run of scalars with one font, one embedding level and one
    /// script (a common or inherited character takes its neighbours' script).
    private mutating func shape(scalars: [Scalar], slots: [FontSet.Slot?], levels: [UInt8], weight: FontWeight,
                                fonts: FontSet) {
        let unicode = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(unicode, $0.value.value) }
        var known = HB_SCRIPT_COMMON
        for index in scripts.indices {
            let script = scripts[index]
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
                scripts[index] = known
            } else {
                known = script
            }
        }
        // Leading common characters take the first real script.
        if let firstReal = scripts.firstIndex(where: { $0 != HB_SCRIPT_COMMON }) {
            for index in 0..<firstReal { scripts[index] = scripts[firstReal] }
        }
        var height = lineHeightEms
        utf8.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < scalars.count {
                var end = start + 1
                while end < scalars.count, slots[end] == slots[start], levels[end] == levels[start],
                      scripts[end] == scripts[start] { end += 1 }
                let range = scalars[start].offset..<(end < scalars.count ? scalars[end].offset : bytes.count)
                runs.append(Run(bytes: range, rightToLeft: levels[start] & 1 == 1, font: slots[start]))
                if let slot = slots[start], let font = fonts.font(slot, weight: weight) {
                    font.shape(bytes, range: range, rightToLeft: levels[start] & 1 == 1, script: scripts[start],
                               advances: &advances, glyphs: &interGlyphs, counting: slot.fallback == nil)
                    height = max(height, font.lineHeightEms)
                }
                start = end
            }
        }
        lineHeightEms = height
        // Controls draw nothing (a tab's width is its tab stop's, found when lines are laid out).
        for scalar in scalars where scalar.value.properties.generalCategory == .control || Self.drawsNothing(scalar.value) {
            advances[scalar.offset] = 0
            interGlyphs[scalar.offset] = 0
        }
    }

    private mutating func findBreaks() {
        var offsets = [Int32](repeating: 0, count: utf8.count + 1)
        var hard = [UInt8](repeating: 0, count: utf8.count + 1)
        let found = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                layoutc_line_breaks(chars.baseAddress, Int32(chars.count), &offsets, &hard)
            }
        }
        guard found > 0 else {
            breaks = [Int32(utf8.count)]
            hardBreaks = [false]
            return
        }
        breaks = Array(offsets[0..<Int(found)])
        hardBreaks = hard[0..<Int(found)].map { $0 != 0 }
    }
}
