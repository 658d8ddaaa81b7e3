/// Step 1 of Docs/Constraints.md#step-1-conflicts: which required rows are broken, and the
/// minimal conflicting sets that say why. Only a problem whose required rows conflict pays for this.
///
/// The answer is the deletion filter's: take the rows in document order and leave each out for
/// good when the rest still conflict; what remains is a minimal conflicting set, its last row is
/// broken, and the search starts again until the rest holds. It is computed with one tableau that
/// rows join and leave, never rebuilt per check, so that a conflict costs about the rows between
/// its first and last member rather than the whole island:
///
/// - With `K` the rows kept so far, the filter keeps row `i` when `K` plus the rows after `i` hold.
///   Read backwards, "the rows after `i`" are a prefix of the rows taken from the last: the first
///   row kept is the first that cannot join while rows are added from the last one backwards.
/// - With the tableau holding that prefix, the next row kept is found by taking the prefix's rows
///   out again from its end, one at a time, until `K` holds with what is left: the row taken out
///   last is kept. When `K` cannot hold even alone (checked first, in a tableau of its own), it
///   is the minimal set.
/// - After the set's last row is broken, the rows taken out come back and adding goes on from
///   where it stopped (the rows before it held, so they still do without the broken one).
///
/// Taking a row out needs its marker, and a required equality's marker (a dummy) joins every row
/// built on it, so along a chain rows would grow with every row before them. Only the last
/// `window` rows of the prefix keep their dummies; older ones are dropped (a dummy is 0 for good,
/// so its column can go). A set that reaches further back rebuilds the tableau with a wider window.
enum ConflictSearch {
    /// How many of the prefix's last rows can be taken out without a rebuild.
    static let window = 16

    /// Breaks the last row of each minimal conflicting set, searching again until the rest holds.
    /// Returns the sets in the order found and the required rows that remain.
    /// Throws when a phase one runs out of pivots: then the answer is not known, and guessing
    /// "conflict" would report a false `unsatisfiable-constraints`.
    /// `careful`: the search's tableau refuses small pivots from the start (see `DeletionFilter.careful`).
    static func breakConflicts(required: [Int], in problem: NormalizedProblem, careful: Bool = false)
        throws(SolveFailure) -> (conflicts: [ConflictSet], kept: [Int]) {
        var search = DeletionFilter(required: required, problem: problem, careful: careful)
        var conflicts: [ConflictSet] = []
        while let set = try search.nextConflict() { conflicts.append(set) }
        return (conflicts, search.remaining(of: required))
    }
}

/// The state of `ConflictSearch.breakConflicts`: rows are numbered by their position in
/// `backwards` (document order reversed); the tableau always holds every unbroken position
/// listed in `inTableau`, which are all the unbroken positions below `next`.
private struct DeletionFilter {
    let backwards: [Int]
    var position: [Int]
    var broken: [Bool]
    var tableau: FeasibilityTableau
    var inTableau: [Int] = []
    var next = 0
    /// Per position: how many rows were broken when its failure to join last had the rows before
    /// it joined afresh (`addUntilOneFails`), -1 before that. Once per broken row: more could go
    /// back and forth for good, but after a row is broken the rows before it are other rows (seed
    /// 210042068: row 139's failure was refreshed before row 1177 was broken; failing again after
    /// that, on a prefix that held the rows of row 1130's set at a point 2.3e-4 off, it was not,
    /// and the sets came out in another order than the filter's).
    var refreshedAt: [Int]
    /// How many rows the search has broken so far.
    var brokenCount = 0
    /// Set once a careful tableau refused a row an ordinary one had accepted: from then on the
    /// search's tableau is built carefully, or the ordinary verdict would bring the row back.
    var careful = false

    init(required: [Int], problem: NormalizedProblem, careful: Bool) {
        backwards = Array(required.reversed())
        position = Array(repeating: 0, count: problem.rows.count)
        for (slot, index) in backwards.enumerated() { position[index] = slot }
        broken = Array(repeating: false, count: backwards.count)
        refreshedAt = Array(repeating: -1, count: backwards.count)
        self.careful = careful
        tableau = FeasibilityTableau(problem, careful: careful)
    }

