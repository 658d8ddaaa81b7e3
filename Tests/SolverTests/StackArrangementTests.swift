import LayoutIR
import XCTest

@testable import Solver

/// Alignment, pixel rounding, margins-relative arrangement and nesting of
/// Docs/SpecFormat.md#stack-views, worked by hand. Stacks sit at [0, 100, 300, 50] on
/// iphone-se-3 (@2x) unless a test says otherwise.
final class StackArrangementTests: XCTestCase {
    // MARK: alignment

    func testAlignmentsAcrossAHorizontalStack() {
        // C = 50, M = 20: leading y 0, center (50 − 20)/2 = 15, trailing 30, fill 0 and 50 tall.
        let expected: [(StackAlignment, Rect)] = [
            (.leading, rect(0, 0, 300, 20)), (.center, rect(0, 15, 300, 20)),
            (.trailing, rect(0, 30, 300, 20)), (.fill, rect(0, 0, 300, 50)),
        ]
        for (alignment, frame) in expected {
            let solved = solveStack(StackSpec(alignment: alignment), [item(100, 20)])
            XCTAssertFrames(frames(solved), [frame])
            XCTAssertEqual(solved.layout.stackFindings, [], "\(alignment)")
        }
    }

    func testAlignmentsAcrossAVerticalStack() {
        // Vertical: C = 300 (the width), M = 120: leading x 0, center 90, trailing 180.
        // Along: A = 50, L = 20, E = 30 to the only view → 50.
        for (alignment, x) in [(StackAlignment.leading, 0.0), (.center, 90), (.trailing, 180)] {
            let solved = solveStack(StackSpec(axis: .vertical, alignment: alignment), [item(120, 20)])
            XCTAssertFrames(frames(solved), [rect(x, 0, 120, 50)])
        }
    }

    func testViewTallerThanTheStackOverflowsAcross() {
        // M = 60 > C = 50 under center: y = (50 − 60)/2 = −5, 60 tall.
        let solved = solveStack(StackSpec(alignment: .center), [item(100, 60), item(100, 40)])
        XCTAssertFrames(frames(solved), [rect(0, -5, 100, 60), rect(100, 5, 200, 40)])
        XCTAssertEqual(solved.layout.stackFindings.first?.crossOverflows,
                       [StackFinding.CrossOverflow(view: solved.views[0], length: 60)])
    }

    // MARK: pixel rounding

    func testCenterOnAHalfPointRoundsAwayFromZeroAtThreeX() {
        // iphone-15-pro (@3x), C = 45, M = 20: y = 12.5 → round(37.5)/3 = 38/3 = 12.6667;
        // maxY 32.5 → round(97.5)/3 = 98/3 = 32.6667; height 20.
        let solved = solveStack(StackSpec(alignment: .center), frame: rect(0, 100, 300, 45), device: "iphone-15-pro",
                                [item(300, 20)])
        XCTAssertFrames(frames(solved), [rect(0, 38.0 / 3, 300, 20)])
    }

    func testNegativeEdgesRoundAwayFromZero() {
        // @3x, C = 45, M = 50 under center: y = −2.5 → round(−7.5)/3 = −8/3 = −2.6667;
        // maxY 47.5 → round(142.5)/3 = 143/3 = 47.6667; height 151/3 = 50.3333.
        let solved = solveStack(StackSpec(alignment: .center), frame: rect(0, 100, 300, 45), device: "iphone-15-pro",
                                [item(300, 50)])
        XCTAssertFrames(frames(solved), [rect(0, -8.0 / 3, 300, 151.0 / 3)])
    }

    func testSizesAreDifferencesOfRoundedEdges() {
        // fillEqually, A = 100, n = 3: 33.3333 each. @2x: edges 0, 33.5, 66.5, 100, so
        // sizes 33.5, 33, 33.5. @3x: edges 0, 100/3, 200/3, 100, on the grid.
        let at2 = solveStack(StackSpec(distribution: .fillEqually), frame: rect(0, 100, 100, 50),
                             [item(), item(), item()])
        XCTAssertFrames(frames(at2), [rect(0, 0, 33.5, 50), rect(33.5, 0, 33, 50), rect(66.5, 0, 33.5, 50)])
        let at3 = solveStack(StackSpec(distribution: .fillEqually), frame: rect(0, 100, 100, 50),
                             device: "iphone-15-pro", [item(), item(), item()])
        XCTAssertFrames(frames(at3), [rect(0, 0, 100.0 / 3, 50), rect(100.0 / 3, 0, 100.0 / 3, 50),
                                      rect(200.0 / 3, 0, 100.0 / 3, 50)])
    }

