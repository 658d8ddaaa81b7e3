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
    /// How many identical optional rows (same terms, constant, relation, tier and partner) this one
    /// stands for in the tableau: their errors are equal at every optimum, so one row whose errors
    /// count `weight` times is the same problem (see `NormalizedProblem.mergeIdenticalOptionalRows`).
    var weight: Double = 1
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
    /// Passed to every tableau of the solve (`Tableau.pivotLimit`; tests only).
    var pivotLimit: Int?

    init(_ problem: LinearProblem) {
        variableCount = max(0, problem.variableCount)
        // The distinct optional priorities, highest first (screens use a handful).
        var tiers: [Double] = []
        for row in problem.rows where !row.isRequired && !tiers.contains(row.priority) { tiers.append(row.priority) }
        tiers.sort(by: >)
        tierCount = tiers.count
        var rows: [NormalizedRow] = []
        rows.reserveCapacity(problem.rows.count)
        var required: [Int] = []
        var optional: [Int] = []
        required.reserveCapacity(problem.rows.count)
        optional.reserveCapacity(problem.rows.count)
        let termCount = problem.rows.reduce(0) { $0 + $1.terms.count }
        // Written through raw buffers sized for every term (merging only shrinks a row), then trimmed:
        // no uniqueness check or growth per term.
        var variables = [Int32](repeating: 0, count: termCount)
        var coefficients = [Double](repeating: 0, count: termCount)
        var used = 0
        let variableCount = self.variableCount
        variables.withUnsafeMutableBufferPointer { variables in
            coefficients.withUnsafeMutableBufferPointer { coefficients in
                let terms = Terms(variables: variables, coefficients: coefficients, variableCount: variableCount)
                for index in problem.rows.indices {
                    let row = problem.rows[index]
                    let tier = row.isRequired ? nil : tiers.firstIndex(of: row.priority)
                    var normalized = terms.append(row, tier: tier, at: &used)
                    if normalized.isSolvable, normalized.tier != nil, index > 0, rows[index - 1].partnerTier == nil,
                       rows[index - 1].pairedWith == nil, terms.isUpperPartner(normalized, of: rows[index - 1]),
                       optional.last == index - 1 {
                        rows[index - 1].partnerTier = normalized.tier
                        normalized.pairedWith = index - 1
                    }
                    rows.append(normalized)
                    guard normalized.isSolvable, normalized.pairedWith == nil else { continue }
                    if normalized.tier == nil { required.append(index) } else { optional.append(index) }
                }
            }
        }
        if used < termCount {
            variables.removeLast(termCount - used)
            coefficients.removeLast(termCount - used)
        }
        self.rows = rows
        self.required = required
        self.optional = optional
        termVariables = variables
        termCoefficients = coefficients
        if optional.count > NormalizedProblem.mergeFrom { mergeIdenticalOptionalRows() }
    }

    /// Identical optional rows are merged only in problems with more optional rows than this: a
    /// screen has a few hundred at most, and the hash per row would cost its first solve for nothing.
    static let mergeFrom = 256

    /// Keeps the first of each group of identical optional rows in `optional`, its `weight` the
    /// group's size. Thousands of copies of one row on one view (50,000 `width = 100 @999`) would
    /// otherwise be as many errors that the tier's simplex pivots through one at a time, each
    /// pivot rewriting every copy: minutes, for the problem of one row.
    private mutating func mergeIdenticalOptionalRows() {
        var firstOf: [Int: [Int]] = [:]
        var kept: [Int] = []
        kept.reserveCapacity(optional.count)
        for index in optional {
            let key = mergeKey(rows[index])
            if let twin = firstOf[key]?.first(where: { isIdentical(rows[$0], rows[index]) }) {
                rows[twin].weight += 1
                continue
            }
            firstOf[key, default: []].append(index)
            kept.append(index)
        }
        optional = kept
    }

    private func mergeKey(_ row: NormalizedRow) -> Int {
        var hasher = Hasher()
        hasher.combine(row.constant)
        hasher.combine(row.isEquality)
        hasher.combine(row.tier)
        hasher.combine(row.partnerTier)
        for slot in row.terms {
            hasher.combine(termVariables[slot])
            hasher.combine(termCoefficients[slot])
        }
        return hasher.finalize()
    }

    private func isIdentical(_ a: NormalizedRow, _ b: NormalizedRow) -> Bool {
        guard a.constant == b.constant, a.isEquality == b.isEquality, a.tier == b.tier, a.partnerTier == b.partnerTier,
              a.terms.count == b.terms.count else { return false }
        return zip(a.terms, b.terms).allSatisfy { termVariables[$0] == termVariables[$1] && termCoefficients[$0] == termCoefficients[$1] }
    }

    func variables(of row: NormalizedRow) -> ArraySlice<Int32> { termVariables[row.terms] }
    func coefficients(of row: NormalizedRow) -> ArraySlice<Double> { termCoefficients[row.terms] }
}

/// The problem's term storage while `NormalizedProblem.init` writes it.
private struct Terms {
    let variables: UnsafeMutableBufferPointer<Int32>
    let coefficients: UnsafeMutableBufferPointer<Double>
    let variableCount: Int

