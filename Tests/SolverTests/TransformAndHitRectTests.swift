import Diagnostics
import LayoutIR
import XCTest

@testable import Solver

/// Transforms (frame = scaled box about the center, bounds unchanged) and
/// `hitRect` (Docs/SpecFormat.md#kinds).
final class TransformAndHitRectTests: XCTestCase {
    func solve(_ frame: Rect, kind: ViewKind = .view, _ configure: @escaping (inout ViewSpec) -> Void) -> ResolvedView {
        var b = ScreenBuilder()
        let c = b.add(kind, frame: frame, configure)
        return b.solve().views[c]
    }

    func testUniformScale() {
        // [10, 20, 100, 50], center (60, 45), × 0.5: 50 × 25 at (35, 32.5)
        let r = solve(rect(10, 20, 100, 50)) { $0.transform = ScaleTransform(scaleX: 0.5, scaleY: 0.5) }
        XCTAssertRect(r.frame, rect(35, 32.5, 50, 25))
        XCTAssertEqual(r.boundsSize, Size(width: 100, height: 50))
    }

    func testScaleXOnly() {
        // × 2 horizontally: 200 wide at 60 − 100 = −40
        let r = solve(rect(10, 20, 100, 50)) { $0.transform = ScaleTransform(scaleX: 2, scaleY: 1) }
        XCTAssertRect(r.frame, rect(-40, 20, 200, 50))
    }

    func testNegativeScaleFlipsInPlace() {
        // |−1| · 100: the same box
        let r = solve(rect(10, 20, 100, 50)) { $0.transform = ScaleTransform(scaleX: -1, scaleY: 1) }
        XCTAssertRect(r.frame, rect(10, 20, 100, 50))
    }

    func testInfiniteScaleIsNonFinite() {
        var b = ScreenBuilder()
        let c = b.add(frame: rect(10, 20, 100, 50)) { $0.transform = ScaleTransform(scaleX: .infinity, scaleY: 1) }
        let l = b.solve()
        XCTAssertFalse(l.views[c].frame.isFinite)
        XCTAssertEqual(l.diagnostics(.nonFiniteFrame).first?.sourceKey, "transform")
    }

    func testButtonHitRectWithNegativeHitInsets() {
        // [10, 20, 100, 30] grown by 5 left/right and 7 top/bottom: (5, 13, 110, 44)
        let r = solve(rect(10, 20, 100, 30), kind: .button) { $0.hitInsets = insets(-7, -5, -7, -5) }
        XCTAssertRect(r.hitRect, rect(5, 13, 110, 44))
    }

    func testPositiveHitInsetsShrink() {
        // (10 + 5, 20 + 5, 100 − 10, 30 − 10)
        let r = solve(rect(10, 20, 100, 30), kind: .button) { $0.hitInsets = Insets(all: 5) }
        XCTAssertRect(r.hitRect, rect(15, 25, 90, 20))
    }

    func testHitRectFollowsTheTransform() {
        // center (60, 35); frame × 2: 200 × 60 at (−40, 5).
        // hit area in bounds: (−5, −7, 110, 44); about the bounds center (50, 15):
        // x = 60 + 2 · (−5 − 50) = −50, width 220; y = 35 + 2 · (−7 − 15) = −9, height 88
        let r = solve(rect(10, 20, 100, 30), kind: .button) {
            $0.hitInsets = insets(-7, -5, -7, -5)
            $0.transform = ScaleTransform(scaleX: 2, scaleY: 2)
        }
        XCTAssertRect(r.frame, rect(-40, 5, 200, 60))
        XCTAssertRect(r.hitRect, rect(-50, -9, 220, 88))
    }

    func testInteractivityDefaultsAndOverrides() {
        var b = ScreenBuilder()
        let label = b.add(.label, frame: rect(0, 100, 10, 10))
        let tappable = b.add(.label, frame: rect(0, 100, 10, 10)) { $0.interactiveOverride = true }
        let button = b.add(.button, frame: rect(0, 100, 10, 10)) { $0.interactiveOverride = false }
        let field = b.add(.textField, frame: rect(0, 100, 10, 10))
        let textView = b.add(.textView, frame: rect(0, 100, 10, 10))
        let l = b.solve()
        XCTAssertNil(l.views[label].hitRect)
        XCTAssertRect(l.views[tappable].hitRect, rect(0, 100, 10, 10))
        XCTAssertNil(l.views[button].hitRect)
        XCTAssertRect(l.views[field].hitRect, rect(0, 100, 10, 10))
        XCTAssertRect(l.views[textView].hitRect, rect(0, 100, 10, 10))
    }
}
