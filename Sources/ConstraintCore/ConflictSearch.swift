/// Spec-format 3.3 step 1: which required rows are broken, and the minimal conflicting sets that say why.
/// Only a problem whose required rows conflict pays for this.
enum ConflictSearch {
    /// Whether the required `rows` (indices into `problem.rows`) can all hold.
    /// Throws when a phase one runs out of pivots: then the answer is not known, and guessing
    /// "conflict" would report a false `unsatisfiable-constraints`.
    static func requiredRowsHold(_ rows: [Int], in problem: NormalizedProblem) throws(SolveFailure) -> Bool {
        var tableau = Tableau(externalCount: problem.variableCount, tierCount: 0, expectedRows: rows.count)
        tableau.pivotLimit = problem.pivotLimit
        for index in rows {
            let row = problem.rows[index]
            let added = tableau.addRow(variables: problem.variables(of: row), coefficients: problem.coefficients(of: row),
                                       constant: row.constant, isEquality: row.isEquality, role: .required(traced: false))
            if tableau.exhaustedBudget { throw .pivotBudgetExhausted }
            guard added != nil else { return false }
        }
        return true
    }

    /// The deletion filter: take the rows in order and leave each out for good when the rest still
    /// conflict. What remains is a minimal conflicting set (every member is needed for the conflict).
    /// `rows` must conflict.
    ///
    /// Computed with the same result but fewer checks: while rows are being left out the kept set
    /// `K` does not change, and "`K` plus the rows after `i` conflict" can only turn false as `i`
    /// grows (the set shrinks). So the next kept row is the first `i` where it is false, found by
    /// binary search: about `|set| · log₂(rows)` feasibility checks instead of one per row.
    static func minimalConflict(among rows: [Int], in problem: NormalizedProblem) throws(SolveFailure) -> [Int] {
        var kept: [Int] = []
        var start = 0
        let count = rows.count
        func restHolds(after position: Int) throws(SolveFailure) -> Bool {
            try requiredRowsHold(kept + rows[(position + 1)...], in: problem)
        }
        while start < count {
            // The last row is kept unless `kept` conflicts on its own.
            guard try restHolds(after: count - 1) else { break }
            var low = start
            var high = count - 1  // restHolds(after: high) is true
            while low < high {
                let middle = (low + high) / 2
                if try restHolds(after: middle) { high = middle } else { low = middle + 1 }
            }
            kept.append(rows[low])
            start = low + 1
        }
        return kept
    }

    /// Breaks the last row of each minimal conflicting set, searching again until the rest holds.
    /// Returns the sets in the order found and the required rows that remain.
    static func breakConflicts(required: [Int], in problem: NormalizedProblem)
        throws(SolveFailure) -> (conflicts: [ConflictSet], kept: [Int]) {
        var kept = required
        var conflicts: [ConflictSet] = []
        while !kept.isEmpty {
            if try requiredRowsHold(kept, in: problem) { break }
            let set = try minimalConflict(among: kept, in: problem)
            guard let broken = set.last else { break }
            conflicts.append(ConflictSet(rows: set, broken: broken))
            kept.removeAll { $0 == broken }
        }
        return (conflicts, kept)
    }
}
