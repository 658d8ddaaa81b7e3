import LayoutIR
import XCTest

@testable import Solver

/// Text sizes and right to left in the solver (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction), with a
/// measurer whose numbers are easy to work by hand: every UTF-8 byte is half
/// the point size wide (spaces too), a line is 1.2 times the point size tall,
/// and text wraps at spaces.
final class TextLayoutTests: XCTestCase {
    static let measurer = ClosureTextMeasurer { text, font, maxWidth in
        let advance = font.pointSize / 2
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { Double($0.utf8.count) * advance }
        guard let maxWidth else {
            return TextMeasurement(width: Double(text.utf8.count) * advance, lineCount: text.isEmpty ? 0 : 1,
                                   lineHeight: font.pointSize * 1.2)
        }
        var lines = 1, line = -advance, widest = 0.0
        for word in words {
            if line >= 0, line + advance + word > maxWidth {
                widest = max(widest, line)
                lines += 1
                line = word
            } else {
                line += advance + word
            }
        }
        return TextMeasurement(width: max(widest, line), lineCount: lines, lineHeight: font.pointSize * 1.2)
    }

    private func solve(_ b: ScreenBuilder, size: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
                       device: String = "iphone-15-pro") -> ResolvedLayout {
        FrameSolver(device: DeviceCatalog.device(id: device)!, orientation: .portrait,
                    text: TextEnvironment(contentSize: size, direction: direction, measurer: Self.measurer)).solve(b.screen)
    }

    private func text(_ string: String, font: TextFont? = nil, lines: Int = 1) -> (inout ViewSpec) -> Void {
        { $0.attributes.text = TextAttributes(text: string, font: font, numberOfLines: lines) }
    }

    /// "Hello" in UILabel's default 17 pt: 5 × 8.5 = 42.5 wide, 20.4 tall; rounded
    /// up to the @3x grid: 128/3 = 42.6667 and 62/3 = 20.6667.
    func testSingleLineIsMeasuredAndRoundedUpToThePixelGrid() {
        var b = ScreenBuilder()
        let label = b.add(.label, place: h(left: 16), v(top: 100), text("Hello"))
        XCTAssertRect(solve(b).views[label].frame, rect(16, 100, 128.0 / 3, 62.0 / 3))
        // @2x: 42.5 and 20.5.
        XCTAssertRect(solve(b, device: "iphone-se-3").views[label].frame, rect(16, 100, 42.5, 20.5))
    }

    /// A text style follows the content size: body is 17 at large, 40 at
    /// accessibilityExtraLarge (5 × 20 = 100 wide, 48 tall); a size font does not scale.
    func testTextStylesScaleAndSizesDoNot() {
        var b = ScreenBuilder()
        let body = b.add(.label, place: h(left: 0), v(top: 0), text("Hello", font: .style(.body)))
        let fixed = b.add(.label, place: h(left: 0), v(top: 100), text("Hello", font: .fixed(size: 20, weight: .bold)))
        let large = solve(b, size: .accessibilityExtraLarge)
        XCTAssertRect(large.views[body].frame, rect(0, 0, 100, 48))
        XCTAssertRect(large.views[fixed].frame, rect(0, 100, 50, 24))
        XCTAssertRect(solve(b, size: .extraSmall).views[fixed].frame, rect(0, 100, 50, 24))
        // extraSmall body is 14 pt: 35 wide, 16.8 tall, 51/3 on the grid.
        XCTAssertRect(solve(b, size: .extraSmall).views[body].frame, rect(0, 0, 35, 17))
    }

    /// Wrapped text at 10 pt (5 per byte, lines 12): "aaa bbb ccc" at a width of
    /// 30 breaks after each word (15 + 5 + 15 = 35 does not fit), 3 lines = 36
    /// tall; numberOfLines 2 shows 24; one line is 55 wide.
    func testWrappedTextTakesItsHeightAtTheGivenWidth() {
        var b = ScreenBuilder()
        let font = TextFont.fixed(size: 10, weight: .regular)
        let all = b.add(.label, place: h(left: 0, width: 30), v(top: 0), text("aaa bbb ccc", font: font, lines: 0))
        let two = b.add(.label, place: h(left: 0, width: 30), v(top: 100), text("aaa bbb ccc", font: font, lines: 2))
        let one = b.add(.label, place: h(left: 0, width: 30), v(top: 200), text("aaa bbb ccc", font: font))
        let layout = solve(b)
        XCTAssertRect(layout.views[all].frame, rect(0, 0, 30, 36))
        XCTAssertRect(layout.views[two].frame, rect(0, 100, 30, 24))
        XCTAssertRect(layout.views[one].frame, rect(0, 200, 30, 12))
        let records = Dictionary(uniqueKeysWithValues: layout.textRecords.map { ($0.view, $0) })
        XCTAssertEqual(records[all]?.lineCount, 3)
        XCTAssertEqual(records[two]?.neededHeight, 24)
        XCTAssertEqual(records[one]?.lineWidth, 55)
        XCTAssertEqual(records[one]?.textBox, Size(width: 30, height: 12))
    }

