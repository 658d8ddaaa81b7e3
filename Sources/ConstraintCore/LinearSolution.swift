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

/// Why a solve has no trustworthy answer.
public enum SolveFailure: Error, Hashable, Sendable {
    /// A simplex run used up its pivot budget (`1000 + 50 × (rows + symbols)` pivots): numerical
    /// cycling. The values are the last point reached, neither optimal nor known to be feasible,
    /// and no conflict or ambiguity is reported from it.
    case pivotBudgetExhausted
    /// The required rows the conflict search kept (each conflicting set's broken row taken out)
    /// did not all join a fresh tableau: rounding judged them consistent in one order and not in
    /// another. Reported rather than dropping a required row without a conflict; the values are
    /// the last point reached.
    case keptRowsDidNotHold
    /// A required row the solve kept is off by more than `SolverTolerance.lostPrecision` of its
    /// magnitude at the values reached, after a careful second solve too: the tableau's rows had
    /// drifted from the problem's (rounding gathered over many substitutions on ill-conditioned
    /// rows). The values are the better run's, not a solution.
    case lostPrecision
}

/// What `TieredSolver.solve` found.
public struct LinearSolution: Sendable {
    /// One value per variable, after fixing.
    public var values: [Double]
    /// The minimal conflicting sets of required rows that the conflict search found, in the order
    /// found: one for each row it broke (the search breaks a set's last row and starts again), not
    /// every minimal conflicting set the rows contain.
    public var conflicts: [ConflictSet]
    /// Only when ambiguity was asked for; ascending by position in `fixOrder`.
    public var ambiguous: [AmbiguousValue]
    /// Per row: its error at `values` (0 when met), for editor hints ("unmet at 250: off by 12 pt").
    /// A row that cannot be solved (a non-finite number, a variable out of range) has `nan`.
    public var rowErrors: [Double]
    /// Set when the solve gave up (see `SolveFailure`): the values must not be taken for a solution.
    public var failure: SolveFailure?

    public init(values: [Double], conflicts: [ConflictSet], ambiguous: [AmbiguousValue], rowErrors: [Double],
                failure: SolveFailure? = nil) {
        self.values = values
        self.conflicts = conflicts
        self.ambiguous = ambiguous
        self.rowErrors = rowErrors
        self.failure = failure
    }
}
