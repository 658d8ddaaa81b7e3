import Diagnostics
import LayoutIR
import XCTest

@testable import Solver

/// Every row of the placement table (Docs/SpecFormat.md#placement-in-the-parent), both axes.
///
/// The fixture: iphone-se-3 landscape (667 × 375, zero safe area), a container
/// at frame [10, 20, 200, 100] with `insets: [5, 10, 5, 10]`, so every child's
/// default box is x 10…190 (width 180, midX 100), y 5…95 (height 90, midY 50).
final class PlacementTests: XCTestCase {
    /// Solves one child of the container; returns the layout and the child's index.
    func solveChild(_ kind: ViewKind = .view, _ configure: (inout ViewSpec) -> Void) -> (ResolvedLayout, Int) {
        var b = ScreenBuilder()
        let box = b.add(frame: rect(10, 20, 200, 100)) { $0.insets = insets(5, 10, 5, 10) }
        let child = b.add(kind, to: box, configure)
        return (b.solve("iphone-se-3", .landscape), child)
    }

    func place(_ horizontal: AxisPins, _ vertical: AxisPins, kind: ViewKind = .view,
               _ configure: (inout ViewSpec) -> Void = { _ in }) -> (ResolvedLayout, Int) {
        solveChild(kind) {
            $0.positioning = .place(horizontal: horizontal, vertical: vertical)
            configure(&$0)
        }
    }

    // MARK: horizontal

    func testLeftRight() {
        // x = 10 + 16 = 26, width = 180 − 16 − 24 = 140
        let (l, c) = place(h(left: 16, right: 24), v())
        XCTAssertRect(l.views[c].frame, rect(26, 5, 140, 90))
        XCTAssertTrue(l.diagnostics.isEmpty)
    }

    func testLeftWidth() {
        // x = 10 + 16 = 26, width 50
        let (l, c) = place(h(left: 16, width: 50), v())
        XCTAssertRect(l.views[c].frame, rect(26, 5, 50, 90))
    }

    func testRightWidth() {
        // x = maxX − right − width = 190 − 24 − 50 = 116
        let (l, c) = place(h(right: 24, width: 50), v())
        XCTAssertRect(l.views[c].frame, rect(116, 5, 50, 90))
    }

    func testCenterXWidth() {
        // x = midX + centerX − width/2 = 100 + 5 − 25 = 80
        let (l, c) = place(h(width: 50, centerX: 5), v())
        XCTAssertRect(l.views[c].frame, rect(80, 5, 50, 90))
    }

