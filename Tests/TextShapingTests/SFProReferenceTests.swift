import LayoutIR
import Solver
import TextShaping
import XCTest

/// Inter against published SF Pro measurements (Docs/SpecFormat.md, "Measuring
/// text", gives the sources): every measured size is within ``TextMargin`` of
/// the reference, and the difference is the one the docs print.
final class SFProReferenceTests: XCTestCase {
    private func measurer() throws -> InterTextMeasurer { try InterTextMeasurer.shared.get() }

    private func width(_ text: String, _ size: Double, _ weight: FontWeight = .regular) throws -> Double {
        try measurer().measure(text, font: ResolvedFont(pointSize: size, weight: weight), maxWidth: nil).width
    }

    /// A default UILabel (17 pt system font) with "Hello World" has an
    /// intrinsicContentSize of (88.0, 20.33) on an @3x device.
    func testHelloWorldAtSeventeenPoints() throws {
        let measured = try width("Hello World", 17)
        XCTAssertEqual(measured, 91.7855, accuracy: 0.001)
        XCTAssertLessThanOrEqual(abs(measured - 88) / 88, TextMargin.width)
        let line = try measurer().measure("Hello World", font: ResolvedFont(pointSize: 17, weight: .regular), maxWidth: nil)
        XCTAssertEqual(line.lineHeight, 20.5739, accuracy: 0.001)
        XCTAssertLessThanOrEqual(abs(line.lineHeight - 20.33) / 20.33, TextMargin.height)
    }

    /// `UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391.
    func testLineHeightAtFifteenPoints() throws {
        let line = try measurer().measure("a", font: ResolvedFont(pointSize: 15, weight: .regular), maxWidth: nil)
        XCTAssertEqual(line.lineHeight, 18.1534, accuracy: 0.001)
        XCTAssertLessThanOrEqual(abs(line.lineHeight - 17.900391) / 17.900391, TextMargin.height)
    }

    /// floor(width) of "a" and "aa": 8 and 16 at 15 pt regular, 16 and 33 at 30 pt bold.
    func testShortStringsAgainstFlooredWidths() throws {
        for (text, size, weight, floored) in [("a", 15.0, FontWeight.regular, 8.0), ("aa", 15, .regular, 16),
                                              ("a", 30, .bold, 16), ("aa", 30, .bold, 33)] {
            let measured = try width(text, size, weight)
            // The reference lies in [floored, floored + 1): the nearest point of it.
            let nearest = min(max(measured, floored), floored + 1)
            XCTAssertLessThanOrEqual(abs(measured - nearest) / nearest, TextMargin.width, "\(text) at \(size)")
        }
    }

    /// Kerning is applied: "AV" is narrower than "A" and "V" apart.
    func testKerning() throws {
        XCTAssertLessThan(try width("AV", 17), try width("A", 17) + width("V", 17) - 0.5)
    }

    /// A larger size never makes a text narrower (one optical size throughout).
    func testWidthGrowsWithSize() throws {
        var last = 0.0
        for size in TextStyle.body.sizesInOrder {
            let measured = try width("Ingredients and allergens", size)
            XCTAssertGreaterThan(measured, last)
            last = measured
        }
    }

    /// Wrapping at word boundaries: each line as wide as the words that fit, spaces at the break take no width.
    func testWrapsAtWords() throws {
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        let hello = try width("Hello", 17), world = try width("World", 17)
        let wrapped = try measurer().measure("Hello World", font: font, maxWidth: max(hello, world) + 1)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, max(hello, world), accuracy: 0.001)
        XCTAssertEqual(wrapped.height(maxLines: 0), 2 * wrapped.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(wrapped.height(maxLines: 1), wrapped.lineHeight, accuracy: 1e-9)
        // A word longer than the line is broken between characters.
        let long = try measurer().measure("Supercalifragilistic", font: font, maxWidth: 40)
        XCTAssertGreaterThan(long.lineCount, 2)
        XCTAssertLessThanOrEqual(long.width, 40)
        // Hard line breaks.
        XCTAssertEqual(try measurer().measure("a\nb", font: font, maxWidth: nil).lineCount, 2)
        XCTAssertEqual(try measurer().measure("", font: font, maxWidth: nil).lineCount, 0)
    }

    func testMissingFontNamesTheFolderAndTheMend() {
        XCTAssertThrowsError(try InterTextMeasurer(directory: "/nonexistent")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/"))
            XCTAssertTrue("\(error)".contains("fonts-inter"))
        }
    }
}

extension TextStyle {
    var sizesInOrder: [Double] { ContentSizeCategory.allCases.map { pointSize(at: $0) } }
}
