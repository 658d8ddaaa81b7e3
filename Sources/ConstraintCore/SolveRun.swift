/// One solve of a problem in the steps of Docs/Constraints.md#the-solver, keeping its tableau so that
/// `IncrementalSolver` can re-solve after constants change.
struct SolveRun {
    /// Mutable only for `IncrementalSolver`, which keeps the constants of rows taken out by
    /// `elimination` current (the computed values read them).
    var problem: NormalizedProblem
    /// Rows solved by substitution instead of in the tableau.
    var elimination: Elimination
    var tableau: Tableau
    /// Per row: its marker symbol in the tableau, -1 when the row is not in it,
    /// `Tableau.untraced` when it is but a change of its constant cannot be followed.
    var markers: [Int32]
    /// Per row: whether a required equality gets a marker (`RowRole.required(traced:)`).
    let tracedRows: [Bool]
    var conflicts: [ConflictSet] = []
    var ambiguous: [AmbiguousValue] = []
    /// Set when a simplex run used up its pivot budget; the later steps are then skipped.
    var failure: SolveFailure?
    /// Per variable: how many objective tiers came before its turn to be fixed (step 3), and
    /// whether it needed a fixing row then (it could still move) or was already determined.
    var fixTurns: [FixTurn]
    /// The fixing rows step 3 added (`x = 0` in a tier of its own), with their markers; kept by a
    /// careful run only (`refineFinalPoint`).
    var fixingRows: [(variable: Int32, marker: Int32)] = []

    struct FixTurn {
        var tiersBefore: Int
        var hasFixingRow: Bool
    }

    /// How a run solves (see `SolveRun+Checks.swift`): the first run of every solve is ordinary; a
    /// retry may refuse small pivots or hold each tier's sum at its optimum.
    struct Mode {
        /// The primal simplex refuses pivots below `SolverTolerance.carefulPivot`; every required
        /// equality is traced, and the final point is refined (`refineFinalPoint`).
        var careful = false
        /// After each optional tier, a required row holds the sum of its errors at its optimum.
        var holdsTiers = false
    }
    let mode: Mode
    /// Per optional tier: the sum of its errors (`Tableau.tierSum`) when its turn ended.
    var tierOptima: [Double] = []

    /// Solves `problem`, checks the answer and solves again when the check fails (`checkedRun`).
    init(problem: NormalizedProblem, fixOrder: [Int], findAmbiguity: Bool, tracedRows: [Bool] = []) {
        self.init(problem: problem, fixOrder: fixOrder, findAmbiguity: findAmbiguity, tracedRows: tracedRows, mode: Mode())
        retryWhereTheChecksFail(fixOrder: fixOrder, findAmbiguity: findAmbiguity)
    }

    init(problem: NormalizedProblem, fixOrder: [Int], findAmbiguity: Bool, tracedRows: [Bool], mode: Mode) {
        self.mode = mode
        self.problem = problem
        self.tracedRows = mode.careful ? Array(repeating: true, count: problem.rows.count) : tracedRows
        tableau = Tableau(externalCount: problem.variableCount, tierCount: problem.tierCount,
                          expectedRows: problem.rows.count, expectedSymbols: SolveRun.expectedSymbols(problem))
        tableau.pivotLimit = problem.pivotLimit
        if mode.careful { tableau.smallestPivot = SolverTolerance.carefulPivot }
        markers = Array(repeating: -1, count: problem.rows.count)
        fixTurns = Array(repeating: FixTurn(tiersBefore: 0, hasFixingRow: false), count: problem.variableCount)
        let order = SolveRun.completeOrder(fixOrder, variableCount: problem.variableCount)
        elimination = Elimination(problem, order: order)

        satisfyRequiredRows(order)
        if failure == nil { satisfyOptionalTiers() }
        if failure == nil && findAmbiguity { measureAmbiguity(order) }
        if failure == nil { fixRemainingFreedom(order) }
        if failure == nil && mode.careful { refineFinalPoint() }
    }

