import LayoutIR
import Solver
import XCTest

@testable import Emitters

/// Where `render` puts a view's lines (``SVGTextBlock``), worked by hand with
/// a measurer whose every character is 10 pt wide and whose line is 20.5 pt
/// tall, so each number below follows from UIKit's rules alone. A 17-pt
/// font's first baseline is Inter's ascender below the line's top:
/// 0.969 × 17 = 16.473.
final class SVGTextBlockTests: XCTestCase {
    /// 10 pt a character (the ellipsis too), lines 20.5 pt tall; lines break
    /// after a space (a word wider than the line keeps it) and after a line break.
    struct FixedMeasurer: TextMeasuring {
        func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
            let starts = lineStarts(text, font: font, maxWidth: maxWidth, lineBreakMode: .byWordWrapping) ?? []
            return TextMeasurement(width: Double(text.count) * 10, lineCount: starts.count, lineHeight: 20.5)
        }

        func lineStarts(_ text: String, font: ResolvedFont, maxWidth: Double?, lineBreakMode: LineBreakMode) -> [Int]? {
            guard !text.isEmpty else { return [] }
            let characters = Array(text)
            var starts = [0], offset = 0, lineStart = 0, lastBreak: (index: Int, offset: Int)?
            for (index, character) in characters.enumerated() {
                offset += character.utf8.count
                if character.isNewline {
                    if index + 1 < characters.count { starts.append(offset) }
                    lineStart = index + 1
                    lastBreak = nil
                    continue
                }
                // The characters of the line so far, less the spaces that hang past its end.
                let line = String(characters[lineStart...index])
                let visible = line.count - line.reversed().prefix { $0 == " " }.count
                if let maxWidth, Double(visible) * 10 > maxWidth, let brk = lastBreak {
                    starts.append(brk.offset)
                    lineStart = brk.index
                    lastBreak = nil
                }
                if character == " " { lastBreak = (index + 1, offset) }
            }
            return starts
        }
    }

    private let font = ResolvedFont(pointSize: 17, weight: .regular)
    private let ascender = 0.969 * 17

    private func block(_ string: String, kind: ViewKind = .label, lines: Int = 1,
                       mode: LineBreakMode = .truncatingTail, box: Rect) -> SVGTextBlock {
        SVGTextBlock.make(string, text: TextAttributes(text: string, numberOfLines: lines, lineBreakMode: mode),
                          kind: kind, box: box, font: font, lineFragmentPadding: 5, measurer: FixedMeasurer())
    }

    /// A 100-pt-tall label with one 20.5-pt line: UILabel centres it, so its
    /// top is (100 − 20.5) / 2 = 39.75 and its baseline 39.75 + 16.473.
    func testALabelCentresItsLineVertically() {
        let drawn = block("Hello", box: Rect(x: 10, y: 0, width: 200, height: 100))
        XCTAssertEqual(drawn.lines.map(\.text), ["Hello"])
        XCTAssertEqual(drawn.lines[0].baseline, 39.75 + ascender, accuracy: 1e-9)
        XCTAssertEqual(drawn.left, 10)
        XCTAssertEqual(drawn.right, 210)
    }

    /// "aaaa bbbb cccc dddd eeee ffff" at 100 pt wraps to three lines of nine
    /// characters; a 45-pt box holds two (45 / 20.5 = 2.2), centred: top
    /// (45 − 41) / 2 = 2. The second line holds the rest of the paragraph cut at
    /// its tail: nine characters and "…" are 100 pt.
    func testAWrappedLabelShowsTheLinesThatFitTheLastTruncated() {
        let text = "aaaa bbbb cccc dddd eeee ffff"
        let box = Rect(x: 0, y: 0, width: 100, height: 45)
        let drawn = block(text, lines: 0, box: box)
        XCTAssertEqual(drawn.lines.map(\.text), ["aaaa bbbb", "cccc dddd\u{2026}"])
        XCTAssertEqual(drawn.lines[0].baseline, 2 + ascender, accuracy: 1e-9)
        XCTAssertEqual(drawn.lines[1].baseline, 2 + 20.5 + ascender, accuracy: 1e-9)
        // Word wrapping cuts after the last line that fits, with no ellipsis.
        XCTAssertEqual(block(text, lines: 0, mode: .byWordWrapping, box: box).lines.map(\.text), ["aaaa bbbb", "cccc dddd"])
        // All three fit in 61.5 pt: top (61.5 − 61.5) / 2 = 0.
        let tall = block(text, lines: 0, box: Rect(x: 0, y: 0, width: 100, height: 61.5))
        XCTAssertEqual(tall.lines.map(\.text), ["aaaa bbbb", "cccc dddd", "eeee ffff"])
        XCTAssertEqual(tall.lines[0].baseline, ascender, accuracy: 1e-9)
    }

    /// `numberOfLines: 2` in a 200-pt box: two lines, centred at (200 − 41) / 2 = 79.5.
    func testNumberOfLinesCapsTheLines() {
        let drawn = block("aaaa bbbb cccc dddd eeee", lines: 2, box: Rect(x: 0, y: 0, width: 100, height: 200))
        XCTAssertEqual(drawn.lines.map(\.text), ["aaaa bbbb", "cccc dddd\u{2026}"])
        XCTAssertEqual(drawn.lines[0].baseline, 79.5 + ascender, accuracy: 1e-9)
    }

    /// A box shorter than a line still shows one, centred (it starts above the box).
    func testAShortBoxShowsOneLine() {
        let drawn = block("aaaa bbbb cccc", lines: 0, mode: .byWordWrapping, box: Rect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(drawn.lines.map(\.text), ["aaaa bbbb"])
        XCTAssertEqual(drawn.lines[0].baseline, (10 - 20.5) / 2 + ascender, accuracy: 1e-9)
    }

    /// "abcdefghij" (100 pt) on one line in 60 pt: five characters and the
    /// ellipsis at the tail or head; in the middle three, "…", two.
    func testOneLineTruncatesByItsMode() {
        let box = Rect(x: 0, y: 0, width: 60, height: 30)
        XCTAssertEqual(block("abcdefghij", box: box).lines.map(\.text), ["abcde\u{2026}"])
        XCTAssertEqual(block("abcdefghij", mode: .truncatingHead, box: box).lines.map(\.text), ["\u{2026}fghij"])
        XCTAssertEqual(block("abcdefghij", mode: .truncatingMiddle, box: box).lines.map(\.text), ["abc\u{2026}ij"])
        // Clipping draws the whole line; the picture cuts it at the box.
        XCTAssertEqual(block("abcdefghij", mode: .byClipping, box: box).lines.map(\.text), ["abcdefghij"])
        // A hard line break in a one-line label: the rest is hidden, so the line ends in "…".
        XCTAssertEqual(block("ab\ncd", box: box).lines.map(\.text), ["ab\u{2026}"])
    }

    /// A text view: lines from the top of its text rect, after the 5-pt line
    /// fragment padding, wrapped at the width less both paddings (110 − 10 =
    /// 100), every line though the box holds one (it scrolls).
    func testATextViewStartsAtItsInsetTopAndShowsEveryLine() {
        let drawn = block("aaaa bbbb cccc dddd", kind: .textView, box: Rect(x: 20, y: 8, width: 110, height: 21))
        XCTAssertEqual(drawn.lines.map(\.text), ["aaaa bbbb", "cccc dddd"])
        XCTAssertEqual(drawn.lines[0].baseline, 8 + ascender, accuracy: 1e-9)
        XCTAssertEqual(drawn.lines[1].baseline, 8 + 20.5 + ascender, accuracy: 1e-9)
        XCTAssertEqual(drawn.left, 25)
        XCTAssertEqual(drawn.right, 125)
    }

    /// A button's title label (60 pt for "Got It") is centred in its content
    /// rect both ways: in 264 × 38 at (16, 396), left 16 + 132 − 30 = 118, top
    /// 396 + (38 − 20.5) / 2 = 404.75.
    func testAButtonCentresItsTitle() {
        let drawn = block("Got It", kind: .button, box: Rect(x: 16, y: 396, width: 264, height: 38))
        XCTAssertEqual(drawn.left, 118)
        XCTAssertEqual(drawn.right, 178)
        XCTAssertEqual(drawn.lines[0].baseline, 404.75 + ascender, accuracy: 1e-9)
    }

    /// Without a measurer (no font), one line of Inter's 1.2102 em, centred.
    func testWithoutAMeasurerOneLineIsCentred() {
        let drawn = SVGTextBlock.make("Hello", text: TextAttributes(text: "Hello"), kind: .label,
                                      box: Rect(x: 0, y: 0, width: 200, height: 100), font: font,
                                      lineFragmentPadding: 5, measurer: nil)
        XCTAssertEqual(drawn.lines.map(\.text), ["Hello"])
        XCTAssertEqual(drawn.lines[0].baseline, (100 - 1.2102 * 17) / 2 + ascender, accuracy: 1e-9)
    }
}
