import LayoutIR
import XCTest

@testable import Solver

/// Every distribution of Docs/SpecFormat.md#stack-views, worked by hand. Unless a test says
/// otherwise: a horizontal stack at [0, 100, 300, 50] on iphone-se-3 (@2x), so
/// `A = 300`, `C = 50`, alignment fill (every view 50 tall at y 0).
final class StackDistributionTests: XCTestCase {
    // MARK: fill

    func testFillGivesTheExtraToTheLowestHugging() {
        // L = 50 + 60 + 40 = 150, G = 2 · 10 = 20, E = 300 − 150 − 20 = 130.
        // Huggings 251 (label), 200, 250: the 200 takes +130 → 190.
        let solved = solveStack(StackSpec(spacing: 10), [
            item(50, kind: .label), item(60, hugging: 200), item(40),
        ])
        XCTAssertFrames(frames(solved), [rect(0, 0, 50, 50), rect(60, 0, 190, 50), rect(260, 0, 40, 50)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    func testFillTieGoesToTheLastViewAndIsRecorded() {
        // L = 50 + 0 + 60 = 110, G = 20, E = 170. Huggings 251 (label), 250, 250:
        // the tie between the spacer and the button goes to the button, the last.
        let solved = solveStack(StackSpec(spacing: 10), [
            item(50, kind: .label), item(), item(60, kind: .button),
        ])
        XCTAssertFrames(frames(solved), [rect(0, 0, 50, 50), rect(60, 0, 0, 50), rect(70, 0, 230, 50)])
        let tie = solved.layout.stackFindings.first?.tie
        XCTAssertEqual(tie, StackFinding.Tie(priority: .hugging, value: 250, views: [solved.views[1], solved.views[2]],
                                             amount: 170))
    }

    func testFillWithExactFitHasNoTie() {
        // L = 100 + 200 = 300, E = 0: natural lengths, nothing decided by the equal huggings.
        let solved = solveStack(StackSpec(), [item(100), item(200)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 100, 50), rect(100, 0, 200, 50)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    func testFillShrinksTheLowestCompressionResistance() {
        // L = 200 + 150 = 350, E = −50: the 700 shrinks first, 150 → 100.
        let solved = solveStack(StackSpec(), [item(200), item(150, resistance: 700)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 200, 50), rect(200, 0, 100, 50)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    /// 0.8 − 0.1 − 0.7 is 1.1e-16 in binary floating point, not 0: the view
    /// that stretches by it is still the last, but no tie is reported, as a
    /// stack sized to its content by constraints has no room to give.
    func testNoTieIsReportedForRoundingNoise() {
        let items = [StackItem(length: 0.1, cross: 10), StackItem(length: 0.7, cross: 10)]
        let arrangement = StackLayout.arrange(items, spec: StackSpec(axis: .vertical), length: 0.8, cross: 10)
        XCTAssertGreaterThan(0.8 - 0.1 - 0.7, 0)
        XCTAssertNil(arrangement.tie)
        let room = StackLayout.arrange(items, spec: StackSpec(axis: .vertical), length: 1, cross: 10)
        XCTAssertEqual(room.tie?.items, [0, 1])
    }

    func testShrinkMovesUpThePrioritiesEachViewAtMostToZero() {
        // A = 100 (frame width 100), L = 200 + 150 = 350, E = −250: the 700 goes to
        // 0 (150 of it), then the 750 gives the other 100: 200 → 100.
        let solved = solveStack(StackSpec(), frame: rect(0, 100, 100, 50), [item(200), item(150, resistance: 700)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 100, 50), rect(100, 0, 0, 50)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    func testShrinkTieShrinksTheLastFirst() {
        // L = 200 + 150 + 100 = 450, E = −150. The 700s (150 and 100, 250 in all)
        // cover it, last first: 100 → 0, then 150 → 100. Order decided it: a tie.
        let solved = solveStack(StackSpec(), [item(200), item(150, resistance: 700), item(100, resistance: 700)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 200, 50), rect(200, 0, 100, 50), rect(300, 0, 0, 50)])
        XCTAssertEqual(solved.layout.stackFindings.first?.tie,
                       StackFinding.Tie(priority: .compressionResistance, value: 700,
                                        views: [solved.views[1], solved.views[2]], amount: 150))
    }

    func testAGroupShrunkToNothingIsNoTie() {
        // A = 100, L = 200 + 50 + 50 = 300, E = −200: both 700s go to 0 (100),
        // whatever the order; the 750 gives the other 100.
        let solved = solveStack(StackSpec(), frame: rect(0, 100, 100, 50),
                                [item(200), item(50, resistance: 700), item(50, resistance: 700)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 100, 50), rect(100, 0, 0, 50), rect(100, 0, 0, 50)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    func testContentThatCannotShrinkOverflows() {
        // L = 0 · 4, G = 3 · 40 = 120 > A = 100: every view at 0, the last at 120,
        // 20 past the end.
        let solved = solveStack(StackSpec(spacing: 40), frame: rect(0, 100, 100, 50), [item(), item(), item(), item()])
        XCTAssertFrames(frames(solved), [rect(0, 0, 0, 50), rect(40, 0, 0, 50), rect(80, 0, 0, 50), rect(120, 0, 0, 50)])
        XCTAssertEqual(solved.layout.stackFindings.first?.overflow, 20)
    }

    // MARK: fillEqually, fillProportionally

    func testFillEquallyAtTwoX() {
        // (A − G) / n = (300 − 20) / 3 = 93.3333 each; starts 0, 103.3333, 206.6667.
        // @2x edges: 93.3333 → round(186.67)/2 = 93.5, 103.3333 → 103.5,
        // 196.6667 → 196.5, 206.6667 → 206.5, 300.
        let solved = solveStack(StackSpec(distribution: .fillEqually, spacing: 10), [item(10), item(50), item(100)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 93.5, 50), rect(103.5, 0, 93, 50), rect(206.5, 0, 93.5, 50)])
    }

    func testFillEquallyAtThreeX() {
        // The same on iphone-15-pro (@3x): 93.3333 = 280/3 is on the grid already.
        let solved = solveStack(StackSpec(distribution: .fillEqually, spacing: 10), device: "iphone-15-pro",
                                [item(10), item(50), item(100)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 280.0 / 3, 50), rect(310.0 / 3, 0, 280.0 / 3, 50),
                                         rect(620.0 / 3, 0, 280.0 / 3, 50)])
    }

    func testFillEquallyWithGapsLongerThanTheStack() {
        // (A − G) / n = (100 − 120) / 2 < 0 → 0 each; the second view at 120, 20 past the end.
        let solved = solveStack(StackSpec(distribution: .fillEqually, spacing: 120), frame: rect(0, 100, 100, 50),
                                [item(10), item(10)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 0, 50), rect(120, 0, 0, 50)])
        XCTAssertEqual(solved.layout.stackFindings.first?.overflow, 20)
    }

    func testFillProportionally() {
        // No gaps: L = 50, 100, 150 (ΣL = 300) in A = 240: × 0.8 → 40, 80, 120.
        let solved = solveStack(StackSpec(distribution: .fillProportionally), frame: rect(0, 100, 240, 50),
                                [item(50), item(100), item(150)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 40, 50), rect(40, 0, 80, 50), rect(120, 0, 120, 50)])
    }

    func testFillProportionallyWithSpacingUsesTheDocumentedProportions() {
        // G = 20: L_i × 280 / 300 = 46.6667, 93.3333, 140; starts 0, 56.6667, 160.
        // @2x: 46.6667 → 46.5, 56.6667 → 56.5, 150 → 150.
        let solved = solveStack(StackSpec(distribution: .fillProportionally, spacing: 10),
                                [item(50), item(100), item(150)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 46.5, 50), rect(56.5, 0, 93.5, 50), rect(160, 0, 140, 50)])
    }

    func testFillProportionallyWithoutNaturalLengthsIsFillEqually() {
        // ΣL = 0: (300 − 0) / 2 = 150 each.
        let solved = solveStack(StackSpec(distribution: .fillProportionally), [item(), item()])
        XCTAssertFrames(frames(solved), [rect(0, 0, 150, 50), rect(150, 0, 150, 50)])
    }

    // MARK: equalSpacing, equalCentering

    func testEqualSpacingSharesTheExtraAmongTheGaps() {
        // L = 50 + 60 + 70 = 180, G = 20, E = 100: gaps 10 + 100/2 = 60.
        let solved = solveStack(StackSpec(distribution: .equalSpacing, spacing: 10), [item(50), item(60), item(70)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 50, 50), rect(110, 0, 60, 50), rect(230, 0, 70, 50)])
    }

    func testEqualSpacingShrinksAsFill() {
        // L = 200 + 120 = 320, G = 10, E = −30: the 700 shrinks 120 → 90; gaps stay 10.
        let solved = solveStack(StackSpec(distribution: .equalSpacing, spacing: 10), [item(200), item(120, resistance: 700)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 200, 50), rect(210, 0, 90, 50)])
    }

    func testOneViewStaysNaturalAtTheLeadingEdge() {
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let solved = solveStack(StackSpec(distribution: distribution, spacing: 10), [item(80)])
            XCTAssertFrames(frames(solved), [rect(0, 0, 80, 50)])
        }
    }

    func testALoneViewThatDoesNotFitShrinksAsFill() {
        // L = 400 > A = 300, E = −100: the one view shrinks to 300, no overflow.
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let solved = solveStack(StackSpec(distribution: distribution), [item(400)])
            XCTAssertFrames(frames(solved), [rect(0, 0, 300, 50)])
            XCTAssertEqual(solved.layout.stackFindings, [])
        }
    }

    func testEqualCenteringSpacesTheCentersEvenly() {
        // A = 320, L = 20, 200, 60: centers from 10 to 320 − 30 = 290, step 140:
        // 10, 150, 290 → starts 0, 50, 260; gaps 30 and 10, none under spacing 10.
        let solved = solveStack(StackSpec(distribution: .equalCentering, spacing: 10), frame: rect(0, 100, 320, 50),
                                [item(20), item(200), item(60)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 20, 50), rect(50, 0, 200, 50), rect(260, 0, 60, 50)])
    }