    func testWidthOnlyIsAmbiguousPosition() {
        // x = box.minX = 10
        let (l, c) = place(h(width: 50), v())
        XCTAssertRect(l.views[c].frame, rect(10, 5, 50, 90))
        let d = l.diagnostics(.ambiguousPosition)
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.severity, .warning)
        XCTAssertEqual(d.first?.viewIndex, c)
        XCTAssertEqual(d.first?.viewPath, "root/children/0/children/0")
        XCTAssertEqual(d.first?.sourceKey, "place")
        XCTAssertTrue(d.first?.message.contains("add left, right or centerX") ?? false)
    }

    func testLeftOnlyWithIntrinsicWidth() {
        // x = 26, width = intrinsic 70
        let (l, c) = place(h(left: 16), v(), kind: .label) { $0.attributes.intrinsicSize = Size(width: 70, height: 30) }
        XCTAssertRect(l.views[c].frame, rect(26, 5, 70, 90))
        XCTAssertTrue(l.diagnostics.isEmpty)
    }

    func testRightOnlyWithIntrinsicWidth() {
        // x = 190 − 24 − 70 = 96
        let (l, c) = place(h(right: 24), v(), kind: .button) { $0.attributes.intrinsicSize = Size(width: 70, height: 30) }
        XCTAssertRect(l.views[c].frame, rect(96, 5, 70, 90))
    }

    func testLeftOnlyWithoutIntrinsicIsAmbiguousSize() {
        let (l, c) = place(h(left: 16), v())
        XCTAssertRect(l.views[c].frame, rect(26, 5, 0, 90))
        let d = l.diagnostics(.ambiguousSize)
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.severity, .warning)
        XCTAssertEqual(d.first?.sourceKey, "place")
        XCTAssertTrue(d.first?.message.contains("width is 0") ?? false)
    }

    func testImageUsesItsImageSizeAsIntrinsicSize() {
        // UIImageView's intrinsic size is the image's: x = 26, width 40
        let (l, c) = place(h(left: 16), v(top: 0), kind: .image) { $0.attributes.imageSize = Size(width: 40, height: 20) }
        XCTAssertRect(l.views[c].frame, rect(26, 5, 40, 20))
        XCTAssertTrue(l.diagnostics.isEmpty)
    }

    func testNothingFillsTheBox() {
        let (l, c) = place(h(), v())
        XCTAssertRect(l.views[c].frame, rect(10, 5, 180, 90))
    }

    func testNoPlaceNoFrameFillsTheBox() {
        let (l, c) = solveChild { _ in }
        XCTAssertRect(l.views[c].frame, rect(10, 5, 180, 90))
    }

    func testFrameIsOffsetByTheBoxOrigin() {
        // (10 + 4, 5 + 6)
        let (l, c) = solveChild { $0.positioning = .frame(rect(4, 6, 20, 10)) }
        XCTAssertRect(l.views[c].frame, rect(14, 11, 20, 10))
    }

    func testThreePinsAreOverConstrainedAndTheFirstTwoWin() {
        // left and right are used: x 26, width 140
        let (l, c) = place(h(left: 16, right: 24, width: 50), v())
        XCTAssertRect(l.views[c].frame, rect(26, 5, 140, 90))
        let d = l.diagnostics(.overConstrained)
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.severity, .error)
        XCTAssertEqual(d.first?.sourceKey, "place")
        XCTAssertEqual(d.first?.message,
                       "'place' gives left, right and width, but an axis takes only two of left, right, width, centerX; left and right are used, remove the others")
    }

    func testOverConstrainedWithoutLeftUsesRightAndWidth() {
        // right and width: x = 190 − 24 − 50 = 116
        let (l, c) = place(h(right: 24, width: 50, centerX: 7), v())
        XCTAssertRect(l.views[c].frame, rect(116, 5, 50, 90))
        XCTAssertEqual(l.diagnostics(.overConstrained).count, 1)
    }

    func testPercentagesOfTheBoxWidth() {
        // left 10% of 180 = 18 → x = 28; width 50% of 180 = 90
        let (l, c) = place(h(left: "10%", width: "50%"), v())
        XCTAssertRect(l.views[c].frame, rect(28, 5, 90, 90))
    }

    func testLeftAndCenterXMakeTheViewSymmetric() {
        // Not in the table; Auto Layout's arithmetic: x = 26, mid = 100 + 0,
        // width = 2 · (100 − 26) = 148
        let (l, c) = place(h(left: 16, centerX: 0), v())
        XCTAssertRect(l.views[c].frame, rect(26, 5, 148, 90))
    }

    // MARK: vertical

    func testTopBottom() {
        // y = 5 + 8 = 13, height = 90 − 8 − 12 = 70
        let (l, c) = place(h(), v(top: 8, bottom: 12))
        XCTAssertRect(l.views[c].frame, rect(10, 13, 180, 70))
    }

    func testTopHeight() {
        let (l, c) = place(h(), v(top: 8, height: 30))
        XCTAssertRect(l.views[c].frame, rect(10, 13, 180, 30))
    }

    func testBottomHeight() {
        // y = 95 − 12 − 30 = 53
        let (l, c) = place(h(), v(bottom: 12, height: 30))
        XCTAssertRect(l.views[c].frame, rect(10, 53, 180, 30))
    }

    func testCenterYHeight() {
        // y = midY + centerY − height/2 = 50 − 5 − 15 = 30
        let (l, c) = place(h(), v(height: 30, centerY: -5))
        XCTAssertRect(l.views[c].frame, rect(10, 30, 180, 30))
    }

    func testHeightOnlyIsAmbiguousPosition() {
        let (l, c) = place(h(), v(height: 30))
        XCTAssertRect(l.views[c].frame, rect(10, 5, 180, 30))
        XCTAssertEqual(l.diagnostics(.ambiguousPosition).count, 1)
        XCTAssertTrue(l.diagnostics(.ambiguousPosition).first?.message.contains("add top, bottom or centerY") ?? false)
    }

    func testTopOnlyWithAndWithoutIntrinsicHeight() {
        let (l, c) = place(h(), v(top: 8), kind: .textField) { $0.attributes.intrinsicSize = Size(width: 70, height: 30) }
        XCTAssertRect(l.views[c].frame, rect(10, 13, 180, 30))
        XCTAssertTrue(l.diagnostics.isEmpty)

        let (l2, c2) = place(h(), v(top: 8))
        XCTAssertRect(l2.views[c2].frame, rect(10, 13, 180, 0))
        XCTAssertEqual(l2.diagnostics(.ambiguousSize).count, 1)
        XCTAssertTrue(l2.diagnostics(.ambiguousSize).first?.message.contains("height is 0") ?? false)
    }

    func testBottomOnlyWithIntrinsicHeight() {
        // y = 95 − 12 − 30 = 53
        let (l, c) = place(h(), v(bottom: 12), kind: .label) { $0.attributes.intrinsicSize = Size(width: 70, height: 30) }
        XCTAssertRect(l.views[c].frame, rect(10, 53, 180, 30))
    }

    func testVerticalOverConstrained() {
        // top, height and centerY: top and height are used → y 13, height 30
        let (l, c) = place(h(), v(top: 8, height: 30, centerY: 0))
        XCTAssertRect(l.views[c].frame, rect(10, 13, 180, 30))
        XCTAssertEqual(l.diagnostics(.overConstrained).first?.message,
                       "'place' gives top, height and centerY, but an axis takes only two of top, bottom, height, centerY; top and height are used, remove the others")
    }

    func testFourPinsNameAllFour() {
        let (l, c) = place(h(), v(top: 8, bottom: 12, height: 30, centerY: 0))
        XCTAssertRect(l.views[c].frame, rect(10, 13, 180, 70))
        XCTAssertTrue(l.diagnostics(.overConstrained).first?.message.hasPrefix("'place' gives top, bottom, height and centerY") ?? false)
    }

    func testVerticalPercentages() {
        // top 50% of 90 = 45 → y 50; height 25% of 90 = 22.5; centerY percentages too
        let (l, c) = place(h(), v(top: "50%", height: "25%"))
        XCTAssertRect(l.views[c].frame, rect(10, 50, 180, 22.5))
        // centerY 10% of 90 = 9 → y = 50 + 9 − 15 = 44
        let (l2, c2) = place(h(), v(height: 30, centerY: "10%"))
        XCTAssertRect(l2.views[c2].frame, rect(10, 44, 180, 30))
    }

    // MARK: negative sizes

    func testNegativeWidthIsKeptAndReported() {
        // x = 10 + 100 = 110, width = 180 − 100 − 100 = −20
        let (l, c) = place(h(left: 100, right: 100), v())
        XCTAssertRect(l.views[c].frame, rect(110, 5, -20, 90))
        XCTAssertEqual(l.views[c].boundsSize, Size(width: -20, height: 90))
        let d = l.diagnostics(.negativeSize)
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.severity, .error)
        XCTAssertEqual(d.first?.sourceKey, "place")
        XCTAssertTrue(d.first?.message.contains("width -20") ?? false)
    }

    func testNegativeFrameHeightIsKept() {
        let (l, c) = solveChild { $0.positioning = .frame(rect(0, 0, 10, -5)) }
        XCTAssertRect(l.views[c].frame, rect(10, 5, 10, -5))
        XCTAssertEqual(l.diagnostics(.negativeSize).first?.sourceKey, "frame")
    }

    func testChildrenOfANegativeViewAreNotReportedAgain() {
        var b = ScreenBuilder()
        let parent = b.add(frame: rect(0, 0, -10, 10))
        let child = b.add(to: parent)
        let l = b.solve("iphone-se-3", .landscape)
        XCTAssertRect(l.views[child].frame, rect(0, 0, -10, 10))
        XCTAssertEqual(l.diagnostics(.negativeSize).map(\.viewIndex), [parent])
    }
}
