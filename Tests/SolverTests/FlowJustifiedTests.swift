import LayoutIR
import XCTest

@testable import Solver

/// UIKit's own (`justified`) behaviour beyond the worked examples: last lines,
/// single-item lines, the two last-line exceptions, over-long items and the
/// vertical centering of items in a line (Docs/SpecFormat.md#flow-collections).
/// Vertical, scale 3, 393 wide, no insets unless told.
final class FlowJustifiedTests: XCTestCase {
    private func rowItems(_ widths: [Double], height: Double = 40,
                          bounds: Double = 393) -> FlowLayoutResult {
        let flow = FlowFixture.spec(sections: [
            FlowSection(itemSizes: FlowFixture.items(widths: widths, height: height)),
        ])
        return FlowFixture.layout(flow, bounds: Size(width: bounds, height: 800))
    }

    /// A full line on the row path spreads edge to edge; the last is packed left.
    func testRowPathFullLineJustifiedAndLastLinePacked() {
        let result = rowItems([200, 150, 100])
        // Line 1: 200 (rem 183), 150 (rem 23); 100 > 23 → line 2: 100 (rem 283).
        // Not every line single (A), leftovers 283 ≠ 23 (B): line 2 packed at x = 0.
        // Line 1: gap = 393 − 350 = 43 → x = 0, 243 (243 + 150 = 393).
        assertRects(result.sections[0].items, [[0, 0, 200, 40], [243, 0, 150, 40], [0, 50, 100, 40]])
    }

    /// One line of differing sizes is the last line: packed left at s, not spread.
    func testRowPathSingleLineIsPackedLeft() {
        let result = rowItems([60, 70, 80])
        // 60 (rem 323), 70 (rem 243), 80 (rem 153): one line, B needs two → x = 0, 70, 150.
        assertXs(result.sections[0].items, [0, 70, 150])
    }

