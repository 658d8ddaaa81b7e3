/// The exact solver of Docs/Constraints.md#the-solver (steps 1–3: conflicts, tiers, ambiguity and fixing) for one linear problem.
///
/// Required rows hold (or the minimal conflicting sets are reported and their last rows broken);
/// optional rows are satisfied tier by tier, strictly lexicographically (a higher priority wins
/// over any number of lower ones); values that can still move are fixed closest to 0 in
/// `fixOrder`. Tolerances: `SolverTolerance`. The result depends only on the problem, never on
/// hashing or timing.
public struct TieredSolver: Sendable {
    public init() {}

    /// - Parameters:
    ///   - fixOrder: every variable, in the order ambiguous values are fixed (3.3 step 3).
    ///     Missing variables are fixed after the listed ones, in index order.
    ///   - findAmbiguity: also report the range of every value that can still move (compile time).
    public func solve(_ problem: LinearProblem, fixOrder: [Int], findAmbiguity: Bool) -> LinearSolution {
        let run = SolveRun(problem: NormalizedProblem(problem), fixOrder: fixOrder, findAmbiguity: findAmbiguity)
        return run.solution(of: problem)
    }
}

extension SolveRun {
    func solution(of problem: LinearProblem) -> LinearSolution {
        let values = self.values
        let rowErrors = problem.rows.indices.map { index in
            self.problem.rows[index].isSolvable ? problem.rows[index].error(at: values) : Double.nan
        }
        return LinearSolution(values: values, conflicts: conflicts, ambiguous: ambiguous, rowErrors: rowErrors,
                              failure: failure)
    }
}
