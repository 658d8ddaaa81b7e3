@testable import ConstraintCore
import XCTest

/// Two checks the oracle's volume run of 110,000 problems called for: ambiguity probes that stay
/// on the optimal face (`Tableau.minimize(isProbe:)`, `SolveRun.measureRange`), and a retry's
/// answer taken only from a sound tableau (`SolveRun+Consistency.swift`), else a loud failure.
final class ProbeAndSoundnessTests: XCTestCase {
    /// `s = 5 − 1e-8·x`, `s ≥ 0`, maximizing x: a tier takes the step of 5e8 (`DriftTests`); a
    /// probe reads a ray, bounded only by rounding, and does not move.
    func testAProbeReadsAStepBoundedOnlyByRoundingAsARay() {
        var tableau = Tableau(externalCount: 1, tierCount: 1, expectedRows: 1)
        let slack = tableau.makeSymbol(.slack)
        tableau.appendRow(TableauRow(basic: slack, constant: 5, terms: [TableauTerm(symbol: 0, coefficient: -1e-8)]))
        tableau.addToObjective(0, 0, -1)
        XCTAssertFalse(tableau.minimize(tier: 0, isProbe: true))  // unbounded
        XCTAssertEqual(tableau.value(of: 0), 0)
        XCTAssertEqual(tableau.value(of: slack), 5)
    }

    /// The oracle's seed 220006098 (462 rows, 231 values, ten tiers). The probe of x210 took a
    /// slack with a reduced cost of 1e-8 whose step only rounding bounded, 9.3e9, which raised
    /// two tiers by 351 each; the probes after it measured from there, and eight values HiGHS
    /// finds fixed came out ambiguous (x68 in [150.498, 160.643]). HiGHS's ranges, from the oracle:
    /// x210 in [518.4677368421052, ∞), x218 in [316.1315789473685, ∞) (two of the 45 that move),
    /// and x68, x71, x74, x75, x76, x83, x88 and x91 fixed.
    func testSeed220006098ProbesStayOnTheOptimalFace() throws {
        let solution = try OracleProblemFile(seed: 220006098).solve()
        XCTAssertNil(solution.failure)
        let ranges = Dictionary(uniqueKeysWithValues: solution.ambiguous.map { ($0.variable, ($0.lower, $0.upper)) })
        for fixed in [68, 71, 74, 75, 76, 83, 88, 91] { XCTAssertNil(ranges[fixed], "x\(fixed)") }
        XCTAssertEqual(ranges[210]?.0 ?? .nan, 518.4677368421052, accuracy: 1e-5)
        XCTAssertEqual(ranges[210]?.1, .infinity)
        XCTAssertEqual(ranges[218]?.0 ?? .nan, 316.1315789473685, accuracy: 1e-5)
        XCTAssertEqual(ranges[218]?.1, .infinity)
        XCTAssertEqual(solution.values[68], 150.49803827751197, accuracy: 1e-5)
        XCTAssertEqual(solution.values[71], 380.34879984194305, accuracy: 1e-5)
    }

    /// The oracle's seed 410009904 (23 rows, degenerate): every probe that moved x0, x1, x2, x3, x4,
    /// x6 or x8 one way met only a row whose coefficient in the entering symbol is 6.7e-6 (the same
    /// on every pivot path: the rows' own, not rounding), and took it for a ray, so eight ranges
    /// came out unbounded where HiGHS's end (x0 at −7,687.9, x3 at 947.86). A probe's ray now needs
    /// coefficients below `SolverTolerance.probeRay` (1e-7). HiGHS's ranges, from the oracle:
    func testAProbeTakesAStepThatASmallButRealCoefficientBounds() throws {
        let solution = try OracleProblemFile(seed: 410009904).solve()
        XCTAssertNil(solution.failure)
        let ranges = Dictionary(uniqueKeysWithValues: solution.ambiguous.map { ($0.variable, ($0.lower, $0.upper)) })
        let highs: [(Int, Double, Double)] = [
            (0, -7687.899999999998, 184.51329723239272), (1, -319.16800000000006, 15151277.348887779),
            (2, -36459.348888907436, 15115137.168000001), (3, 441.77628803506065, 947.86),
            (4, -256.9840990774543, 2367.1536666666984), (5, -186.61587301587608, .infinity),
            (6, -5418.217333333359, 66.23059707187791), (8, -415.7140660516421, 1333.7111111111033),
        ]
        for (variable, lower, upper) in highs {
            let range = try XCTUnwrap(ranges[variable], "x\(variable)")
            XCTAssertEqual(range.0, lower, accuracy: 1e-6 * max(1, abs(lower)), "x\(variable)")
            if upper.isInfinite { XCTAssertEqual(range.1, upper, "x\(variable)") } else {
                XCTAssertEqual(range.1, upper, accuracy: 1e-6 * max(1, abs(upper)), "x\(variable)")
            }
        }
    }

    /// x + y = 10, y = x/3 + 2 and an optional x ≥ 7: a sound tableau writes every row back to
    /// 0 within rounding; one coefficient changed by 0.5 shows at once.
    func testTheResidualOfASoundTableauIsRoundingAndOfASpoiledOneIsNot() {
        let problem = LinearProblem(variableCount: 2, rows: [
            row([(0, 1), (1, 1)], -10, .equal),
            row([(1, 1), (0, -1.0 / 3)], -2, .equal),
            row([(0, 1)], -7, .greaterThanOrEqual, 500),
        ])
        var run = SolveRun(problem: NormalizedProblem(problem), fixOrder: [0, 1], findAmbiguity: true,
                           tracedRows: [true, true, false])
        XCTAssertLessThan(run.tableauResidual(), 1e-12)
        XCTAssertTrue(run.tableauIsSound)
        // A dummy's column is not read (the simplex never moves a dummy): spoil another term.
        let isDummy = { (term: TableauTerm) in run.tableau.kinds[Int(term.symbol)] == .dummy }
        let spoiled = run.tableau.rows.firstIndex { $0.terms.contains { !isDummy($0) } }!
        let slot = run.tableau.rows[spoiled].terms.firstIndex { !isDummy($0) }!
        run.tableau.rows[spoiled].terms[slot].coefficient += 0.5
        XCTAssertGreaterThan(run.tableauResidual(), 0.1)
        XCTAssertFalse(run.tableauIsSound)
    }

    /// The oracle's seed 210017748 (239 rows, layout shape, values up to 4.7e5). Tier 750 gave
    /// way by 0.022 in the first run, so it was solved again holding each tier's sum; holding tier
    /// 750 meant a pivot on its reduced cost of 1.87e-8, which left a row of the tableau at 29.4
    /// where the problem's rows give 0, and tier 749 stopped at 13,699 where HiGHS reaches 228.75
    /// (a silent wrong answer before). Neither run's tableau is sound: the solve fails loudly.
    func testSeed210017748FailsLoudlyInsteadOfAWrongTier() throws {
        let solution = try OracleProblemFile(seed: 210017748).solve()
        XCTAssertEqual(solution.failure, .lostPrecision)
    }
}
