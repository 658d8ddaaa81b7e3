/// For the app: built once, then re-solved when only row constants change (a new screen size).
///
/// A re-solve shifts the tableau's constants along each row's marker column and runs the dual
/// simplex from the previous optimal basis, which stays optimal for every tier; it falls back to
/// a fresh solve when the previous solve had conflicts, the required rows stop holding together,
/// or a value that needed no fixing before might move now. Either way the values equal
/// `TieredSolver().solve(…, findAmbiguity: false)` of the problem with the new constants.
public final class IncrementalSolver {
    private var problem: LinearProblem
    private let fixOrder: [Int]
    private var run: SolveRun
    private var cachedSolution: LinearSolution?

    public init(_ problem: LinearProblem, fixOrder: [Int]) {
        self.problem = problem
        self.fixOrder = fixOrder
        run = SolveRun(problem: NormalizedProblem(problem), fixOrder: fixOrder, findAmbiguity: false)
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
        var changed = false
        var canShift = run.conflicts.isEmpty
        for index in problem.rows.indices where index < constants.count {
            let new = constants[index]
            let delta = new - problem.rows[index].constant
            guard delta != 0 || new.isNaN else { continue }
            changed = true
            if !new.isFinite || !run.problem.rows[index].isSolvable { canShift = false }
            problem.rows[index].constant = new
            let marker = run.markers[index]
            if canShift && marker >= 0 {
                let markerSign: Double = run.tableau.kinds[Int(marker)] == .dummy ? 1 : -1
                run.tableau.shiftConstant(marker: marker,
                                          by: delta * run.problem.rows[index].constantSign * markerSign)
            }
        }
        guard changed else { return run.values }
        if canShift, let pivots = run.tableau.restoreFeasibility(), pivots == 0 || fixingStillHolds() {
            return run.values
        }
        run = SolveRun(problem: NormalizedProblem(problem), fixOrder: fixOrder, findAmbiguity: false)
        return run.values
    }

    /// After the basis changed: every value that was determined without a fixing row still is,
    /// so the fixing tiers in the tableau are the ones a fresh solve would add.
    private func fixingStillHolds() -> Bool {
        for variable in run.fixTurns.indices where !run.fixTurns[variable].hasFixingRow {
            if !run.tableau.isDetermined(Int32(variable), byFirstTiers: run.fixTurns[variable].tiersBefore) {
                return false
            }
        }
        return true
    }
}