    /// Records an exhausted pivot budget (see `SolveFailure`); true when the solve must stop.
    private mutating func budgetRanOut(_ tableau: Tableau) -> Bool {
        guard tableau.exhaustedBudget else { return false }
        failure = .pivotBudgetExhausted
        conflicts = []
        ambiguous = []
        return true
    }

    /// Step 1: every required row holds, or the minimal conflicting sets are found and their
    /// last rows broken; then every optional row joins (they always can: their errors absorb them).
    private mutating func satisfyRequiredRows(_ order: [Int32]) {
        let traced = tracedRows
        let required: (Int) -> RowRole = { .required(traced: $0 < traced.count && traced[$0]) }
        let removed = elimination.removed
        let rows = elimination.steps.isEmpty ? problem.required : problem.required.filter { !removed[$0] }
        let held = addRows(rows, role: { index, _ in required(index) })
        if budgetRanOut(tableau) { return }
        if !held {
            // A broken pin no longer determines its value: rows are taken out by the fixing order alone.
            elimination = Elimination(problem, order: order, pinsCount: false)
            let removed = elimination.removed
            let rows = elimination.steps.isEmpty ? problem.required : problem.required.filter { !removed[$0] }
            // The search ends when its tableau holds the rows left; were rounding to judge them
            // otherwise in a fresh tableau, a required row would be left out with no conflict for
            // it. The filter starts again after each broken row anyway, so a second search over
            // the rows left, careful from the start, finds the sets the first one missed (the
            // oracle's seed 270006251: 42 of HiGHS's 57 sets, then the rest judged to hold). When
            // even that leaves rows that do not hold, the solve says so.
            var kept = rows
            var keptHeld = false
            for pass in 0 ..< 2 where !keptHeld {
                let search: (conflicts: [ConflictSet], kept: [Int])
                do {
                    search = try ConflictSearch.breakConflicts(required: kept, in: problem, careful: pass > 0)
                } catch {
                    failure = error
                    return
                }
                conflicts += search.conflicts
                kept = search.kept
                keptHeld = joinKeptRows(kept, role: required)
                if budgetRanOut(tableau) { return }
            }
            if !keptHeld {
                failure = .keptRowsDidNotHold
                return
            }
        }
        _ = addRows(problem.optional) { _, row in
            if let partnerTier = row.partnerTier {
                return .optionalPair(lowerTier: row.tier ?? 0, upperTier: partnerTier, weight: row.weight)
            }
            return .optional(tier: row.tier ?? 0, weight: row.weight)
        }
        _ = budgetRanOut(tableau)
    }

    /// A fresh tableau of the rows the conflict search kept: in document order, else in the order
    /// the search held them (from the last backwards); whether they held.
    private mutating func joinKeptRows(_ kept: [Int], role: @escaping (Int) -> RowRole) -> Bool {
        let smallestPivot = tableau.smallestPivot
        for order in [kept, kept.reversed()] {
            tableau = Tableau(externalCount: problem.variableCount, tierCount: problem.tierCount,
                              expectedRows: problem.rows.count)
            tableau.pivotLimit = problem.pivotLimit
            tableau.smallestPivot = smallestPivot
            markers = Array(repeating: -1, count: problem.rows.count)
            if addRows(order, role: { index, _ in role(index) }) { return true }
            if tableau.exhaustedBudget { return false }
        }
        return false
    }

    private mutating func addRows(_ indices: [Int], role: (Int, NormalizedRow) -> RowRole) -> Bool {
        for index in indices {
            let row = problem.rows[index]
            guard let marker = tableau.addRow(variables: problem.variables(of: row), coefficients: problem.coefficients(of: row),
                                              constant: row.constant, isEquality: row.isEquality,
                                              role: role(index, row)) else { return false }
            if tableau.exhaustedBudget { return false }
            markers[index] = marker
        }
        return true
    }

