/// A row as the tableau takes it: `Σ terms + constant ≥ 0` or `= 0`, terms merged per
/// variable and zero coefficients gone. A `≤` row is negated into a `≥` one.
struct NormalizedRow {
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    var isEquality: Bool
    /// +1, or -1 when the row was negated: a change of the user's constant moves `constant` by this times it.
    var constantSign: Double
    /// The index of its optional tier (0 = highest priority), or nil when required.
    var tier: Int?
    /// False when the row holds a non-finite number or a variable out of range: it is left out of the system.
    var isSolvable: Bool
}

/// The problem as the solver works on it: rows normalized, optional priorities numbered as tiers.
struct NormalizedProblem {
    var variableCount: Int
    var rows: [NormalizedRow]
    /// Required solvable rows, in document order.
    var required: [Int]
    /// Optional solvable rows, in document order.
    var optional: [Int]
    var tierCount: Int

    init(_ problem: LinearProblem) {
        variableCount = max(0, problem.variableCount)
        let optionalPriorities = Set(problem.rows.lazy.filter { !$0.isRequired }.map(\.priority))
        let tiers = optionalPriorities.sorted(by: >)
        var tierOfPriority: [Double: Int] = [:]
        for (index, priority) in tiers.enumerated() { tierOfPriority[priority] = index }
        tierCount = tiers.count
        rows = []
        rows.reserveCapacity(problem.rows.count)
        required = []
        optional = []
        for (index, row) in problem.rows.enumerated() {
            let normalized = NormalizedProblem.normalize(row, variableCount: variableCount,
                                                         tier: row.isRequired ? nil : tierOfPriority[row.priority])
            rows.append(normalized)
            guard normalized.isSolvable else { continue }
            if normalized.tier == nil { required.append(index) } else { optional.append(index) }
        }
    }

    private static func normalize(_ row: LinearRow, variableCount: Int, tier: Int?) -> NormalizedRow {
        let sign: Double = row.relation == .lessThanOrEqual ? -1 : 1
        var solvable = row.constant.isFinite && row.priority.isFinite
        // Merge in order of first appearance, so the result does not depend on hashing.
        var slotOfVariable: [Int: Int] = [:]
        var variables: [Int32] = []
        var coefficients: [Double] = []
        for term in row.terms {
            guard term.variable >= 0, term.variable < variableCount, term.coefficient.isFinite else {
                solvable = false
                continue
            }
            if let slot = slotOfVariable[term.variable] {
                coefficients[slot] += sign * term.coefficient
            } else {
                slotOfVariable[term.variable] = variables.count
                variables.append(Int32(term.variable))
                coefficients.append(sign * term.coefficient)
            }
        }
        var kept = 0
        for slot in variables.indices where abs(coefficients[slot]) > SolverTolerance.coefficient {
            variables[kept] = variables[slot]
            coefficients[kept] = coefficients[slot]
            kept += 1
        }
        variables.removeLast(variables.count - kept)
        coefficients.removeLast(coefficients.count - kept)
        return NormalizedRow(variables: variables, coefficients: coefficients, constant: sign * row.constant,
                             isEquality: row.relation == .equal, constantSign: sign, tier: tier,
                             isSolvable: solvable)
    }
}
