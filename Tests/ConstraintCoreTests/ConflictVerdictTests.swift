@testable import ConstraintCore
import XCTest

/// Verdicts of the conflict search checked at their own point (`ConflictSearch.swift`), on
/// problems of the differential oracle, with HiGHS's answers through the oracle's deletion filter.
final class ConflictVerdictTests: XCTestCase {
    /// The oracle's seed 120015275 (40 rows, near-parallel; 23 required). After rows were taken out
    /// by their markers, the search judged rows 1, 2 and 11 … 40 (less those broken) to hold, so
    /// it kept row 10 and then 23, a minimal conflicting set ({1, 2, 10, 23}) but not the filter's
    /// first: HiGHS's holds 26, 28 and 34. The point that "held" them was 0.4 % of a row's
    /// magnitude off one of them; the search now sees that and searches again with fresh tableaus.
    func testAHoldRefutedByItsOwnPointSearchesAgain() {
        let rows = [
            row([(1, 1.5), (2, -1.0)], -811.127, .equal),
            row([(1, -1.0), (0, 1.0)], 659.124, .equal),
            row([(4, 1.0), (1, 1.4354066985645932)], -629.3248803827752, .greaterThanOrEqual),
            row([(3, 0.3333333333333333), (4, 1.0)], -278.8, .lessThanOrEqual),
            row([(3, 0.1)], -62.57000000000001, .lessThanOrEqual),
            row([(5, 0.3333333333333333), (3, -1.0)], 333.43333333333334, .lessThanOrEqual),
            row([(6, -0.6)], -275.9, .equal),
            row([(3, 1.0)], -260.1, .lessThanOrEqual, 750.0),
            row([(1, 0.3333333333333333), (4, -0.3333333333333333)], 7.850000000000001, .greaterThanOrEqual),
            row([(6, 0.1), (5, 1.0)], 266.18, .equal),
            row([(0, -0.6)], -212.71439999999998, .equal),
            row([(1, -0.6), (6, 4.0)], 1975.81, .equal, 500.0),
            row([(7, -1.0), (4, 0.3333333333333333), (2, 0.15)], 394.0307166666667, .greaterThanOrEqual),
            row([(2, 0.15), (8, -1.0)], -164.52795, .equal, 749.0),
            row([(8, 0.3333333333333333), (0, 0.5)], 158.816, .greaterThanOrEqual, 50.0),
            row([(3, 4.0)], -1056.7350000000001, .greaterThanOrEqual, 749.0),
            row([(6, 0.1), (5, 1.0)], 278.57, .equal),
            row([(3, 0.5), (7, 1.0)], -620.55, .greaterThanOrEqual, 999.0),
            row([(5, 0.5)], 132.39, .greaterThanOrEqual, 999.0),
            row([(5, 0.5)], 132.39, .lessThanOrEqual, 750.0),
            row([(5, -0.6)], -132.0, .greaterThanOrEqual),
            row([(8, 1.4354066985645932), (5, 1.0)], 497.6334928229665, .equal, 500.0),
            row([(3, 0.1), (1, -0.6), (5, 1.5)], 441.88, .lessThanOrEqual),
            row([(4, -1.0)], 157.98, .greaterThanOrEqual),
            row([(4, -1.0)], 157.98, .lessThanOrEqual, 250.0),
            row([(4, -1.0)], 292.2, .equal, 500.0),
            row([(0, 0.2857142857142857), (7, 0.5)], -87.95742857142858, .lessThanOrEqual),
            row([(6, -0.6)], -277.08, .equal),
            row([(7, -1.0), (4, 0.5), (1, 0.15)], 251.44, .equal),
            row([(6, 1.0), (4, 0.3333333333333333), (5, 1.0)], 617.7666666666667, .equal, 750.0),
            row([(6, -1.0), (0, 0.3333333333333333)], -324.62533333333334, .greaterThanOrEqual),
            row([(3, 0.1), (4, -1.0), (6, 0.2857142857142857)], 298.0328571428571, .lessThanOrEqual),
            row([(0, 1.4354066985645932)], 508.88612440191383, .equal, 750.0),
            row([(7, -1.0), (4, 0.5), (1, 0.15)], 236.76, .equal),
            row([(7, -1.001), (4, 0.5), (1, 0.15)], 237.13849999999996, .equal),
            row([(6, 1.0)], 492.94, .greaterThanOrEqual, 751.0),
            row([(6, 1.0)], 492.94, .lessThanOrEqual, 251.0),
            row([(0, -0.6), (2, 1.0), (1, 1.5)], -219.18740000000008, .equal, 750.0),
            row([(6, 1.0), (4, 0.3333333333333333), (0, 0.5)], 575.0286666666666, .equal, 300.0),
            row([(6, -0.3333333333333333), (5, 1.0)], 109.06666666666666, .greaterThanOrEqual),
        ]
        let order = [0, 2, 7, 8, 5, 4, 6, 3, 1]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 9, rows: rows), fixOrder: order,
                                            findAmbiguity: true)
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.conflicts, [
            ConflictSet(rows: [28, 33], broken: 33),
            ConflictSet(rows: [9, 16], broken: 16),
            ConflictSet(rows: [6, 27], broken: 27),
            ConflictSet(rows: [5, 9, 20, 23, 31], broken: 31),
            ConflictSet(rows: [1, 2, 26, 28, 34], broken: 34),
            ConflictSet(rows: [1, 2, 23, 26, 28], broken: 28),
            ConflictSet(rows: [1, 2, 10, 23], broken: 23),
        ])
    }

    /// The oracle's seed 160002394 (38 rows, near-parallel; 16 required), which hold together
    /// (HiGHS). The first pass in document order judged one of them unable to join, the conflict
    /// search confirmed no conflict, and the kept rows failed to join in document order again:
    /// the solve gave up (`keptRowsDidNotHold`). They now join in the order the search held them,
    /// from the last backwards.
    func testKeptRowsJoinInTheOrderTheSearchHeldThem() {
        let rows = [
            row([(3, -0.6), (1, 1.4354066985645932), (2, 2.3333333333333335)], -1205.0522478468902, .greaterThanOrEqual),
            row([(2, 1.0), (7, 0.15)], -461.98365, .greaterThanOrEqual, 251.0),
            row([(0, -0.3333333333333333), (5, 1.0)], 376.7986666666667, .equal, 500.0),
            row([(10, 0.2857142857142857), (8, -1.0)], -273.697, .equal),
            row([(4, 0.5)], -76.45, .equal, 751.0),
            row([(11, 0.5), (4, 0.2857142857142857)], -166.23042857142855, .equal, 300.0),
            row([(1, 4.0), (5, 0.2857142857142857)], -665.1537142857144, .lessThanOrEqual),
            row([(2, 4.0)], -1969.92, .lessThanOrEqual),
            row([(8, 1.0), (3, 0.5)], 23.71549999999999, .equal, 250.0),
            row([(4, 4.0), (3, 1.0)], -1521.403, .equal, 1.0),
            row([(2, 1.5), (11, 2.3333333333333335)], -1054.31, .greaterThanOrEqual, 999.0),
            row([(2, 1.5), (11, 2.3333333333333335)], -1054.31, .lessThanOrEqual, 251.0),
            row([(5, 0.1), (0, -0.6), (1, 0.2857142857142857)], -170.43199999999996, .equal, 749.0),
            row([(6, 0.1), (1, 1.5)], -291.06800000000004, .equal),
            row([(5, 0.1), (3, 1.5)], -487.14450000000005, .equal),
            row([(5, 0.0999), (3, 1.5)], -487.19130000000007, .equal),
            row([(3, -0.6), (9, -0.6)], 479.3778, .greaterThanOrEqual, 250.0),
            row([(3, 0.1)], -147.99630000000002, .greaterThanOrEqual, 751.0),
            row([(6, 0.3333333333333333), (5, 1.0)], 485.3333333333333, .equal),
            row([(6, 0.33299999999999996), (5, 1.0)], 485.316, .equal),
            row([(8, -1.0)], -123.697, .equal, 251.0),
            row([(10, 1.0), (4, 0.1), (7, 1.5)], -35.5865, .equal),
            row([(8, -0.6966666666666667), (6, -1.0)], -192.51557666666668, .equal),
            row([(1, 1.0), (6, 0.2857142857142857)], -182.65485714285714, .equal),
            row([(4, 1.4354066985645932), (11, 0.3333333333333333)], -514.8086124401914, .greaterThanOrEqual, 300.0),
            row([(4, 0.15), (10, 0.1), (2, -1.0)], 329.45500000000004, .equal, 50.0),
            row([(0, 1.0), (11, 0.5)], 268.3, .equal, 999.0),
            row([(9, 1.0), (5, -0.3333333333333333)], -599.0, .equal),
            row([(6, 0.1), (0, 1.0), (4, -0.6)], 426.5, .greaterThanOrEqual, 749.0),
            row([(2, 0.5), (8, 0.15)], -274.98545, .equal, 251.0),
            row([(10, -1.0), (7, 0.15)], 276.49635, .equal),
            row([(2, 1.0), (10, -0.3333333333333333)], -379.81, .greaterThanOrEqual, 750.0),
            row([(2, 1.0), (10, -0.3333333333333333)], -379.81, .lessThanOrEqual, 250.0),
            row([(11, 1.0), (5, 1.0)], 382.339, .greaterThanOrEqual, 500.0),
            row([(6, 1.0), (4, 4.0)], -1090.0, .equal),
            row([(6, 1.001), (4, 4.0)], -1089.948, .equal),
            row([(2, -1.0), (9, 4.0), (6, -1.0)], -1456.52, .equal, 999.0),
            row([(6, -0.6), (10, 0.5)], -181.2, .equal, 251.0),
        ]
        let order = [4, 10, 3, 8, 1, 0, 9, 5, 6, 7, 2, 11]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 12, rows: rows), fixOrder: order,
                                            findAmbiguity: true)
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.conflicts, [])
        for (index, row) in rows.enumerated() where row.isRequired {
            XCTAssertEqual(solution.rowErrors[index], 0, "required row \(index)")
        }
    }
}
