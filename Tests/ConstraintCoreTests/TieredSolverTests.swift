import ConstraintCore
import XCTest

/// Hand-worked problems for the solver's steps 1–3 (Docs/Constraints.md#the-solver).
final class TieredSolverTests: XCTestCase {
    func testRequiredEqualitiesChainThroughEachOther() {
        // x0 = 16 (leading = superview.leading + 16); x0 + x1 = 375 - 16 (trailing = superview.trailing - 16).
        let solution = solve(2, [pin(0, .equal, 16), row([(0, 1), (1, 1)], -359, .equal)])
        XCTAssertEqual(solution.values, [16, 343])
        XCTAssertEqual(solution.rowErrors, [0, 0])
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguous, [])
    }

    func testMultipliers() {
        // W = 375; w = 0.5 * W; y = 2 * x + 3 with x = 4.
        let solution = solve(4, [pin(0, .equal, 375), row([(1, 1), (0, -0.5)], 0, .equal),
                                 pin(2, .equal, 4), row([(3, 1), (2, -2)], -3, .equal)])
        XCTAssertEqual(solution.values, [375, 187.5, 4, 11])
    }

    func testRequiredInequalitiesClampAnOptionalWish() {
        // 10 <= x <= 20 required, x = 50 @500: x = 20, the wish is off by 30.
        let solution = solve(1, [pin(0, .greaterThanOrEqual, 10), pin(0, .lessThanOrEqual, 20), pin(0, .equal, 50, 500)])
        XCTAssertEqual(solution.values, [20])
        XCTAssertEqual(solution.rowErrors, [0, 0, 30])
    }

    func testOneHigherRowBeatsAHundredLowerOnes() {
        // x = 10 @750 against 100 rows x = 0 @250: weights 750 against 25000 would give 0; tiers give 10.
        let rows = [pin(0, .equal, 10, 750)] + Array(repeating: pin(0, .equal, 0, 250), count: 100)
        let solution = solve(1, rows)
        XCTAssertEqual(solution.values, [10])
        XCTAssertEqual(solution.rowErrors[0], 0)
        XCTAssertEqual(solution.rowErrors[100], 10)
    }

    func testLowerTierIsMetAsFarAsTheHigherOneAllows() {
        // x + y = 100 required; x >= 70 @750; y >= 50 @250: y can reach only 30, off by 20.
        let solution = solve(2, [row([(0, 1), (1, 1)], -100, .equal), pin(0, .greaterThanOrEqual, 70, 750),
                                 pin(1, .greaterThanOrEqual, 50, 250)])
        XCTAssertEqual(solution.values, [70, 30])
        XCTAssertEqual(solution.rowErrors, [0, 0, 20])
        XCTAssertEqual(solution.ambiguous, [])
    }

    func testErrorsOfATierAreSummedNotMaximized() {
        // x = 0 @500 twice and x = 30 @500 once: the sum of errors is least at 0 (30), not at 10 (the max).
        let solution = solve(1, [pin(0, .equal, 0, 500), pin(0, .equal, 0, 500), pin(0, .equal, 30, 500)])
        XCTAssertEqual(solution.values, [0])
        XCTAssertEqual(solution.rowErrors, [0, 0, 30])
    }

    func testBoundedRangeIsAmbiguousAndFixesClosestToZero() {
        // 16 <= x <= 361: anything from 16 to 361, fixed at 16. -5 <= y <= 7: fixed at 0.
        let solution = solve(2, [pin(0, .greaterThanOrEqual, 16), pin(0, .lessThanOrEqual, 361),
                                 pin(1, .greaterThanOrEqual, -5), pin(1, .lessThanOrEqual, 7)])
        XCTAssertEqual(solution.values, [16, 0])
        XCTAssertEqual(solution.ambiguous, [AmbiguousValue(variable: 0, lower: 16, upper: 361),
                                            AmbiguousValue(variable: 1, lower: -5, upper: 7)])
    }

    func testNegativeRangeFixesAtItsUpperEnd() {
        let solution = solve(1, [pin(0, .greaterThanOrEqual, -40), pin(0, .lessThanOrEqual, -12)])
        XCTAssertEqual(solution.values, [-12])
        XCTAssertEqual(solution.ambiguous, [AmbiguousValue(variable: 0, lower: -40, upper: -12)])
    }

    func testUnboundedRanges() {
        // x >= 5 only: [5, +inf), fixed at 5. y appears in no row: (-inf, +inf), fixed at 0.
        // z = w + 10, w free: both unbounded; z is fixed first (order 2, 3) at 0, so w = -10.
        let solution = solve(4, [pin(0, .greaterThanOrEqual, 5), row([(2, 1), (3, -1)], -10, .equal)])
        XCTAssertEqual(solution.values, [5, 0, 0, -10])
        XCTAssertEqual(solution.ambiguous, [
            AmbiguousValue(variable: 0, lower: 5, upper: .infinity),
            AmbiguousValue(variable: 1, lower: -.infinity, upper: .infinity),
            AmbiguousValue(variable: 2, lower: -.infinity, upper: .infinity),
            AmbiguousValue(variable: 3, lower: -.infinity, upper: .infinity),
        ])
    }

    func testFixOrderDecidesWhichValueGivesWay() {
        // x + y = 10 with 0 <= x, y: fixing x first gives x = 0, y = 10; y first gives y = 0, x = 10.
        let rows = [row([(0, 1), (1, 1)], -10, .equal), pin(0, .greaterThanOrEqual, 0), pin(1, .greaterThanOrEqual, 0)]
        let problem = LinearProblem(variableCount: 2, rows: rows)
        XCTAssertEqual(TieredSolver().solve(problem, fixOrder: [0, 1], findAmbiguity: false).values, [0, 10])
        XCTAssertEqual(TieredSolver().solve(problem, fixOrder: [1, 0], findAmbiguity: false).values, [10, 0])
    }

    func testAmbiguityInsideATierThatIsOnlyPartlyMet() {
        // y >= 50 and y <= 10, both @250: every y in [10, 50] costs 40, so y is ambiguous there; fixed at 10.
        let solution = solve(1, [pin(0, .greaterThanOrEqual, 50, 250), pin(0, .lessThanOrEqual, 10, 250)])
        XCTAssertEqual(solution.values, [10])
        XCTAssertEqual(solution.ambiguous, [AmbiguousValue(variable: 0, lower: 10, upper: 50)])
        XCTAssertEqual(solution.rowErrors, [40, 0])
    }

    func testDeletionOrderOfMinimalConflictingSets() {
        // r0 x = 10, r1 x = 20, r2 y = 5, r3 x + y = 30, r4 y = 7; worked by hand:
        // all five: leaving out r0 still conflicts (r2, r4) -> out; r1 -> out; r2 -> {r3, r4} holds, keep;
        //   r3 -> {r2, r4} conflicts, out; r4 -> {r2} holds, keep. Set {r2, r4}, r4 broken.
        // {r0..r3}: without r0, {r1, r2, r3} conflicts (20 + 5 != 30) -> out; r1, r2, r3 each needed.
        //   Set {r1, r2, r3}, r3 broken.
        // {r0, r1, r2}: r0 needed, r1 needed, r2 not -> set {r0, r1}, r1 broken. {r0, r2} holds.
        let solution = solve(2, [pin(0, .equal, 10), pin(0, .equal, 20), pin(1, .equal, 5),
                                 row([(0, 1), (1, 1)], -30, .equal), pin(1, .equal, 7)])
        XCTAssertEqual(solution.conflicts, [ConflictSet(rows: [2, 4], broken: 4),
                                            ConflictSet(rows: [1, 2, 3], broken: 3),
                                            ConflictSet(rows: [0, 1], broken: 1)])
        XCTAssertEqual(solution.values, [10, 5])
        XCTAssertEqual(solution.rowErrors, [0, 10, 0, 15, 2])
    }

    func testConflictingInequalitiesAndRedundantEqualities() {
        // r0 x >= 10, r1 x = 4, r2 x = 10, r3 x = 10 (r2 stated twice is redundant, not a conflict).
        // {r0..r3}: without r0, r1 still conflicts with r2 -> out; r1 needed; without r2, r1 and r3
        //   conflict -> out; r3 needed. Set {r1, r3}, r3 broken. Then {r0, r1, r2}: r0 out, set {r1, r2},
        //   r2 broken. Then {r0, r1}: set {r0, r1}, r1 broken. r0 alone leaves [10, +inf), fixed at 10.
        let solution = solve(1, [pin(0, .greaterThanOrEqual, 10), pin(0, .equal, 4), pin(0, .equal, 10), pin(0, .equal, 10)])
        XCTAssertEqual(solution.conflicts, [ConflictSet(rows: [1, 3], broken: 3), ConflictSet(rows: [1, 2], broken: 2),
                                            ConflictSet(rows: [0, 1], broken: 1)])
        XCTAssertEqual(solution.values, [10])
        XCTAssertEqual(solution.rowErrors, [0, 6, 0, 0])
        XCTAssertEqual(solution.ambiguous, [AmbiguousValue(variable: 0, lower: 10, upper: .infinity)])
    }

    func testRedundantRequiredEqualitiesDoNotConflict() {
        let solution = solve(2, [pin(0, .equal, 10), row([(0, 1), (1, 1)], -30, .equal), pin(1, .equal, 20),
                                 row([(0, 2), (1, 2)], -60, .equal)])
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.values, [10, 20])
    }

    func testOptionalRowsNeverConflict() {
        let solution = solve(1, [pin(0, .equal, 10, 999), pin(0, .equal, 20, 999)])
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.values, [10])  // any x in [10, 20] costs 10; fixed closest to 0
        XCTAssertEqual(solution.ambiguous, [AmbiguousValue(variable: 0, lower: 10, upper: 20)])
    }

    func testUnsolvableRowsAreLeftOut() {
        let solution = solve(1, [pin(0, .equal, 10), row([(3, 1)], 0, .equal), pin(0, .equal, .infinity)])
        XCTAssertEqual(solution.values, [10])
        XCTAssertEqual(solution.rowErrors[0], 0)
        XCTAssertTrue(solution.rowErrors[1].isNaN)
        XCTAssertTrue(solution.rowErrors[2].isNaN)
    }
}

