import LayoutIR
import XCTest

@testable import Solver

/// `windowFrame`: the frame in the root's coordinates.
final class WindowFrameTests: XCTestCase {
    func testNestedOffsetsAccumulate() {
        // A (10, 20) → B (5, 6) → C (1, 2)
        var b = ScreenBuilder()
        let a = b.add(frame: rect(10, 20, 300, 400))
        let bView = b.add(to: a, frame: rect(5, 6, 100, 100))
        let c = b.add(to: bView, frame: rect(1, 2, 3, 4))
        let l = b.solve()
        XCTAssertRect(l.views[a].windowFrame, rect(10, 20, 300, 400))
        XCTAssertRect(l.views[bView].windowFrame, rect(15, 26, 100, 100))
        XCTAssertRect(l.views[c].windowFrame, rect(16, 28, 3, 4))
    }

    func testScrollViewChildrenStartBelowTheBars() {
        // portrait + navigation: the root's content scroll view gets adjusted [98, 0, 34, 0];
        // its child at content (0, 0) shows at (0, 98) and has no safe-area insets (all absorbed or 0)
        var b = ScreenBuilder(bars: [.status, .navigation])
        let s = b.add(.scroll)
        let d = b.add(to: s, frame: rect(0, 0, 393, 100))
        let l = b.solve()
        XCTAssertInsets(l.views[s].adjustedContentInset, insets(98, 0, 34, 0))
        XCTAssertRect(l.views[d].frame, rect(0, 0, 393, 100))
        XCTAssertRect(l.views[d].windowFrame, rect(0, 98, 393, 100))
        XCTAssertInsets(l.views[d].safeAreaInsets, .zero)
    }

    func testNestedOffsetsThroughAScrollView() {
        // A (10, 20) → S (0, 30), adjusted [5, 7, 0, 0] → child (1, 2) → grandchild (1, 1):
        // child at (10 + 0 + 7 + 1, 20 + 30 + 5 + 2) = (18, 57); grandchild (19, 58)
        var b = ScreenBuilder()
        let a = b.add(frame: rect(10, 20, 300, 400))
        let s = b.add(.scroll, to: a, frame: rect(0, 30, 200, 300)) {
            $0.attributes.contentInsetAdjustmentBehavior = .never
            $0.attributes.contentInset = insets(5, 7, 0, 0)
        }
        let c = b.add(to: s, frame: rect(1, 2, 10, 10))
        let g = b.add(to: c, frame: rect(1, 1, 2, 2))
        let l = b.solve()
        XCTAssertRect(l.views[s].windowFrame, rect(10, 50, 200, 300))
        XCTAssertRect(l.views[c].windowFrame, rect(18, 57, 10, 10))
        XCTAssertRect(l.views[g].windowFrame, rect(19, 58, 2, 2))
    }

    func testAScaledAncestorScalesItsDescendants() {
        // A [0, 100, 200, 200] × 0.5 about (100, 200): frame (50, 150, 100, 100).
        // A's bounds map to the root as q ↦ (100, 200) + 0.5 · (q − (100, 100)) = (50, 150) + 0.5 · q,
        // so the child [0, 0, 100, 100] is at (50, 150, 50, 50), and [100, 100, 100, 100] at (100, 200, 50, 50)
        var b = ScreenBuilder()
        let a = b.add(frame: rect(0, 100, 200, 200)) { $0.transform = ScaleTransform(scaleX: 0.5, scaleY: 0.5) }
        let c = b.add(to: a, frame: rect(0, 0, 100, 100))
        let d = b.add(to: a, frame: rect(100, 100, 100, 100))
        let l = b.solve()
        XCTAssertRect(l.views[a].windowFrame, rect(50, 150, 100, 100))
        XCTAssertRect(l.views[c].windowFrame, rect(50, 150, 50, 50))
        XCTAssertRect(l.views[d].windowFrame, rect(100, 200, 50, 50))
    }
}
