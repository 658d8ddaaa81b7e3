import Diagnostics
import Driver
import LayoutIR
import Solver
import XCTest

/// Wrapping text whose width comes from the layout
/// (Docs/SpecFormat.md#wrapping-under-constraints-and-in-stacks-two-passes):
/// pass 1 with one-line sizes, pass 2 with each wrapping text's size at its
/// pass-1 width.
///
/// The measurer's numbers are worked by hand: every UTF-8 byte (spaces too) is
/// half the point size wide, a line is 1.2 × the point size tall, lines break
/// at spaces. Body text is 17 pt at `large` (8.5 per byte, lines 20.4), 14 at
/// `extraSmall` (7, 16.8), 40 at `accessibilityExtraLarge` (20, 48).
/// `sixteen` is 16 words of 4 letters: 79 bytes on one line, and a line of n
/// words is 5n − 1 bytes.
final class WrappingTextTests: XCTestCase {
    static let measurer = ClosureTextMeasurer { text, font, maxWidth in
        let advance = font.pointSize / 2, lineHeight = font.pointSize * 1.2
        guard let maxWidth else {
            return TextMeasurement(width: Double(text.utf8.count) * advance, lineCount: text.isEmpty ? 0 : 1,
                                   lineHeight: lineHeight)
        }
        var lines = 1, line = -advance, widest = 0.0
        for word in text.split(separator: " ") {
            let width = Double(word.utf8.count) * advance
            if line >= 0, line + advance + width > maxWidth {
                widest = max(widest, line)
                lines += 1
                line = width
            } else {
                line += advance + width
            }
        }
        return TextMeasurement(width: max(widest, line), lineCount: text.isEmpty ? 0 : lines, lineHeight: lineHeight)
    }

    static let sixteen = Array(repeating: "aaaa", count: 16).joined(separator: " ")

    private struct Compiled {
        let result: CompileResult
        func frame(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> Rect? {
            guard let screen = result.screen, let layout = result.layout,
                  let index = screen.views.firstIndex(where: { $0.id == id }) else {
                XCTFail("no view '\(id)'", file: file, line: line)
                return nil
            }
            return layout.views[index].frame
        }
        func rules(_ id: String? = nil) -> [RuleID] {
            result.diagnostics.filter { id == nil || $0.viewID == id }.map(\.rule)
        }
    }

    private func compile(_ children: String, device: String = "iphone-15-pro",
                         size: ContentSizeCategory = .large) -> Compiled {
        var options = CompileOptions(deviceID: device)
        options.contentSize = size
        options.textMeasurer = Self.measurer
        let text = "layout: 1\nscreen: S\nroot:\n  children:\n" + children
        return Compiled(result: LayoutCompiler(options: options).compile(Array(text.utf8), file: "w.layout.yaml"))
    }

    private func assertFrame(_ actual: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                             _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no frame \(message)", file: file, line: line) }
        let expected = [x, y, width, height], got = [actual.x, actual.y, actual.width, actual.height]
        for (a, b) in zip(got, expected) where abs(a - b) > 1e-9 {
            return XCTFail("\(actual) is not [\(expected)] \(message)", file: file, line: line)
        }
    }

    /// One view of the root: `- {id: ID, kind: label, text: "TEXT", font: FONT, …}`
    /// with `numberOfLines` when given, the extra keys and the constraints.
    private func label(_ id: String, _ text: String, font: String = "{style: body}", lines: Int? = nil,
                       extra: String = "", _ constraints: String...) -> String {
        let lineKey = lines.map { ", numberOfLines: \($0)" } ?? ""
        let constraintKey = constraints.isEmpty ? "" : ", constraints: [\(constraints.joined(separator: ", "))]"
        return "    - {id: \(id), kind: label, text: \"\(text)\", font: \(font)"
            + "\(lineKey)\(extra)\(constraintKey)}\n"
    }

    private var pinnedLabel: String {
        label("body", Self.sixteen, lines: 0, "leading = superview.leading + 16",
              "trailing = superview.trailing - 16", "top = superview.top + 100")
            + label("below", "bb", "leading = superview.leading + 16", "top = body.bottom + 8")
    }

