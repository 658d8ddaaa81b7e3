import Diagnostics
import LayoutIR
import XCTest

@testable import Solver

/// `aspectRatio` (width / height) standing in for a missing width or height.
/// Same fixture as ``PlacementTests``: the box is x 10…190, y 5…95.
final class AspectRatioTests: XCTestCase {
    func place(_ horizontal: AxisPins, _ vertical: AxisPins, ratio: Double) -> (ResolvedLayout, Int) {
        var b = ScreenBuilder()
        let box = b.add(frame: rect(10, 20, 200, 100)) { $0.insets = insets(5, 10, 5, 10) }
        let child = b.add(to: box, place: horizontal, vertical) { $0.aspectRatio = ratio }
        return (b.solve("iphone-se-3", .landscape), child)
    }

    func testHeightFromWidth() {
        // width = 180 − 16 − 24 = 140, height = 140 / 2 = 70, y = 5 + 8 = 13
        let (l, c) = place(h(left: 16, right: 24), v(top: 8), ratio: 2)
        XCTAssertRect(l.views[c].frame, rect(26, 13, 140, 70))
        XCTAssertTrue(l.diagnostics.isEmpty)
    }

    func testWidthFromHeight() {
        // height = 90 − 8 − 12 = 70, width = 70 · 1.5 = 105, x = 10 + 16 = 26
        let (l, c) = place(h(left: 16), v(top: 8, bottom: 12), ratio: 1.5)
        XCTAssertRect(l.views[c].frame, rect(26, 13, 105, 70))
        XCTAssertTrue(l.diagnostics.isEmpty)
    }

    func testWidthFromExplicitHeightWithCenter() {
        // height 30 → width 30 · 2 = 60; centerX 0: x = 100 − 30 = 70; centerY 0: y = 50 − 15 = 35
        let (l, c) = place(h(centerX: 0), v(height: 30, centerY: 0), ratio: 2)
        XCTAssertRect(l.views[c].frame, rect(70, 35, 60, 30))
    }

    func testFillingAxisDrivesTheOtherOne() {
        // horizontal has no pins: width = 180; height = 180 / 3 = 60 from the top pin: y = 5 + 0
        let (l, c) = place(h(), v(top: 0), ratio: 3)
        XCTAssertRect(l.views[c].frame, rect(10, 5, 180, 60))
        XCTAssertTrue(l.diagnostics.isEmpty)
    }

    func testZeroRatioGivesANonFiniteFrame() {
        // height = 140 / 0 = +∞
        let (l, c) = place(h(left: 16, right: 24), v(top: 8), ratio: 0)
        let frame = l.views[c].frame
        XCTAssertEqual(frame.x, 26)
        XCTAssertEqual(frame.height, .infinity)
        let d = l.diagnostics(.nonFiniteFrame)
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.severity, .error)
        XCTAssertEqual(d.first?.sourceKey, "place.aspectRatio", "placed: the ratio inside 'place'")
        XCTAssertTrue(d.first?.message.contains("CALayerInvalidGeometry") ?? false)
        XCTAssertTrue(d.first?.message.contains("give 'aspectRatio' a positive value") ?? false)
    }

    func testZeroRatioWithZeroWidthIsNaNAndChildrenFollowQuietly() {
        // width 0, height = 0 / 0 = NaN; the grandchild inherits NaN without a second error
        var b = ScreenBuilder()
        let parent = b.add(place: h(left: 0, width: 0), v(top: 0)) { $0.aspectRatio = 0 }
        let child = b.add(to: parent)
        let l = b.solve()
        XCTAssertTrue(l.views[parent].frame.height.isNaN)
        XCTAssertTrue(l.views[child].frame.height.isNaN)
        XCTAssertEqual(l.diagnostics(.nonFiniteFrame).map(\.viewIndex), [parent])
    }

    func testBothSizesGivenIgnoresTheRatio() {
        let (l, c) = place(h(left: 16, width: 50), v(top: 8, height: 30), ratio: 2)
        XCTAssertRect(l.views[c].frame, rect(26, 13, 50, 30))
        let d = l.diagnostics(.overConstrained)
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.sourceKey, "place.aspectRatio")
    }

    func testFrameWithARatioIsOverConstrained() {
        var b = ScreenBuilder()
        let c = b.add(frame: rect(1, 2, 30, 40)) { $0.aspectRatio = 2 }
        let l = b.solve("iphone-se-3", .landscape)
        XCTAssertRect(l.views[c].frame, rect(1, 2, 30, 40))
        XCTAssertEqual(l.diagnostics(.overConstrained).first?.sourceKey, "aspectRatio")
    }

    func testDerivedSizeWithoutPositionIsAmbiguousPosition() {
        // width 100 → height 50 with no vertical pin: y = box.minY = 5, a warning on the ratio
        let (l, c) = place(h(left: 0, width: 100), v(), ratio: 2)
        XCTAssertRect(l.views[c].frame, rect(10, 5, 100, 50))
        XCTAssertEqual(l.diagnostics(.ambiguousPosition).first?.sourceKey, "place.aspectRatio")
    }
}
