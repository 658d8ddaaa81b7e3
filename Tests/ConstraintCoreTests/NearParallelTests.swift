@testable import ConstraintCore
import XCTest

/// Near-parallel required rows (the differential oracle's findings, Docs/Constraints.md#differential-oracle):
/// their difference determines a value through a pivot on a coefficient that cancelled to a
/// small fraction of the rows' own, which amplifies the rounding in every constant built on it.
/// A later row that only checks what is already determined must not read that rounding as a
/// conflict; a real conflict of the same rows must still be one.
final class NearParallelTests: XCTestCase {
    /// 0.15·x + y = 189.615 and 0.1500015·x + y = 189.61441215: their difference is
    /// 1.5e-6·x = −0.00058785, so x = −391.9 and y = 189.615 + 58.785 = 248.4. Then
    /// 4·x + y/3 = −1567.6 + 82.8 = −1484.8 holds at that point. In doubles, x comes from dividing
    /// by 1.5e-6 (the row's largest coefficient is 1: a 1/666,667 pivot), so the last row's
    /// residual reads about 4e-8, four times the 1e-8 feasibility tolerance; moving that
    /// violation onto the second row instead costs it 1e-14. Not a conflict.
    private func rows(lastConstant: Double) -> [LinearRow] {
        [row([(0, 0.15), (1, 1)], -189.615, .equal), row([(0, 0.1500015), (1, 1)], -189.61441215000002, .equal),
         row([(0, 4), (1, 1.0 / 3)], lastConstant, .equal)]
    }

    func testARowThatChecksANearParallelPairIsNoConflict() {
        let solution = solve(2, rows(lastConstant: 1484.8))
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertNil(solution.failure)
        // x is only known to about 1e-8 (the input's rounding, amplified); the grid is 2⁻²⁰.
        XCTAssertEqual(solution.values[0], -391.9, accuracy: 1e-5)
        XCTAssertEqual(solution.values[1], 248.4, accuracy: 1e-5)
    }

    func testAConflictWithANearParallelPairIsStillOne() {
        // The last row 1 off: 4·x + y/3 = −1483.8 against −1484.8. Moving x lets the pair take
        // the miss at 1.5e-6 a point, so the least total violation of the three rows is 3.8e-7
        // (HiGHS), 38 times the 1e-8 tolerance: a conflict.
        let solution = solve(2, rows(lastConstant: 1483.8))
        XCTAssertEqual(solution.conflicts, [ConflictSet(rows: [0, 1, 2], broken: 2)])
        // The first two rows hold: x and y as above.
        XCTAssertEqual(solution.values[0], -391.9, accuracy: 1e-5)
        XCTAssertEqual(solution.values[1], 248.4, accuracy: 1e-5)
    }

