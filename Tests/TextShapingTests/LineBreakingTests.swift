import LayoutIR
import Solver
import TextShaping
import XCTest

/// Lines break where UAX #14 allows, as UILabel breaks them; worked from the
/// widths of the pieces, which the same measurer gives.
final class LineBreakingTests: XCTestCase {
    private let font = ResolvedFont(pointSize: 17, weight: .regular)

    private func measure(_ text: String, _ maxWidth: Double? = nil,
                         mode: LineBreakMode = .byWordWrapping) throws -> TextMeasurement {
        try InterTextMeasurer.shared.get().measure(text, font: font, maxWidth: maxWidth, lineBreakMode: mode)
    }

    private func width(_ text: String) throws -> Double { try measure(text).width }

    /// Wrapping at word boundaries: each line as wide as the words that fit, spaces at the break take no width.
    func testWrapsAtWords() throws {
        let hello = try width("Hello"), world = try width("World")
        let wrapped = try measure("Hello World", max(hello, world) + 1)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, max(hello, world), accuracy: 1e-9)
        XCTAssertEqual(wrapped.height(maxLines: 0), 2 * wrapped.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(wrapped.height(maxLines: 1), wrapped.lineHeight, accuracy: 1e-9)
        // A word longer than the line is broken between characters.
        let long = try measure("Supercalifragilistic", 40)
        XCTAssertGreaterThan(long.lineCount, 2)
        XCTAssertLessThanOrEqual(long.width, 40)
        // Hard line breaks (a final one starts an empty last line, as TextKit lays it out).
        XCTAssertEqual(try measure("a\nb").lineCount, 2)
        XCTAssertEqual(try measure("a\u{2028}b").lineCount, 2)
        XCTAssertEqual(try measure("").lineCount, 0)
    }

    /// After a hyphen (class HY): "well-" and "known".
    /// A line separator (U+2028, which IB writes into a label's text for a
    /// line break) is a hard break that draws nothing: "Naturalia\u{2028}125g" is
    /// two lines, as wide as "Naturalia", and as tall as Inter's lines (no fallback
    /// font's taller line for the separator); so is U+2029.
    func testALineSeparatorBreaksAndDrawsNothing() throws {
        let plain = try measure("Naturalia")
        for separator in ["\u{2028}", "\u{2029}"] {
            let broken = try measure("Naturalia" + separator + "125g")
            XCTAssertEqual(broken.lineCount, 2, separator.unicodeScalars.first!.description)
            XCTAssertEqual(broken.width, plain.width, accuracy: 1e-9)
            XCTAssertEqual(broken.lineHeight, plain.lineHeight, accuracy: 1e-9)
        }
    }

    func testBreaksAfterHyphens() throws {
        let first = try width("well-"), second = try width("known")
        let wrapped = try measure("well-known", max(first, second) + 0.5)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, max(first, second), accuracy: 1e-9)
    }

    /// At a zero-width space, which takes no width itself.
    func testBreaksAtZeroWidthSpaces() throws {
        let joined = try width("abcdef")
        XCTAssertEqual(try width("abc\u{200B}def"), joined, accuracy: 1e-9)
        let wrapped = try measure("abc\u{200B}def", joined - 1)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, max(try width("abc"), try width("def")), accuracy: 1e-9)
    }

    /// Never before closing punctuation: "word)" stays whole, so the line
    /// holding "a word)" breaks before "word)", not before ")".
    func testNoBreakBeforeClosingPunctuation() throws {
        let text = "a word)"
        let wrapped = try measure(text, try width("a word") + 0.5)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, try width("word)"), accuracy: 1e-9)
    }

    /// Leading spaces take their width; trailing ones do not.
    func testLeadingSpacesAreMeasured() throws {
        let space = try width("a a") - 2 * width("a")
        XCTAssertGreaterThan(space, 3)
        XCTAssertEqual(try width("  a"), try 2 * space + width("a"), accuracy: 1e-9)
        XCTAssertEqual(try width("a  "), try width("a"), accuracy: 1e-9)
    }

    /// A tab advances to the next 28-point stop: "a\tb" is 28 pt and a "b".
    func testTabsAdvanceToTheNextStop() throws {
        XCTAssertEqual(try width("a\tb"), try 28 + width("b"), accuracy: 1e-9)
        XCTAssertEqual(try width("a\t\tb"), try 56 + width("b"), accuracy: 1e-9)
    }

    /// `byCharWrapping` breaks between grapheme clusters, not at words:
    /// "Hello World" at the width of "Hello W" is "Hello W" and "orld".
    func testCharacterWrappingBreaksBetweenClusters() throws {
        let limit = try width("Hello W") + 0.5
        let byWord = try measure("Hello World", limit)
        XCTAssertEqual(byWord.width, try width("World"), accuracy: 1e-9)
        let byChar = try measure("Hello World", limit, mode: .byCharWrapping)
        XCTAssertEqual(byChar.lineCount, 2)
        // The text is shaped once, so "W" keeps its kerning with the "o" now on the next
        // line: the first line is the whole text less "orld" (0.87 pt under "Hello W" alone).
        XCTAssertEqual(byChar.width, try width("Hello World") - width("orld"), accuracy: 1e-9)
        // An accent stays with its letter: "é" written as e + U+0301 is one cluster.
        let accented = try measure("e\u{301}e\u{301}", try width("e\u{301}") + 0.5, mode: .byCharWrapping)
        XCTAssertEqual(accented.lineCount, 2)
        XCTAssertEqual(accented.width, try width("e\u{301}"), accuracy: 1e-9)
    }
}
