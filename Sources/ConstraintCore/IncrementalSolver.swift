/// For the app: built once, then re-solved when only row constants change (a new screen size).
///
/// A re-solve shifts the tableau's constants along each changed row's marker column and runs
/// the dual simplex from the previous optimal basis, which stays optimal for every tier; it
/// solves afresh instead when the previous solve had conflicts, the required rows stop holding
/// together, a value that needed no fixing before might move now, a changed row was not
/// traced, or the required rows drifted on the raw values (`SolverTolerance.drift`). Either way the values equal `TieredSolver().solve(…, findAmbiguity: false)` of the
/// problem with the new constants.
///
/// Tracing: a required equality whose constant may change carries a marker symbol, which
/// costs every row built on it. Rows named in `changingRows` are traced from the start; a
/// re-solve that changes an untraced row solves afresh once with that row traced from then on,
/// so an app that passes nothing pays one fresh solve at its first size change.
public final class IncrementalSolver {
    private var problem: LinearProblem
    private let fixOrder: [Int]
    private var traced: [Bool]
    private var run: SolveRun
    private var cachedSolution: LinearSolution?
    /// How many re-solves took the dual simplex, and how many solved afresh (for tests).
    private(set) var shiftedResolves = 0
    private(set) var freshResolves = 0

    /// - Parameter changingRows: rows whose constants later re-solves may change (the rows that
    ///   mention the screen size or the safe area); others are learned at the first re-solve.
    public init(_ problem: LinearProblem, fixOrder: [Int], changingRows: [Int] = []) {
        self.problem = problem
        self.fixOrder = fixOrder
        traced = Array(repeating: false, count: problem.rows.count)
        for row in changingRows where row >= 0 && row < traced.count { traced[row] = true }
        run = SolveRun(problem: NormalizedProblem(problem), fixOrder: fixOrder, findAmbiguity: false,
                       tracedRows: traced)
    }

    /// The solution at the latest constants (no ambiguity analysis).
    public var solution: LinearSolution {
        if let cachedSolution { return cachedSolution }
        let solution = run.solution(of: problem)
        cachedSolution = solution
        return solution
    }

    /// Re-solves with new row constants (same rows otherwise); returns the values.
    /// `constants` has one entry per row; rows past its end keep their constant.
    public func resolve(constants: [Double]) -> [Double] {
        cachedSolution = nil
        var changes: [(row: Int, delta: Double)] = []
        for index in problem.rows.indices where index < constants.count {
            let new = constants[index]
            let delta = new - problem.rows[index].constant
            guard delta != 0 || new.isNaN else { continue }
            problem.rows[index].constant = new
            traced[index] = true
            changes.append((index, new.isFinite ? delta : .nan))
        }
        if changes.isEmpty { return run.values }
        if run.shiftConstants(changes) {
            shiftedResolves += 1
            return run.values
        }
        freshResolves += 1
        run = SolveRun(problem: NormalizedProblem(problem), fixOrder: fixOrder, findAmbiguity: false,
                       tracedRows: traced)
        return run.values
    }
}

extension SolveRun {
    /// Follows changes of row constants through the tableau and re-optimizes by dual simplex.
    /// Returns false when the result would not be a fresh solve's (see `IncrementalSolver`);
    /// the tableau is then spoiled and the caller solves afresh.
    mutating func shiftConstants(_ changes: [(row: Int, delta: Double)]) -> Bool {
        // A run that holds its tiers' sums holds them at the old constants' optima.
        guard conflicts.isEmpty, failure == nil, !mode.holdsTiers else { return false }
        for (index, delta) in changes {
            guard delta.isFinite else { return false }
            // Rows taken out by the elimination read the new constant when their values are
            // computed; the others keep it for the drift check below.
            problem.rows[index].constant += delta * problem.rows[index].constantSign
            if elimination.removed[index] { continue }
            let row = problem.rows[index]
            let marker = markers[index]
            // A merged pair stays one row only while both constants move together; an untraced
            // row cannot be followed: both solve afresh.
            // A row standing for identical ones (`NormalizedRow.weight`) would move away from them.
            guard marker >= 0, delta.isFinite, row.isSolvable, row.pairedWith == nil, row.partnerTier == nil,
                  row.weight == 1 else {
                return false
            }
            let markerSign: Double = tableau.kinds[Int(marker)] == .dummy ? 1 : -1
            tableau.shiftConstant(marker: marker, by: delta * row.constantSign * markerSign)
        }
        var touchedRows: [Int32] = []
        var repricedSymbols: [Int32] = []
        guard let pivots = tableau.restoreFeasibility(touchedRows: &touchedRows, repricedSymbols: &repricedSymbols)
        else { return false }
        if pivots > 0 {
            for symbol in repricedSymbols { tableau.appendHolders(of: symbol, to: &touchedRows) }
            guard fixingStillHolds(inRows: touchedRows) else { return false }
        }
        // The same check as a fresh solve's (`SolveRun.init`): a re-solve whose rows drifted from
        // the problem's is not trusted; the fresh solve has the careful retry.
        return requiredRowDrift() <= SolverTolerance.drift
    }

    /// After the basis changed: every value that was determined without a fixing row still is,
    /// so the fixing tiers in the tableau are the ones a fresh solve would add. Only `rows`
    /// (those whose terms or whose symbols' reduced costs changed) can have changed their answer.
    private func fixingStillHolds(inRows rows: [Int32]) -> Bool {
        var checked = Array(repeating: false, count: tableau.rows.count)
        var levels = Array(repeating: Int32(-1), count: tableau.symbolCount)
        for row in rows where !checked[Int(row)] {
            checked[Int(row)] = true
            let variable = Int(tableau.rows[Int(row)].basic)
            guard variable < fixTurns.count, !fixTurns[variable].hasFixingRow else { continue }
            if !tableau.isDetermined(Int32(variable), byFirstTiers: fixTurns[variable].tiersBefore, levels: &levels) {
                return false
            }
        }
        return true
    }
}
