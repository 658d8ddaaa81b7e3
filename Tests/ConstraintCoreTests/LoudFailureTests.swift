@testable import ConstraintCore
import XCTest

/// The solver is correct or says it is not: tolerances scale with the numbers, a held row never
/// reads as unmet, and an exhausted pivot budget is reported as such, never as an optimum or a conflict.
final class LoudFailureTests: XCTestCase {
    func testAHeldRowIsNotUnmetOnTheReportedGrid() {
        // x = 0.4, w = 4·x. On the 2⁻²⁰ grid x·2²⁰ = 419430.4 rounds down (x̂ = x − 0.4·g) and
        // w·2²⁰ = 1677721.6 rounds up (ŵ = w + 0.4·g): ŵ − 4·x̂ = 2·g ≈ 1.9e-6, above the 1e-6 an
        // editor shows as unmet. The row holds exactly, so its error is 0.
        let solution = solve(2, [pin(0, .equal, 0.4), row([(1, 1), (0, -4)], 0, .equal)])
        XCTAssertEqual(solution.rowErrors, [0, 0])
        XCTAssertEqual(solution.conflicts, [])
        let grid = SolverTolerance.valueGrid
        XCTAssertEqual(solution.values[0], (0.4 / grid).rounded() * grid)
        XCTAssertEqual(solution.values[1], (1.6 / grid).rounded() * grid)
        // The same row with w off by a hundredth is unmet by that much.
        XCTAssertEqual(row([(1, 1), (0, -4)], 0, .equal).error(at: [0.4, 1.61]), 0.01, accuracy: 1e-9)
    }

    func testRoundingAtLargeMagnitudesIsNoConflict() {
        // x = c with c = 5e8 + 1/7, y = x/3 and 3·y = x: consistent, but 3·fl(fl(1/3)·c) − c is
        // −5.96e-8 in doubles, six times the absolute 1e-8 tolerance. Relative to the row's
        // magnitude (about 1e9) it is rounding (the scaled tolerance is 1e-2), not a conflict.
        let c = 5e8 + 1.0 / 7
        let solution = solve(2, [pin(0, .equal, c), row([(1, 1), (0, -1.0 / 3)], 0, .equal),
                                 row([(1, 3), (0, -1)], 0, .equal)])
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.values[0], c, accuracy: 1e-6)
        XCTAssertEqual(solution.values[1], c / 3, accuracy: 1e-6)
        XCTAssertEqual(solution.rowErrors, [0, 0, 0])
    }

    func testARealConflictAtLargeMagnitudesIsStillOne() {
        // x = 1e9 and x = 1e9 + 1: one point apart is a conflict at any magnitude.
        let solution = solve(1, [pin(0, .equal, 1e9), pin(0, .equal, 1e9 + 1)])
        XCTAssertEqual(solution.conflicts, [ConflictSet(rows: [0, 1], broken: 1)])
        XCTAssertEqual(solution.values, [1e9])
    }

    /// y ≥ 3, y ≤ 5, x + y = 10, y ≥ 4: the last row has no feasible subject, so it takes a
    /// one-row phase one of one pivot. Feasible (y = 4, x = 6).
    private let needsPhaseOne = LinearProblem(variableCount: 2, rows: [
        pin(1, .greaterThanOrEqual, 3), pin(1, .lessThanOrEqual, 5), row([(0, 1), (1, 1)], -10, .equal),
        pin(1, .greaterThanOrEqual, 4),
    ])

    func testAnExhaustedPhaseOneIsAFailureNotAConflict() {
        // y can be 4 or 5: fixed first, closest to 0.
        XCTAssertEqual(TieredSolver().solve(needsPhaseOne, fixOrder: [1, 0], findAmbiguity: true).values, [6, 4])
        var problem = NormalizedProblem(needsPhaseOne)
        problem.pivotLimit = 0
        let solution = SolveRun(problem: problem, fixOrder: [1, 0], findAmbiguity: true).solution(of: needsPhaseOne)
        XCTAssertEqual(solution.failure, .pivotBudgetExhausted)
        XCTAssertEqual(solution.conflicts, [])  // not a false unsatisfiable-constraints
        XCTAssertEqual(solution.ambiguous, [])
    }

    func testAnExhaustedTierIsAFailureNotAnOptimum() {
        // Required 0 ≤ x ≤ 100; x = 40 @750 needs one pivot of the tier's simplex to reach 40.
        let problem = LinearProblem(variableCount: 1, rows: [
            pin(0, .greaterThanOrEqual, 0), pin(0, .lessThanOrEqual, 100), pin(0, .equal, 40, 750),
        ])
        XCTAssertEqual(TieredSolver().solve(problem, fixOrder: [0], findAmbiguity: false).values, [40])
        var limited = NormalizedProblem(problem)
        limited.pivotLimit = 0
        let run = SolveRun(problem: limited, fixOrder: [0], findAmbiguity: false)
        XCTAssertEqual(run.solution(of: problem).failure, .pivotBudgetExhausted)
    }

    /// The oracle's seed 350033971 (1,520 rows, tiers): a pivot on rounding stepped x515 to
    /// −4.9e10 (HiGHS: −46,164) on constants of at most 2,567; the required rows held within 1e-12
    /// of the magnitudes that made, every tier kept its sum, and tier 50 came out at 7.3e9 where
    /// HiGHS reaches 17,527 — silently. Values beyond 10⁶ times the largest constant now call for
    /// the careful retry; its tableau is not sound either (rows cancel to 1.9e-6), nor the first
    /// run's (1.0), so the solve fails loudly.
    func testSeed350033971BlownUpValuesFailLoudly() throws {
        let saved = try OracleProblemFile(seed: 350033971)
        let run = SolveRun(problem: NormalizedProblem(saved.saved.problem), fixOrder: saved.saved.fixOrder,
                           findAmbiguity: false, tracedRows: [], mode: SolveRun.Mode())
        XCTAssertTrue(run.valuesBlewUp(run.rawValues))
        XCTAssertEqual(saved.solve().failure, .lostPrecision)
    }
}
