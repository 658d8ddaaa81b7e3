/// One minimal set of required rows that cannot hold together (Docs/Constraints.md#step-1-conflicts).
public struct ConflictSet: Hashable, Sendable {
    /// Row indices, ascending.
    public var rows: [Int]
    /// The last of `rows`: the one dropped before the search starts again.
    public var broken: Int

    public init(rows: [Int], broken: Int) {
        self.rows = rows
        self.broken = broken
    }
}

/// A variable that can take more than one value (a range wider than
/// `SolverTolerance.ambiguity`) on the optimal face, before fixing (Docs/Constraints.md#step-3-ambiguity-and-fixing).
public struct AmbiguousValue: Hashable, Sendable {
    public var variable: Int
    /// The smallest value it can take; `-infinity` when unbounded below.
    public var lower: Double
    /// The largest value it can take; `+infinity` when unbounded above.
    public var upper: Double

    public init(variable: Int, lower: Double, upper: Double) {
        self.variable = variable
        self.lower = lower
        self.upper = upper
    }
}

/// What `TieredSolver.solve` found.
public struct LinearSolution: Sendable {
    /// One value per variable, after fixing.
    public var values: [Double]
    /// Every minimal conflicting set of required rows, in the order found.
    public var conflicts: [ConflictSet]
    /// Only when ambiguity was asked for; ascending by position in `fixOrder`.
    public var ambiguous: [AmbiguousValue]
    /// Per row: its error at `values` (0 when met), for editor hints ("unmet at 250: off by 12 pt").
    /// A row that cannot be solved (a non-finite number, a variable out of range) has `nan`.
    public var rowErrors: [Double]

    public init(values: [Double], conflicts: [ConflictSet], ambiguous: [AmbiguousValue], rowErrors: [Double]) {
        self.values = values
        self.conflicts = conflicts
        self.ambiguous = ambiguous
        self.rowErrors = rowErrors
    }
}
