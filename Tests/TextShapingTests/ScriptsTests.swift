@testable import TextShaping
import LayoutIR
import Solver
import XCTest

/// Every script (Docs/SpecFormat.md#text, "Every script"): texts Inter lacks
/// are measured with the Noto fonts of the fixed list, each run shaped in its
/// own script and direction. The numbers are worked from the fonts' own
/// tables: a CJK ideograph is one em wide in Noto Sans CJK, whose `hhea` gives
/// ascender 1160, descender −288, no line gap, 1000 units per em; Noto Sans
/// Hebrew and Noto Sans Arabic UI give 1068 + 292 (1069 + 293) over 1000.
final class ScriptsTests: XCTestCase {
    private func measurer() throws -> InterTextMeasurer {
        let measurer = try InterTextMeasurer.shared.get()
        // Skip, not fail, where the Noto packages are not installed (CI installs them).
        try XCTSkipUnless(measurer.unmeasuredCharacters(in: "日ש", font: font17).isEmpty,
                          "fonts-noto-core and fonts-noto-cjk are not installed")
        return measurer
    }

    private let font17 = ResolvedFont(pointSize: 17, weight: .regular)

    private func width(_ text: String, _ maxWidth: Double? = nil) throws -> TextMeasurement {
        try measurer().measure(text, font: font17, maxWidth: maxWidth)
    }

    /// Three ideographs are three ems: 51 pt at 17 pt; the line is as tall as
    /// Noto Sans CJK's (1.448 em = 24.616 pt), taller than Inter's 20.57.
    func testJapaneseIsOneEmPerIdeograph() throws {
        let line = try width("日本語")
        XCTAssertEqual(line.width, 51, accuracy: 1e-9)
        XCTAssertEqual(line.lineHeight, 1.448 * 17, accuracy: 1e-9)
    }

    /// Lines break between ideographs (UAX #14 class ID), never before closing
    /// punctuation (CL): at 3.06 em, "日本語。" is "日本" and "語。", two ems wide.
    func testJapaneseWrapsBetweenIdeographsNotBeforeClosingPunctuation() throws {
        let wrapped = try width("日本語。", 52)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, 34, accuracy: 1e-9)
        // Six ideographs at 2.5 em: two a line, three lines.
        let six = try width("東京都千代田", 42.5)
        XCTAssertEqual(six.lineCount, 3)
        XCTAssertEqual(six.width, 34, accuracy: 1e-9)
        // Chinese too.
        XCTAssertEqual(try width("中文测试", 40).lineCount, 2)
    }

    /// Hebrew: one right-to-left run in Noto Sans Hebrew; its two words wrap at the space.
    func testHebrewIsMeasuredAndWraps() throws {
        let text = "שלום עולם"
        let line = try width(text)
        XCTAssertGreaterThan(line.width, 40)
        XCTAssertEqual(line.lineHeight, 1.36 * 17, accuracy: 1e-9)
        let first = try width("שלום").width, second = try width("עולם").width
        let wrapped = try width(text, max(first, second) + 1)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, max(first, second), accuracy: 1e-9)
        let shaped = ShapedText(text, weight: .regular, fonts: try fonts())
        // Right to left throughout (the space is Inter's, which has it: a run of its own).
        XCTAssertEqual(shaped.runs.map(\.rightToLeft), [true, true, true])
    }

    /// Arabic letters join: the same four letters kept apart by zero-width
    /// non-joiners (which draw nothing) take isolated forms, of another width.
    func testArabicIsShapedInContext() throws {
        let joined = try width("سلام").width
        let apart = try width("س\u{200C}ل\u{200C}ا\u{200C}م").width
        XCTAssertGreaterThan(joined, 10)
        XCTAssertGreaterThan(abs(joined - apart), 1)
        XCTAssertEqual(try width("سلام").lineHeight, 1.362 * 17, accuracy: 1e-9)
    }

    /// A left-to-right and a right-to-left run in one label: each in its own font and direction.
    func testMixedDirectionsMakeTwoRuns() throws {
        let shaped = ShapedText("Hello שלום", weight: .regular, fonts: try fonts())
        XCTAssertEqual(shaped.runs.map(\.rightToLeft), [false, true])
        XCTAssertEqual(shaped.runs.map(\.bytes), [0..<6, 6..<14])
        XCTAssertEqual(shaped.runs.map { $0.font?.fallback == nil }, [true, false])
        // An Arabic paragraph with a Latin word: right to left (the space between them too, in
        // Inter, which has it), the word a left-to-right run inside it.
        let arabic = ShapedText("مرحبا iPhone", weight: .regular, fonts: try fonts())
        XCTAssertEqual(arabic.runs.map(\.rightToLeft), [true, true, false])
        XCTAssertEqual(TextDirection.firstStrongIsRightToLeft("مرحبا iPhone"), true)
        XCTAssertEqual(TextDirection.firstStrongIsRightToLeft("iPhone مرحبا"), false)
        XCTAssertNil(TextDirection.firstStrongIsRightToLeft("123 ..."))
    }

    /// Thai has no spaces: ICU's dictionary finds the word break.
    func testThaiBreaksBetweenWords() throws {
        let hello = try width("สวัสดี").width, particle = try width("ครับ").width
        let wrapped = try width("สวัสดีครับ", max(hello, particle) + 1)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, max(hello, particle), accuracy: 1e-9)
    }

    /// Devanagari: KA + VIRAMA + SSA is one conjunct glyph, narrower than the two letters.
    func testDevanagariConjunct() throws {
        XCTAssertLessThan(try width("क्ष").width, try width("क").width + width("ष").width - 1)
    }

    /// Emoji from Noto Color Emoji: a skin-tone sequence is one glyph, as wide as the plain emoji.
    func testEmojiSequencesAreOneGlyph() throws {
        let plain = try width("👍").width, toned = try width("👍🏽").width
        XCTAssertGreaterThan(plain, 15)
        XCTAssertEqual(toned, plain, accuracy: 1e-9)
        XCTAssertEqual(try width("👨‍👩‍👧").width, plain, accuracy: 1e-9)
    }

    /// A character no font of the list has is named and measured as nothing.
    func testUncoveredCharacterIsNamedAndTakesNoWidth() throws {
        let measurer = try measurer()
        XCTAssertEqual(measurer.unmeasuredCharacters(in: "a\u{1E900}b\u{1E900}", font: font17).map(\.value), [0x1E900])
        XCTAssertEqual(try width("a\u{1E900}b").width, try width("ab").width, accuracy: 1e-9)
        XCTAssertEqual(measurer.unmeasuredCharacters(in: "Hello שלום 日本 👍", font: font17), [])
    }

    /// Fonts are looked up in `LAYOUTC_FONT_DIR`'s folders only, else in Debian's three.
    func testFontFoldersComeFromTheEnvironmentOrTheFixedList() {
        XCTAssertEqual(FontList.directories(environment: ["LAYOUTC_FONT_DIR": "/a:/b"]), ["/a", "/b"])
        XCTAssertEqual(FontList.directories(environment: [:]), FontList.systemDirectories)
        XCTAssertEqual(FontList.directories(environment: ["LAYOUTC_FONT_DIR": ""]), FontList.systemDirectories)
    }

    private func fonts() throws -> FontSet { try FontSet(directories: FontList.directories()) }
}
