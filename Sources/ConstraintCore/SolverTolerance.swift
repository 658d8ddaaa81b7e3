/// The tolerances of the solver, in the problem's own units (points for layouts).
public enum SolverTolerance {
    /// A tableau coefficient, a reduced cost or a ratio closer to 0 than this counts as 0:
    /// no pivot is taken on it and it never makes a column entering.
    public static let coefficient: Double = 1e-9
    /// A required row holds, and a restricted value is non-negative, within this.
    /// A row whose error is at most this reports 0 in `LinearSolution.rowErrors`.
    public static let feasibility: Double = 1e-8
    /// A value whose range on the optimal face is wider than this is ambiguous
    /// (spec-format 3.3 step 3: "beyond 1e-6").
    public static let ambiguity: Double = 1e-6
}