    func remaining(of required: [Int]) -> [Int] { required.filter { !broken[position[$0]] } }

    /// The next minimal conflicting set (its last row now broken), or nil when the rest holds.
    ///
    /// Taking rows out by their markers is exact algebra but not exact arithmetic: after a few
    /// removals the tableau can let `kept` hold with rows that a fresh tableau of the same rows
    /// calls conflicting (the oracle's seed 90006030: a violation of 0.0074 accepted, so a row
    /// the deletion filter leaves out was kept). So the set found is checked on its own, in
    /// tableaus of its rows only: it must conflict, and without any one member it must hold.
    /// When not, the same search runs again with a tableau built afresh after every row taken
    /// out (exact, and rare: it costs the prefix once per row taken out). Even a fresh tableau can
    /// judge rows held that conflict, when a phase one steps along a coefficient that nearly
    /// cancelled and the values reach 10¹² (seed 90007129: a violation of 6.9 read as 0, a row on
    /// a value no other row mentions kept in the set); when the exact search's set is still not
    /// minimal, the deletion filter runs once more within the set alone, in tableaus of its rows.
    mutating func nextConflict() throws(SolveFailure) -> ConflictSet? {
        while true {
            guard let failed = try addUntilOneFails() else { return nil }
            let prefix = inTableau
            // Empty when the search refuted one of its own verdicts.
            var kept = try search(from: failed, exact: false) ?? []
            var confirmed = false
            let scale = tableau.constantScale
            if !kept.isEmpty {
                confirmed = try FeasibilityTableau.isMinimalConflict(kept, in: tableau.problem, constantScale: scale)
            }
            if !confirmed {
                inTableau = prefix
                try rebuild(markingLast: 0)
                let rejoin = try tableau.holdsAndDrift(with: [backwards[failed]],
                                                       members: inTableau.map { backwards[$0] } + [backwards[failed]])
                if rejoin.holds && rejoin.drift <= SolverTolerance.lostPrecision {
                    // The row that could not join does, in a fresh tableau of the same rows: the
                    // pivots before it had judged it wrongly (seed 90016229: a "conflict" of rows
                    // HiGHS and a fresh solve hold). It joins, and adding goes on.
                    _ = try tableau.add(backwards[failed], removable: true)
                    inTableau.append(failed)
                    next = failed + 1
                    continue
                }
                kept = try search(from: failed, exact: true) ?? []
                if try !FeasibilityTableau.isMinimalConflict(kept, in: tableau.problem, constantScale: scale) {
                    guard let within = try FeasibilityTableau.minimalConflict(within: kept, in: tableau.problem,
                                                                              constantScale: scale) else {
                        // No conflict confirmed: the set holds on its own, yet the row could not
                        // join even a fresh tableau of the rows after it (seed 90040052,
                        // near-parallel rows HiGHS holds to 1e-14). Nothing is broken. The row
                        // joins a careful tableau first, the others after it: a row left out of
                        // the search's tableau would let rows before it join that conflict with
                        // it (seed 210014938: rows 61 and 44 left out, so row 19 joined where the
                        // rows from it on conflict by 1.6, and the next set was another than the
                        // filter's). When even that fails, the row stays out of the search's
                        // tableau; the kept rows join a tableau again in document order at the
                        // end, where they hold or the solve fails loudly
                        // (`SolveFailure.keptRowsDidNotHold`), never a false conflict.
                        inTableau = prefix
                        if try rebuild(markingLast: ConflictSearch.window, joiningFirst: failed) {
                            inTableau.append(failed)
                        } else {
                            try rebuild(markingLast: ConflictSearch.window)
                        }
                        next = failed + 1
                        continue
                    }
                    kept = within
                }
            }
            let last = kept[kept.count - 1]
            broken[position[last]] = true
            brokenCount += 1
            next = (inTableau.last ?? -1) + 1
            return ConflictSet(rows: kept, broken: last)
        }
    }

