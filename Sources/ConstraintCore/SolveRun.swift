/// One solve of a problem in the steps of spec-format 3.3, keeping its tableau so that
/// `IncrementalSolver` can re-solve after constants change.
struct SolveRun {
    let problem: NormalizedProblem
    var tableau: Tableau
    /// Per row: its marker symbol in the tableau, -1 when the row is not in it.
    var markers: [Int32]
    var conflicts: [ConflictSet] = []
    var ambiguous: [AmbiguousValue] = []
    /// Per variable: how many objective tiers came before its turn to be fixed (step 3), and
    /// whether it needed a fixing row then (it could still move) or was already determined.
    var fixTurns: [FixTurn]

    struct FixTurn {
        var tiersBefore: Int
        var hasFixingRow: Bool
    }

    init(problem: NormalizedProblem, fixOrder: [Int], findAmbiguity: Bool) {
        self.problem = problem
        tableau = Tableau(externalCount: problem.variableCount, tierCount: problem.tierCount)
        markers = Array(repeating: -1, count: problem.rows.count)
        fixTurns = Array(repeating: FixTurn(tiersBefore: 0, hasFixingRow: false), count: problem.variableCount)
        let order = SolveRun.completeOrder(fixOrder, variableCount: problem.variableCount)

        satisfyRequiredRows()
        satisfyOptionalTiers()
        if findAmbiguity { measureAmbiguity(order) }
        fixRemainingFreedom(order)
    }

    /// Step 1: every required row holds, or the minimal conflicting sets are found and their
    /// last rows broken; then every optional row joins (they always can: their errors absorb them).
    private mutating func satisfyRequiredRows() {
        if !addRows(problem.required, role: { _ in .required }) {
            let search = ConflictSearch.breakConflicts(required: problem.required, in: problem)
            conflicts = search.conflicts
            tableau = Tableau(externalCount: problem.variableCount, tierCount: problem.tierCount)
            markers = Array(repeating: -1, count: problem.rows.count)
            // The kept rows hold together (the search just checked), so this cannot fail.
            _ = addRows(search.kept, role: { _ in .required })
        }
        _ = addRows(problem.optional, role: { .optional(tier: $0.tier ?? 0) })
    }

    private mutating func addRows(_ indices: [Int], role: (NormalizedRow) -> RowRole) -> Bool {
        for index in indices {
            let row = problem.rows[index]
            guard let marker = tableau.addRow(variables: row.variables, coefficients: row.coefficients,
                                              constant: row.constant, isEquality: row.isEquality,
                                              role: role(row)) else { return false }
            markers[index] = marker
        }
        return true
    }

    /// Step 2: each tier, highest priority first, minimizes the sum of its errors over the face
    /// the tiers above left; what it cannot give up is pinned before the next tier moves.
    private mutating func satisfyOptionalTiers() {
        for tier in 0 ..< problem.tierCount {
            _ = tableau.minimize(tier: tier)
            tableau.pinCostlySymbols(ofTier: tier)
        }
    }

    /// Step 3, compile-time part: the range of every value that can still move on the optimal face.
    private mutating func measureAmbiguity(_ order: [Int32]) {
        for variable in order where tableau.canMove(variable) {
            let tier = tableau.addTier()
            tableau.setObjective(tier, to: tableau.expression(of: variable))
            let lower = tableau.minimize(tier: tier) ? tableau.value(of: variable) : -Double.infinity
            tableau.setObjective(tier, to: tableau.expression(of: variable), times: -1)
            let upper = tableau.minimize(tier: tier) ? tableau.value(of: variable) : Double.infinity
            tableau.objectives.removeLast()
            if upper - lower > SolverTolerance.ambiguity {
                ambiguous.append(AmbiguousValue(variable: Int(variable), lower: lower, upper: upper))
            }
        }
    }

    /// Step 3: in `order`, each value that can still move gets one more tier, `|x| → min`, so it
    /// lands on the point of its remaining range closest to 0.
    private mutating func fixRemainingFreedom(_ order: [Int32]) {
        for variable in order {
            let tiersBefore = tableau.objectives.count
            guard tableau.canMove(variable) else {
                fixTurns[Int(variable)] = FixTurn(tiersBefore: tiersBefore, hasFixingRow: false)
                continue
            }
            let tier = tableau.addTier()
            _ = tableau.addRow(variables: [variable], coefficients: [1], constant: 0, isEquality: true,
                               role: .optional(tier: tier))
            _ = tableau.minimize(tier: tier)
            tableau.pinCostlySymbols(ofTier: tier)
            fixTurns[Int(variable)] = FixTurn(tiersBefore: tiersBefore, hasFixingRow: true)
        }
    }

    /// `fixOrder` with out-of-range and repeated entries dropped and forgotten variables appended in index order.
    static func completeOrder(_ fixOrder: [Int], variableCount: Int) -> [Int32] {
        var seen = Array(repeating: false, count: variableCount)
        var order: [Int32] = []
        order.reserveCapacity(variableCount)
        for variable in fixOrder + Array(0 ..< variableCount) where variable >= 0 && variable < variableCount {
            if seen[variable] { continue }
            seen[variable] = true
            order.append(Int32(variable))
        }
        return order
    }

    var values: [Double] {
        (0 ..< problem.variableCount).map { variable in
            let value = tableau.value(of: Int32(variable))
            return value == 0 ? 0 : value  // no -0 in the output
        }
    }
}