    /// A button adds its contentInsets; an explicit intrinsicSize wins over the text.
    func testPaddingAndExplicitIntrinsicSize() {
        var b = ScreenBuilder()
        let button = b.add(.button, place: h(left: 0), v(top: 0)) {
            $0.attributes.text = TextAttributes(text: "OK", font: .fixed(size: 20, weight: .regular))
            $0.attributes.contentInsets = insets(10, 12, 10, 12)
        }
        let given = b.add(.label, place: h(left: 0), v(top: 100)) {
            $0.attributes.text = TextAttributes(text: "Hello")
            $0.attributes.intrinsicSize = Size(width: 30, height: 10)
        }
        let layout = solve(b)
        XCTAssertRect(layout.views[button].frame, rect(0, 0, 20 + 24, 24 + 20))
        XCTAssertRect(layout.views[given].frame, rect(0, 100, 30, 10))
        // The given size is the layout's, and the text is still recorded for the
        // text rules: "Hello" at 17 pt is 5 × 8.5 = 42.5 → 128/3 on the @3x grid,
        // in a 30 × 10 box; one 20.4-pt line needs 62/3.
        let records = Dictionary(uniqueKeysWithValues: layout.textRecords.map { ($0.view, $0) })
        XCTAssertEqual(records[given]?.sizeGiven, true)
        XCTAssertEqual(records[given]?.lineWidth ?? 0, 128.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(records[given]?.neededHeight ?? 0, 62.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(records[given]?.textBox, Size(width: 30, height: 10))
        XCTAssertEqual(records[button]?.sizeGiven, false)
    }

    /// Right to left, `leading: 16, width: 100` in the 393-pt root is at 393 − 16 − 100 = 277;
    /// `left: 16` stays at 16; a subtree forced left to right keeps leading on the left.
    func testPlaceMirrorsLeadingAndTrailingOnly() {
        var b = ScreenBuilder()
        var leading = h(left: 16, width: 100)
        leading.isDirectional = true
        let mirrored = b.add(place: leading, v(top: 0, height: 10))
        let fixed = b.add(place: h(left: 16, width: 100), v(top: 20, height: 10))
        let forced = b.add(frame: rect(0, 40, 393, 50)) { $0.attributes.semanticContentAttribute = .forceLeftToRight }
        let inForced = b.add(to: forced, place: leading, v(top: 0, height: 10))
        let rtl = solve(b, direction: .rightToLeft)
        XCTAssertRect(rtl.views[mirrored].frame, rect(277, 0, 100, 10))
        XCTAssertRect(rtl.views[fixed].frame, rect(16, 20, 100, 10))
        XCTAssertRect(rtl.views[inForced].frame, rect(16, 0, 100, 10))
        XCTAssertRect(solve(b).views[mirrored].frame, rect(16, 0, 100, 10))
        // A subtree forced right to left in a left-to-right screen mirrors.
        b.screen.views[forced].attributes.semanticContentAttribute = .forceRightToLeft
        XCTAssertRect(solve(b).views[inForced].frame, rect(277, 0, 100, 10))
    }

    /// A horizontal stack arranges from the right: `fill` in 300 pt with natural
    /// lengths 80 and 40, the second hugging less and taking the 180 left over:
    /// LTR [0, 80] and [80, 220]; RTL the first view is at the right edge, x = 300 − 80.
    func testHorizontalStackArrangesFromTheRight() {
        var b = ScreenBuilder()
        let (_, views) = b.addStack(StackSpec(), [item(80, 50, hugging: 251), item(40, 50)]) {
            $0.positioning = .frame(rect(0, 100, 300, 50))
        }
        let ltr = solve(b), rtl = solve(b, direction: .rightToLeft)
        XCTAssertRect(ltr.views[views[0]].frame, rect(0, 0, 80, 50))
        XCTAssertRect(ltr.views[views[1]].frame, rect(80, 0, 220, 50))
        XCTAssertRect(rtl.views[views[0]].frame, rect(220, 0, 80, 50))
        XCTAssertRect(rtl.views[views[1]].frame, rect(0, 0, 220, 50))
        // A vertical stack does not change.
        var vertical = ScreenBuilder()
        let (_, column) = vertical.addStack(StackSpec(axis: .vertical), [item(80, 20), item(40, 20)]) {
            $0.positioning = .frame(rect(0, 100, 300, 50))
        }
        XCTAssertEqual(solve(vertical, direction: .rightToLeft).views[column[0]].frame,
                       solve(vertical).views[column[0]].frame)
    }
}
