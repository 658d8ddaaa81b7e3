@testable import ConstraintCore
import XCTest

/// The conflict search with one tableau (`ConflictSearch`) against the deletion filter it computes.
final class ConflictSearchTests: XCTestCase {
    /// 30 required rows cut down from the oracle's seed 51000288 (degenerate: duplicated and
    /// redundant rows), one minimal conflicting set. Too many rows to work by hand; the expected
    /// set is HiGHS's, through the oracle's own deletion filter (`Tests/ConstraintOracle/oracle.py`
    /// on exactly these rows). The search once reported row 9 in it as well: it checked the kept
    /// rows by adding them to its tableau and taking them out again, and the removal's pivots left a
    /// tableau in which they held without row 9, where a fresh tableau of the same rows says they
    /// do not.
    func testTheKeptRowsLeaveTheTableauAsItWas() {
        let rows = [
            row([(53, 4.0), (50, -1.0), (11, -1.0), (4, -1.0)], -519.248, .equal),
            row([(34, 1.0), (29, 1.0)], 141.61100000000002, .equal),
            row([(57, 0.5), (56, 0.2857142857142857), (49, 1.5)], -293.75, .equal),
            row([(28, -0.3333333333333333), (20, 1.0)], 432.7246666666666, .greaterThanOrEqual),
            row([(22, 1.0), (17, -0.6)], -365.68100000000004, .equal),
            row([(12, 0.3333333333333333), (4, -1.0)], -173.148, .equal),
            row([(4, 2.3333333333333335), (2, 2.3333333333333335)], 146.41199999999998, .equal),
            row([(34, -1.0), (26, 2.3333333333333335)], -253.01600000000002, .greaterThanOrEqual),
            row([(35, -1.0), (32, -0.6)], 631.943, .lessThanOrEqual),
            row([(40, -1.0), (39, 0.15)], -482.515, .equal),
            row([(49, 0.3333333333333333), (43, -1.0)], -165.528, .greaterThanOrEqual),
            row([(41, 0.3333333333333333), (38, 1.0)], -343.9666666666667, .equal),
            row([(2, -0.6966666666666667), (53, -0.6)], 97.20200000000001, .equal),
            row([(50, 1.5), (48, 1.0), (43, 0.1)], 29.30179999999999, .equal),
            row([(48, -0.6966666666666667), (42, 0.5)], -104.56230333333332, .equal),
            row([(39, -1.0), (32, 0.15)], 429.52000000000004, .equal),
            row([(57, -0.6), (50, 0.2857142857142857)], 42.6657142857143, .equal),
            row([(40, 0.2857142857142857), (38, 0.3333333333333333)], -8.14761904761906, .greaterThanOrEqual),
            row([(4, 2.3333333333333335), (2, 2.3333333333333335), (49, -1.0), (44, 0.1)], 263.912, .equal),
            row([(44, -0.6), (41, 1.5)], 88.5, .lessThanOrEqual),
            row([(34, 1.0), (29, 1.0), (6, 4.0), (56, 0.15)], 1728.819, .equal),
            row([(19, 0.2857142857142857), (11, -1.0)], -444.2857142857143, .greaterThanOrEqual),
            row([(12, -0.6), (5, 0.15), (6, -0.6)], -275.9595, .equal),
            row([(44, 4.0), (40, 0.2857142857142857)], 497.2857142857143, .lessThanOrEqual),
            row([(11, -1.0), (4, -1.0)], -624.148, .equal),
            row([(5, 1.0), (56, 1.4354066985645932)], -287.39214354066985, .lessThanOrEqual),
            row([(49, 0.1), (42, 0.15), (44, 0.2857142857142857)], 41.84285714285714, .lessThanOrEqual),
            row([(26, 4.0), (19, -0.6)], -384.6, .greaterThanOrEqual),
            row([(35, 2.3333333333333335), (34, 0.15)], -999.6762666666667, .equal),
            row([(11, 1.5), (5, -0.6), (22, 1.0), (17, -0.6)], 293.1562, .equal),
        ]
        // The oracle's fixing order: it decides which rows substitution takes out before the search.
        let order = [43, 37, 42, 10, 56, 36, 38, 33, 13, 8, 29, 48, 47, 51, 1, 49, 35, 22, 28, 45, 55, 30, 5, 53, 17, 3, 26, 41, 4,
                     20, 23, 40, 11, 2, 19, 39, 7, 54, 0, 9, 44, 21, 34, 18, 15, 25, 12, 6, 50, 27, 32, 31, 46, 14, 24, 57, 16, 52]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 58, rows: rows), fixOrder: order,
                                            findAmbiguity: false)
        XCTAssertEqual(solution.conflicts, [
            ConflictSet(rows: [0, 1, 2, 4, 5, 6, 10, 12, 13, 14, 16, 18, 20, 22, 24, 25, 26, 29], broken: 29),
        ])
        XCTAssertNil(solution.failure)
    }

    /// 28 required rows cut down from the oracle's seed 90006030 (near-parallel pairs, rows 4/5 and
    /// 9/10), three minimal conflicting sets; the expected sets are HiGHS's, through the oracle's own
    /// deletion filter on exactly these rows (no check near the tolerance). The search once reported
    /// rows 14, 17, 19, 20, 22 and 24 in the second set, and 5, 7 missing: after rows were taken out
    /// by their markers, its tableau let the kept rows hold with the rest where a fresh tableau of the
    /// same rows (and HiGHS, by 0.007) says they conflict. The set found is now checked on its own
    /// (it conflicts, and holds without any one member) and searched again exactly when it fails.
    func testRemovalsThatSpoilTheTableauAreCaught() {
        let rows = [
            row([(1, 1.4354066985645932), (25, 0.1), (0, -1.0)], -517.576076555024, .equal),
            row([(8, 0.15)], 11.78715, .equal),
            row([(4, 1.0), (1, 1.5)], 187.57299999999998, .equal),
            row([(2, 0.3333333333333333), (0, 4.0)], 1343.0633333333333, .lessThanOrEqual),
            row([(18, -0.3333333333333333), (16, 0.5), (11, 1.0)], 6.496333333333327, .equal),
            row([(18, -0.3336666666666666), (16, 0.5), (11, 1.0)], 6.545666666666657, .equal),
            row([(15, 1.5), (7, -0.6966666666666667), (12, 1.5)], -824.5069700000001, .lessThanOrEqual),
            row([(25, 1.5), (18, 0.2857142857142857)], -615.2857142857143, .equal),
            row([(0, -0.3333333333333333), (26, -1.0)], 189.53333333333336, .greaterThanOrEqual),
            row([(17, -0.6966666666666667), (14, 0.2857142857142857)], 98.5466957142857, .equal),
            row([(17, -0.69597), (14, 0.2857142857142857)], 98.34386330428572, .equal),
            row([(2, 1.0), (28, -0.3333333333333333), (24, 0.15)], -112.68119999999999, .greaterThanOrEqual),
            row([(17, 0.1), (9, 4.0)], -1648.8067, .equal),
            row([(8, -0.6), (4, -0.3333333333333333)], -160.17293333333333, .greaterThanOrEqual),
            row([(3, 0.15), (1, 0.3333333333333333)], 10.28738333333333, .lessThanOrEqual),
            row([(26, 0.3333333333333333), (25, 1.0)], -484.1, .greaterThanOrEqual),
            row([(10, 1.4354066985645932), (9, -1.0)], 1045.1143875598086, .equal),
            row([(26, -0.3333333333333333), (21, -0.3333333333333333), (24, -0.6966666666666667)], 493.78990666666664, .equal),
            row([(22, 1.0), (18, 4.0)], -720.0, .equal),
            row([(3, 0.1), (1, 0.1)], 19.2027, .equal),
            row([(11, 1.4354066985645932), (8, 1.4354066985645932), (7, -0.6966666666666667)], 196.35044626794257, .greaterThanOrEqual),
            row([(4, 0.1), (28, 0.15)], 48.25729999999999, .greaterThanOrEqual),
            row([(10, 1.4354066985645932), (6, 1.0)], 137.0913875598086, .lessThanOrEqual),
            row([(24, 1.0), (22, 1.0), (21, 0.2857142857142857)], -666.5594285714287, .lessThanOrEqual),
            row([(12, 0.15), (6, 0.15)], -122.11500000000001, .equal),
            row([(21, 2.3333333333333335), (13, 1.5), (15, 1.0)], -967.7883333333335, .greaterThanOrEqual),
            row([(13, 0.2857142857142857)], -18.44, .lessThanOrEqual),
            row([(15, 1.4354066985645932), (10, 1.0)], 55.13875598086122, .equal),
        ]
        let order = [1, 27, 20, 11, 18, 6, 25, 4, 19, 2, 12, 17, 24, 22, 3, 21, 5, 16, 14, 13, 23, 26, 0, 10, 15, 9, 28, 8, 7]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 29, rows: rows), fixOrder: order,
                                            findAmbiguity: false)
        XCTAssertEqual(solution.conflicts, [
            ConflictSet(rows: [0, 1, 2, 4, 5, 7, 8, 13, 15], broken: 15),
            ConflictSet(rows: [0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 16, 18, 21, 23, 25, 26, 27], broken: 27),
            ConflictSet(rows: [0, 1, 2, 3, 4, 5, 7, 8, 11, 13, 17, 18, 21, 23], broken: 23),
        ])
        XCTAssertNil(solution.failure)
        // Each set is minimal on its own: without any one member the rest hold.
        for set in solution.conflicts {
            for leftOut in set.rows {
                let rest = set.rows.filter { $0 != leftOut }.map { rows[$0] }
                let alone = TieredSolver().solve(LinearProblem(variableCount: 29, rows: rest), fixOrder: order,
                                                 findAmbiguity: false)
                XCTAssertEqual(alone.conflicts, [], "set broken at \(set.broken) without \(leftOut)")
            }
        }
    }
}
