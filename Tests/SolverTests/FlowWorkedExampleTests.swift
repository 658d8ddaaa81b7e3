import LayoutIR
import XCTest

@testable import Solver

/// Five worked examples (A–E) of UIKit's flow layout, computed by hand from its
/// rules (Docs/SpecFormat.md#flow-collections); each test shows its arithmetic.
/// All vertical unless told, scale 3, a 393-wide collection, no adjusted insets.
final class FlowWorkedExampleTests: XCTestCase {
    /// A. Uniform grid: inset [8,16,8,16], s = L = 8, 80 × 32, 7 items.
    func testExampleAUniformGrid() {
        let flow = FlowFixture.spec(inset: Insets(top: 8, left: 16, bottom: 8, right: 16),
                                    interitem: 8, line: 8, itemSize: Size(width: 80, height: 32),
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(7))])
        let result = FlowFixture.layout(flow)
        // avail = 393 − 32 = 361; n = floor((361 + 8)/(80 + 8)) = floor(4.19) = 4
        // gap = (361 − 4·80)/3 = 13.6667; x = 16 + col·93.6667
        //   = 16, 109.6667 (329/3), 203.3333 (610/3), 297 (297 + 80 = 377 = 393 − 16)
        // y = 8 + row·(32 + 8) = 8, 48; the last line sits on the same columns.
        let xs = [16, 329.0 / 3, 610.0 / 3, 297]
        assertRects(result.sections[0].items, [
            [xs[0], 8, 80, 32], [xs[1], 8, 80, 32], [xs[2], 8, 80, 32], [xs[3], 8, 80, 32],
            [xs[0], 48, 80, 32], [xs[1], 48, 80, 32], [xs[2], 48, 80, 32],
        ])
        // height = 8 + 2·32 + 8 + 8 = 88
        XCTAssertEqual(result.contentSize, Size(width: 393, height: 88))
        XCTAssertEqual(result.tooWideItems, [])
    }

    /// B. Tags on the row path: widths [64, 88, 120, 72, 100, 50], height 32.
    func testExampleBTagsRowPath() {
        let flow = FlowFixture.spec(
            inset: Insets(top: 8, left: 16, bottom: 8, right: 16), interitem: 8, line: 8,
            sections: [FlowSection(itemSizes: FlowFixture.items(
                widths: [64, 88, 120, 72, 100, 50], height: 32))])
        let result = FlowFixture.layout(flow)
        // Line 1: 64 (rem 361 − 72 = 289), 88 (rem 193), 120 (rem 65); 72 > 65 → new line.
        // Justified: gap = (361 − 272)/2 = 44.5 → x = 16, 124.5, 257;
        //   124.5 · 3 = 373.5 → rounds away to 374 → 124.6667.
        // Line 2 (last): 72 (rem 281), 100 (rem 173), 50 (rem 115); 115 ≠ 65 → packed
        //   left at s: x = 16, 16 + 72 + 8 = 96, 96 + 100 + 8 = 204. y = 8, 48.
        assertRects(result.sections[0].items, [
            [16, 8, 64, 32], [374.0 / 3, 8, 88, 32], [257, 8, 120, 32],
            [16, 48, 72, 32], [96, 48, 100, 32], [204, 48, 50, 32],
        ])
        XCTAssertEqual(result.contentSize, Size(width: 393, height: 88))
    }

    /// B, left-aligned: line 1 becomes x = 16, 88, 184; line 2 is unchanged.
    func testExampleBLeftAligned() {
        let flow = FlowFixture.spec(
            alignment: .left, inset: Insets(top: 8, left: 16, bottom: 8, right: 16),
            interitem: 8, line: 8,
            sections: [FlowSection(itemSizes: FlowFixture.items(
                widths: [64, 88, 120, 72, 100, 50], height: 32))])
        let result = FlowFixture.layout(flow)
        // 16; 16 + 64 + 8 = 88; 88 + 88 + 8 = 184. Same lines and y as UIKit's.
        assertRects(result.sections[0].items, [
            [16, 8, 64, 32], [88, 8, 88, 32], [184, 8, 120, 32],
            [16, 48, 72, 32], [96, 48, 100, 32], [204, 48, 50, 32],
        ])
    }

    /// C. A single item: n ≥ 2 puts it in grid column 0, n = 1 centers it.
    func testExampleCSingleItem() {
        let narrow = FlowFixture.spec(itemSize: Size(width: 100, height: 100),
                                      sections: [FlowSection(itemSizes: FlowFixture.defaultItems(1))])
        // n = floor((393 + 10)/(100 + 10)) = 3 → x = inset.left = 0
        assertRects(FlowFixture.layout(narrow).sections[0].items, [[0, 0, 100, 100]])

        let wide = FlowFixture.spec(itemSize: Size(width: 300, height: 100),
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(1))])
        // n = floor(403/310) = 1 → x = (393 − 300)/2 = 46.5; 46.5 · 3 = 139.5 → 140 → 46.6667
        assertRects(FlowFixture.layout(wide).sections[0].items, [[140.0 / 3, 0, 300, 100]])
    }

    /// D. Equal leftover (exception B): avail 250, s = 10, widths [100, 90, 90, 100].
    func testExampleDEqualLeftoverJustifiesLastLine() {
        let flow = FlowFixture.spec(sections: [FlowSection(itemSizes: FlowFixture.items(
            widths: [100, 90, 90, 100], height: 40))])
        let result = FlowFixture.layout(flow, bounds: Size(width: 250, height: 600))
        // Line 1: 100 (rem 140), 90 (rem 40); 90 > 40. Line 2: 90 (rem 150), 100 (rem 40).
        // 40 == 40 → the last line is justified too: gap = 250 − 190 = 60 → x = 0, 150.
        // Line 1: gap 60 → x = 0, 160. y = 0, 40 + 10 = 50.
        assertRects(result.sections[0].items, [
            [0, 0, 100, 40], [160, 0, 90, 40], [0, 50, 90, 40], [150, 50, 100, 40],
        ])
        XCTAssertEqual(result.contentSize, Size(width: 250, height: 90))
    }

    /// E. Horizontal uniform: 393 × 200, 80 × 50, interitem 10, line 20, 5 items.
    func testExampleEHorizontalUniform() {
        let flow = FlowFixture.spec(direction: .horizontal, interitem: 10, line: 20,
                                    itemSize: Size(width: 80, height: 50),
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(5))])
        let result = FlowFixture.layout(flow, bounds: Size(width: 393, height: 200))
        // dimension = 200; n = floor((200 + 10)/(50 + 10)) = 3 per column (interitem);
        // gap = (200 − 150)/2 = 25 → y = 0, 75, 150; columns 80 + 20 (line) apart: x = 0, 100.
        assertRects(result.sections[0].items, [
            [0, 0, 80, 50], [0, 75, 80, 50], [0, 150, 80, 50],
            [100, 0, 80, 50], [100, 75, 80, 50],
        ])
        // 2 columns: 80 + 20 + 80 = 180 wide; as tall as the dimension.
        XCTAssertEqual(result.contentSize, Size(width: 180, height: 200))
    }
}
