import LayoutIR
import XCTest

@testable import Solver

/// `ResolvedView` stores the bounds size and hit rect only when they differ from
/// the frame; these check that they read back as set, whatever the order of writes.
final class ResolvedViewStorageTests: XCTestCase {
    private let frame = Rect(x: 10, y: 20, width: 100, height: 44)

    func testBoundsSizeAndHitRectEqualToTheFrameReadBack() {
        var view = ResolvedView(frame: frame, boundsSize: frame.size)
        view.hitRect = frame
        XCTAssertEqual(view.boundsSize, Size(width: 100, height: 44))
        XCTAssertEqual(view.hitRect, frame)
        XCTAssertEqual(MemoryLayout<ResolvedView>.stride, 80)
    }

    func testChangingTheFrameLaterKeepsTheEarlierBoundsSizeAndHitRect() {
        var view = ResolvedView(frame: frame, boundsSize: frame.size)
        view.hitRect = frame
        // A transform scales the frame (bounding box) but not the bounds; the hit
        // rect set before stays what it was.
        view.frame = Rect(x: -40, y: 9, width: 200, height: 66)
        XCTAssertEqual(view.boundsSize, Size(width: 100, height: 44))
        XCTAssertEqual(view.hitRect, frame)
        view.frame.x = 0
        XCTAssertEqual(view.frame, Rect(x: 0, y: 9, width: 200, height: 66))
        XCTAssertEqual(view.boundsSize, Size(width: 100, height: 44))
    }

    func testValuesThatDifferFromTheFrameAreKept() {
        var view = ResolvedView(frame: frame, boundsSize: Size(width: 50, height: 22))
        view.hitRect = Rect(x: 0, y: 0, width: 120, height: 64)
        XCTAssertEqual(view.boundsSize, Size(width: 50, height: 22))
        XCTAssertEqual(view.hitRect, Rect(x: 0, y: 0, width: 120, height: 64))
        view.boundsSize = frame.size
        view.hitRect = frame
        XCTAssertEqual(view.boundsSize, frame.size)
        XCTAssertEqual(view.hitRect, frame)
        view.frame = .zero
        XCTAssertEqual(view.boundsSize, frame.size)
        XCTAssertEqual(view.hitRect, frame)
    }

    func testNoHitRectStaysNoneWhenTheFrameMoves() {
        var view = ResolvedView(frame: frame, boundsSize: frame.size)
        view.hitRect = frame
        view.hitRect = nil
        view.frame = .zero
        XCTAssertNil(view.hitRect)
        XCTAssertEqual(view.boundsSize, frame.size)
    }

    func testNonFiniteValuesReadBack() {
        let nan = Rect(x: .nan, y: 0, width: .nan, height: .infinity)
        var view = ResolvedView(frame: nan, boundsSize: nan.size)
        view.hitRect = nan
        XCTAssertTrue(view.boundsSize.width.isNaN)
        XCTAssertEqual(view.boundsSize.height, .infinity)
        XCTAssertTrue(view.hitRect?.x.isNaN ?? false)
    }

    func testEqualityIgnoresHowAValueIsStored() {
        var derived = ResolvedView(frame: frame, boundsSize: frame.size)
        derived.hitRect = frame
        // The same values reached by storing them first and moving the frame back.
        var stored = ResolvedView(frame: .zero, boundsSize: frame.size)
        stored.hitRect = frame
        stored.frame = frame
        XCTAssertEqual(derived, stored)
        stored.hitRect = Rect(x: 0, y: 0, width: 1, height: 1)
        XCTAssertNotEqual(derived, stored)
    }
}

extension ResolvedViewStorageTests {
    func testBoundsSizeSetBeforeTheFrameTakesNoBox() {
        var view = ResolvedView()
        view.boundsSize = frame.size
        view.frame = frame
        view.hitRect = frame
        XCTAssertEqual(view.boundsSize, frame.size)
        XCTAssertEqual(view.hitRect, frame)
        XCTAssertEqual(view, ResolvedView(frame: frame, boundsSize: frame.size).withHitRect(frame))
        XCTAssertFalse(view.storesOutputs, "a view whose values all follow its frame keeps no box")
    }
}

extension ResolvedView {
    fileprivate func withHitRect(_ rect: Rect) -> ResolvedView {
        var view = self
        view.hitRect = rect
        return view
    }
}
