/// A row as the tableau takes it: `Σ terms + constant ≥ 0` or `= 0`, terms merged per
/// variable and zero coefficients gone. A `≤` row is negated into a `≥` one.
struct NormalizedRow {
    /// Where its terms sit in `NormalizedProblem.termVariables` and `termCoefficients`.
    var terms: Range<Int>
    var constant: Double
    var isEquality: Bool
    /// +1, or -1 when the row was negated: a change of the user's constant moves `constant` by this times it.
    var constantSign: Double
    /// The index of its optional tier (0 = highest priority), or nil when required.
    var tier: Int?
    /// For an optional `f ≥ 0` directly followed by an optional `f ≤ 0` (an intrinsic size's
    /// compression resistance and hugging): the second row's tier. The pair enters the tableau as
    /// one row `f = e⁺ − e⁻` with `e⁻` at this row's tier and `e⁺` at the partner's, which is the
    /// same problem without the degenerate vertex two separate rows make at `f = 0`.
    var partnerTier: Int?
    /// For the second row of such a pair: the first row's index (it is not added on its own).
    var pairedWith: Int?
    /// False when the row holds a non-finite number or a variable out of range: it is left out of the system.
    var isSolvable: Bool
}

/// The problem as the solver works on it: rows normalized, optional priorities numbered as tiers.
struct NormalizedProblem {
    var variableCount: Int
    var rows: [NormalizedRow]
    /// Every row's terms, one after another (one allocation for the whole problem).
    var termVariables: [Int32] = []
    var termCoefficients: [Double] = []
    /// Required solvable rows, in document order.
    var required: [Int]
    /// Optional solvable rows, in document order, without the second rows of pairs.
    var optional: [Int]
    var tierCount: Int

    init(_ problem: LinearProblem) {
        variableCount = max(0, problem.variableCount)
        // The distinct optional priorities, highest first (screens use a handful).
        var tiers: [Double] = []
        for row in problem.rows where !row.isRequired && !tiers.contains(row.priority) { tiers.append(row.priority) }
        tiers.sort(by: >)
        tierCount = tiers.count
        rows = []
        rows.reserveCapacity(problem.rows.count)
        let termCount = problem.rows.reduce(0) { $0 + $1.terms.count }
        termVariables.reserveCapacity(termCount)
        termCoefficients.reserveCapacity(termCount)
        required = []
        optional = []
        for (index, row) in problem.rows.enumerated() {
            let tier = row.isRequired ? nil : tiers.firstIndex(of: row.priority)
            var normalized = normalize(row, tier: tier)
            if normalized.isSolvable, normalized.tier != nil, index > 0, rows[index - 1].partnerTier == nil,
               rows[index - 1].pairedWith == nil, isUpperPartner(normalized, of: rows[index - 1]),
               optional.last == index - 1 {
                rows[index - 1].partnerTier = normalized.tier
                normalized.pairedWith = index - 1
            }
            rows.append(normalized)
            guard normalized.isSolvable, normalized.pairedWith == nil else { continue }
            if normalized.tier == nil { required.append(index) } else { optional.append(index) }
        }
    }

    func variables(of row: NormalizedRow) -> ArraySlice<Int32> { termVariables[row.terms] }
    func coefficients(of row: NormalizedRow) -> ArraySlice<Double> { termCoefficients[row.terms] }

    /// Whether `row` (normalized `-f ≥ 0`) is the `f ≤ 0` partner of the optional `f ≥ 0` `lower`.
    private func isUpperPartner(_ row: NormalizedRow, of lower: NormalizedRow) -> Bool {
        guard !row.isEquality, !lower.isEquality, lower.tier != nil, row.constant == -lower.constant,
              row.terms.count == lower.terms.count else { return false }
        for (mine, theirs) in zip(row.terms, lower.terms)
        where termVariables[mine] != termVariables[theirs] || termCoefficients[mine] != -termCoefficients[theirs] {
            return false
        }
        return true
    }

    /// Appends the row's merged terms (in order of first appearance; a linear search, as rows
    /// have a few terms) and describes it.
    private mutating func normalize(_ row: LinearRow, tier: Int?) -> NormalizedRow {
        let sign: Double = row.relation == .lessThanOrEqual ? -1 : 1
        var solvable = row.constant.isFinite && row.priority.isFinite
        let start = termVariables.count
        for term in row.terms {
            guard term.variable >= 0, term.variable < variableCount, term.coefficient.isFinite else {
                solvable = false
                continue
            }
            var slot = start
            while slot < termVariables.count && termVariables[slot] != Int32(term.variable) { slot += 1 }
            if slot < termVariables.count {
                termCoefficients[slot] += sign * term.coefficient
            } else {
                termVariables.append(Int32(term.variable))
                termCoefficients.append(sign * term.coefficient)
            }
        }
        var kept = start
        for slot in start ..< termVariables.count where abs(termCoefficients[slot]) > SolverTolerance.coefficient {
            termVariables[kept] = termVariables[slot]
            termCoefficients[kept] = termCoefficients[slot]
            kept += 1
        }
        if kept < termVariables.count {
            termVariables.removeLast(termVariables.count - kept)
            termCoefficients.removeLast(termCoefficients.count - kept)
        }
        return NormalizedRow(terms: start ..< kept, constant: sign * row.constant,
                             isEquality: row.relation == .equal, constantSign: sign, tier: tier,
                             partnerTier: nil, pairedWith: nil, isSolvable: solvable)
    }
}
