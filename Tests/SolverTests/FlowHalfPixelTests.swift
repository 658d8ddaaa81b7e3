import LayoutIR
import XCTest

@testable import Solver

/// Flow origins that land exactly on half a pixel round away from zero
/// (Docs/SpecFormat.md#flow-collections: `round(x · scale) / scale`, halves away from zero), even
/// when the double they are computed as falls a hair short of the half.
final class FlowHalfPixelTests: XCTestCase {
    /// A justified row whose gap is a third of a point: its x origins are
    /// sixths, and two of them are exact halves of a pixel at @3x.
    func testJustifiedRowAtAnExactHalfPixelRoundsAwayFromZero() {
        let flow = FlowFixture.spec(
            inset: Insets(top: 0, left: 7.5, bottom: 0, right: 7.5), interitem: 4,
            sections: [FlowSection(itemSizes: FlowFixture.items(
                widths: [40, 100, 20, 88, 120], height: 30))])
        let result = FlowFixture.layout(flow, bounds: Size(width: 295, height: 400))
        // avail = 295 − 15 = 280. Packing at s = 4: 40 (rem 236), 100 (rem 132),
        // 20 (rem 108), 88 (rem 16); 120 > 16 → new line.
        // Line 1 (not the last): gap = (280 − 248)/3 = 32/3.
        //   x0 = 7.5                                → 22.5 px → 23 → 23/3
        //   x1 = 7.5 + 40 + 32/3     = 349/6        → 174.5 px → 175 → 175/3
        //   x2 = 349/6 + 100 + 32/3  = 1013/6       → 506.5 px → 507 → 169
        //        (computed as 168.8333…31, 506.4999…: it used to give 506 → 168.6667)
        //   x3 = 1013/6 + 20 + 32/3  = 199.5        → 598.5 px → 599 → 599/3
        //        (used to give 598 → 199.3333)
        // Line 2 (last, one item): packed left at x = 7.5 → 23/3, y = 30 + 10 = 40.
        assertRects(result.sections[0].items, [
            [23.0 / 3, 0, 40, 30], [175.0 / 3, 0, 100, 30], [169, 0, 20, 30], [599.0 / 3, 0, 88, 30],
            [23.0 / 3, 40, 120, 30],
        ])
    }

    /// A lone over-long item, centered without clamping, whose x is an exact
    /// negative half pixel at @2x: away from zero is further left.
    func testNegativeHalfPixelRoundsAwayFromZero() {
        let flow = FlowFixture.spec(
            inset: Insets(top: 0, left: 3.3, bottom: 0, right: 3.3),
            itemSize: Size(width: 250, height: 40),
            sections: [FlowSection(itemSizes: FlowFixture.defaultItems(1))])
        let result = FlowFixture.layout(flow, bounds: Size(width: 200.5, height: 400), scale: 2)
        // avail = 200.5 − 6.6 = 193.9; n = max(1, floor(203.9/260)) = 1 → centered:
        // x = 3.3 + (193.9 − 250)/2 = 3.3 − 28.05 = −24.75 → −49.5 px → −50 → −25
        // (computed as −24.7499…96, −49.4999…: it used to give −49 → −24.5).
        assertRects(result.sections[0].items, [[-25, 0, 250, 40]])
        XCTAssertEqual(result.tooWideItems.count, 1)
    }

    /// The stack's edges and the flow's origins use the same rounding, which
    /// takes a double a hair short of an exact half as the half it stands for.
    func testSharedRoundingTakesTheExactHalf() {
        // 1013/6 summed as the row path sums it falls short of 506.5 px at @3x.
        let x = 7.5 + 32.0 / 3 + 40 + 32.0 / 3 + 100
        XCTAssertLessThan(x * 3, 506.5)
        XCTAssertEqual(pixelRounded(x, scale: 3), 169)
        XCTAssertEqual(pixelRounded(-x, scale: 3), -169)
        XCTAssertEqual(StackStep.pixel(x, 3), 169)
        XCTAssertEqual(pixelRounded(0.8, scale: 3), 2.0 / 3)  // 2.4 px is no half
        XCTAssertEqual(pixelRounded(0.25, scale: 1), 0)
        XCTAssertTrue(pixelRounded(.nan, scale: 3).isNaN)
        XCTAssertEqual(pixelRounded(1.3, scale: 0), 1.3)
    }
}

/// The grid's rounding keeps huge finite coordinates finite (a spec may write
/// numbers up to the largest double).
final class PixelGridMagnitudeTests: XCTestCase {
    func testHugeFiniteValuesStayFinite() {
        // Before, the millionths overflowed: 3e303 px × 1e6 is infinite.
        XCTAssertEqual(pixelRounded(1e303, scale: 3), 1e303, accuracy: 1e288)
        XCTAssertEqual(pixelRounded(-1e303, scale: 3), -1e303, accuracy: 1e288)
        XCTAssertEqual(pixelRounded(2.5 / 3, scale: 3), 1)  // 2.5 px, the half rounded up
        XCTAssertEqual(pixelRounded(.infinity, scale: 3), .infinity)
    }
}
