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

extension ResolvedViewStorageTests {
    /// Every combination of present outputs reads back field by field (the
    /// storage keeps only the present ones, packed).
    func testEveryCombinationOfOutputsReadsBack() {
        func rect(_ n: Int) -> Rect { Rect(x: Double(n), y: Double(n) + 0.25, width: -Double(n), height: .infinity) }
        func insets(_ n: Int) -> Insets { Insets(top: Double(n), left: 1.5, bottom: -Double(n), right: 3) }
        for mask in 0..<(1 << 8) {
            var view = ResolvedView(frame: frame, boundsSize: frame.size)
            func has(_ bit: Int) -> Bool { mask & 1 << bit != 0 }
            if has(0) { view.safeAreaInsets = insets(1) }
            if has(1) { view.layoutMargins = insets(2) }
            if has(2) { view.textRect = rect(3) }
            if has(3) { view.contentRect = rect(4) }
            if has(4) { view.placeholderRect = rect(5) }
            if has(5) { view.indexRect = rect(6) }
            if has(6) { view.adjustedContentInset = insets(7) }
            if has(7) { view.contentSize = Size(width: 8, height: 9) }
            view.hitRect = rect(10)
            view.boundsSize = Size(width: 11, height: 12)
            XCTAssertEqual(view.safeAreaInsets, has(0) ? insets(1) : .zero, "mask \(mask)")
            XCTAssertEqual(view.layoutMargins, has(1) ? insets(2) : Insets(top: 8, left: 8, bottom: 8, right: 8))
            XCTAssertEqual(view.textRect.map(String.init(describing:)), has(2) ? String(describing: rect(3)) : nil)
            XCTAssertEqual(view.contentRect.map(String.init(describing:)), has(3) ? String(describing: rect(4)) : nil)
            XCTAssertEqual(view.placeholderRect.map(String.init(describing:)), has(4) ? String(describing: rect(5)) : nil)
            XCTAssertEqual(view.indexRect.map(String.init(describing:)), has(5) ? String(describing: rect(6)) : nil)
            XCTAssertEqual(view.adjustedContentInset, has(6) ? insets(7) : nil)
            XCTAssertEqual(view.contentSize, has(7) ? Size(width: 8, height: 9) : nil)
            XCTAssertEqual(view.hitRect.map(String.init(describing:)), String(describing: rect(10)))
            XCTAssertEqual(view.boundsSize, Size(width: 11, height: 12))
            XCTAssertEqual(view.frame, frame)
        }
    }
}
