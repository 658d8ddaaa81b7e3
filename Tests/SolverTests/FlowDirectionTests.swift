import LayoutIR
import XCTest

@testable import Solver

/// Horizontal flows (Docs/SpecFormat.md#flow-collections): columns fill top to bottom and
/// advance right; the uniform path keeps the documented spacing roles, the row
/// path swaps them. Scale 3, bounds 393 × 200, no adjusted insets.
final class FlowDirectionTests: XCTestCase {
    private let bounds = Size(width: 393, height: 200)

    /// Uniform, with header, footer and left/right section insets.
    func testHorizontalUniformWithHeaderAndFooter() {
        let flow = FlowFixture.spec(
            direction: .horizontal, inset: Insets(top: 0, left: 5, bottom: 0, right: 7),
            interitem: 10, line: 20, itemSize: Size(width: 80, height: 50),
            sections: [FlowSection(header: 30, footer: 20, itemSizes: FlowFixture.defaultItems(5))])
        let result = FlowFixture.layout(flow, bounds: bounds)
        let section = result.sections[0]
        // Header: (0, 0, 30, dimension 200). Columns start at 30 + 5 = 35 and are
        // 80 + 20 apart: x = 35, 135; rows of example E: y = 0, 75, 150.
        assertRect(section.header, [0, 0, 30, 200])
        assertRects(section.items, [
            [35, 0, 80, 50], [35, 75, 80, 50], [35, 150, 80, 50], [135, 0, 80, 50], [135, 75, 80, 50],
        ])
        // Lines end at 35 + 2·(80 + 20) − 20 = 215; footer at 215 + 7 = 222.
        assertRect(section.footer, [222, 0, 20, 200])
        XCTAssertEqual(result.contentSize, Size(width: 242, height: 200))
    }

    /// Row path: items in a column are `lineSpacing` apart, columns `interitemSpacing`.
    func testHorizontalRowPathSwapsSpacings() {
        let flow = FlowFixture.spec(direction: .horizontal, interitem: 10, line: 20, sections: [
            FlowSection(itemSizes: FlowFixture.items([[80, 50], [60, 50], [80, 70], [40, 100]])),
        ])
        let result = FlowFixture.layout(flow, bounds: bounds)
        // Packing by heights with s = line spacing 20 in avail 200:
        //   50 (rem 130), 50 (rem 60); 70 > 60 → column 2: 70 (rem 110), 100 (rem −10).
        // (With 10 the first column would take 50, 50, 70.)
        // Column 1 complete: gap = 200 − 100 = 100 → y = 0, 150; width 80, items centered
        //   across: x = 0, (80 − 60)/2 = 10.
        // Column 2 at x = 0 + 80 + 10 (interitem) = 90; last, −10 ≠ 60 → packed at 20:
        //   y = 0, 90; width max(80, 40) = 80 → x = 90, 90 + 20 = 110.
        assertRects(result.sections[0].items, [
            [0, 0, 80, 50], [10, 150, 60, 50], [90, 0, 80, 70], [110, 90, 40, 100],
        ])
        XCTAssertEqual(result.contentSize, Size(width: 170, height: 200))
    }

    /// A horizontal `left` alignment packs from the top at the path's in-line spacing.
    func testHorizontalLeftAlignedRowPath() {
        let flow = FlowFixture.spec(direction: .horizontal, alignment: .left, interitem: 10, line: 20,
                                    sections: [FlowSection(itemSizes: FlowFixture.items(
                                        [[80, 50], [60, 50], [80, 70], [40, 100]]))])
        // Same columns as above; y = 0, 50 + 20 = 70 in both.
        assertRects(FlowFixture.layout(flow, bounds: bounds).sections[0].items, [
            [0, 0, 80, 50], [10, 70, 60, 50], [90, 0, 80, 70], [110, 90, 40, 100],
        ])
    }

    /// A horizontal flow's too-tall items are measured by height against the
    /// height less the top/bottom section insets.
    func testHorizontalTooTall() {
        let flow = FlowFixture.spec(
            direction: .horizontal, inset: Insets(top: 10, left: 0, bottom: 10, right: 0),
            sections: [FlowSection(itemSizes: FlowFixture.items([[50, 190], [50, 170]]))])
        XCTAssertEqual(FlowFixture.layout(flow, bounds: bounds).tooWideItems,
                       [FlowTooWideItem(section: 0, item: 0, extent: 190, available: 180)])
    }
}