    /// The last row 0.01 off (−1484.79): row by row it misses by 0.01 once the pair holds, but at
    /// x = −391.89747, y = 248.39962 every row holds and the pair's second row misses by 3.8e-9,
    /// within the 1e-8 tolerance (HiGHS's least total violation, at that point). So the rows hold:
    /// the set's check finds that point in a tableau of the rows joined from the last.
    func testRowsThatHoldWithinTheToleranceOnceTheMissIsSpreadAreNoConflict() {
        let solution = solve(2, rows(lastConstant: 1484.79))
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.values[0], -391.89746835, accuracy: 1e-5)
        XCTAssertEqual(solution.values[1], 248.39962025, accuracy: 1e-5)
    }

    /// The oracle's seed 20001793 (`--max-rows 40`), its seven conflicting rows. Each holds at
    /// x4 = −207, x12 = 262.521, x2 = 190.692, x7 = −321, x10 = −496.33, x5 = −348 (row 0:
    /// 262.521/3 − 828 + 740.493 = 0; row 30: −20.7 + 20.7 = 0; …): rows 15 and 16 differ only in
    /// x7's coefficient (7/3 against 2.3356667), and row 30 then pivots on a coefficient of 6.2e-5
    /// in a row whose own is 0.1. Called conflicting (row 39 read 1.1e-8) before.
    func testOracleSeed20001793IsNoConflict() {
        let solution = solve(13, [
            row([(12, 1.0 / 3), (4, 4)], 740.4929999999999, .equal),
            row([(10, 0.15), (2, 4)], -688.3185000000001, .equal),
            row([(7, 2.3333333333333335), (2, 0.2857142857142857), (12, 1.4354066985645932)], 317.6921695146958, .equal),
            row([(7, 2.3356666666666666), (2, 0.2857142857142857), (12, 1.4354066985645932)], 318.44116951469573, .equal),
            row([(4, 0.1)], 20.700000000000003, .equal),
            row([(5, 0.3336666666666666), (10, -0.6966666666666667), (12, 0.15)], -269.0387166666667, .equal),
            row([(12, 0.15), (5, 1.4354066985645932)], 460.14338110047845, .equal),
        ])
        XCTAssertEqual(solution.conflicts, [])
        for (variable, value) in [(4, -207.0), (12, 262.521), (2, 190.692), (7, -321.0), (10, -496.33), (5, -348.0)] {
            XCTAssertEqual(solution.values[variable], value, accuracy: 1e-5, "x\(variable)")
        }
    }

    /// Four inequalities, all tight at x = 375.1, y = 229.4, z = −212.1: x/3 + y ≤ 354.4333…,
    /// 0.33333·x + y ≥ 354.432083 (near-parallel: x/3 − 0.33333·x = 3.33e-6·x = 0.00125033),
    /// 4·y + z/2 ≤ 811.55 (917.6 − 106.05) and x/10 − z ≤ 249.61 (37.51 + 212.1). The last row
    /// needs a phase one, whose least artificial read 3e-8 over slacks with multipliers up to
    /// 1e5: violating an earlier row by 3e-13 instead makes every row hold. Not a conflict.
    func testAPhaseOneAfterANearParallelPairIsNoConflict() {
        let solution = solve(3, [
            row([(0, 1.0 / 3), (1, 1)], -354.43333333333334, .lessThanOrEqual),
            row([(0, 0.33333), (1, 1)], -354.43208300000003, .greaterThanOrEqual),
            row([(1, 4), (2, 0.5)], -811.5500000000001, .lessThanOrEqual),
            row([(0, 0.1), (2, -1)], -249.61, .lessThanOrEqual),
        ])
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.rowErrors, [0, 0, 0, 0])
    }

    /// The oracle's seed 63000212 (250 rows, degenerate): 24 of its required rows, which hold
    /// together (HiGHS's least total violation is 0; no hand-worked point, too many rows). The
    /// phase ones before the last row build rows of magnitude 1.7e5, and the last, `1.5·x24 ≤
    /// 342` (magnitude 684), read a residual of 2e-8 on their rounding. Called conflicting before.
    func testOracleSeed63000212IsNoConflict() {
        let solution = solve(60, [
            row([(44, -0.6), (40, 1.4354066985645932)], 936.3781339712918, .greaterThanOrEqual),
            row([(21, 0.5), (17, 0.1)], 53.91, .greaterThanOrEqual),
            row([(13, 0.3333333333333333), (8, 1.0)], -368.539, .greaterThanOrEqual),
            row([(57, -0.6966666666666667), (49, 1.0)], 97.13898333333331, .equal),
            row([(14, 1.0), (13, 0.15), (8, -1.0)], 325.09394999999995, .lessThanOrEqual),
            row([(14, 0.15), (11, 0.5)], -229.48499999999999, .equal),
            row([(39, 4.0), (32, 0.2857142857142857)], -1121.2754285714284, .equal),
            row([(26, 1.0), (18, 0.3333333333333333)], -173.54333333333332, .lessThanOrEqual),
            row([(8, 0.1), (7, 0.15)], -115.63045, .greaterThanOrEqual),
            row([(7, -0.6966666666666667), (59, 4.0)], -881.0899099999999, .greaterThanOrEqual),
            row([(8, 0.1), (4, -1.0)], -459.79999999999995, .lessThanOrEqual),
            row([(17, 0.15), (14, -0.6), (11, 1.0)], -309.55649999999997, .lessThanOrEqual),
            row([(59, 1.0), (57, 1.0)], -500.55499999999995, .equal),
            row([(21, 0.3333333333333333), (17, 1.0)], 366.984, .equal),
            row([(25, 0.3333333333333333), (18, -0.6)], 151.06946666666667, .equal),
            row([(26, 1.5), (23, -0.3333333333333333)], -110.41699999999999, .equal),
            row([(7, 1.0), (4, 4.0)], 1177.2369999999999, .greaterThanOrEqual),
            row([(40, -1.0), (38, -0.3333333333333333), (17, 0.3333333333333333), (11, 0.1)], -397.87333333333333, .equal),
            row([(39, 0.1), (38, 1.5)], -75.94, .equal),
            row([(49, 1.0), (44, 4.0)], -1760.7, .greaterThanOrEqual),
            row([(32, 4.0), (26, 0.5)], 148.912, .equal),
            row([(23, -0.3333333333333333)], 44.479, .equal),
            row([(26, 1.0), (24, 0.3333333333333333)], -179.264, .equal),
            row([(24, 1.5)], -342.0, .lessThanOrEqual),
        ])
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.rowErrors, Array(repeating: 0, count: 24))
    }

    /// The oracle's seed 72001947 (25 rows, near-parallel pairs at several tiers). Rows 4 and 5,
    /// at priority 300, differ only in x0's coefficient (0.1 against 0.101): 0.001·x0 =
    /// 467.0346216… − 466.7121666… = 0.322455, so x0 = 322.455, and x4 = (466.7121666… −
    /// 32.2455) / (7/3) = 434.4666… · 3/7 = 186.2; nothing above priority 300 holds x4, so both
    /// rows hold there (HiGHS agrees: tier 300's least errors are 0). Tier 749 used to enter
    /// one of their errors on a reduced cost of −9.7e-9, rounding, and moved x4 to 6.2e9.
    func testOracleSeed72001947KeepsAPriority300PairExact() {
        let solution = solve(12, [
            row([(2, -1.0), (10, -0.6966666666666667)], 95.48133333333334, .lessThanOrEqual),
            row([(0, -0.6966666666666667), (9, -0.3333333333333333)], 335.55364999999995, .lessThanOrEqual, 751),
            row([(11, -0.6)], -190.51, .greaterThanOrEqual, 751),
            row([(11, -0.6)], -190.51, .lessThanOrEqual, 250),
            row([(0, 0.1), (4, 2.3333333333333335)], -466.71216666666663, .equal, 300),
            row([(0, 0.101), (4, 2.3333333333333335)], -467.0346216666666, .equal, 300),
            row([(0, -0.6966666666666667)], 224.64364999999998, .lessThanOrEqual, 1),
            row([(1, -1.0), (10, 1.4354066985645932), (6, -1.0)], 530.1552344497608, .equal, 750),
            row([(8, -0.6)], -34.0, .greaterThanOrEqual),
            row([(3, 1.0), (9, -0.3333333333333333)], -171.15800000000002, .greaterThanOrEqual),
            row([(7, 1.4354066985645932), (3, 0.2857142857142857)], -423.81398769651395, .equal),
            row([(1, 1.0), (9, 4.0), (11, -1.0)], -1512.72, .equal, 251),
            row([(1, 1.001), (9, 4.0), (11, -1.0)], -1512.526, .equal, 251),
            row([(1, -0.6966666666666667), (11, 1.4354066985645932)], 404.27250398724084, .equal),
            row([(5, 1.0)], -390.0, .lessThanOrEqual, 750),
            row([(8, 4.0), (0, 1.4354066985645932), (3, 1.5)], -530.957066985646, .lessThanOrEqual, 749),
            row([(10, -1.0), (2, 4.0)], -1103.3880000000001, .greaterThanOrEqual),
            row([(10, -1.0), (2, 4.0)], -1103.3880000000001, .lessThanOrEqual, 251),
            row([(1, 0.2857142857142857)], 42.21857142857142, .greaterThanOrEqual, 999),
            row([(1, 0.2857142857142857)], 42.21857142857142, .lessThanOrEqual, 251),
            row([(3, 0.15), (9, 1.5), (7, -0.3333333333333333)], -463.4925333333333, .equal, 999),
            row([(3, 0.14984999999999998), (9, 1.5), (7, -0.3333333333333333)], -463.4489811333333, .equal, 999),
            row([(7, 1.4354066985645932), (4, 0.3333333333333333)], -351.2240829346092, .greaterThanOrEqual),
            row([(8, -0.3333333333333333)], 4.399999999999999, .equal, 750),
            row([(11, -1.0), (7, -0.6966666666666667), (6, 0.15)], -302.8241466666667, .lessThanOrEqual),
        ])
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.values[0], 322.455, accuracy: 1e-5)
        XCTAssertEqual(solution.values[4], 186.2, accuracy: 1e-5)
        XCTAssertEqual(solution.rowErrors[4], 0)
        XCTAssertEqual(solution.rowErrors[5], 0)
    }
}