    /// The deletion filter's set whose first row (in document order) is `failed`, the tableau
    /// holding the rows after it: rows are taken out from the prefix's end until the rows kept
    /// hold with what is left, and the row taken out last is kept. `exact` builds the tableau
    /// afresh after each row taken out instead of removing it by its marker. Sorted. Nil when a
    /// verdict of the search by markers was refuted by its own point (then the caller searches
    /// with `exact`).
    private mutating func search(from failed: Int, exact: Bool) throws(SolveFailure) -> [Int]? {
        var kept = [backwards[failed]]
        var reach = ConflictSearch.window
        search: while true {
            // Done when `kept` conflicts on its own (checked apart, or the scan below would take
            // out every row of the tableau to find out).
            if try !FeasibilityTableau.hold(kept, in: tableau.problem, constantScale: tableau.constantScale) { break }
            // `kept` and the tableau's rows conflict; take rows out until they do not.
            while let top = inTableau.last {
                if exact {
                    inTableau.removeLast()
                    try rebuild(markingLast: 0)
                } else {
                    if !tableau.canRemove(backwards[top]) && reach < inTableau.count {
                        // The set reaches past the rows that kept their markers.
                        reach = min(reach, inTableau.count) * 4
                        try rebuild(markingLast: reach)
                    }
                    inTableau.removeLast()
                    // A row still without a marker failed to join the rebuilt tableau (rounding
                    // judged the rows differently in a fresh tableau): there is nothing to take out.
                    // Taking it out anyway trapped (seeds 140000504 and 140000542), and so did
                    // widening the reach for it again and again.
                    if tableau.canRemove(backwards[top]) && !tableau.remove(backwards[top]) {
                        try rebuild(markingLast: reach)
                    }
                }
                let members = inTableau.map { backwards[$0] } + kept
                let verdict = try tableau.holdsAndDrift(with: kept, members: members)
                // A false "holds" would keep a row the filter leaves out and still give a minimal
                // set, which the caller's check cannot see: search again with fresh tableaus.
                if !exact && verdict.drift > SolverTolerance.lostPrecision { return nil }
                if verdict.holds, try FeasibilityTableau.confirmHold(of: members, drift: verdict.drift,
                                                                      in: tableau.problem,
                                                                      constantScale: tableau.constantScale) {
                    kept.append(backwards[top])
                    continue search
                }
                // A fresh tableau can refuse rows that hold as well (seed 270007503: rows the
                // filter keeps, refused by a tableau of 70 degenerate rows built from the last
                // backwards, so row 35 was taken out and no set was found for row 18). The search
                // with fresh tableaus, which runs only when the first one's set failed its check,
                // asks a careful tableau of the same rows in document order, whose point must hold.
                if exact && !verdict.holds {
                    let careful = try FeasibilityTableau.holdCarefully(members, in: tableau.problem,
                                                                        constantScale: tableau.constantScale)
                    if careful.holds && careful.drift <= SolverTolerance.drift {
                        kept.append(backwards[top])
                        continue search
                    }
                }
            }
            break  // `kept` holds alone: only a tableau spoiled by removals gets here (caught by the caller's check).
        }
        kept.sort()
        return kept
    }

    /// Adds rows from `next` on until one cannot hold with the rest: its position, or nil when all hold.
    ///
    /// When one cannot, the point the tableau reached must hold the rows in it on the problem's own
    /// coefficients: a tableau spoiled by removals can accept rows that conflict (seed 160003354:
    /// rows 56 … 179 accepted at a point 0.47 % off, so row 50 came out as the set's first row where
    /// the filter's is 56). Then the rows join a fresh tableau one by one, and the first that
    /// cannot is the failing row (once per position and broken row, `refreshedAt`).
    private mutating func addUntilOneFails() throws(SolveFailure) -> Int? {
        while next < backwards.count {
            if broken[next] {
                next += 1
                continue
            }
            guard try tableau.add(backwards[next], removable: true) else {
                guard refreshedAt[next] != brokenCount,
                      tableau.drift(of: inTableau.map { backwards[$0] }) > SolverTolerance.lostPrecision else { return next }
                refreshedAt[next] = brokenCount
                if let first = try rebuildJoiningEachRow() { return first }
                continue  // the rows before it hold in a fresh tableau: try the row again
            }
            inTableau.append(next)
            next += 1
            if inTableau.count > ConflictSearch.window {
                tableau.makePermanent(backwards[inTableau[inTableau.count - 1 - ConflictSearch.window]])
            }
        }
        return nil
    }