    func testPixelRounding() {
        XCTAssertEqual(StackStep.pixel(124.5, 3), 374.0 / 3)  // 373.5 → 374
        XCTAssertEqual(StackStep.pixel(5.0 / 6, 3), 1)  // 2.5 (as computed, 2.4999…) → 3
        XCTAssertEqual(StackStep.pixel(-0.25, 2), -0.5)  // −0.5 → −1
        XCTAssertEqual(StackStep.pixel(0.2, 2), 0)
        XCTAssertTrue(StackStep.pixel(.nan, 2).isNaN)
    }

    // MARK: margins-relative

    func testLayoutMarginsRelativeArrangesInTheMarginsBox() {
        // margins [5, 10, 5, 20] (top, left, bottom, right): the box is x 10…280
        // (270 wide), y 5…45 (40 tall). fillEqually, spacing 10: (270 − 10)/2 = 130.
        let solved = solveStack(StackSpec(distribution: .fillEqually, spacing: 10, layoutMarginsRelative: true),
                                [item(), item()]) { $0.margins = insets(5, 10, 5, 20) }
        XCTAssertFrames(frames(solved), [rect(10, 5, 130, 40), rect(150, 5, 130, 40)])
    }

    func testMarginsRelativeUsesTheDefaultMarginsAndTheSafeArea() {
        // A full-screen stack on iphone-se-3 portrait: safe area top 20 (status bar),
        // default margins 8: box x 8…367 (359), y 28…659 (631). Vertical, fill:
        // one view, E = 631 − 10 → 631 tall.
        let solved = solveStack(StackSpec(axis: .vertical, layoutMarginsRelative: true), frame: rect(0, 0, 375, 667),
                                [item(10, 10)])
        XCTAssertFrames(frames(solved), [rect(8, 28, 359, 631)])
    }

    func testMarginsRelativeInLandscapeTakesTheSideInsets() {
        // iphone-15-pro landscape: 852 × 393, safe area [0, 59, 21, 59]. A full-screen
        // stack's box: x 59 + 8 = 67 … 852 − 67 = 785 (718 wide), y 8 … 393 − 21 − 8 = 364
        // (356 tall). fillEqually, spacing 10: (718 − 20)/3 = 698/3 each, on the @3x grid;
        // a view and a gap are 698/3 + 30/3 = 728/3, so the starts are 201/3 (67), 929/3, 1657/3.
        var b = ScreenBuilder()
        let (_, views) = b.addStack(StackSpec(distribution: .fillEqually, spacing: 10, layoutMarginsRelative: true),
                                    [item(), item(), item()]) { $0.positioning = .frame(rect(0, 0, 852, 393)) }
        let layout = b.solve("iphone-15-pro", .landscape)
        XCTAssertFrames(views.map { layout.views[$0].frame },
                        [rect(67, 8, 698.0 / 3, 356), rect(929.0 / 3, 8, 698.0 / 3, 356), rect(1657.0 / 3, 8, 698.0 / 3, 356)])
    }

    // MARK: intrinsic size and nesting

