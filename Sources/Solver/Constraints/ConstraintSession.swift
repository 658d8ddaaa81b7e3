import ConstraintCore

/// How an app solves a screen's constraints again and again (issue 26, part 4):
/// no ambiguity analysis (that is `layoutc compile`'s job), and each island's
/// system kept between solves so that a new container size, which changes only
/// the rows' constants, is re-solved incrementally from the previous optimum
/// (``IncrementalSolver``) instead of from scratch.
///
/// The values equal those of a fresh solve without ambiguity analysis, so the
/// frames equal `layoutc compile`'s (the fixing of free values always happens).
/// A session belongs to one screen; when a system's rows change shape (other
/// terms, relations or priorities, as a different text measurement can make
/// them) its solver is built anew. Not thread-safe: callers serialize access
/// (`LayoutcRuntime` holds it behind a lock).
public final class ConstraintSession {
    /// One island in one pass: the second pass of a safe-area island has its own
    /// system (pass 1), and so has the second pass of wrapping text (passes 2 and 3).
    struct Key: Hashable {
        var island: Int
        var pass: Int
    }

    /// A kept solver and the shape of the problem it was built for.
    struct Entry {
        var shape: LinearProblem
        var solver: IncrementalSolver
    }

    private var entries: [Key: Entry] = [:]
    /// Solves since the session began that were re-solves of a kept system
    /// (for tests and benchmarks: a size change must not rebuild the systems).
    public private(set) var incrementalSolves = 0
    /// Solves that built a system's solver from scratch.
    public private(set) var freshSolves = 0

    public init() {}

    /// The solution of `problem` for island `island`, pass `pass`: a re-solve
    /// with new constants when the kept system has the same shape, else a new solver.
    func solve(_ problem: LinearProblem, fixOrder: [Int], island: Int, pass: Int) -> LinearSolution {
        let key = Key(island: island, pass: pass)
        let shape = Self.shape(of: problem)
        if let entry = entries[key], entry.shape == shape {
            _ = entry.solver.resolve(constants: problem.rows.map(\.constant))
            incrementalSolves += 1
            return entry.solver.solution
        }
        let solver = IncrementalSolver(problem, fixOrder: fixOrder)
        entries[key] = Entry(shape: shape, solver: solver)
        freshSolves += 1
        return solver.solution
    }

    /// The problem with every constant at 0: what must match for a re-solve.
    static func shape(of problem: LinearProblem) -> LinearProblem {
        var shape = problem
        for index in shape.rows.indices { shape.rows[index].constant = 0 }
        return shape
    }
}
