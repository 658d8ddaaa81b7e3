import ConstraintCore

/// What became of one constraint in the solve (for the editor's inlay hints
/// and the pictures): held, broken by the conflict search (the last row of a
/// minimal conflicting set, spec-format.md 3.3 step 1), or an optional
/// constraint left unmet at the optimum of its tier (step 2), with by how much.
public enum ConstraintOutcome: Hashable, Sendable {
    case met
    case broken
    /// `error` points: an equality's |lhs − rhs|, an inequality's violation.
    case unmet(error: Double)

    /// A row error at most this is met (the LP core's feasibility tolerance,
    /// with room for the sum of a row's terms).
    public static let tolerance: Double = 1e-6
}

extension ConstraintStep {
    /// Each constraint of the island that did not simply hold, by its index in
    /// `Screen.constraints`: broken rows first, then optional rows with an error.
    static func outcomes(_ solution: LinearSolution, _ system: ConstraintSystem) -> [Int: ConstraintOutcome] {
        var outcomes: [Int: ConstraintOutcome] = [:]
        let broken = Set(solution.conflicts.map(\.broken))
        for (row, source) in system.sources.enumerated() {
            guard case .constraint(let index) = source else { continue }
            if broken.contains(row) {
                outcomes[index] = .broken
            } else if row < solution.rowErrors.count, solution.rowErrors[row] > ConstraintOutcome.tolerance {
                outcomes[index] = .unmet(error: solution.rowErrors[row])
            }
        }
        return outcomes
    }
}
