import LayoutIR
import XCTest

@testable import Solver

/// `adjustedContentInset` for every `contentInsetAdjustmentBehavior`,
/// `contentSize`, and what a scroll view passes on to its subviews
/// (Docs/SpecFormat.md#scroll-views). iphone-15-pro landscape: 852 × 393, safe area
/// [0, 59, 21, 59]; the scroll view fills the root, contentInset [1, 2, 3, 4].
final class ScrollViewTests: XCTestCase {
    func scroll(_ behavior: ContentInsetAdjustmentBehavior, contentSize: Size? = nil, bars: [Bar] = [.status],
                nested: Bool = false, kind: ViewKind = .scroll) -> ResolvedView {
        var b = ScreenBuilder(bars: bars)
        let parent = nested ? b.add() : 0
        let s = b.add(kind, to: parent) {
            $0.attributes.contentInsetAdjustmentBehavior = behavior
            $0.attributes.contentInset = insets(1, 2, 3, 4)
            $0.attributes.contentSize = contentSize
        }
        return b.solve("iphone-15-pro", .landscape).views[s]
    }

    func testNever() {
        XCTAssertInsets(scroll(.never, contentSize: Size(width: 2000, height: 2000)).adjustedContentInset, insets(1, 2, 3, 4))
    }

    func testAlways() {
        // [1 + 0, 2 + 59, 3 + 21, 4 + 59]
        XCTAssertInsets(scroll(.always).adjustedContentInset, insets(1, 61, 24, 63))
    }

    func testScrollableAxesWithTallerContent() {
        // 1000 > 393: top and bottom: [1, 2, 3 + 21, 4]
        let s = scroll(.scrollableAxes, contentSize: Size(width: 852, height: 1000))
        XCTAssertInsets(s.adjustedContentInset, insets(1, 2, 24, 4))
        XCTAssertEqual(s.contentSize, Size(width: 852, height: 1000))
    }

    func testScrollableAxesWithWiderContent() {
        // 2000 > 852: left and right: [1, 61, 3, 63]
        XCTAssertInsets(scroll(.scrollableAxes, contentSize: Size(width: 2000, height: 100)).adjustedContentInset,
                        insets(1, 61, 3, 63))
    }

    func testScrollableAxesComparesStrictly() {
        // exactly the bounds: nothing applied
        XCTAssertInsets(scroll(.scrollableAxes, contentSize: Size(width: 852, height: 393)).adjustedContentInset,
                        insets(1, 2, 3, 4))
    }

    func testAutomaticWithoutBarsIsScrollableAxes() {
        XCTAssertInsets(scroll(.automatic).adjustedContentInset, insets(1, 2, 3, 4))
        XCTAssertInsets(scroll(.automatic, contentSize: Size(width: 10, height: 1000)).adjustedContentInset,
                        insets(1, 2, 24, 4))
    }

    func testAutomaticDirectChildOfTheRootWithANavigationBar() {
        // landscape navigation bar 32: root [32, 59, 21, 59]; top and bottom always: [1 + 32, 2, 3 + 21, 4]
        XCTAssertInsets(scroll(.automatic, bars: [.status, .navigation]).adjustedContentInset, insets(33, 2, 24, 4))
        // a tab bar counts too: root bottom 21 + 32 = 53: [1, 2, 56, 4]
        XCTAssertInsets(scroll(.automatic, bars: [.status, .tab]).adjustedContentInset, insets(1, 2, 56, 4))
    }

    func testAutomaticNotADirectChildOfTheRoot() {
        // same insets, but nested one level: only what scrolls
        XCTAssertInsets(scroll(.automatic, bars: [.status, .navigation], nested: true).adjustedContentInset,
                        insets(1, 2, 3, 4))
    }

    func testTableScrollsVertically() {
        // a table bounces vertically: top and bottom even with small content
        XCTAssertInsets(scroll(.scrollableAxes, kind: .table).adjustedContentInset, insets(1, 2, 24, 4))
    }

    func testContentSizeFromChildren() {
        // max maxX = max(100, 20 + 50) = 100; max maxY = max(50, 40 + 300) = 340
        var b = ScreenBuilder()
        let s = b.add(.scroll)
        b.add(to: s, frame: rect(0, 0, 100, 50))
        b.add(to: s, frame: rect(20, 40, 50, 300))
        let explicit = b.add(.scroll) { $0.attributes.contentSize = Size(width: 7, height: 8) }
        b.add(to: explicit, frame: rect(0, 0, 100, 50))
        let empty = b.add(.scroll)
        let l = b.solve("iphone-15-pro", .landscape)
        XCTAssertEqual(l.views[s].contentSize, Size(width: 100, height: 340))
        XCTAssertEqual(l.views[explicit].contentSize, Size(width: 7, height: 8))
        XCTAssertEqual(l.views[empty].contentSize, .zero)
        XCTAssertNil(l.views[0].contentSize)
    }

    func testAbsorbedEdgesAreNotPassedOn() {
        // scrollableAxes, child [0, 0, 100, 1000] makes the content taller: top and bottom absorbed,
        // adjusted [0, 0, 21, 0]. The child sees P = [0, 59, 0, 59]:
        // left = min(59, 0 + 59 − 0) = 59; right: 100 − (852 − 59) < 0 → 0; bottom would have been 21
        var b = ScreenBuilder()
        let s = b.add(.scroll) { $0.attributes.contentInsetAdjustmentBehavior = .scrollableAxes }
        let c = b.add(to: s, frame: rect(0, 0, 100, 1000))
        let l = b.solve("iphone-15-pro", .landscape)
        XCTAssertInsets(l.views[s].adjustedContentInset, insets(0, 0, 21, 0))
        XCTAssertInsets(l.views[s].safeAreaInsets, insets(0, 59, 21, 59))
        XCTAssertInsets(l.views[c].safeAreaInsets, insets(0, 59, 0, 0))
    }

    func testChildrenAreMeasuredAtTheRestingOffset() {
        // portrait + navigation: root [98, 0, 34, 0]. never, contentInset top 10: adjusted [10, 0, 0, 0],
        // bounds origin (0, −10). Child [0, 0, 393, 50]: top = min(98, −10 + 98 − 0) = 88, shown at y 10
        var b = ScreenBuilder(bars: [.status, .navigation])
        let s = b.add(.scroll) {
            $0.attributes.contentInsetAdjustmentBehavior = .never
            $0.attributes.contentInset = insets(10, 0, 0, 0)
        }
        let c = b.add(to: s, frame: rect(0, 0, 393, 50))
        let l = b.solve()
        XCTAssertRect(l.views[c].frame, rect(0, 0, 393, 50))
        XCTAssertRect(l.views[c].windowFrame, rect(0, 10, 393, 50))
        XCTAssertInsets(l.views[c].safeAreaInsets, insets(88, 0, 0, 0))
    }
}