    /// The label pinned top, leading and trailing is as tall as its lines at the
    /// width its constraints give, and the label below follows it:
    /// - iPhone 15 Pro (393 @3x, 361 wide), large: 79 × 8.5 = 671.5 does not fit;
    ///   (5n − 1) × 8.5 ≤ 361 gives 8 words a line, 2 lines, 40.8 → 123/3 = 41;
    ///   `below` at 100 + 41 + 8 = 149, "bb" 17 wide, 20.4 → 62/3 tall.
    /// - extraSmall: (5n − 1) × 7 ≤ 361 gives 10 words, 2 lines, 33.6 → 101/3.
    /// - accessibilityExtraLarge: (5n − 1) × 20 ≤ 361 gives 3 words, 6 lines, 288;
    ///   `below` at 396, "bb" 40 × 48.
    /// - iPhone SE 1st generation (320 @2x, 288 wide), large: (5n − 1) × 8.5 ≤ 288
    ///   gives 6 words, 3 lines, 61.2 → 123/2 = 61.5; `below` at 169.5, 20.4 → 20.5.
    /// - iPad Pro 11 (834 @2x, 802 wide): the one line of 671.5 fits and the label
    ///   keeps its one-line height, 20.5, at the 802 its constraints give.
    func testALabelUnderConstraintsTakesItsWrappedHeightOnEveryDeviceAndSize() {
        let large = compile(pinnedLabel)
        assertFrame(large.frame("body"), 16, 100, 361, 41)
        assertFrame(large.frame("below"), 16, 149, 17, 62.0 / 3)
        XCTAssertEqual(large.rules(), [])

        let small = compile(pinnedLabel, size: .extraSmall)
        assertFrame(small.frame("body"), 16, 100, 361, 101.0 / 3)
        // "bb" at 14 pt: 14 wide, 16.8 → 51/3 tall.
        assertFrame(small.frame("below"), 16, 100 + 101.0 / 3 + 8, 14, 17)

        let huge = compile(pinnedLabel, size: .accessibilityExtraLarge)
        assertFrame(huge.frame("body"), 16, 100, 361, 288)
        assertFrame(huge.frame("below"), 16, 396, 40, 48)
        XCTAssertEqual(huge.rules(), [], "the height follows the text: nothing is clipped")

        let narrow = compile(pinnedLabel, device: "iphone-se-1")
        assertFrame(narrow.frame("body"), 16, 100, 288, 61.5)
        assertFrame(narrow.frame("below"), 16, 169.5, 17, 20.5)

        let wide = compile(pinnedLabel, device: "ipad-pro-11")
        assertFrame(wide.frame("body"), 16, 100, 802, 20.5)
        assertFrame(wide.frame("below"), 16, 128.5, 17, 20.5)
    }

    /// A trailing edge that is only a maximum: pass 1 gives the label the 361 the
    /// inequality allows (its compression resistance 750 wants 671.5); pass 2's
    /// intrinsic width is its widest line, 8 words = 39 × 8.5 = 331.5 → 995/3 on
    /// the @3x grid, which its hugging (251) now keeps. `numberOfLines: 2` at
    /// accessibilityExtraLarge shows 2 of its 6 lines: 96, its widest line
    /// 3 words = 14 × 20 = 280.
    func testPassTwoTakesTheWidestLineAndTheLineLimit() {
        let spec = label("capped", Self.sixteen, lines: 0, "leading = superview.leading + 16",
                         "trailing <= superview.trailing - 16", "top = superview.top + 100")
            + label("two", Self.sixteen, lines: 2, "leading = superview.leading + 16",
                    "trailing = superview.trailing - 16", "top = superview.top + 400")
        let large = compile(spec)
        assertFrame(large.frame("capped"), 16, 100, 995.0 / 3, 41)
        assertFrame(large.frame("two"), 16, 400, 361, 41)
        let huge = compile(spec, size: .accessibilityExtraLarge)
        assertFrame(huge.frame("capped"), 16, 100, 280, 288)
        assertFrame(huge.frame("two"), 16, 400, 361, 96)
        // Two lines shown of six: the text is cut by its line limit, not clipped by a fixed height.
        XCTAssertEqual(huge.rules("two"), [.textTruncated])
    }

