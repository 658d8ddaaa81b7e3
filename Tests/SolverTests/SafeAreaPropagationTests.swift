import LayoutIR
import XCTest

@testable import Solver

/// Safe-area propagation (Docs/SpecFormat.md#insets-and-the-safe-area-container): the capped formula, computed
/// from the child's transformed frame, through several levels.
final class SafeAreaPropagationTests: XCTestCase {
    func testThreeLevelsWithATransformOnTheWay() {
        // iphone-15-pro portrait, root [59, 0, 34, 0], bounds 393 × 852.
        var b = ScreenBuilder()
        // A = [0, 20, 393, 832]: top = min(59, 0 + 59 − 20) = 39;
        // bottom = min(34, 852 − (852 − 34)) = 34
        let a = b.add(frame: rect(0, 20, 393, 832))
        // B = [10, 0, 200, 100] scaled 0.5 about its center (110, 50): frame (60, 25, 100, 50);
        // top = min(39, 0 + 39 − 25) = 14; bottom: 75 − (832 − 34) < 0 → 0
        let bView = b.add(to: a, frame: rect(10, 0, 200, 100)) {
            $0.transform = ScaleTransform(scaleX: 0.5, scaleY: 0.5)
        }
        // C = [0, 0, 50, 50] in B's untransformed bounds 200 × 100: top = min(14, 14 − 0) = 14
        let c = b.add(to: bView, frame: rect(0, 0, 50, 50))
        // D = [0, 5, 50, 50]: top = min(14, 14 − 5) = 9
        let d = b.add(to: bView, frame: rect(0, 5, 50, 50))
        // E in C, fills C: top = min(14, 0 + 14 − 0) = 14
        let e = b.add(to: c)
        let l = b.solve()
        XCTAssertInsets(l.views[a].safeAreaInsets, insets(39, 0, 34, 0))
        XCTAssertRect(l.views[bView].frame, rect(60, 25, 100, 50))
        XCTAssertInsets(l.views[bView].safeAreaInsets, insets(14, 0, 0, 0))
        XCTAssertInsets(l.views[c].safeAreaInsets, insets(14, 0, 0, 0))
        XCTAssertInsets(l.views[d].safeAreaInsets, insets(9, 0, 0, 0))
        XCTAssertInsets(l.views[e].safeAreaInsets, insets(14, 0, 0, 0))
    }

    func testWithoutTheTransformTheInsetIsLarger() {
        // B unscaled at y 0 inside A: top = min(39, 39 − 0) = 39
        var b = ScreenBuilder()
        let a = b.add(frame: rect(0, 20, 393, 832))
        let bView = b.add(to: a, frame: rect(10, 0, 200, 100))
        XCTAssertInsets(b.solve().views[bView].safeAreaInsets, insets(39, 0, 0, 0))
    }

    func testCappedAtTheParentsInset() {
        // far above the screen: top = min(59, 59 + 100) = 59; far below: bottom = min(34, 1000 − 818) = 34
        var b = ScreenBuilder()
        let up = b.add(frame: rect(0, -100, 393, 200))
        let down = b.add(frame: rect(0, 800, 393, 200))
        let l = b.solve()
        XCTAssertInsets(l.views[up].safeAreaInsets, insets(59, 0, 0, 0))
        // down: maxY 1000 − 818 = 182 → 34; top: 59 − 800 < 0 → 0
        XCTAssertInsets(l.views[down].safeAreaInsets, insets(0, 0, 34, 0))
    }

    func testInsideTheSafeRegionIsZero() {
        var b = ScreenBuilder()
        let c = b.add(frame: rect(0, 100, 393, 100))
        XCTAssertInsets(b.solve().views[c].safeAreaInsets, .zero)
    }

    func testLandscapeEdges() {
        // iphone-15-pro landscape [0, 59, 21, 59], 852 × 393: a full child gets them all;
        // a child at x 30, width 100: left = min(59, 59 − 30) = 29, right: 130 − 793 < 0 → 0
        var b = ScreenBuilder()
        let full = b.add()
        let part = b.add(frame: rect(30, 0, 100, 393))
        let l = b.solve("iphone-15-pro", .landscape)
        XCTAssertInsets(l.views[full].safeAreaInsets, insets(0, 59, 21, 59))
        XCTAssertInsets(l.views[part].safeAreaInsets, insets(0, 29, 21, 0))
    }

    func testIPhoneSE3BothOrientations() {
        var b = ScreenBuilder()
        let full = b.add()
        // portrait: [20, 0, 0, 0]; landscape: zero
        XCTAssertInsets(b.solve("iphone-se-3", .portrait).views[full].safeAreaInsets, insets(20, 0, 0, 0))
        XCTAssertInsets(b.solve("iphone-se-3", .landscape).views[full].safeAreaInsets, .zero)
    }

    func testChildOfASafeAreaContainerPlacedInContentHasNoInsets() {
        // the container's content box is its safe region, so the child's insets are 0
        var b = ScreenBuilder()
        let box = b.add { $0.safeAreaEdges = .all }
        let c = b.add(to: box)
        let l = b.solve()
        XCTAssertInsets(l.views[box].safeAreaInsets, insets(59, 0, 34, 0))
        XCTAssertRect(l.views[c].frame, rect(0, 59, 393, 759))
        XCTAssertInsets(l.views[c].safeAreaInsets, .zero)
    }
}
