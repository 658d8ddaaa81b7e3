/// Spec-format 3.3 step 1: which required rows are broken, and the minimal conflicting sets that say why.
/// Only a problem whose required rows conflict pays for this.
enum ConflictSearch {
    /// Whether the required `rows` (indices into `problem.rows`) can all hold.
    static func requiredRowsHold(_ rows: [Int], in problem: NormalizedProblem) -> Bool {
        var tableau = Tableau(externalCount: problem.variableCount, tierCount: 0)
        for index in rows {
            let row = problem.rows[index]
            guard tableau.addRow(variables: row.variables, coefficients: row.coefficients, constant: row.constant,
                                 isEquality: row.isEquality, role: .required) != nil else { return false }
        }
        return true
    }

    /// The deletion filter: take the rows in order and leave each out for good when the rest still
    /// conflict. What remains is a minimal conflicting set (every member is needed for the conflict).
    /// `rows` must conflict.
    static func minimalConflict(among rows: [Int], in problem: NormalizedProblem) -> [Int] {
        var candidate = rows
        var position = 0
        while position < candidate.count {
            var rest = candidate
            rest.remove(at: position)
            if requiredRowsHold(rest, in: problem) {
                position += 1
            } else {
                candidate = rest
            }
        }
        return candidate
    }

    /// Breaks the last row of each minimal conflicting set, searching again until the rest holds.
    /// Returns the sets in the order found and the required rows that remain.
    static func breakConflicts(required: [Int], in problem: NormalizedProblem) -> (conflicts: [ConflictSet], kept: [Int]) {
        var kept = required
        var conflicts: [ConflictSet] = []
        while !kept.isEmpty && !requiredRowsHold(kept, in: problem) {
            let set = minimalConflict(among: kept, in: problem)
            guard let broken = set.last else { break }
            conflicts.append(ConflictSet(rows: set, broken: broken))
            kept.removeAll { $0 == broken }
        }
        return (conflicts, kept)
    }
}