    /// In a vertical stack, fill alignment gives the label the stack's width:
    /// the stack (left and right 16, top 400, its height its content's) is 361
    /// wide; the label wraps to 41 (as above), "bb" follows 8 below at 49, and
    /// the stack is 49 + 62/3 = 209/3 tall. At accessibilityExtraLarge: 288,
    /// "bb" at 296, 48 tall, the stack 344.
    func testALabelInAVerticalStackTakesItsWrappedHeight() {
        let spec = """
                - id: column
                  kind: stack
                  place: {left: 16, right: 16, top: 400}
                  stack: {axis: vertical, spacing: 8}
                  children:
                    - {id: body, kind: label, text: "\(Self.sixteen)", font: {style: body}, numberOfLines: 0}
                    - {id: below, kind: label, text: "bb", font: {style: body}}

            """
        let large = compile(spec)
        assertFrame(large.frame("column"), 16, 400, 361, 209.0 / 3)
        assertFrame(large.frame("body"), 0, 0, 361, 41)
        assertFrame(large.frame("below"), 0, 49, 361, 62.0 / 3)
        XCTAssertEqual(large.rules(), [])
        let huge = compile(spec, size: .accessibilityExtraLarge)
        assertFrame(huge.frame("column"), 16, 400, 361, 344)
        assertFrame(huge.frame("body"), 0, 0, 361, 288)
        assertFrame(huge.frame("below"), 0, 296, 361, 48)
        XCTAssertEqual(huge.rules(), [])
    }

    /// In a horizontal stack the distribution gives the width: 300 pt holds the
    /// label's one line (2015/3) and the 80-pt button only when the label, whose
    /// compression resistance is the lower (749), shrinks to 300 − 80 = 220.
    /// Pass 2 wraps it there: (5n − 1) × 8.5 ≤ 220 gives 5 words a line (204),
    /// 4 lines, 81.6 → 245/3. Its natural width is now its widest line, 204, so
    /// the stack has 16 to spare, which the button takes (its hugging 250 is
    /// below the label's 251): 96. The stack, as tall as its tallest view, is
    /// 245/3. No third pass: at 204 the text wraps as it did at 220.
    func testALabelInAHorizontalStackWrapsAtTheWidthTheDistributionGives() {
        let spec = """
                - id: row
                  kind: stack
                  place: {left: 0, top: 100, width: 300}
                  children:
                    - {id: body, kind: label, text: "\(Self.sixteen)", font: {style: body}, numberOfLines: 0,
                       compressionResistance: 749}
                    - {id: go, kind: button, intrinsicSize: [80, 44]}

            """
        let solved = compile(spec)
        assertFrame(solved.frame("row"), 0, 100, 300, 245.0 / 3)
        assertFrame(solved.frame("body"), 0, 0, 204, 245.0 / 3)
        assertFrame(solved.frame("go"), 204, 0, 96, 245.0 / 3)
        XCTAssertEqual(solved.rules("body"), [])
    }

    /// A stack laid out by constraints takes its intrinsic size from its
    /// arranged views, so its height follows the wrapped label too: pinned
    /// leading and trailing (361 wide) at top 100, the label wraps to 41 and the
    /// stack is 209/3 tall; the view pinned below it follows.
    func testAStackLaidOutByConstraintsGrowsWithItsWrappedLabel() {
        let spec = """
                - id: column
                  kind: stack
                  stack: {axis: vertical, spacing: 8}
                  constraints:
                    - leading = superview.leading + 16
                    - trailing = superview.trailing - 16
                    - top = superview.top + 100
                  children:
                    - {id: body, kind: label, text: "\(Self.sixteen)", font: {style: body}, numberOfLines: 0}
                    - {id: below, kind: label, text: "bb", font: {style: body}}
                - id: footer
                  constraints:
                    - leading = superview.leading
                    - trailing = superview.trailing
                    - top = column.bottom
                    - height = 10

            """
        let large = compile(spec)
        assertFrame(large.frame("column"), 16, 100, 361, 209.0 / 3)
        assertFrame(large.frame("body"), 0, 0, 361, 41)
        assertFrame(large.frame("footer"), 0, 100 + 209.0 / 3, 393, 10)
        XCTAssertEqual(large.rules(), [])
    }