    /// The tableau afresh from `inTableau`'s rows, each checked as it joins: the first position
    /// that cannot (it and the positions after it leave `inTableau`), or nil when all join. The
    /// last `ConflictSearch.window` rows that joined keep their markers.
    private mutating func rebuildJoiningEachRow() throws(SolveFailure) -> Int? {
        let members = inTableau
        // Careful: the tableau it replaces accepted rows that conflict, and a fresh one can do
        // the same by the same pivots (seed 160003354: values of 10¹⁰ on constants of 10³).
        var probe = FeasibilityTableau(tableau.problem, careful: true, constantScale: tableau.constantScale)
        var failing: Int?
        for (slot, member) in members.enumerated() {
            guard try probe.add(backwards[member], removable: true) else {
                failing = slot
                break
            }
        }
        // Even a careful tableau can take every row at a point that misses them (seed 210042068:
        // 526 rows joined at a point 1.2e-4 of a row's magnitude off, where HiGHS's least
        // violation of the rows from 221 on is 290 times the tolerance, so the set of row 1432
        // was missed and the next row's found first). Then the row that fails is the one whose
        // joining makes the shortest prefix that a careful tableau holds only at such a point.
        if failing == nil && probe.refine(members.map { backwards[$0] }) > SolverTolerance.lostPrecision {
            failing = try firstSlotThatDrifts(members)
        }
        guard let slot = failing else {
            try rebuild(markingLast: ConflictSearch.window)
            return nil
        }
        careful = true
        inTableau = Array(members[..<slot])
        try rebuild(markingLast: ConflictSearch.window)
        return members[slot]
    }

    /// The slot of `positions` whose row first leaves a careful tableau of the rows up to it
    /// unable to hold them, or holding them only at a point beyond `SolverTolerance.lostPrecision`
    /// of their magnitudes (all of `positions` are known to be so). A bisection over prefixes:
    /// a tableau of each, log₂ of their count times.
    ///
    /// Nil unless the boundary found is clean: the prefix before the slot held at a point within
    /// `SolverTolerance.drift`, so that the slot's row makes the miss, not rounding that grew over
    /// the prefix (seed 370022216: careful tableaus of 300 degenerate rows HiGHS holds drift by
    /// 1e-5 on them; the bisection named row 118, for which no set exists, and row 103's set
    /// came out after row 399's).
    private func firstSlotThatDrifts(_ positions: [Int]) throws(SolveFailure) -> Int? {
        /// The drift of a careful tableau of the first `count` rows, infinity when one cannot join.
        func driftOfPrefix(_ count: Int) throws(SolveFailure) -> Double {
            let rows = positions[..<count].map { backwards[$0] }
            var probe = FeasibilityTableau(tableau.problem, careful: true, constantScale: tableau.constantScale)
            for row in rows {
                guard try probe.add(row, removable: true) else { return .infinity }
            }
            return probe.refine(rows)
        }
        var holding = 0
        var holdingDrift = 0.0
        var failing = positions.count
        while failing - holding > 1 {
            let middle = (holding + failing) / 2
            let drift = try driftOfPrefix(middle)
            if drift <= SolverTolerance.lostPrecision {
                holding = middle
                holdingDrift = drift
            } else {
                failing = middle
            }
        }
        return holdingDrift <= SolverTolerance.drift ? failing - 1 : nil
    }

    /// A careful tableau of position `first` (removable) and then `inTableau`'s rows, the last
    /// `count` of them removable; whether all joined (when not, the tableau is left as it was).
    private mutating func rebuild(markingLast count: Int, joiningFirst first: Int) throws(SolveFailure) -> Bool {
        var fresh = FeasibilityTableau(tableau.problem, careful: true, constantScale: tableau.constantScale)
        guard try fresh.add(backwards[first], removable: true) else { return false }
        for (slot, member) in inTableau.enumerated() {
            guard try fresh.add(backwards[member], removable: slot >= inTableau.count + 1 - count) else { return false }
        }
        tableau = fresh
        careful = true
        return true
    }

