import LayoutIR
import XCTest

@testable import Solver

/// The four reference boxes (Docs/SpecFormat.md#placement-in-the-parent) and the safe-area container
/// (Docs/SpecFormat.md#insets-and-the-safe-area-container). iphone-15-pro portrait: 393 × 852, root safe area [59, 0, 34, 0],
/// root margins [0, 16, 0, 16]; landscape: 852 × 393, [0, 59, 21, 59].
final class ReferenceBoxTests: XCTestCase {
    func fill(_ box: ReferenceBox, orientation: Orientation = .portrait,
              root configure: @escaping (inout ViewSpec) -> Void = { _ in }) -> Rect {
        var b = ScreenBuilder(root: configure)
        let c = b.add { $0.referenceBox = box }
        return b.solve("iphone-15-pro", orientation).views[c].frame
    }

    func testContentOfAPlainViewIsItsBounds() {
        XCTAssertRect(fill(.content), rect(0, 0, 393, 852))
    }

    func testContentWithInsets() {
        // insets [10, 20, 30, 40]: (20, 10, 393 − 60, 852 − 40)
        XCTAssertRect(fill(.content) { $0.insets = insets(10, 20, 30, 40) }, rect(20, 10, 333, 812))
    }

    func testContentOfASafeAreaContainer() {
        // safe area first: (0, 59, 393, 852 − 59 − 34 = 759)
        XCTAssertRect(fill(.content) { $0.safeAreaEdges = .all }, rect(0, 59, 393, 759))
    }

    func testInsetsInsideASafeAreaContainer() {
        // safe area, then insets 10: (10, 69, 373, 739)
        let r = fill(.content) {
            $0.safeAreaEdges = .all
            $0.insets = Insets(all: 10)
        }
        XCTAssertRect(r, rect(10, 69, 373, 739))
    }

    func testSafeAreaContainerWithTopAndBottomOnly() {
        // landscape [0, 59, 21, 59] with safeArea: [top, bottom]: left/right stay: (0, 0, 852, 393 − 21 = 372)
        XCTAssertRect(fill(.content, orientation: .landscape) { $0.safeAreaEdges = .vertical }, rect(0, 0, 852, 372))
        // all edges: (59, 0, 852 − 118 = 734, 372)
        XCTAssertRect(fill(.content, orientation: .landscape) { $0.safeAreaEdges = .all }, rect(59, 0, 734, 372))
    }

    func testBoundsIgnoresInsetsAndSafeArea() {
        let r = fill(.bounds) {
            $0.safeAreaEdges = .all
            $0.insets = Insets(all: 10)
        }
        XCTAssertRect(r, rect(0, 0, 393, 852))
    }

    func testSafeAreaBox() {
        XCTAssertRect(fill(.safeArea), rect(0, 59, 393, 759))
        // landscape: (59, 0, 734, 372)
        XCTAssertRect(fill(.safeArea, orientation: .landscape), rect(59, 0, 734, 372))
    }

    func testRootMarginsBox() {
        // safe area, then root margins [0, 16, 0, 16]: (16, 59, 361, 759)
        XCTAssertRect(fill(.margins), rect(16, 59, 361, 759))
        // landscape: left 59 + 16 = 75, width 852 − 150 = 702, height 372
        XCTAssertRect(fill(.margins, orientation: .landscape), rect(75, 0, 702, 372))
    }

    func testRootMarginsOverride() {
        // margins [1, 2, 3, 4] replace the system ones: (2, 60, 393 − 6, 759 − 4)
        XCTAssertRect(fill(.margins) { $0.margins = insets(1, 2, 3, 4) }, rect(2, 60, 387, 755))
    }

    func testMarginsOfAnOrdinaryView() {
        // container at y 100 has no safe area (it is inside the root's safe region)
        var b = ScreenBuilder()
        let box = b.add(frame: rect(0, 100, 200, 100))
        let c = b.add(to: box) { $0.referenceBox = .margins }
        let box2 = b.add(frame: rect(0, 100, 200, 100)) { $0.margins = insets(1, 2, 3, 4) }
        let c2 = b.add(to: box2) { $0.referenceBox = .margins }
        let l = b.solve()
        // default margins 8: (8, 8, 184, 84)
        XCTAssertRect(l.views[c].frame, rect(8, 8, 184, 84))
        XCTAssertInsets(l.views[box].layoutMargins, Insets(all: 8))
        // [1, 2, 3, 4]: (2, 1, 200 − 6, 100 − 4)
        XCTAssertRect(l.views[c2].frame, rect(2, 1, 194, 96))
    }

    func testSafeAreaBoxOfAChildThatStraddlesTheUnsafeBand() {
        // container [0, 0, 393, 200]: its top inset is min(59, 0 + 59 − 0) = 59
        var b = ScreenBuilder()
        let box = b.add(frame: rect(0, 0, 393, 200))
        let c = b.add(to: box) { $0.referenceBox = .safeArea }
        let m = b.add(to: box) { $0.referenceBox = .margins }
        let l = b.solve()
        XCTAssertRect(l.views[c].frame, rect(0, 59, 393, 141))
        // margins: then 8 more: (8, 67, 377, 125)
        XCTAssertRect(l.views[m].frame, rect(8, 67, 377, 125))
    }

    func testMarginsOfOtherDevices() {
        // iphone-15-pro-max landscape (932 × 430, [0, 59, 21, 59]) has 20-pt root side margins: left 79
        var b = ScreenBuilder()
        let c = b.add { $0.referenceBox = .margins }
        let l = b.solve("iphone-15-pro-max", .landscape)
        XCTAssertInsets(l.views[0].layoutMargins, insets(0, 20, 0, 20))
        XCTAssertRect(l.views[c].frame, rect(79, 0, 932 - 158, 409))
        // ipad-pro-11 portrait: 834 × 1194, [24, 0, 20, 0], margins 20: (20, 24, 794, 1150)
        XCTAssertRect(b.solve("ipad-pro-11").views[c].frame, rect(20, 24, 794, 1150))
    }
}