/// Re-solves at new constants, worked by hand.
final class IncrementalSolverTests: XCTestCase {
    /// A label between two edges of a screen of width W: leading 16, trailing <= W - 16,
    /// intrinsic width 300 (compression 750, hugging 251), a 40-wide badge after it.
    func testLabelCompressesOnANarrowScreenAndHugsOnAWideOne() {
        // x0 label x, x1 label width, x2 badge x.
        func rows(width: Double) -> [LinearRow] {
            [pin(0, .equal, 16),
             pin(1, .greaterThanOrEqual, 300, 750), pin(1, .lessThanOrEqual, 300, 251),
             row([(2, 1), (0, -1), (1, -1)], -8, .equal),            // badge.leading = label.trailing + 8
             row([(2, 1)], 40 - (width - 16), .lessThanOrEqual)]     // badge.trailing <= W - 16
        }
        let solver = IncrementalSolver(LinearProblem(variableCount: 3, rows: rows(width: 375)), fixOrder: [0, 1, 2],
                                       changingRows: [4])
        // 375: the badge must end by 359, so it starts by 319 and the label is 319 - 8 - 16 = 295 wide (5 short).
        XCTAssertEqual(solver.solution.values, [16, 295, 319])
        XCTAssertEqual(solver.solution.rowErrors, [0, 5, 0, 0, 0])
        // 430: room for 300; the label hugs at 300 and the badge sits right after it.
        XCTAssertEqual(solver.resolve(constants: rows(width: 430).map(\.constant)), [16, 300, 324])
        XCTAssertEqual(solver.solution.rowErrors, [0, 0, 0, 0, 0])
        XCTAssertEqual(solver.resolve(constants: rows(width: 320).map(\.constant)), [16, 240, 264])
        XCTAssertEqual(solver.solution.rowErrors[1], 60)
    }

    func testRequiredRowsThatStopHoldingAreFoundAfresh() {
        // x = 10 required, x <= C required: C = 20 holds, C = 5 conflicts (x <= 5 is broken, the later row).
        let solver = IncrementalSolver(LinearProblem(variableCount: 1, rows: [pin(0, .equal, 10), pin(0, .lessThanOrEqual, 20)]),
                                       fixOrder: [0], changingRows: [1])
        XCTAssertEqual(solver.solution.values, [10])
        XCTAssertEqual(solver.resolve(constants: [-10, -5]), [10])
        XCTAssertEqual(solver.solution.conflicts, [ConflictSet(rows: [0, 1], broken: 1)])
        XCTAssertEqual(solver.resolve(constants: [-10, -30]), [10])
        XCTAssertEqual(solver.solution.conflicts, [])
    }
}