    func testEqualCenteringWithNoRoomKeepsEveryGapAtItsSpacing() {
        // A = 300, L = 20, 200, 60, E = 300 − 280 − 20 = 0: centers 10, 140, 270
        // would put the last view at 240, 0 after the middle one (< 10). The center
        // distances must be at least 10 + 10 + 100 = 120 and 100 + 10 + 30 = 140 and
        // add up to 300 − 10 − 30 = 260: 120 and 140, gaps 10 and 10 → starts 0, 30, 240.
        let solved = solveStack(StackSpec(distribution: .equalCentering, spacing: 10), [item(20), item(200), item(60)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 20, 50), rect(30, 0, 200, 50), rect(240, 0, 60, 50)])
    }

    func testEqualCenteringKeepsTheCrowdedDistanceAtItsLeastAndTheOtherAsEqualAsItCan() {
        // A = 360, L = 20, 200, 100, spacing 10: distances of at least 120 and
        // 100 + 10 + 50 = 160, adding up to 360 − 10 − 50 = 300. Equal (150) would
        // crowd the last view, so UIKit breaks its low-priority equality as little
        // as it can: 160 for the crowded one, 300 − 160 = 140 for the other. Centers
        // 10, 150, 310 → starts 0, 50, 260 (gaps 30 and 10; as equal spacing, 40 and 260).
        let solved = solveStack(StackSpec(distribution: .equalCentering, spacing: 10), frame: rect(0, 100, 360, 50),
                                [item(20), item(200), item(100)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 20, 50), rect(50, 0, 200, 50), rect(260, 0, 100, 50)])
    }

    // MARK: hidden views, custom spacing

    func testHiddenViewTakesNoLengthAndNoGap() {
        // Visible 50 (hugging 251) and 60: L = 110, G = 10, E = 180 → the 60 becomes 240.
        // The hidden view sits at 50 (the end of the first), 0 long.
        let solved = solveStack(StackSpec(spacing: 10), [item(50, hugging: 251), item(40, hidden: true), item(60)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 50, 50), rect(50, 0, 0, 50), rect(60, 0, 240, 50)])
    }

    func testHiddenFirstViewSitsAtTheLeadingEdge() {
        let solved = solveStack(StackSpec(distribution: .equalSpacing, alignment: .center, spacing: 10),
                                [item(40, 30, hidden: true), item(100, 20), item(100, 20)])
        // Visible L = 200, G = 10, E = 90: gap 100. Hidden: at 0, 0 long, (50 − 30)/2 = 10 down.
        XCTAssertFrames(frames(solved), [rect(0, 10, 0, 30), rect(0, 15, 100, 20), rect(200, 15, 100, 20)])
    }

    func testSpacingAfterReplacesTheSpacingAfterThatView() {
        // Gaps: 4 (spacingAfter) after the first, 10 after the second. L = 150, G = 14,
        // E = 136 to the last (hugging 1): 50 + 136 = 186.
        let solved = solveStack(StackSpec(spacing: 10), [item(50, after: 4), item(50), item(50, hugging: 1)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 50, 50), rect(54, 0, 50, 50), rect(114, 0, 186, 50)])
    }

    func testVerticalAxis() {
        // A vertical stack [0, 100, 300, 50] is 50 long: L = 20 + 20, G = 5, E = 5 to
        // the last of the tied 250s. Across, fill: x 0, width 300.
        let solved = solveStack(StackSpec(axis: .vertical, spacing: 5), [item(100, 20), item(100, 20)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 300, 20), rect(0, 25, 300, 25)])
    }
}