    /// The tableau again from `inTableau`, the last `count` rows removable.
    private mutating func rebuild(markingLast count: Int) throws(SolveFailure) {
        tableau = FeasibilityTableau(tableau.problem, careful: careful, constantScale: tableau.constantScale)
        for (slot, member) in inTableau.enumerated() {
            // They held together, so each joins.
            _ = try tableau.add(backwards[member], removable: slot >= inTableau.count - count)
        }
    }
}

/// A tableau of required rows (no objectives) that rows join and leave, for the conflict search.
struct FeasibilityTableau {
    let problem: NormalizedProblem
    private var tableau: Tableau
    /// Per problem row: its marker while it is in the tableau and can be taken out, else -1.
    private var markers: [Int32]
    /// `NormalizedProblem.constantScale`, worked out once: values beyond it count as it in `drift`.
    let constantScale: Double
    /// Set when taking a row out failed (its marker's column cancelled away by rounding): the
    /// tableau no longer holds what its caller thinks, and must be built again.
    private(set) var spoiled = false

    /// `careful` refuses primal pivots below `SolverTolerance.carefulPivot` (phase ones included).
    /// `expectedRows`: how many rows will join (all the required ones when not given).
    init(_ problem: NormalizedProblem, careful: Bool = false, constantScale: Double? = nil, expectedRows: Int? = nil) {
        self.problem = problem
        self.constantScale = constantScale ?? problem.constantScale
        tableau = Tableau(externalCount: problem.variableCount, tierCount: 0,
                          expectedRows: expectedRows ?? problem.required.count)
        tableau.pivotLimit = problem.pivotLimit
        if careful { tableau.smallestPivot = SolverTolerance.carefulPivot }
        markers = Array(repeating: -1, count: problem.rows.count)
    }

    /// Adds required row `index` when it can hold with the rows in the tableau; returns whether
    /// it did (when not, the tableau is unchanged). A `removable` equality gets a marker.
    mutating func add(_ index: Int, removable: Bool) throws(SolveFailure) -> Bool {
        let row = problem.rows[index]
        let marker = tableau.addRow(variables: problem.variables(of: row), coefficients: problem.coefficients(of: row),
                                    constant: row.constant, isEquality: row.isEquality,
                                    role: .required(traced: removable))
        if tableau.exhaustedBudget { throw .pivotBudgetExhausted }
        guard let marker else { return false }
        markers[index] = marker
        return true
    }

    func canRemove(_ index: Int) -> Bool { markers[index] >= 0 }

    /// Whether the tableau's point holds `rows` by the feasibility rule (`NormalizedProblem.holdsByFeasibility`).
    func holdsByFeasibility(_ rows: [Int]) -> Bool {
        problem.holdsByFeasibility(rows, valueOf: { tableau.value(of: $0) }, valuesUpTo: constantScale)
    }

    /// How far the tableau's point is from holding `rows` on the problem's own coefficients (`NormalizedProblem.drift`).
    func drift(of rows: some Sequence<Int>) -> Double {
        problem.drift(of: rows, valueOf: { tableau.value(of: $0) }, valuesUpTo: constantScale)
    }

    /// One step of iterative refinement of the point (as `SolveRun.refineFinalPoint`): each of
    /// `rows` that has a marker is read at the current point on the problem's own numbers, and
    /// its miss is fed back along the marker's column. Kept only when `rows` then drift less and
    /// every restricted value stays within its tolerance of 0. Returns the drift of `rows` after.
    @discardableResult
    mutating func refine(_ rows: [Int]) -> Double {
        let before = drift(of: rows)
        guard before > 0 else { return before }
        let unrefined = tableau
        var residuals: [(marker: Int32, residual: Double)] = []
        for index in rows where markers[index] >= 0 {
            residuals.append((markers[index], tableau.residual(of: problem.rows[index], in: problem, marker: markers[index])))
        }
        tableau.feedBack(residuals)
        let after = drift(of: rows)
        guard after < before, tableau.restrictedValuesHold else {
            tableau = unrefined
            return before
        }
        return after
    }