    /// Step 2: each tier, highest priority first, minimizes the sum of its errors over the face
    /// the tiers above left; what it cannot give up is pinned before the next tier moves.
    ///
    /// A symbol enters a tier's simplex only on a reduced cost beyond `SolverTolerance.reducedCost`,
    /// the pinning threshold: reduced costs gather rounding, and entering on one that is rounding
    /// takes a step of a row's constant over a rate of the same rounding. The oracle's seed
    /// 72001947: tier 749 entered a lower tier's error on a cost of −9.7e-9 and moved x4 from 186.2
    /// to 6.2e9 (its row's constant 140.75 over a rate of 9.7e-9) for a gain that was not there,
    /// and the tier whose rows hold x4 could not bring it back. A cost that small gains at most
    /// 1e-7 per point moved, as a cost left unpinned does. (A phase one and the fixing keep the
    /// 1e-9 of a cancelled coefficient: they must reach their optimum. A range: `measureRange`.)
    private mutating func satisfyOptionalTiers() {
        for tier in 0 ..< problem.tierCount {
            _ = tableau.minimize(tier: tier, enteringCost: SolverTolerance.reducedCost)
            if budgetRanOut(tableau) { return }
            // The reduced costs were written when the rows joined and carried through every pivot
            // since, gathering rounding the size of the pinning threshold itself (the oracle's seed
            // 300030424: 1.6e-7 by tier 500's turn, whose error symbol at 1.4e-7 was then pinned;
            // its true cost is 0, and tier 300 ended at 754.19 where 281.69 is reachable). So the
            // pins are decided on costs written afresh from the tier's errors, after a simplex run
            // on them (most often no pivot) in case the fresh costs show a way down.
            tableau.refreshObjective(ofTier: tier)
            _ = tableau.minimize(tier: tier, enteringCost: SolverTolerance.reducedCost)
            if budgetRanOut(tableau) { return }
            tableau.pinCostlySymbols(ofTier: tier)
            let optimum = tableau.tierSum(tier)
            tierOptima.append(optimum)
            if mode.holdsTiers {
                tableau.holdSum(ofTier: tier, atMost: optimum)
                if budgetRanOut(tableau) { return }
            }
        }
    }

    /// Step 3, compile-time part: the range of every value that can still move on the optimal face.
    /// It probes a copy of the tableau, so the fixing that follows takes exactly the pivots it takes
    /// without the analysis: the compiler's values and the app's are the same bits.
    private mutating func measureAmbiguity(_ order: [Int32]) {
        var probe = tableau
        var isAmbiguous = Array(repeating: false, count: problem.variableCount)
        for variable in order {
            if elimination.computed[Int(variable)] {
                measureComputed(variable, on: &probe, isAmbiguous: &isAmbiguous)
                if failure != nil { return }
                continue
            }
            guard probe.canMove(variable) else { continue }
            measureRange(of: variable, constant: 0, terms: [(variable, 1)], on: &probe, isAmbiguous: &isAmbiguous)
            if failure != nil { return }
        }
    }

    /// The range of a computed value (see `Elimination`): fixed when every value it is computed
    /// from is (the common case, no simplex run), else measured like the others.
    private mutating func measureComputed(_ variable: Int32, on probe: inout Tableau, isAmbiguous: inout [Bool]) {
        // Its row's other values come earlier in `order`, so whether they can move is known: when
        // none can, neither can this one, and its expression (which may reach far up a chain) is
        // never built.
        let row = problem.rows[elimination.rowOf[Int(variable)]]
        guard row.terms.contains(where: { slot in
            let other = problem.termVariables[slot]
            return other != variable && isAmbiguous[Int(other)]
        }) else { return }
        let (constant, terms) = elimination.expression(of: variable, problem)
        measureRange(of: variable, constant: constant, terms: terms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                     on: &probe, isAmbiguous: &isAmbiguous)
    }