    func testStackPlacedByOneCornerTakesItsIntrinsicSize() {
        // place {left: 16, top: 100}: width 40 + 4 + 30 = 74, height max(20, 44) = 44.
        var b = ScreenBuilder()
        let (stack, views) = b.addStack(StackSpec(spacing: 4), [item(40, 20, kind: .label), item(30, 44, kind: .button)]) {
            $0.positioning = .place(horizontal: h(left: 16), vertical: v(top: 100))
        }
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[stack].frame, rect(16, 100, 74, 44))
        XCTAssertRect(layout.views[views[1]].frame, rect(44, 0, 30, 44))
        XCTAssertEqual(layout.diagnostics, [])
    }

    func testIntrinsicSizeOfFillEquallyAndMargins() {
        // fillEqually: the longest (60) × 3 + 2 · 5 = 190; margins-relative with
        // margins 8: 190 + 16 = 206 wide, 30 + 16 = 46 tall. The hidden view counts
        // for nothing along the axis, and (alignment center) nothing across.
        var b = ScreenBuilder()
        let (stack, _) = b.addStack(StackSpec(distribution: .fillEqually, alignment: .center, spacing: 5,
                                              layoutMarginsRelative: true),
                                    [item(10, 30), item(60, 10), item(500, 500, hidden: true), item(20, 20)]) {
            $0.positioning = .place(horizontal: h(centerX: 0), vertical: v(bottom: 10))
        }
        let layout = b.solve("iphone-se-3")
        // centerX 0 in 375: x = 187.5 − 103 = 84.5; bottom 10: y = 667 − 10 − 46 = 611.
        XCTAssertRect(layout.views[stack].frame, rect(84.5, 611, 206, 46))
    }

    func testHiddenViewSizesAFillStackAcrossItsAxis() {
        // UIKit zeroes a hidden arranged view's length along the axis only: under
        // alignment fill its top and bottom stay equal to the stack's, so its 500-pt
        // height (compression resistance 750 over the others' hugging 250) makes the
        // stack 500 + 16 = 516 tall; along, as above, 206. y = 667 − 10 − 516 = 141.
        var b = ScreenBuilder()
        let (stack, views) = b.addStack(StackSpec(distribution: .fillEqually, spacing: 5, layoutMarginsRelative: true),
                                        [item(10, 30), item(60, 10), item(500, 500, hidden: true), item(20, 20)]) {
            $0.positioning = .place(horizontal: h(centerX: 0), vertical: v(bottom: 10))
        }
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[stack].frame, rect(84.5, 141, 206, 516))
        // Every visible view fills the 500-pt box inside the margins: 8 from the top.
        XCTAssertRect(layout.views[views[0]].frame, rect(8, 8, 60, 500))
    }

    func testNestedStacksSizeFromTheirContent() {
        // Inner horizontal stack: 40 + 4 + 30 = 74 × 44. Outer vertical stack
        // (spacing 8, leading): 44 + 8 + 17 = 69 tall, max(74, 100) = 100 wide,
        // placed at left 16, top 100.
        var b = ScreenBuilder()
        let outer = b.add(.stack, place: h(left: 16), v(top: 100)) {
            $0.attributes.stack = StackSpec(axis: .vertical, alignment: .leading, spacing: 8)
        }
        let (inner, innerViews) = b.addStack(StackSpec(spacing: 4), to: outer,
                                             [item(40, 20, kind: .label), item(30, 44, kind: .button)]) { _ in }
        let caption = b.add(.label, to: outer) { $0.attributes.intrinsicSize = Size(width: 100, height: 17) }
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[outer].frame, rect(16, 100, 100, 69))
        XCTAssertRect(layout.views[inner].frame, rect(0, 0, 74, 44))
        XCTAssertRect(layout.views[innerViews[0]].frame, rect(0, 0, 40, 44))
        XCTAssertRect(layout.views[innerViews[1]].frame, rect(44, 0, 30, 44))
        XCTAssertRect(layout.views[caption].frame, rect(0, 52, 100, 17))
        XCTAssertRect(layout.views[innerViews[1]].windowFrame, rect(60, 100, 30, 44))
    }

    func testEmptyStack() {
        var b = ScreenBuilder()
        let (stack, _) = b.addStack(StackSpec(spacing: 10), []) {
            $0.positioning = .place(horizontal: h(left: 16), vertical: v(top: 100))
        }
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[stack].frame, rect(16, 100, 0, 0))
        XCTAssertEqual(layout.diagnostics, [])
        XCTAssertEqual(layout.stackFindings, [])
    }

    func testArrangedViewsOwnFramesAreOverwritten() {
        var b = ScreenBuilder()
        let (_, views) = b.addStack(StackSpec(distribution: .fillEqually), [item(), item()]) {
            $0.positioning = .frame(rect(0, 100, 300, 50))
        }
        b.screen.views[views[0]].positioning = .frame(rect(5, 5, 5, 5))
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[views[0]].frame, rect(0, 0, 150, 50))
    }

    func testTransformScalesTheArrangedFrameAboutItsCenter() {
        // Slot [0, 0, 150, 50], scale 2 about (75, 25): [−75, −25, 300, 100]; bounds stay 150 × 50.
        var b = ScreenBuilder()
        let (_, views) = b.addStack(StackSpec(distribution: .fillEqually), [item(), item()]) {
            $0.positioning = .frame(rect(0, 100, 300, 50))
        }
        b.screen.views[views[0]].transform = ScaleTransform(scaleX: 2, scaleY: 2)
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[views[0]].frame, rect(-75, -25, 300, 100))
        XCTAssertEqual(layout.views[views[0]].boundsSize, Size(width: 150, height: 50))
    }
}