    /// Whether `row` (normalized `-f ≥ 0`) is the `f ≤ 0` partner of the optional `f ≥ 0` `lower`.
    func isUpperPartner(_ row: NormalizedRow, of lower: NormalizedRow) -> Bool {
        guard !row.isEquality, !lower.isEquality, lower.tier != nil, row.constant == -lower.constant,
              row.terms.count == lower.terms.count else { return false }
        for (mine, theirs) in zip(row.terms, lower.terms)
        where variables[mine] != variables[theirs] || coefficients[mine] != -coefficients[theirs] {
            return false
        }
        return true
    }

    /// Writes the row's merged terms from `end` on (in order of first appearance; a linear search,
    /// as rows have a few terms), moves `end` past them and describes the row.
    func append(_ row: LinearRow, tier: Int?, at end: inout Int) -> NormalizedRow {
        let sign: Double = row.relation == .lessThanOrEqual ? -1 : 1
        var solvable = row.constant.isFinite && row.priority.isFinite
        let start = end
        for term in row.terms {
            guard term.variable >= 0, term.variable < variableCount, term.coefficient.isFinite else {
                solvable = false
                continue
            }
            let variable = Int32(term.variable)
            var slot = start
            while slot < end && variables[slot] != variable { slot += 1 }
            if slot < end {
                coefficients[slot] += sign * term.coefficient
            } else {
                variables[end] = variable
                coefficients[end] = sign * term.coefficient
                end += 1
            }
        }
        var kept = start
        for slot in start ..< end where abs(coefficients[slot]) > SolverTolerance.coefficient {
            variables[kept] = variables[slot]
            coefficients[kept] = coefficients[slot]
            kept += 1
        }
        end = kept
        return NormalizedRow(terms: start ..< kept, constant: sign * row.constant,
                             isEquality: row.relation == .equal, constantSign: sign, tier: tier,
                             partnerTier: nil, pairedWith: nil, isSolvable: solvable)
    }
}

extension NormalizedProblem {
    /// The largest error of `rows` at `values`, each relative to its row's magnitude
    /// (`|constant| + Σ |coefficient · value|`, at least 1): how far a tableau that holds them
    /// has drifted from the rows as written (`SolverTolerance.drift`). Values beyond `cap` count
    /// as `cap` in the magnitude: a point whose values a phase one blew up to 10¹⁰ on problem
    /// constants of 10³ must not hide a violation of 8 as 1e-10 of its own size (seed 160003354).
    func drift(of rows: some Sequence<Int>, at values: [Double], valuesUpTo cap: Double = .infinity) -> Double {
        drift(of: rows, valueOf: { values[Int($0)] }, valuesUpTo: cap)
    }

    /// `drift(of:at:valuesUpTo:)` with each value read where it is kept (a tableau's point).
    func drift(of rows: some Sequence<Int>, valueOf: (Int32) -> Double, valuesUpTo cap: Double) -> Double {
        var worst = 0.0
        for index in rows {
            let (error, magnitude) = errorAndMagnitude(of: index, valueOf: valueOf, valuesUpTo: cap)
            worst = max(worst, error / max(1, magnitude))
        }
        return worst
    }

    /// Row `index`'s error at the point (an equality's miss, an inequality's shortfall) and its
    /// magnitude there (`|constant| + Σ |coefficient · value|`, values beyond `cap` counting as `cap`).
    private func errorAndMagnitude(of index: Int, valueOf: (Int32) -> Double,
                                   valuesUpTo cap: Double) -> (error: Double, magnitude: Double) {
        let row = rows[index]
        var sum = row.constant
        var magnitude = abs(row.constant)
        for slot in row.terms {
            let value = valueOf(termVariables[slot])
            sum += termCoefficients[slot] * value
            magnitude += abs(termCoefficients[slot]) * min(abs(value), cap)
        }
        return (row.isEquality ? abs(sum) : max(0, -sum), magnitude)
    }
}

extension NormalizedProblem {
    /// Whether `rows` hold at the point by the feasibility rule the conflict search answers to
    /// (Docs/Constraints.md#step-1-conflicts): their errors summed within
    /// `SolverTolerance.feasibility`, scaled by the largest row magnitude (values beyond `cap`
    /// counting as `cap`, as in `drift`). A point that passes proves the rows hold.
    func holdsByFeasibility(_ rows: some Sequence<Int>, valueOf: (Int32) -> Double, valuesUpTo cap: Double) -> Bool {
        var total = 0.0
        var largest = 0.0
        for index in rows {
            let (error, magnitude) = errorAndMagnitude(of: index, valueOf: valueOf, valuesUpTo: cap)
            total += error
            largest = max(largest, magnitude)
        }
        return total <= SolverTolerance.scaled(SolverTolerance.feasibility, by: largest)
    }
}

extension NormalizedProblem {
    /// The largest constant of a solvable row, at least 1: the size of the numbers the problem holds.
    var constantScale: Double {
        var largest = 1.0
        for row in rows where row.isSolvable { largest = max(largest, abs(row.constant)) }
        return largest
    }
}