    /// Minimizes and maximizes `constant + Σ coefficient · x` (the value `variable`) on the probe;
    /// a range wider than `SolverTolerance.ambiguity` is reported.
    private mutating func measureRange(of variable: Int32, constant: Double, terms: [(Int32, Double)],
                                       on probe: inout Tableau, isAmbiguous: inout [Bool]) {
        // Over the parametric symbols of the moment: rebuilt after the first run's pivots.
        func objective() -> TableauRow { probe.expression(of: terms) }
        let tier = probe.addTier()
        probe.setObjective(tier, to: objective())
        // A probe enters on a reduced cost beyond the pinning threshold, as a tier does: its
        // objective is the value itself, so a cost below that moves the value by less than 1e-7
        // per point its symbol moves, and a smaller one can be rounding (seed 220006098: a cost
        // of 1e-8 on a slack whose step is bounded by rounding only made a fixed value a ray).
        let enough = SolverTolerance.reducedCost
        let lower = probe.minimize(tier: tier, enteringCost: enough, isProbe: true)
            ? constant + probe.value(of: objective()) : -Double.infinity
        probe.setObjective(tier, to: objective(), times: -1)
        let upper = probe.minimize(tier: tier, enteringCost: enough, isProbe: true)
            ? constant + probe.value(of: objective()) : Double.infinity
        probe.removeLastTier()
        if budgetRanOut(probe) { return }
        if upper - lower > SolverTolerance.ambiguity {
            ambiguous.append(AmbiguousValue(variable: Int(variable), lower: SolverTolerance.snapped(lower),
                                            upper: SolverTolerance.snapped(upper)))
            isAmbiguous[Int(variable)] = true
        }
    }

    /// Step 3: in `order`, each value that can still move gets one more tier, `|x| → min`, so it
    /// lands on the point of its remaining range closest to 0.
    private mutating func fixRemainingFreedom(_ order: [Int32]) {
        for variable in order {
            let tiersBefore = tableau.tierCount
            guard !elimination.computed[Int(variable)], tableau.canMove(variable) else {
                fixTurns[Int(variable)] = FixTurn(tiersBefore: tiersBefore, hasFixingRow: false)
                continue
            }
            let tier = tableau.addTier()
            let marker = tableau.addRow(variables: [variable][...], coefficients: [1][...], constant: 0,
                                        isEquality: true, role: .optional(tier: tier))
            // Only a careful run's refinement reads them: an ordinary solve keeps none.
            if mode.careful, let marker { fixingRows.append((variable, marker)) }
            _ = tableau.minimize(tier: tier)
            if budgetRanOut(tableau) { return }
            tableau.pinCostlySymbols(ofTier: tier)
            fixTurns[Int(variable)] = FixTurn(tiersBefore: tiersBefore, hasFixingRow: true)
        }
    }

    /// A required row brings at most one symbol (a slack or a dummy; an untraced equality none), an
    /// optional row two (its errors, or a slack and an error); a few fixing rows may follow.
    static func expectedSymbols(_ problem: NormalizedProblem) -> Int {
        problem.required.count + 2 * problem.optional.count + 16
    }

    /// `fixOrder` with out-of-range and repeated entries dropped and forgotten variables appended in index order.
    static func completeOrder(_ fixOrder: [Int], variableCount: Int) -> [Int32] {
        var seen = Array(repeating: false, count: variableCount)
        var order: [Int32] = []
        order.reserveCapacity(variableCount)
        for variable in fixOrder where variable >= 0 && variable < variableCount && !seen[variable] {
            seen[variable] = true
            order.append(Int32(variable))
        }
        for variable in 0 ..< variableCount where !seen[variable] { order.append(Int32(variable)) }
        return order
    }

    /// The values as the tableau and the elimination give them, before `SolverTolerance.snapped`.
    var rawValues: [Double] {
        var values = Array(repeating: 0.0, count: problem.variableCount)
        for (variable, row) in tableau.rowOfSymbol.prefix(problem.variableCount).enumerated() where row >= 0 {
            values[variable] = tableau.rows[Int(row)].constant
        }
        elimination.complete(&values, problem)
        return values
    }

    var values: [Double] {
        var values = rawValues
        for index in values.indices {
            let value = SolverTolerance.snapped(values[index])
            values[index] = value == 0 ? 0 : value  // no -0 in the output
        }
        return values
    }
}