    /// Texts that keep their one-line size: one that fits (pinned leading and
    /// trailing, "bb" 17 wide in 361), one that sets no width (pinned leading
    /// only: its pass-1 width is its one line, 671.5 → 2015/3, running past the
    /// screen as UILabel's does), one that does not wrap (`numberOfLines: 1`,
    /// cut to 361 and reported), and one placed with `place`, whose width is
    /// known in the first pass ("aaaa aaaa aaaa" at 17 pt in 60 pt: "aaaa aaaa"
    /// is 9 × 8.5 = 76.5, so one word a line, 3 lines, 61.2 → 184/3).
    func testTextsWhoseOneLineFitsOrWhoseWidthIsNotTheLayoutsKeepTheirSize() {
        let spec = label("fits", "bb", lines: 0, "leading = superview.leading + 16",
                         "trailing = superview.trailing - 16", "top = superview.top + 100")
            + label("free", Self.sixteen, lines: 0, "leading = superview.leading + 16", "top = superview.top + 200")
            + label("single", Self.sixteen, "leading = superview.leading + 16", "trailing = superview.trailing - 16",
                    "top = superview.top + 300")
            + label("placed", "aaaa aaaa aaaa", lines: 0, extra: ", place: {left: 16, width: 60, top: 400}")
        let solved = compile(spec)
        assertFrame(solved.frame("fits"), 16, 100, 361, 62.0 / 3)
        assertFrame(solved.frame("free"), 16, 200, 2015.0 / 3, 62.0 / 3)
        assertFrame(solved.frame("single"), 16, 300, 361, 62.0 / 3)
        assertFrame(solved.frame("placed"), 16, 400, 60, 184.0 / 3)
        XCTAssertEqual(solved.rules("fits"), [])
        XCTAssertEqual(solved.rules("single"), [.textTruncated])
    }

    /// A width that is the one line's to the last bit but for the noise of
    /// pixel rounding keeps the line: "aa aa" at 10 pt is 25 wide, on the @3x
    /// grid; at x = 23/3 the rounded edges 23/3 and 98/3 differ by
    /// 24.999999999999996 in binary floating point, which is no reason to wrap
    /// to two lines (24 tall) nor to report the text as cut: the label stays
    /// one line, 12 tall, without findings.
    func testPixelRoundingNoiseDoesNotWrap() {
        let spec = label("noisy", "aa aa", font: "{size: 10}", lines: 0,
                         "leading = superview.leading + 7.666666666666667", "top = superview.top + 100")
        let solved = compile(spec)
        let frame = solved.frame("noisy")
        XCTAssertLessThan(frame?.width ?? 25, 25, "the frame carries the noise this test is about")
        XCTAssertEqual(frame?.height ?? 0, 12, accuracy: 1e-9)
        XCTAssertEqual(solved.rules("noisy"), [])
    }

    /// Where constraints fix the height, the text does not follow it and
    /// `text-clipped` still says so: 41 tall holds the 2 lines at large, not the
    /// 6 lines (288) at accessibilityExtraLarge.
    func testAFixedHeightStillClips() {
        let spec = label("fixed", Self.sixteen, lines: 0, "leading = superview.leading + 16",
                         "trailing = superview.trailing - 16", "top = superview.top + 100", "height = 41")
        XCTAssertEqual(compile(spec).rules(), [])
        let huge = compile(spec, size: .accessibilityExtraLarge)
        assertFrame(huge.frame("fixed"), 16, 100, 361, 41)
        XCTAssertEqual(huge.rules(), [.textClipped])
    }
}
