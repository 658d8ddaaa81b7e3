import LayoutIR
import XCTest

@testable import Solver

/// `left`, `center` and `right`: UIKit's lines with each line packed at exactly
/// the interitem spacing (Docs/SpecFormat.md#flow-collections).
/// Tags of example B: inset [8,16,8,16], s = L = 8, widths
/// [64, 88, 120, 72, 100, 50], height 32, 393 wide, scale 3.
/// Lines: [64, 88, 120] (packed length 272 + 16 = 288) and [72, 100, 50] (222 + 16 = 238).
final class FlowAlignmentTests: XCTestCase {
    private func tags(_ alignment: FlowAlignment) -> [Rect] {
        let flow = FlowFixture.spec(
            alignment: alignment, inset: Insets(top: 8, left: 16, bottom: 8, right: 16),
            interitem: 8, line: 8,
            sections: [FlowSection(itemSizes: FlowFixture.items(
                widths: [64, 88, 120, 72, 100, 50], height: 32))])
        return FlowFixture.layout(flow).sections[0].items
    }

    func testLeft() {
        // 16, 16 + 64 + 8 = 88, 88 + 88 + 8 = 184; 16, 96, 204.
        assertXs(tags(.left), [16, 88, 184, 16, 96, 204])
    }

    func testRight() {
        // Line 1 ends at 393 − 16 = 377: starts at 377 − 288 = 89 → 89, 161, 257.
        // Line 2: 377 − 238 = 139 → 139, 219, 327 (327 + 50 = 377).
        assertXs(tags(.right), [89, 161, 257, 139, 219, 327])
    }

    func testCenter() {
        // Line 1: 16 + (361 − 288)/2 = 52.5 → 157.5 → 158/3; +72 → 124.5 → 374/3;
        //   +96 → 220.5 → 662/3.
        // Line 2: 16 + (361 − 238)/2 = 77.5 → 233/3; +80 → 157.5 → 473/3; +108 → 265.5 → 797/3.
        assertXs(tags(.center), [158.0 / 3, 374.0 / 3, 662.0 / 3, 233.0 / 3, 473.0 / 3, 797.0 / 3])
    }

    /// y and line heights stay UIKit's (only x is rewritten).
    func testAlignmentKeepsLines() {
        for alignment in [FlowAlignment.left, .center, .right] {
            XCTAssertEqual(tags(alignment).map(\.y), [8, 8, 8, 48, 48, 48], "\(alignment)")
        }
    }

    /// A uniform section: the grid's lines, packed at s instead of spread.
    func testUniformSectionLeftAligned() {
        let flow = FlowFixture.spec(alignment: .left, inset: Insets(top: 8, left: 16, bottom: 8, right: 16),
                                    interitem: 8, line: 8, itemSize: Size(width: 80, height: 32),
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(7))])
        // Grid of example A has n = 4; greedy: 80 (rem 273), 80 (185), 80 (97), 80 (9),
        // 80 > 9 → 4 per line as well. x = 16, 104, 192, 280; y = 8, 48.
        assertRects(FlowFixture.layout(flow).sections[0].items, [
            [16, 8, 80, 32], [104, 8, 80, 32], [192, 8, 80, 32], [280, 8, 80, 32],
            [16, 48, 80, 32], [104, 48, 80, 32], [192, 48, 80, 32],
        ])
    }

    /// The row path's empty first line is UIKit's packing, so `left` keeps it.
    func testLeftKeepsOversizedFirstItemEmptyRow() {
        let flow = FlowFixture.spec(alignment: .left, sections: [
            FlowSection(itemSizes: FlowFixture.items([[420, 40], [100, 30]])),
        ])
        // Empty row at 0, [420] at 0 + 10, [100] at 10 + 40 + 10 = 60; x at the inset.
        assertRects(FlowFixture.layout(flow).sections[0].items, [[0, 10, 420, 40], [0, 60, 100, 30]])
    }

    /// Over-long lone items: left overflows right, right overflows left, center both.
    func testOverlongItemPerAlignment() {
        func x(_ alignment: FlowAlignment) -> Double {
            let flow = FlowFixture.spec(alignment: alignment,
                                        inset: Insets(top: 0, left: 10, bottom: 0, right: 10),
                                        itemSize: Size(width: 400, height: 40),
                                        sections: [FlowSection(itemSizes: FlowFixture.defaultItems(1))])
            return FlowFixture.layout(flow).sections[0].items[0].x
        }
        // avail = 373. left: 10. right: 393 − 10 − 400 = −17. center: 10 + (373 − 400)/2 = −3.5
        // → −10.5 rounds away from zero → −11/3.
        XCTAssertEqual(x(.left), 10)
        XCTAssertEqual(x(.right), -17)
        XCTAssertEqual(x(.center), -11.0 / 3, accuracy: 1e-9)
    }

    /// The claim behind using greedy lines for uniform sections: the grid's
    /// `n = floor((avail + s)/(w + s))` makes the same lines, so `left` and
    /// `justified` put every item on the same line (same y). Checked over a sweep
    /// of widths, spacings and counts, over-long items included.
    func testGreedyLinesMatchGridLines() {
        for width in stride(from: 200.0, through: 420, by: 37) {
            for itemWidth in stride(from: 13.0, through: 450, by: 29) {
                for spacing in [0.0, 4, 10, 17.5] {
                    let y = { (alignment: FlowAlignment) -> [Double] in
                        let flow = FlowFixture.spec(
                            alignment: alignment, inset: Insets(top: 0, left: 6, bottom: 0, right: 6),
                            interitem: spacing, line: 5, itemSize: Size(width: itemWidth, height: 20),
                            sections: [FlowSection(itemSizes: FlowFixture.defaultItems(23))])
                        let bounds = Size(width: width, height: 500)
                        return FlowFixture.layout(flow, bounds: bounds).sections[0].items.map(\.y)
                    }
                    XCTAssertEqual(y(.left), y(.justified), "width \(width) item \(itemWidth) s \(spacing)")
                }
            }
        }
    }
}
