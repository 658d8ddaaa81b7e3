import ConstraintCore
import XCTest

/// Shapes that once took minutes (Docs/Constraints.md#complexity): each is checked for its answer,
/// worked out by hand, and must finish in a small fraction of the time the old code took.
/// The bounds on seconds are far above what the solver needs (a loaded machine, a debug build),
/// and far below what the old code took at these sizes.
final class StressTests: XCTestCase {
    /// A chain of views (x, y, width, height: variables 4i … 4i+3), each 20 pt tall, 8 pt below
    /// the one before, widths equal to the first's; `extra(i, h)` adds rows after view i's own.
    private func chain(_ views: Int, _ extra: (Int, Int) -> [LinearRow]) -> [LinearRow] {
        var rows: [LinearRow] = []
        for i in 0 ..< views {
            let (x, y, w, h) = (4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3)
            if i == 0 {
                rows += [pin(y, .equal, 8), pin(w, .equal, 300)]
            } else {
                rows += [row([(y, 1), (4 * i - 3, -1), (4 * i - 1, -1)], -8, .equal), row([(w, 1), (2, -1)], 0, .equal)]
            }
            rows.append(pin(x, .equal, 16))
            rows += extra(i, h)
        }
        return rows
    }

    func testManyConflictsInOneIslandAreEachFoundNearTheirRows() {
        // Each view also pinned at its top, every second pin a point off the 28-pt pitch: pin i
        // conflicts with pin i - 1 through view i - 1's height and view i's top row. The deletion
        // filter (rows in document order, each left out while the rest still conflict) breaks the
        // last set's last row first: {h(i-1), pin(i-1), top(i), pin(i)} with pin(i) broken, from
        // the last view up, so every pin but view 0's own top breaks and every y is 8 + 28 i.
        // View 0 has rows 0 … 3 (y, width, x, height); view i ≥ 1 rows 4 + 5(i - 1) … (top,
        // width, x, height, pin). The search that rebuilt a tableau per check took 41 s here
        // (release build).
        let views = 300
        let rows = chain(views) { i, h in
            [pin(h, .equal, 20)] + (i == 0 ? [] : [pin(4 * i + 1, .equal, Double(28 * i + 8 + i % 2))])
        }
        let start = Date()
        let solution = solve(4 * views, rows, ambiguity: false)
        let seconds = Date().timeIntervalSince(start)
        func first(_ i: Int) -> Int { i == 0 ? 0 : 4 + 5 * (i - 1) }
        let expected = (1 ..< views).reversed().map { i in
            ConflictSet(rows: [first(i - 1) + (i == 1 ? 0 : 4), first(i - 1) + 3, first(i), first(i) + 4].sorted(),
                        broken: first(i) + 4)
        }
        XCTAssertEqual(solution.conflicts.count, views - 1)
        XCTAssertEqual(solution.conflicts, expected)
        for i in 0 ..< views { XCTAssertEqual(solution.values[4 * i + 1], Double(8 + 28 * i), "y\(i)") }
        XCTAssertLessThan(seconds, 20)
    }

    func testAChainWhoseHeightsAreFreeIsMeasuredAndFixedInLittleMemory() {
        // Heights only `>= 10`: every height can grow without bound, so every height and every y
        // below the first is ambiguous. Ranges: height [10, +inf), y(i) = 8 + sum of 8 + height
        // above it, so [8 + 18 i, +inf). Fixing closest to 0 in variable order takes each height
        // at 10, so y(i) = 8 + 18 i. Before sparse objectives, each of the 1,000 fixing tiers was
        // a dense row of every symbol, and every ambiguity probe summed its objective term by term
        // (0.26 s and 26 MB at this size, 1.2 s and 74 MB at 1,000, 7.3 s and 263 MB at 2,000,
        // release; Benchmarks/solver-stress.sh).
        let views = 500
        let rows = chain(views) { _, h in [pin(h, .greaterThanOrEqual, 10)] }
        let start = Date()
        let solution = solve(4 * views, rows)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(solution.conflicts, [])
        var expected: [AmbiguousValue] = []
        for i in 0 ..< views {
            if i > 0 { expected.append(AmbiguousValue(variable: 4 * i + 1, lower: Double(8 + 18 * i), upper: .infinity)) }
            expected.append(AmbiguousValue(variable: 4 * i + 3, lower: 10, upper: .infinity))
        }
        XCTAssertEqual(solution.ambiguous, expected)
        for i in 0 ..< views {
            XCTAssertEqual(solution.values[4 * i + 1], Double(8 + 18 * i), "y\(i)")
            XCTAssertEqual(solution.values[4 * i + 3], 10, "height\(i)")
        }
        XCTAssertLessThan(seconds, 20)
    }

    func testThousandsOfIdenticalOptionalRowsCostOneRow() {
        // 20,000 rows `width = c @999` on one view, c cycling through 100 … 136 (7k mod 37): the
        // tier minimizes the sum of |width - c| over all of them: a median. Each c has 540 or 541
        // rows (20,000 = 37 · 540 + 20); 9,731 rows have c below 118, 540 have 118 and 9,729 have
        // c above, so moving off 118 either way raises the sum (down: 9,729 + 540 rows gain, 9,731
        // lose; up: 9,731 + 540 gain, 9,729 lose): width = 118, each error |118 - c|. Before identical rows
        // were merged, each copy was a pair of error symbols the simplex pivoted through: 30 s
        // here (release), minutes at 50,000.
        let copies = 20_000
        var rows = [pin(0, .equal, 0), pin(1, .equal, 0), pin(3, .equal, 20)]
        for k in 0 ..< copies { rows.append(pin(2, .equal, Double(100 + (k * 7) % 37), 999)) }
        let start = Date()
        let solution = solve(4, rows)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(solution.values, [0, 0, 118, 20])
        XCTAssertEqual(solution.ambiguous, [])
        for k in 0 ..< copies { XCTAssertEqual(solution.rowErrors[3 + k], abs(118 - Double(100 + (k * 7) % 37))) }
        XCTAssertLessThan(seconds, 20)
    }
}