    /// Row `index` stays for good: an equality's dummy marker leaves every row (it is 0 anyway),
    /// so rows built on it later stay short.
    mutating func makePermanent(_ index: Int) {
        let marker = markers[index]
        guard marker >= 0, tableau.kinds[Int(marker)] == .dummy, tableau.rowOfSymbol[Int(marker)] < 0 else { return }
        tableau.dropColumn(marker)
        markers[index] = -1
    }

    /// Takes row `index` out; false when that failed and the tableau is `spoiled`, or when the row
    /// has no marker: a rebuild's rows held together once, yet one can fail to join the rebuilt
    /// tableau (rounding judges the same rows differently in another order; the oracle's seeds
    /// 140000504 and 140000542 trapped here on the missing marker).
    mutating func remove(_ index: Int) -> Bool {
        let marker = markers[index]
        markers[index] = -1
        guard marker >= 0, tableau.removeRow(marker: marker) else {
            spoiled = true
            return false
        }
        return true
    }

    /// Whether `rows` conflict on their own and every one of them is needed: without any one
    /// member, the rest hold. Tableaus of the set's rows only, so this costs the set's size
    /// squared, not the island's.
    static func isMinimalConflict(_ rows: [Int], in problem: NormalizedProblem,
                                  constantScale: Double) throws(SolveFailure) -> Bool {
        if try hold(rows, in: problem, constantScale: constantScale) { return false }
        for leftOut in rows.indices where rows.count > 1 {
            var rest = rows
            rest.remove(at: leftOut)
            if try !hold(rest, in: problem, constantScale: constantScale) { return false }
        }
        return true
    }

    /// The deletion filter within `rows` alone (document order, each check a tableau of the rows
    /// left): a minimal conflicting set among them, nil when they hold.
    static func minimalConflict(within rows: [Int], in problem: NormalizedProblem,
                                constantScale: Double) throws(SolveFailure) -> [Int]? {
        if try hold(rows, in: problem, constantScale: constantScale) { return nil }
        var left = rows
        var slot = 0
        while slot < left.count {
            var rest = left
            rest.remove(at: slot)
            if try hold(rest, in: problem, constantScale: constantScale) {
                slot += 1
            } else {
                left = rest
            }
        }
        return left
    }

    /// Whether a "holds" whose point is `drift` off its rows (`holdsAndDrift`) stands. Within
    /// `SolverTolerance.drift` the point proves it. Beyond, the tableau that said so has drifted
    /// from the problem's rows, and a careful tableau of `rows` alone, in document order, judges
    /// them again (the oracle's seed 220029567: near-parallel rows held at a point 1.9e-7 of their
    /// magnitude off, where HiGHS's least violation is 3.5e-5, 550 times the tolerance; the
    /// careful tableau refuses them, and the set is the filter's).
    static func confirmHold(of rows: [Int], drift: Double, in problem: NormalizedProblem,
                            constantScale: Double) throws(SolveFailure) -> Bool {
        guard drift > SolverTolerance.drift else { return true }
        return try holdCarefully(rows, in: problem, constantScale: constantScale).holds
    }

    /// Whether `rows` hold in a careful tableau of their own (no primal pivot below
    /// `SolverTolerance.carefulPivot`), joined in document order, and how far its point is
    /// from them on the problem's coefficients (`drift(of:)`; 0 when they do not hold).
    static func holdCarefully(_ rows: [Int], in problem: NormalizedProblem,
                              constantScale: Double) throws(SolveFailure) -> (holds: Bool, drift: Double) {
        var careful = FeasibilityTableau(problem, careful: true, constantScale: constantScale)
        let sorted = rows.sorted()
        for index in sorted {
            guard try careful.add(index, removable: false) else { return (false, 0) }
        }
        return (true, careful.drift(of: sorted))
    }

