import ConstraintCore

/// An exact model of Docs/SpecFormat.md#auto-layout-constraints for tiny problems, written without a simplex: the unique
/// final point (after the fixing tiers) is a vertex of the arrangement of the hyperplanes
/// `row = 0` and `x_v = 0`, so enumerating every vertex and comparing the lexicographic objective
/// (tier errors, then |x_v| in fix order) finds it. A box `|x_v| <= bound` joins the arrangement
/// so that every range is finite there; a range reaching past `unbounded` counts as infinite
/// (the random problems' own values stay far below it).
struct ArrangementReference {
    let problem: LinearProblem
    let bound: Double = 1_000_000
    let unbounded: Double = 10_000
    let tolerance = 1e-7
    private(set) var vertices: [[Double]] = []

    init(_ problem: LinearProblem) {
        self.problem = problem
        let n = problem.variableCount
        var planes: [([Double], Double)] = []  // a · x = b
        for row in problem.rows {
            var a = Array(repeating: 0.0, count: n)
            for term in row.terms { a[term.variable] += term.coefficient }
            planes.append((a, -row.constant))
        }
        for v in 0 ..< n {
            var a = Array(repeating: 0.0, count: n)
            a[v] = 1
            planes.append((a, 0))
            planes.append((a, bound))
            planes.append((a, -bound))
        }
        forEachSubset(of: planes.count, size: n) { subset in
            if let point = Self.solveSquare(subset.map { planes[$0] }), point.allSatisfy({ abs($0) <= bound + 1e-6 }) {
                vertices.append(point)
            }
        }
    }

    private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        var chosen: [Int] = []
        func recurse(_ start: Int) {
            if chosen.count == size { body(chosen); return }
            guard start < count else { return }
            for index in start ..< count {
                chosen.append(index)
                recurse(index + 1)
                chosen.removeLast()
            }
        }
        recurse(0)
    }

    /// Gaussian elimination with partial pivoting; nil when singular.
    private static func solveSquare(_ planes: [([Double], Double)]) -> [Double]? {
        var m = planes.map { $0.0 + [$0.1] }
        let n = m.count
        for column in 0 ..< n {
            guard let pivot = (column ..< n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-9 else { return nil }
            m.swapAt(column, pivot)
            for r in 0 ..< n where r != column {
                let factor = m[r][column] / m[column][column]
                if factor == 0 { continue }
                for c in column ... n { m[r][c] -= factor * m[column][c] }
            }
        }
        return (0 ..< n).map { m[$0][n] / m[$0][$0] }
    }

    private func holds(_ rows: [Int], at point: [Double]) -> Bool {
        rows.allSatisfy { problem.rows[$0].error(at: point) <= tolerance }
    }

    func feasible(_ rows: [Int]) -> Bool { vertices.contains { holds(rows, at: $0) } }

    /// Step 1 by the deletion filter, literally.
    func conflicts() -> (sets: [ConflictSet], kept: [Int]) {
        var kept = problem.rows.indices.filter { problem.rows[$0].priority >= 1000 }
        var sets: [ConflictSet] = []
        while !feasible(kept) {
            var candidate = kept
            var i = 0
            while i < candidate.count {
                var rest = candidate
                rest.remove(at: i)
                if feasible(rest) { i += 1 } else { candidate = rest }
            }
            sets.append(ConflictSet(rows: candidate, broken: candidate.last!))
            kept.removeAll { $0 == candidate.last! }
        }
        return (sets, kept)
    }

    /// The tier error sums at a point, highest priority first.
    func tierErrors(at point: [Double]) -> [Double] {
        let priorities = Set(problem.rows.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
        return priorities.map { p in
            problem.rows.filter { $0.priority == p }.reduce(0) { $0 + $1.error(at: point) }
        }
    }

    private func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > tolerance { return x < y }
        return false
    }

    /// The final values, and the ranges of values that can move on the face optimal for the tiers.
    func solve(fixOrder: [Int]) -> (values: [Double], conflicts: [ConflictSet], ambiguous: [AmbiguousValue]) {
        let (sets, kept) = conflicts()
        let candidates = vertices.filter { holds(kept, at: $0) }
        func key(_ p: [Double]) -> [Double] { tierErrors(at: p) + fixOrder.map { abs(p[$0]) } }
        var best = candidates[0]
        for p in candidates.dropFirst() where lexLess(key(p), key(best)) { best = p }
        let optimumTiers = tierErrors(at: best)
        let face = candidates.filter { p in
            zip(tierErrors(at: p), optimumTiers).allSatisfy { abs($0 - $1) <= tolerance }
        }
        var ambiguous: [AmbiguousValue] = []
        for v in fixOrder {
            var lower = face.map { $0[v] }.min()!
            var upper = face.map { $0[v] }.max()!
            if upper - lower <= 1e-6 { continue }
            if lower < -unbounded { lower = -.infinity }
            if upper > unbounded { upper = .infinity }
            ambiguous.append(AmbiguousValue(variable: v, lower: lower, upper: upper))
        }
        return (best, sets, ambiguous)
    }
}