    /// On the uniform path an incomplete last line stays on the grid columns.
    func testUniformLastLineOnGrid() {
        let flow = FlowFixture.spec(itemSize: Size(width: 80, height: 30),
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(3))])
        let result = FlowFixture.layout(flow)
        // n = floor(403/90) = 4, gap = (393 − 320)/3 = 24.3333 → columns 0, 104.3333,
        // 208.6667: three items in a line that holds four are spread on the grid.
        // 104.3333·3 = 313 → 313/3; 208.6667·3 = 626 → 626/3.
        assertXs(result.sections[0].items, [0, 313.0 / 3, 626.0 / 3])
    }

    /// A complete one-item line (not the last) is centered on the row path.
    func testRowPathCompleteSingleItemLineCentered() {
        let result = rowItems([350, 100, 50])
        // Line 1: 350 (rem 33); 100 > 33 → line 2: 100 (rem 283), 50 (rem 223).
        // Line 1 complete with one item: x = (393 − 350)/2 = 21.5 → 64.5 → 65/3.
        // Line 2 last (2 items; 223 ≠ 33): packed → x = 0, 110.
        assertXs(result.sections[0].items, [65.0 / 3, 0, 110])
    }

    /// Exception A: every line holds one item, so the last is centered too.
    func testExceptionAEveryLineSingle() {
        let result = rowItems([300, 100], height: 100)
        // 300 (rem 83); 100 > 83 → line 2: 100 (rem 283). Every line single → complete.
        // x = (393 − 300)/2 = 46.5 → 139.5 → 140/3; (393 − 100)/2 = 146.5 → 439.5 → 440/3.
        // y = 0, 100 + 10 = 110.
        assertRects(result.sections[0].items, [[140.0 / 3, 0, 300, 100], [440.0 / 3, 110, 100, 100]])
    }

    /// Exception B on three lines: the leftover of the last equals the one before.
    func testExceptionBThreeLines() {
        let result = rowItems([120, 250, 100, 140, 150, 80], bounds: 400)
        // avail 400. Line 1: 120 (rem 270), 250 (rem 10). Line 2: 100 (rem 290),
        // 140 (rem 140); 150 > 140 → line 3: 150 (rem 240), 80 (rem 150).
        // Leftovers 10, 140, 150: 150 ≠ 140 → last packed: x = 0, 160.
        // Line 1: gap 400 − 370 = 30 → 0, 150; line 2: gap 400 − 240 = 160 → 0, 260.
        assertXs(result.sections[0].items, [0, 150, 0, 260, 0, 160])
        let justified = rowItems([120, 250, 100, 140, 150, 90], bounds: 400)
        // Same lines 1–2; line 3: 150 (rem 240), 90 (rem 140) == line 2's 140 →
        // justified: gap = 400 − 240 = 160 → x = 0, 310 (310 + 90 = 400).
        assertXs(justified.sections[0].items, [0, 150, 0, 260, 0, 310])
    }

    /// An over-long item in the middle sits alone, starts at the inset (the
    /// `max(0, …)` clamp), and is reported.
    func testOverlongMiddleItem() {
        let result = rowItems([100, 420, 100])
        // Line 1: 100 (rem 283); 420 > 283 → line 2: 420 (rem −37); 100 > −37 → line 3.
        // Every line single → exception A: line 1 and 3 centered at 146.5 → 440/3;
        // line 2: 393 < 420 → offset −0 → x = 0. y = 0, 50, 100.
        assertRects(result.sections[0].items, [
            [440.0 / 3, 0, 100, 40], [0, 50, 420, 40], [440.0 / 3, 100, 100, 40],
        ])
        XCTAssertEqual(result.tooWideItems,
                       [FlowTooWideItem(section: 0, item: 1, extent: 420, available: 393)])
    }

    /// The oversized-first-item quirk: an empty zero-height row comes
    /// first, so the item's line starts one line spacing lower.
    func testOversizedFirstItemEmptyRow() {
        let flow = FlowFixture.spec(line: 10, sections: [
            FlowSection(itemSizes: FlowFixture.items([[420, 40], [100, 30]])),
        ])
        let result = FlowFixture.layout(flow)
        // Rows: empty (height 0, leftover 393), [420] (rem −37), [100] (rem 283).
        // Empty row at y 0 → next row at 0 + 0 + 10 = 10; then 10 + 40 + 10 = 60.
        // A: the empty row holds no item, so not every row holds one; B: 283 ≠ −37.
        // [420]: complete, over-long → x = 0. [100]: last, packed → x = 0.
        assertRects(result.sections[0].items, [[0, 10, 420, 40], [0, 60, 100, 30]])
        // Section height 60 + 30 = 90.
        XCTAssertEqual(result.contentSize, Size(width: 393, height: 90))
    }

    /// The uniform path has no empty row: an over-long uniform item is centered
    /// and overflows equally on both sides.
    func testUniformOverlongCenteredNotClamped() {
        let flow = FlowFixture.spec(itemSize: Size(width: 420, height: 40),
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(2))])
        let result = FlowFixture.layout(flow)
        // n = 1: x = (393 − 420)/2 = −13.5 → −40.5 rounds away from zero → −41/3.
        assertRects(result.sections[0].items, [[-41.0 / 3, 0, 420, 40], [-41.0 / 3, 50, 420, 40]])
        XCTAssertEqual(result.tooWideItems.map(\.item), [0, 1])
    }

    /// Items of different heights are centered in their line; the tallest sets it.
    func testVerticalCenteringInLine() {
        let flow = FlowFixture.spec(inset: Insets(top: 8, left: 0, bottom: 0, right: 0), sections: [
            FlowSection(itemSizes: FlowFixture.items([[100, 20], [100, 40], [100, 25], [300, 10]])),
        ])
        let result = FlowFixture.layout(flow)
        // Line 1: 100 (rem 283), 100 (rem 173), 100 (rem 63); 300 > 63 → line 2.
        // Line 1 height 40: y = 8 + (40 − 20)/2 = 18, 8, 8 + 7.5 = 15.5 → 46.5 → 47/3.
        // Line 1 justified: gap = (393 − 300)/2 = 46.5 → x = 0, 146.5 → 440/3, 293.
        // Line 2 (last, single; A fails, B: 83 ≠ 63) packed: x = 0, y = 8 + 40 + 10 = 58.
        assertRects(result.sections[0].items, [
            [0, 18, 100, 20], [440.0 / 3, 8, 100, 40], [293, 47.0 / 3, 100, 25], [0, 58, 300, 10],
        ])
        // Height: 58 + 10 = 68.
        XCTAssertEqual(result.contentSize.height, 68)
    }
}
