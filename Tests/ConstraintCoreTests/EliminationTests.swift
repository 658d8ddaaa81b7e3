@testable import ConstraintCore
import XCTest

/// Required equalities that define a value of their own are solved by substitution
/// (`Elimination`), with the same answers as in the tableau.
final class EliminationTests: XCTestCase {
    /// Views 4k … 4k+3 = x, y, width, height. Each view's `top = previous.bottom + 8` comes before
    /// its sizes (the order Interface Builder writes a superview's constraints in).
    static func chain(_ views: Int, heights: Bool = true) -> LinearProblem {
        var rows: [LinearRow] = []
        for view in 0 ..< views {
            let (x, y, w, h) = (4 * view, 4 * view + 1, 4 * view + 2, 4 * view + 3)
            if view == 0 {
                rows.append(pin(y, .equal, 8))
            } else {
                rows.append(row([(y, 1), (y - 4, -1), (h - 4, -1)], -8, .equal))  // top = previous.bottom + 8
            }
            rows.append(pin(x, .equal, 16))
            rows.append(view == 0 ? pin(w, .equal, 300) : row([(w, 1), (2, -1)], 0, .equal))  // width = first.width
            rows.append(heights ? pin(h, .equal, 20) : pin(h, .greaterThanOrEqual, 10))
        }
        return LinearProblem(variableCount: 4 * views, rows: rows)
    }

    func testALongChainInInterfaceBuildersOrderIsSolvedInLinearTime() {
        // 4,000 views took 44 s and 389 MB: every y held a term per view above it.
        let views = 4000
        let started = ContinuousClock.now
        let solution = TieredSolver().solve(Self.chain(views), fixOrder: Array(0 ..< 4 * views), findAmbiguity: true)
        let elapsed = ContinuousClock.now - started
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguous, [])
        for view in [0, 1, 2, views - 1] {
            // y = 8 + 28·view (20 high, 8 apart), x = 16, width 300.
            XCTAssertEqual(Array(solution.values[4 * view ..< 4 * view + 4]), [16, 8 + 28 * Double(view), 300, 20])
        }
        XCTAssertTrue(solution.rowErrors.allSatisfy { $0 == 0 })
        XCTAssertLessThan(elapsed, .seconds(10), "a debug build solves it in well under a second")
    }

    func testAComputedValueKeepsItsAmbiguity() {
        // Heights only >= 10: every height is anything from 10 up, so is every y below the first.
        let views = 3
        let solution = TieredSolver().solve(Self.chain(views, heights: false), fixOrder: Array(0 ..< 4 * views),
                                            findAmbiguity: true)
        XCTAssertEqual(solution.ambiguous, [
            AmbiguousValue(variable: 3, lower: 10, upper: .infinity),       // h0
            AmbiguousValue(variable: 5, lower: 26, upper: .infinity),       // y1 = 8 + h0 + 8
            AmbiguousValue(variable: 7, lower: 10, upper: .infinity),       // h1
            AmbiguousValue(variable: 9, lower: 44, upper: .infinity),       // y2 = y1 + h1 + 8
            AmbiguousValue(variable: 11, lower: 10, upper: .infinity),      // h2
        ])
        // Fixed closest to 0: heights at 10, so y = 8, 26, 44.
        XCTAssertEqual(solution.values, [16, 8, 300, 10, 16, 26, 300, 10, 16, 44, 300, 10])
    }

    func testAComputedRangeIsMeasuredBothWays() {
        // x0 <= 10 (first, so x0 starts at 10), x0 >= 0 and x1 = 3·x0 + 5 (x1 computed): x1 is
        // anything from 5 to 35. Reaching the bottom takes a pivot, and the top must then be
        // sought over the symbols parametric after it, not before.
        let solution = solve(2, [pin(0, .lessThanOrEqual, 10), pin(0, .greaterThanOrEqual, 0),
                                 row([(1, 1), (0, -3)], -5, .equal)])
        XCTAssertEqual(solution.ambiguous, [AmbiguousValue(variable: 0, lower: 0, upper: 10),
                                            AmbiguousValue(variable: 1, lower: 5, upper: 35)])
        XCTAssertEqual(solution.values, [0, 5])
    }

    func testARowIsNotTakenOutAheadOfTheFixingOrder() {
        // x0 + x1 = 10 with 0 <= x1 <= 10; x0 is fixed first, so it is 0 and x1 is 10. Computing x0
        // from x1 (x0 is in no other row) would fix x1 first instead: x1 = 0, x0 = 10.
        let solution = solve(2, [row([(0, 1), (1, 1)], -10, .equal), pin(1, .greaterThanOrEqual, 0),
                                 pin(1, .lessThanOrEqual, 10)])
        XCTAssertEqual(solution.values, [0, 10])
        XCTAssertEqual(solution.ambiguous, [AmbiguousValue(variable: 0, lower: 0, upper: 10),
                                            AmbiguousValue(variable: 1, lower: 0, upper: 10)])
        let elimination = Elimination(NormalizedProblem(LinearProblem(variableCount: 2, rows: [
            row([(0, 1), (1, 1)], -10, .equal), pin(1, .greaterThanOrEqual, 0)])), order: [1, 0])
        XCTAssertEqual(elimination.steps.map(\.row), [0], "in the order [x1, x0] x0 is computed")
    }

    func testAPinCountsAsDeterminedUnlessItIsBroken() {
        // x0 + x1 = 10, 5 <= x1 <= 10, and the pin x1 = 4, which conflicts and is broken. Then x1
        // can move, and x0 (fixed first) is 0, x1 10. Taking x0 out on the strength of the pin
        // would fix x1 first: x1 = 5, x0 = 5.
        let solution = solve(2, [row([(0, 1), (1, 1)], -10, .equal), pin(1, .greaterThanOrEqual, 5),
                                 pin(1, .lessThanOrEqual, 10), pin(1, .equal, 4)])
        XCTAssertEqual(solution.conflicts, [ConflictSet(rows: [1, 3], broken: 3)])
        XCTAssertEqual(solution.values, [0, 10])
        // Without the conflict the pin determines x1, and x0 is computed although it comes first.
        let pinned = NormalizedProblem(LinearProblem(variableCount: 2, rows: [
            row([(0, 1), (1, 1)], -10, .equal), pin(1, .equal, 4)]))
        XCTAssertEqual(Elimination(pinned, order: [0, 1]).steps.first?.variable, 0)
        XCTAssertEqual(solve(2, [row([(0, 1), (1, 1)], -10, .equal), pin(1, .equal, 4)]).values, [6, 4])
    }

    func testATakenOutRowIsInNoConflict() {
        // x1 = x0 + 5 defines x1 alone; x0 = 1 and x0 = 2 conflict without it.
        let solution = solve(2, [row([(1, 1), (0, -1)], -5, .equal), pin(0, .equal, 1), pin(0, .equal, 2)])
        XCTAssertEqual(solution.conflicts, [ConflictSet(rows: [1, 2], broken: 2)])
        XCTAssertEqual(solution.values, [1, 6])
        XCTAssertEqual(solution.rowErrors, [0, 0, 1])
    }

    func testAResolveFollowsATakenOutRowsConstant() {
        let problem = Self.chain(3)
        let solver = IncrementalSolver(problem, fixOrder: Array(0 ..< 12), changingRows: [0])
        var constants = problem.rows.map(\.constant)
        constants[0] = -50  // the first view's top at 50
        XCTAssertEqual(solver.resolve(constants: constants), [16, 50, 300, 20, 16, 78, 300, 20, 16, 106, 300, 20])
        XCTAssertEqual(solver.freshResolves, 0)
    }
}
