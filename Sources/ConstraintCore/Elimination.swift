/// Required equalities that define a value no other row mentions, taken out before the tableau
/// is built and solved by substitution afterwards (a presolve: "free column singletons").
///
/// Why: a chain of views, each `top = previous.bottom + 8`, makes every `y` a sum of all the
/// sizes above it. In the tableau each such row holds a term per view above, so the rows grow
/// quadratically and their substitutions cubically (2,000 labels took minutes). But the last
/// view's `y` appears in its own row only: whatever the rest do, that row can hold, so it can
/// leave the system and `y` be computed from the others at the end. Then the view above it is in
/// the same position, and so on up the chain.
///
/// The result is the same problem's: a row with a value of its own can always hold, so it is in
/// no minimal conflicting set (feasibility of any set of rows is that of the set without it),
/// never broken, and never changes what the other rows can do. Fixing is unchanged too, because a
/// row is taken out only when every other value in it comes before its own value in the fixing
/// order, or is pinned by a required row of its own (`width = 200`): by that value's turn the
/// others are fixed, so it is determined, and before its turn it constrains nothing else. (A pin
/// holds unless the conflict search breaks it, so a solve with conflicts takes out rows by the
/// fixing order alone: `pinsCount` false.)
struct Elimination {
    /// Per row: whether it was taken out.
    var removed: [Bool]
    /// Per variable: whether it is computed from its row (`row[variable]`), not solved for.
    var computed: [Bool]
    /// (row, variable) in the order taken out; computed in reverse (a later entry is one the
    /// earlier ones may read).
    var steps: [(row: Int, variable: Int32)] = []
    /// Per variable: the row it is computed from, -1 when it is solved for.
    var rowOf: [Int]

    /// A pivot on a coefficient smaller than this times the row's largest would lose precision.
    static let smallestPivot = 1e-3

    init(_ problem: NormalizedProblem, order: [Int32], pinsCount: Bool = true) {
        let variableCount = problem.variableCount
        removed = Array(repeating: false, count: problem.rows.count)
        computed = Array(repeating: false, count: variableCount)
        rowOf = Array(repeating: -1, count: variableCount)
        var position = Array(repeating: 0, count: variableCount)
        for (slot, variable) in order.enumerated() { position[Int(variable)] = slot }
        // A value pinned by a required equality of its own is determined whatever the order.
        if pinsCount {
            for index in problem.required {
                let row = problem.rows[index]
                if row.isEquality && row.terms.count == 1 { position[Int(problem.termVariables[row.terms.lowerBound])] = -1 }
            }
        }
        // How many solvable rows mention each variable, and which (a row's paired second row
        // mentions the same variables as its first, so it counts too).
        var uses = Array(repeating: 0, count: variableCount)
        var firstUse = Array(repeating: -1, count: variableCount)
        for (index, row) in problem.rows.enumerated() where row.isSolvable {
            for slot in row.terms {
                let variable = Int(problem.termVariables[slot])
                uses[variable] += 1
                firstUse[variable] = index
            }
        }
        // A variable used once: its row, found when needed by a scan of the rows that use it.
        // The rows of each variable, in one array (`userRows[userStart[v] ..< userStart[v + 1]]`,
        // ascending), built on first need: an array per variable cost an allocation each, a
        // tenth of a 50-view screen's first solve.
        var userStart: [Int] = []
        var userRows: [Int] = []
        func users(_ variable: Int) -> ArraySlice<Int> {
            if userStart.isEmpty {
                userStart = Array(repeating: 0, count: variableCount + 1)
                for row in problem.rows where row.isSolvable {
                    for slot in row.terms { userStart[Int(problem.termVariables[slot]) + 1] += 1 }
                }
                for variable in 0 ..< variableCount { userStart[variable + 1] += userStart[variable] }
                userRows = Array(repeating: 0, count: userStart[variableCount])
                var filled = userStart
                for (index, row) in problem.rows.enumerated() where row.isSolvable {
                    for slot in row.terms {
                        let variable = Int(problem.termVariables[slot])
                        userRows[filled[variable]] = index
                        filled[variable] += 1
                    }
                }
            }
            return userRows[userStart[variable] ..< userStart[variable + 1]]
        }
        var work: [Int] = []
        for variable in 0 ..< variableCount where uses[variable] == 1 { work.append(firstUse[variable]) }
        var queued = Array(repeating: false, count: problem.rows.count)
        for row in work { queued[row] = true }
        var next = 0
        while next < work.count {
            let index = work[next]
            next += 1
            queued[index] = false
            let row = problem.rows[index]
            guard !removed[index], row.isSolvable, row.tier == nil, row.isEquality else { continue }
            guard let variable = Self.subject(of: row, in: problem, uses: uses, position: position) else { continue }
            removed[index] = true
            computed[variable] = true
            rowOf[variable] = index
            steps.append((index, Int32(variable)))
            for slot in row.terms {
                let other = Int(problem.termVariables[slot])
                uses[other] -= 1
                guard other != variable, uses[other] == 1 else { continue }
                for user in users(other) where !removed[user] && !queued[user] {
                    queued[user] = true
                    work.append(user)
                }
            }
        }
    }

    /// The row's variable that no other remaining row uses and that comes after every other
    /// variable of the row in the fixing order, with a coefficient fit to divide by; else nil.
    private static func subject(of row: NormalizedRow, in problem: NormalizedProblem, uses: [Int],
                                position: [Int]) -> Int? {
        var largest = 0.0
        var latest = -1
        for slot in row.terms {
            largest = max(largest, abs(problem.termCoefficients[slot]))
            latest = max(latest, position[Int(problem.termVariables[slot])])
        }
        for slot in row.terms {
            let variable = Int(problem.termVariables[slot])
            if uses[variable] == 1, position[variable] == latest,
               abs(problem.termCoefficients[slot]) >= smallestPivot * largest {
                return variable
            }
        }
        return nil
    }

    /// Fills in the computed values from the others, latest taken out first.
    func complete(_ values: inout [Double], _ problem: NormalizedProblem) {
        for (index, variable) in steps.reversed() {
            let row = problem.rows[index]
            var sum = row.constant
            var own = 0.0
            for slot in row.terms {
                let other = problem.termVariables[slot]
                if other == variable { own = problem.termCoefficients[slot] } else {
                    sum += problem.termCoefficients[slot] * values[Int(other)]
                }
            }
            values[Int(variable)] = -sum / own
        }
    }

    /// `variable` (a computed one) as `constant + Σ coefficient · x` over variables that are not
    /// computed, for measuring its range.
    func expression(of variable: Int32, _ problem: NormalizedProblem) -> (constant: Double, terms: [Int32: Double]) {
        var constant = 0.0
        var terms: [Int32: Double] = [:]
        var pending: [(Int32, Double)] = [(variable, 1)]
        while let (current, weight) = pending.popLast() {
            let index = rowOf[Int(current)]
            guard index >= 0 else {
                terms[current, default: 0] += weight
                continue
            }
            let row = problem.rows[index]
            var own = 0.0
            for slot in row.terms where problem.termVariables[slot] == current { own = problem.termCoefficients[slot] }
            let scale = -weight / own
            constant += scale * row.constant
            for slot in row.terms where problem.termVariables[slot] != current {
                pending.append((problem.termVariables[slot], scale * problem.termCoefficients[slot]))
            }
        }
        return (constant, terms)
    }
}
