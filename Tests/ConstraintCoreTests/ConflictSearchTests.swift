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

    /// 38 required rows cut down from the oracle's seed 90007129 (degenerate), one minimal conflicting
    /// set, HiGHS's through the oracle's own deletion filter (no check near the tolerance). Row 12,
    /// `x38 <= -6.891`, is the only row that mentions x38, so it can always hold and is in no minimal
    /// conflicting set. The search once kept it: a phase one stepped along a coefficient that had
    /// nearly cancelled, values reached 10^12, and a violation of 6.9 read as 0, in the removal
    /// search and in tableaus built afresh alike. The set is now reduced within itself when it is
    /// not minimal.
    func testAMemberThatCanAlwaysHoldIsLeftOut() {
        let rows = [
            row([(65, 1.5), (59, 2.3333333333333335), (48, -1.0), (40, 0.15)], -139.41426666666666, .equal),
            row([(3, 0.15), (66, 4.0), (2, -0.6966666666666667)], -1475.4623066666666, .lessThanOrEqual),
            row([(59, 0.3333333333333333), (57, 1.0)], 42.83133333333333, .equal),
            row([(32, -0.3333333333333333), (29, -1.0)], 522.4, .equal),
            row([(58, -0.6966666666666667), (56, -0.3333333333333333)], 241.77985666666666, .equal),
            row([(54, 0.5), (46, 1.0)], -413.39099999999996, .equal),
            row([(27, -0.3333333333333333)], 18.7, .lessThanOrEqual),
            row([(32, 0.5), (27, 0.1)], -156.21, .lessThanOrEqual),
            row([(66, 0.3333333333333333), (58, 1.5), (65, -0.6966666666666667)], -342.4361666666666, .equal),
            row([(57, 2.3333333333333335), (56, 2.3333333333333335)], -789.138, .greaterThanOrEqual),
            row([(6, -0.6966666666666667), (2, 4.0)], -106.29499999999999, .equal),
            row([(5, 1.0)], 47.4, .equal),
            row([(38, -1.0)], -6.891, .greaterThanOrEqual),
            row([(58, 1.0), (54, -1.0)], 242.06900000000002, .greaterThanOrEqual),
            row([(46, 4.0), (41, 0.1), (40, -1.0), (33, 1.5), (29, 0.1)], -554.7539999999999, .equal),
            row([(54, -0.6), (48, -1.0)], 0.7432000000000016, .equal),
            row([(63, 4.0), (59, 0.1), (62, 4.0), (35, -1.0), (33, 0.2857142857142857)], 892.8431428571428, .equal),
            row([(6, 2.3333333333333335), (2, 2.3333333333333335)], -897.8946666666668, .lessThanOrEqual),
            row([(14, 2.3333333333333335), (8, 0.15)], -775.0478833333333, .lessThanOrEqual),
            row([(40, 1.0), (35, 1.0), (32, 1.0)], -514.184, .equal),
            row([(4, 1.0), (70, -0.6966666666666667), (67, 1.0)], -323.2634533333333, .greaterThanOrEqual),
            row([(8, 4.0), (7, -1.0)], -96.38799999999998, .greaterThanOrEqual),
            row([(46, -1.0), (40, -0.6966666666666667)], 289.3238533333333, .equal),
            row([(0, 2.3333333333333335)], -294.4666666666667, .equal),
            row([(67, -0.6966666666666667), (61, 0.15), (60, 1.0)], 133.4703333333333, .equal),
            row([(22, 0.5), (19, 0.2857142857142857), (14, 0.3333333333333333)], -23.552190476190447, .equal),
            row([(35, -1.0), (33, 0.2857142857142857)], 84.62514285714286, .equal),
            row([(46, 4.0), (41, 0.1), (40, -1.0)], -578.8359999999999, .equal),
            row([(70, 2.3333333333333335), (68, 0.2857142857142857), (63, -0.6)], 73.49266666666668, .equal),
            row([(29, -0.6966666666666667), (22, 1.0)], 723.6413333333334, .equal),
            row([(40, -0.6), (32, 0.1)], 54.4704, .greaterThanOrEqual),
            row([(5, 0.1), (69, 1.0), (3, -0.6966666666666667)], -383.12766666666664, .equal),
            row([(62, -1.0)], 167.023, .greaterThanOrEqual),
            row([(0, -0.6), (69, 0.3333333333333333)], 3.719999999999999, .equal),
            row([(0, 0.5), (63, -1.0), (66, 0.5)], -625.1, .lessThanOrEqual),
            row([(5, 2.3333333333333335), (4, 4.0)], 968.4680000000001, .equal),
            row([(19, -0.6)], 273.3, .lessThanOrEqual),
            row([(61, 0.5), (57, -0.3333333333333333), (60, 1.0)], -174.49933333333334, .greaterThanOrEqual),
        ]
        let order = [29, 32, 8, 15, 61, 10, 42, 49, 28, 11, 48, 44, 51, 60, 26, 69, 3, 6, 34, 5, 31, 65, 25, 54, 9, 64, 24, 18, 40, 56, 50, 38, 4, 16, 35, 68, 23, 43, 70, 14, 58, 57, 7, 30, 27, 47, 19, 66, 37, 13, 67, 62, 2, 39, 33, 45, 36, 1, 52, 63, 22, 59, 41, 46, 21, 55, 53, 20, 12, 0, 17]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 71, rows: rows), fixOrder: order,
                                            findAmbiguity: false)
        XCTAssertEqual(solution.conflicts, [
            ConflictSet(rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 17, 19, 22, 23, 26, 27, 31, 33], broken: 33),
        ])
        XCTAssertNil(solution.failure)
    }

    /// 94 rows cut down from the oracle's seed 140000542 (near-parallel; 88 required), on which the
    /// search trapped: a row of the prefix failed to join the tableau rebuilt to give older rows
    /// their markers back (rounding judges the same rows differently in a fresh tableau), so it had
    /// no marker, and taking it out read the marker -1. Expected: the five minimal conflicting sets
    /// of HiGHS through the oracle's own deletion filter. The search finds them in another order
    /// (the set broken at 65 second, not last): the rebuilt tableau without that row judged the
    /// rows after it differently, which the check of each set on its own cannot see, since each is
    /// a minimal conflicting set (see Docs/Constraints.md#step-1-conflicts).
    func testARowMissingFromARebuiltTableauIsNotTakenOut() {
        let rows = [
            row([(211, 1.0), (208, 1.0), (210, 1.0)], -931.814, .greaterThanOrEqual),
            row([(165, 1.0)], 254.3, .equal),
            row([(121, 0.5), (114, 0.1)], 193.7, .greaterThanOrEqual),
            row([(213, 1.5), (208, 0.1), (211, 0.3333333333333333)], 460.17533333333336, .equal),
            row([(51, 4.0), (43, 0.1)], -1683.4196, .greaterThanOrEqual),
            row([(88, -1.0), (87, -1.0)], 683.933, .lessThanOrEqual),
            row([(16, -0.6966666666666667), (13, -0.3333333333333333), (8, -1.0)], 256.577, .equal),
            row([(16, -0.6973633333333332), (13, -0.3333333333333333), (8, -1.0)], 256.72455399999996, .equal),
            row([(230, -0.6966666666666667), (225, 0.5)], -51.419380000000004, .equal),
            row([(230, -0.7036333333333333), (225, 0.5)], -52.61657380000001, .equal),
            row([(203, 0.3333333333333333), (200, -0.3333333333333333)], 55.42666666666668, .greaterThanOrEqual),
            row([(27, -0.3333333333333333), (24, 0.15)], 36.78333333333333, .greaterThanOrEqual),
            row([(134, -1.0)], -235.7, .equal),
            row([(78, -1.0), (76, 0.3333333333333333), (72, 1.5)], -930.3696666666667, .equal),
            row([(8, -1.0)], 20.4, .lessThanOrEqual),
            row([(199, 1.0), (195, -1.0)], 670.1200000000001, .lessThanOrEqual),
            row([(180, 1.4354066985645932), (173, -0.6966666666666667)], 355.2197926634769, .equal),
            row([(47, 1.0), (44, -1.0)], -140.0, .equal),
            row([(46, 0.5), (39, 1.0), (44, 1.5)], 448.25199999999995, .equal),
            row([(168, -1.0), (165, -0.6), (164, 1.5)], -425.00100000000003, .lessThanOrEqual),
            row([(1, -1.0), (227, 2.3333333333333335)], -0.22966666666664537, .greaterThanOrEqual),
            row([(168, 0.1)], -28.570500000000003, .greaterThanOrEqual),
            row([(225, 0.1), (222, 1.5)], 649.2099999999999, .equal),
            row([(141, -0.6966666666666667), (137, 0.1)], -370.56666666666666, .equal),
            row([(226, -0.3333333333333333)], -103.66666666666666, .equal),
            row([(95, 0.3333333333333333), (87, 0.3333333333333333), (91, -0.6)], -23.282333333333327, .lessThanOrEqual),
            row([(11, 0.5), (6, 1.0)], 174.7, .equal),
            row([(76, 0.5), (71, 2.3333333333333335)], 661.9265, .equal),
            row([(126, -0.6), (121, -0.6966666666666667)], 23.573333333333352, .equal),
            row([(143, 0.2857142857142857), (138, 1.0)], 362.1548571428571, .lessThanOrEqual),
            row([(40, -0.3333333333333333), (32, 2.3333333333333335), (39, -1.0)], -836.2856666666667, .equal),
            row([(94, 0.5), (88, 2.3333333333333335), (93, 1.5)], -1662.9573333333335, .lessThanOrEqual),
            row([(210, 1.5), (209, 0.2857142857142857)], -432.2928571428571, .equal),
            row([(210, 1.5150000000000001), (209, 0.2857142857142857)], -437.8563571428572, .equal),
            row([(21, 1.0), (13, 0.2857142857142857)], -118.31371428571428, .greaterThanOrEqual),
            row([(56, 1.5), (55, -0.3333333333333333)], 346.1091666666667, .equal),
            row([(118, 0.2857142857142857)], 74.36342857142856, .lessThanOrEqual),
            row([(110, 4.0), (102, 0.15), (107, 0.2857142857142857)], -1624.3695714285714, .lessThanOrEqual),
            row([(63, -0.3333333333333333), (55, 1.0)], 263.1333333333333, .equal),
            row([(170, 0.15), (165, 1.0)], 298.47499999999997, .greaterThanOrEqual),
            row([(171, 1.4354066985645932), (165, 0.3333333333333333), (168, 0.2857142857142857)], 711.8658532695374, .equal),
            row([(171, 1.4497607655502391), (165, 0.3333333333333333), (168, 0.2857142857142857)], 717.8371451355662, .equal),
            row([(173, 0.2857142857142857), (166, 1.0)], 85.76885714285714, .greaterThanOrEqual),
            row([(46, -0.6966666666666667), (41, 4.0)], -1444.2237333333333, .equal),
            row([(46, -0.69597), (41, 4.0)], -1444.3591096, .equal),
            row([(195, 2.3333333333333335), (193, 2.3333333333333335)], 121.5666666666666, .greaterThanOrEqual),
            row([(187, 0.1), (179, -0.6)], -23.49969999999999, .equal),
            row([(212, 0.1), (206, 4.0), (211, 0.2857142857142857)], -1806.2025714285714, .lessThanOrEqual),
            row([(212, 4.0)], 984.0, .equal),
            row([(173, 1.0)], -101.0, .greaterThanOrEqual),
            row([(200, 0.28857142857142853), (195, -0.6966666666666667), (192, 4.0)], 724.1491428571428, .equal),
            row([(2, -0.6), (226, 1.4354066985645932)], 401.7630832535885, .equal, 250.0),
            row([(202, 1.5), (200, 0.2857142857142857)], -243.0540714285714, .lessThanOrEqual),
            row([(215, 1.0), (210, 0.1)], -52.989999999999995, .equal),
            row([(199, -1.0), (193, 1.0)], -50.54000000000001, .greaterThanOrEqual),
            row([(211, 1.4354066985645932), (210, 1.0)], -888.7191387559808, .lessThanOrEqual),
            row([(165, 1.0), (162, -1.0), (157, 0.2857142857142857)], 201.55714285714285, .equal),
            row([(165, 0.999), (162, -1.0), (157, 0.2857142857142857)], 201.30284285714285, .equal),
            row([(6, 2.3333333333333335), (5, 1.5)], 454.6, .equal, 749.0),
            row([(172, 0.2857142857142857), (171, 1.4354066985645932)], 543.3291866028708, .equal),
            row([(39, -0.6), (38, 4.0)], -469.7072, .greaterThanOrEqual),
            row([(194, 1.0), (186, 0.3333333333333333), (187, 4.0)], 2125.289333333333, .equal),
            row([(206, 1.0), (199, 2.3333333333333335)], 510.4900000000001, .equal),
            row([(220, 4.0), (215, -0.6), (213, 1.0)], 993.856, .lessThanOrEqual),
            row([(170, -0.6), (167, 1.0)], 36.780000000000015, .lessThanOrEqual),
            row([(213, 0.1), (211, 1.0)], -348.784, .greaterThanOrEqual),
            row([(199, 0.1), (194, -1.0)], -103.269, .equal),
            row([(134, 4.0), (129, 0.15), (132, 4.0)], 2789.88405, .greaterThanOrEqual),
            row([(0, 1.5), (223, -0.6)], -378.6, .greaterThanOrEqual),
            row([(184, 1.0), (183, 0.15)], -213.85, .greaterThanOrEqual, 750.0),
            row([(0, -1.0), (223, 0.15)], 271.52, .greaterThanOrEqual),
            row([(209, 0.5), (202, 4.0), (204, 4.0)], -1626.878, .greaterThanOrEqual),
            row([(179, 1.4354066985645932), (172, -1.0)], 387.78899521531105, .greaterThanOrEqual),
            row([(223, 4.0), (222, 1.5)], -54.15000000000005, .equal, 50.0),
            row([(171, 1.0), (170, 0.1), (164, 2.3333333333333335)], 190.53066666666663, .greaterThanOrEqual),
            row([(189, 0.15), (186, 4.0)], 1050.4, .greaterThanOrEqual),
            row([(170, -0.3333333333333333), (164, 1.5), (167, 0.5)], -90.536, .greaterThanOrEqual),
            row([(204, 1.5), (196, -0.6)], -687.933, .equal),
            row([(204, 1.5150000000000001), (196, -0.6)], -691.8330000000001, .equal),
            row([(40, 0.15), (32, 1.4354066985645932)], -264.13663468899523, .equal, 750.0),
            row([(189, -1.0)], -496.0, .equal),
            row([(227, 0.5), (220, -0.3333333333333333)], -34.439833333333326, .greaterThanOrEqual),
            row([(166, -0.6), (165, 0.5)], 58.37440000000001, .greaterThanOrEqual),
            row([(184, -0.6966666666666667), (181, 1.5), (180, 1.0)], 647.3296666666666, .equal),
            row([(44, -1.0), (38, 1.0)], -130.6, .equal),
            row([(47, -0.6), (46, 0.2857142857142857), (41, 0.2857142857142857)], -131.7485714285714, .greaterThanOrEqual),
            row([(195, -0.6)], 176.68, .greaterThanOrEqual),
            row([(181, 1.5), (175, 1.5), (176, -0.6)], 765.3858, .equal),
            row([(145, 1.0), (141, -1.0)], -692.5, .equal, 251.0),
            row([(175, 1.0), (168, 1.0), (167, 2.3333333333333335)], 562.495, .equal),
            row([(196, 0.2857142857142857), (192, -1.0)], 41.87285714285713, .equal),
            row([(172, -1.0), (164, 1.0)], 55.56600000000002, .greaterThanOrEqual),
            row([(56, 4.0), (50, -1.0), (55, -1.0)], 1241.18, .equal),
            row([(1, 1.5), (0, 0.2857142857142857)], 49.42857142857143, .equal),
        ]
        let order = [137, 34, 50, 116, 77, 73, 220, 70, 11, 103, 41, 95, 123, 179, 138, 85, 63, 101, 139, 225, 118, 102, 145, 74,
                     8, 0, 172, 96, 188, 227, 9, 43, 221, 105, 167, 1, 211, 131, 185, 67, 150, 226, 104, 61, 51, 142, 22, 24,
                     125, 158, 229, 46, 14, 107, 132, 230, 154, 106, 55, 149, 100, 82, 99, 119, 19, 12, 128, 202, 124, 98, 198, 147,
                     216, 2, 200, 69, 62, 199, 159, 79, 20, 166, 223, 219, 27, 90, 33, 164, 215, 86, 39, 53, 91, 155, 176, 177,
                     136, 30, 165, 148, 192, 194, 80, 210, 153, 32, 204, 31, 111, 222, 81, 71, 54, 35, 48, 29, 65, 181, 28, 146,
                     23, 163, 72, 84, 195, 224, 126, 5, 196, 93, 10, 112, 26, 209, 42, 189, 228, 160, 193, 214, 175, 108, 134, 206,
                     169, 15, 18, 16, 141, 135, 52, 60, 190, 173, 157, 83, 218, 121, 143, 114, 161, 56, 180, 174, 49, 109, 186, 94,
                     7, 113, 21, 122, 3, 36, 25, 6, 130, 191, 68, 47, 57, 178, 170, 151, 187, 171, 97, 78, 213, 59, 89, 203,
                     87, 129, 127, 75, 92, 201, 120, 208, 40, 184, 152, 133, 162, 45, 156, 38, 182, 183, 140, 17, 110, 88, 168, 66,
                     58, 76, 207, 205, 44, 197, 115, 4, 144, 117, 13, 37, 64, 212, 217]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 231, rows: rows), fixOrder: order,
                                            findAmbiguity: false)
        XCTAssertNil(solution.failure)
        XCTAssertEqual(Set(solution.conflicts), [
            ConflictSet(rows: [21, 40, 41, 56, 57], broken: 57),
            ConflictSet(rows: [17, 18, 43, 44, 60, 84, 85], broken: 85),
            ConflictSet(rows: [1, 21, 40, 41], broken: 41),
            ConflictSet(rows: [1, 19, 40, 59, 64, 74, 76, 91], broken: 91),
            ConflictSet(rows: [0, 3, 32, 33, 55, 65], broken: 65),
        ])
    }

    /// 44 required rows cut down from the oracle's seed 90016229 (degenerate), two minimal conflicting
    /// sets, HiGHS's through the oracle's own deletion filter (no check near the tolerance). The
    /// search once reported rows 1 and 8-43 as a conflict, which hold together (HiGHS, and a
    /// fresh solve of them): adding rows from the last backwards, row 1 could not join a tableau
    /// whose pivots had judged it wrongly. The set found now fails its check on its own (it does
    /// not conflict), row 1 joins a tableau built afresh from the same rows, and adding goes on.
    func testAFalseConflictIsRetriedInAFreshTableau() {
        let rows = [
            row([(0, 0.2857142857142857), (46, 0.5), (47, 2.3333333333333335)], 233.09609523809522, .greaterThanOrEqual),
            row([(33, -1.0), (25, -1.0), (31, 2.3333333333333335)], 238.18866666666673, .equal),
            row([(7, 0.3333333333333333), (6, 2.3333333333333335)], 287.4, .equal),
            row([(46, 1.0), (42, 1.0)], -425.1, .equal),
            row([(14, -0.6966666666666667), (10, 0.5)], -322.9266666666667, .lessThanOrEqual),
            row([(8, 0.5), (5, 1.0)], -177.89999999999998, .greaterThanOrEqual),
            row([(2, 0.2857142857142857), (1, 1.0)], -157.78714285714284, .greaterThanOrEqual),
            row([(8, -1.0), (2, 1.4354066985645932)], -565.2344497607655, .greaterThanOrEqual),
            row([(8, 1.4354066985645932), (0, 2.3333333333333335)], 967.5791850079745, .equal),
            row([(22, 1.0), (18, -1.0)], 282.2, .lessThanOrEqual),
            row([(14, 1.4354066985645932), (7, 0.1)], 232.29775119617224, .lessThanOrEqual),
            row([(49, 2.3333333333333335), (48, 0.2857142857142857), (42, 4.0)], -1927.0710476190477, .lessThanOrEqual),
            row([(22, -0.6966666666666667), (16, 1.0), (20, 0.15)], -745.19, .lessThanOrEqual),
            row([(39, 1.0), (35, -1.0)], 83.40600000000003, .greaterThanOrEqual),
            row([(16, 0.15), (8, 2.3333333333333335)], 791.9, .equal),
            row([(14, -1.0), (8, 1.0), (6, 1.0)], 306.5, .equal),
            row([(21, 1.0), (20, 0.5), (14, 0.15)], -200.2, .lessThanOrEqual),
            row([(28, 1.0), (21, 1.4354066985645932)], -518.7474354066985, .lessThanOrEqual),
            row([(46, 2.3333333333333335)], -151.20000000000002, .lessThanOrEqual),
            row([(26, -0.6), (24, 1.5), (33, -1.0), (25, -1.0), (31, 2.3333333333333335)], 418.64766666666674, .equal),
            row([(45, 2.3333333333333335), (42, 1.5)], 535.0440000000001, .lessThanOrEqual),
            row([(0, 0.15), (47, 0.2857142857142857), (44, 1.0)], 143.22845, .lessThanOrEqual),
            row([(35, -0.3333333333333333), (28, 0.5)], -142.95433333333332, .lessThanOrEqual),
            row([(49, -1.0), (45, -1.0), (4, 2.3333333333333335)], 909.7093333333335, .equal),
            row([(41, 1.0), (38, -1.0)], -11.099999999999994, .equal),
            row([(46, 1.5), (44, -1.0)], -185.2, .equal),
            row([(4, 0.1), (50, 2.3333333333333335), (47, 4.0)], 1455.5891333333336, .equal),
            row([(7, -1.0), (2, 1.0)], -423.5, .equal),
            row([(1, -1.0), (50, 2.3333333333333335)], 1134.2133333333336, .lessThanOrEqual),
            row([(3, 0.1), (2, 2.3333333333333335)], -303.46666666666675, .greaterThanOrEqual),
            row([(5, 0.3333333333333333), (4, -0.3333333333333333)], -283.8193333333333, .equal),
            row([(44, 1.0)], 88.0, .greaterThanOrEqual),
            row([(24, 1.4354066985645932), (22, 1.4354066985645932)], 877.7598086124401, .lessThanOrEqual),
            row([(5, 4.0), (3, 2.3333333333333335)], -967.5999999999999, .lessThanOrEqual),
            row([(42, -0.6), (39, 1.0), (41, 1.0), (38, -1.0)], 529.18, .equal),
            row([(18, 1.4354066985645932)], 309.7607655502392, .equal),
            row([(47, 1.0)], 93.8, .equal),
            row([(28, 2.3333333333333335), (23, 0.1)], -332.4669333333334, .equal),
            row([(28, -0.6966666666666667), (25, -0.6966666666666667)], 104.47770666666666, .equal),
            row([(26, -1.0), (22, 4.0), (18, -1.0)], 1793.2, .greaterThanOrEqual),
            row([(11, 0.15), (10, 4.0)], -1801.74895, .equal),
            row([(26, -0.6), (24, 1.5)], 180.459, .equal),
            row([(44, 1.0), (41, 0.3333333333333333)], 11.63333333333334, .lessThanOrEqual),
            row([(11, 0.3333333333333333), (7, 0.2857142857142857)], 59.67852380952381, .equal),
        ]
        let order = [33, 21, 24, 5, 31, 30, 7, 39, 49, 43, 15, 45, 3, 16, 37, 36, 18, 11, 4, 32, 50, 20, 26, 25,
                     34, 27, 23, 41, 8, 48, 0, 10, 2, 9, 38, 6, 19, 13, 14, 44, 29, 40, 42, 47, 1, 17, 35, 28,
                     46, 22, 12]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 51, rows: rows), fixOrder: order,
                                            findAmbiguity: false)
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.conflicts, [
            ConflictSet(rows: [0, 21, 25, 31, 36], broken: 36),
            ConflictSet(rows: [0, 4, 7, 8, 10, 21, 25, 27, 31, 40, 43], broken: 43),
        ])
    }

    /// 46 rows cut down from the oracle's seed 110001256 (degenerate; a few optional rows keep the
    /// same rows in the tableau), one minimal conflicting set, HiGHS's through the oracle's own
    /// deletion filter (no check near the tolerance). The search once also broke row 45, with a
    /// set of 41 rows that hold together (HiGHS, and a fresh solve of them): row 45 could not join
    /// the rows after it, in the search's tableau nor in one built afresh. No conflict is
    /// confirmed now, so nothing is broken; the kept rows, row 45 among them, hold in document
    /// order at the end.
    func testAConflictNoCheckConfirmsBreaksNothing() {
        let rows = [
            row([(10, -0.3333333333333333), (6, 1.4354066985645932)], 249.11733652312597, .equal),
            row([(2, 1.0), (0, -0.6966666666666667), (33, 0.1), (26, -1.0)], 440.132, .equal),
            row([(52, -0.6966666666666667)], -332.97670999999997, .equal),
            row([(16, 2.3333333333333335), (8, -0.6966666666666667), (10, 0.15)], 58.81250000000006, .equal),
            row([(0, 1.4354066985645932)], 680.3827751196172, .equal),
            row([(26, 0.15)], -57.4203, .greaterThanOrEqual),
            row([(2, -0.3333333333333333), (54, 1.0)], 36.900000000000006, .equal),
            row([(33, -0.6966666666666667)], -53.99166666666667, .greaterThanOrEqual),
            row([(44, 0.1), (40, 0.1)], -3.0999999999999996, .greaterThanOrEqual),
            row([(27, 1.5), (24, 0.1)], -685.14, .equal),
            row([(4, 0.5), (1, 1.0), (56, 2.3333333333333335)], 129.3666666666667, .greaterThanOrEqual),
            row([(42, -0.6), (38, 0.15)], 249.68879999999996, .greaterThanOrEqual),
            row([(23, 1.5), (21, 1.0)], 47.55, .lessThanOrEqual),
            row([(46, 4.0)], 40.0, .equal),
            row([(53, -1.0), (49, 0.1)], -180.49810000000002, .lessThanOrEqual),
            row([(23, -1.0), (21, 1.5), (17, 0.15)], 116.80454999999998, .equal),
            row([(23, -1.0), (21, 1.5), (17, 0.15)], 116.80454999999998, .equal),
            row([(48, 1.0), (42, -1.0), (41, -0.6)], 217.17099999999996, .equal),
            row([(10, -0.047619047619047616), (6, 1.4354066985645932), (7, 1.0), (3, -0.3333333333333333)], 554.7380508088403, .equal),
            row([(24, -0.6966666666666667)], -12.958, .greaterThanOrEqual),
            row([(4, 0.2857142857142857), (2, -1.0), (0, 2.3333333333333335)], 681.9142857142857, .equal),
            row([(16, -0.3333333333333333), (14, 0.1)], -68.3015, .greaterThanOrEqual),
            row([(17, -0.6966666666666667)], -256.5105766666667, .equal),
            row([(10, 0.2857142857142857), (6, 1.0)], 9.50571428571429, .greaterThanOrEqual),
            row([(21, -0.3333333333333333), (16, 1.5), (15, 4.0)], 845.002, .equal),
            row([(12, -0.3333333333333333), (4, -1.0)], -35.53333333333333, .equal),
            row([(0, -0.6966666666666667), (57, 4.0)], -1282.22, .equal),
            row([(24, 0.2857142857142857), (21, 1.5), (17, 0.3333333333333333)], 192.62161904761905, .greaterThanOrEqual),
            row([(14, 0.2857142857142857), (12, -1.0), (7, -1.0)], -866.2164285714285, .lessThanOrEqual),
            row([(4, -0.3333333333333333), (2, 1.0)], 428.26666666666665, .lessThanOrEqual),
            row([(46, 0.2857142857142857), (40, 1.0)], 87.88714285714286, .lessThanOrEqual, 1.0),
            row([(6, -0.6966666666666667), (57, 0.1)], -93.46666666666667, .lessThanOrEqual),
            row([(21, -0.6), (14, 0.15)], -32.49825, .equal),
            row([(7, 0.15), (6, 1.4354066985645932)], 216.0679198564593, .equal),
            row([(6, -1.0), (3, -0.6966666666666667)], -282.666, .lessThanOrEqual),
            row([(12, 1.0), (8, 0.1)], 418.9, .equal),
            row([(10, 0.1), (5, 1.4354066985645932), (4, -0.6)], 115.74384210526316, .equal),
            row([(10, 0.2857142857142857), (7, 1.0), (3, -0.3333333333333333)], 305.6207142857143, .equal),
            row([(13, -1.0), (7, -0.6), (9, 0.3333333333333333)], -122.44233333333332, .equal),
            row([(24, -1.0), (19, -1.0)], -79.6, .lessThanOrEqual),
            row([(45, 1.0), (41, 0.3333333333333333)], -442.0, .equal, 999.0),
            row([(13, -1.0), (8, -1.0), (5, 1.5)], -261.0, .lessThanOrEqual),
            row([(19, -0.6966666666666667), (13, 0.15), (17, 2.3333333333333335)], 797.2796666666667, .lessThanOrEqual),
            row([(23, -1.0), (21, 1.5), (17, 0.15), (4, 0.2857142857142857), (2, -1.0), (0, 2.3333333333333335)], 798.7188357142857, .equal),
            row([(57, 1.5), (52, 1.4354066985645932), (53, 0.3333333333333333)], 396.9430127591706, .lessThanOrEqual, 251.0),
            row([(19, 1.4354066985645932), (15, 0.5)], 128.40980861244017, .greaterThanOrEqual),
        ]
        let order = [3, 48, 19, 47, 13, 50, 6, 42, 0, 18, 29, 43, 31, 55, 1, 12, 44, 36, 49, 27, 20, 46, 10, 25,
                     33, 56, 37, 32, 23, 21, 16, 54, 45, 26, 39, 11, 9, 2, 38, 53, 14, 17, 24, 8, 35, 28, 22, 41,
                     51, 30, 52, 15, 40, 5, 7, 4, 57, 34]
        let solution = TieredSolver().solve(LinearProblem(variableCount: 58, rows: rows), fixOrder: order,
                                            findAmbiguity: false)
        XCTAssertNil(solution.failure)
        XCTAssertEqual(solution.conflicts, [
            ConflictSet(rows: [1, 5, 7, 19, 20, 22, 25, 26, 27, 28, 29, 31, 32, 33], broken: 33),
        ])
    }
}
