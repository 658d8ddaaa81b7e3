@testable import ConstraintCore
import XCTest

/// A solve's required rows are checked on its raw values; when they drifted, a careful second
/// solve refuses pivots below `SolverTolerance.carefulPivot`, and a drift that stays is a loud
/// `SolveFailure.lostPrecision` (the oracle's seed 170001072, replayed in CI: required rows off by
/// 31,948 after a pivot on 3.6e-8).
final class DriftTests: XCTestCase {
    /// `s = 5 − 1e-8·x` with `s ≥ 0`, minimizing `−x`: the only row that bounds x does so by a
    /// coefficient of 1e-8, so the step is 5 / 1e-8 = 5e8.
    private func tableauWithATinyBound() -> Tableau {
        var tableau = Tableau(externalCount: 1, tierCount: 1, expectedRows: 1)
        let slack = tableau.makeSymbol(.slack)
        tableau.appendRow(TableauRow(basic: slack, constant: 5, terms: [TableauTerm(symbol: 0, coefficient: -1e-8)]))
        tableau.addToObjective(0, 0, -1)
        return tableau
    }

    func testAnOrdinaryRunTakesTheTinyPivot() {
        var tableau = tableauWithATinyBound()
        XCTAssertTrue(tableau.minimize(tier: 0))
        XCTAssertEqual(tableau.value(of: 0), 5e8, accuracy: 1e-3)
        XCTAssertEqual(tableau.value(of: 1), 0)
    }

    func testACarefulRunRefusesItAndLeavesTheSymbolFreeAfterwards() {
        var tableau = tableauWithATinyBound()
        tableau.smallestPivot = SolverTolerance.carefulPivot
        XCTAssertTrue(tableau.minimize(tier: 0))
        XCTAssertEqual(tableau.value(of: 0), 0)  // x stayed parametric, at 0
        XCTAssertEqual(tableau.value(of: 1), 5)
        XCTAssertFalse(tableau.exhaustedBudget)
        XCTAssertFalse(tableau.pinned[0])  // held only for that run
    }

    func testAHeldSolveHasNoDrift() {
        // x + y = 10, y = x/3 + 2: x = 6, y = 4, exactly in every run.
        let problem = LinearProblem(variableCount: 2, rows: [
            LinearRow(terms: [LinearTerm(variable: 0, coefficient: 1), LinearTerm(variable: 1, coefficient: 1)],
                      constant: -10, relation: .equal, priority: 1000),
            LinearRow(terms: [LinearTerm(variable: 1, coefficient: 1), LinearTerm(variable: 0, coefficient: -1.0 / 3)],
                      constant: -2, relation: .equal, priority: 1000),
        ])
        let run = SolveRun(problem: NormalizedProblem(problem), fixOrder: [0, 1], findAmbiguity: false)
        XCTAssertLessThanOrEqual(run.requiredRowDrift(), SolverTolerance.drift)
        XCTAssertNil(run.failure)
        XCTAssertEqual(run.values[0], 6, accuracy: 1e-6)
        XCTAssertEqual(run.values[1], 4, accuracy: 1e-6)
    }
}
