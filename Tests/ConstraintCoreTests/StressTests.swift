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
}