    /// Whether `rows` can all hold, on their own (a tableau sized for them alone), at a point that
    /// holds them. A tableau can take every row at a point that misses them by far more than
    /// rounding (the oracle's seed 210042068: the 25 rows of a set HiGHS finds conflicting by 290
    /// times the tolerance joined at a point 1.2e-4 of a row's magnitude off); such a "holds" is
    /// judged again by a careful tableau (`holdCarefully`), which must reach a point within
    /// `SolverTolerance.lostPrecision`, or the rows do not hold.
    ///
    /// A refusal is judged again by `holdFromTheLast`: only a point proves anything here.
    static func hold(_ rows: [Int], in problem: NormalizedProblem, constantScale: Double) throws(SolveFailure) -> Bool {
        var probe = FeasibilityTableau(problem, constantScale: constantScale, expectedRows: rows.count)
        for index in rows {
            guard try probe.add(index, removable: false) else {
                return try holdFromTheLast(rows, in: problem, constantScale: constantScale)
            }
        }
        guard probe.drift(of: rows) > SolverTolerance.lostPrecision else { return true }
        let careful = try holdCarefully(rows, in: problem, constantScale: constantScale)
        return careful.holds && careful.drift <= SolverTolerance.lostPrecision
    }

    /// Whether `rows` join a tableau in the reverse order at a point that holds them by the
    /// feasibility rule (`NormalizedProblem.holdsByFeasibility`, the rule the oracle's HiGHS
    /// answers to): such a point proves the rows hold, whatever a refusal said. Rows that
    /// hold only far from the scale of their constants end a phase one at an optimum that rounding
    /// made, along a direction whose reduced cost is below every threshold (the oracle's seeds
    /// 360023063 and 390044469: the 31 and 15 rows of a set without one member, which HiGHS holds
    /// at values of 10⁵–10⁶ on constants of 10³; the last row's artificial stopped at 2.6 times the
    /// tolerance, so the member was dropped from its set). Joined from the last, the pivots differ,
    /// and both are held 1e-16 off.
    private static func holdFromTheLast(_ rows: [Int], in problem: NormalizedProblem,
                                        constantScale: Double) throws(SolveFailure) -> Bool {
        var probe = FeasibilityTableau(problem, constantScale: constantScale, expectedRows: rows.count)
        for index in rows.reversed() {
            guard try probe.add(index, removable: false) else { return false }
        }
        return probe.holdsByFeasibility(rows)
    }

    /// Adds `rows` to `tableau` until one cannot hold; whether all could.
    private static func join(_ rows: [Int], to tableau: inout Tableau, in problem: NormalizedProblem,
                             traced: Bool) throws(SolveFailure) -> Bool {
        for index in rows {
            let row = problem.rows[index]
            let added = tableau.addRow(variables: problem.variables(of: row), coefficients: problem.coefficients(of: row),
                                       constant: row.constant, isEquality: row.isEquality, role: .required(traced: traced))
            if tableau.exhaustedBudget { throw .pivotBudgetExhausted }
            guard added != nil else { return false }
        }
        return true
    }

    /// Whether `rows` can all hold with the rows in the tableau, and when they do, how far the point
    /// reached is from holding `members` (the rows in the tableau and `rows`) on the problem's own
    /// coefficients (`NormalizedProblem.drift`). They join a copy, which is then dropped: adding a
    /// row and taking it out again by its marker is exact algebra but not exact arithmetic, and the
    /// pivots of the removal left a tableau that let later rows join where a fresh one of the same
    /// rows did not (the oracle's seeds 51000288 and 301129: sets with rows the deletion filter
    /// leaves out). After rows were taken out by their markers a tableau can also accept rows that
    /// conflict (seed 120015275: a point off by 0.4 % of a row's magnitude); the point gives it away.
    func holdsAndDrift(with rows: [Int], members: [Int]) throws(SolveFailure) -> (holds: Bool, drift: Double) {
        var probe = self
        guard try FeasibilityTableau.join(rows, to: &probe.tableau, in: problem, traced: true) else { return (false, 0) }
        return (true, probe.drift(of: members))
    }
}
