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

/// Each optional tier's sum is checked at the end against its sum when its turn ended; a retry
/// holds each tier's sum with a row of its own (`SolveRun+Checks.swift`).
final class TierHoldTests: XCTestCase {
    /// x = 10 at priority 999 (tier 0) and x = 4 at 250 (tier 1): x = 10, tier sums 0 and 6.
    private let problem = LinearProblem(variableCount: 1, rows: [
        LinearRow(terms: [LinearTerm(variable: 0, coefficient: 1)], constant: -10, relation: .equal, priority: 999),
        LinearRow(terms: [LinearTerm(variable: 0, coefficient: 1)], constant: -4, relation: .equal, priority: 250),
    ])

    private func run(_ mode: SolveRun.Mode) -> SolveRun {
        SolveRun(problem: NormalizedProblem(problem), fixOrder: [0], findAmbiguity: false, tracedRows: [], mode: mode)
    }

    func testTierSumsAreTheObjectivesValues() {
        let ordinary = run(SolveRun.Mode())
        XCTAssertEqual(ordinary.values, [10])
        XCTAssertEqual(ordinary.tierOptima, [0, 6])
        XCTAssertEqual(ordinary.tableau.tierSum(1), 6)
        XCTAssertFalse(ordinary.tiersGaveWay())
        let held = run(SolveRun.Mode(holdsTiers: true))
        XCTAssertEqual(held.values, [10])
        XCTAssertEqual(held.tierOptima, [0, 6])
        XCTAssertFalse(held.isLexicographicallyBetter(than: ordinary))
        XCTAssertFalse(ordinary.isLexicographicallyBetter(than: held))
    }

    func testALowerTierThatTakesFromAHigherOneIsSeenAndAHeldTierCannotGiveWay() {
        // Unpinning every symbol stands for a pin the rounding left out: tier 1 then moves x to 4,
        // and tier 0's sum rises from 0 to 6.
        var ordinary = run(SolveRun.Mode())
        for symbol in ordinary.tableau.pinned.indices { ordinary.tableau.pinned[symbol] = false }
        XCTAssertTrue(ordinary.tableau.minimize(tier: 1))
        XCTAssertEqual(ordinary.tableau.tierSum(0), 6, accuracy: 1e-12)
        XCTAssertEqual(ordinary.tableau.tierSum(1), 0, accuracy: 1e-12)
        XCTAssertTrue(ordinary.tiersGaveWay())
        // With tier 0's sum held at 0 (plus 2e-9 of slack), x can move by 2e-9 at most.
        var held = run(SolveRun.Mode(holdsTiers: true))
        for symbol in held.tableau.pinned.indices { held.tableau.pinned[symbol] = false }
        XCTAssertTrue(held.tableau.minimize(tier: 1))
        XCTAssertEqual(held.rawValues[0], 10, accuracy: 1e-8)
        XCTAssertFalse(held.tiersGaveWay())
        XCTAssertTrue(held.isLexicographicallyBetter(than: ordinary))
    }
}
