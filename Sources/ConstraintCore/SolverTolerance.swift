/// The tolerances of the solver, in the problem's own units (points for layouts).
public enum SolverTolerance {
    /// A tableau coefficient, a reduced cost or a ratio closer to 0 than this counts as 0:
    /// no pivot is taken on it and it never makes a column entering.
    public static let coefficient: Double = 1e-9
    /// A required row holds, and a restricted value is non-negative, within this.
    /// A row whose error is at most this reports 0 in `LinearSolution.rowErrors`.
    public static let feasibility: Double = 1e-8
    /// A value whose range on the optimal face is wider than this is ambiguous
    /// (Docs/Constraints.md#step-3-ambiguity-and-fixing: "beyond 1e-6").
    public static let ambiguity: Double = 1e-6

    /// Values are reported on a grid of 2⁻²⁰ (about 1e-6, the ambiguity tolerance). A re-solve
    /// by dual simplex and a fresh solve reach the same point by different pivots, so their raw
    /// values can differ in the last bits; on the grid they are the same number, and a value
    /// such as 7.25 cannot come out as 7.2499999 and round to the other pixel.
    public static let valueGrid: Double = 1.0 / 1_048_576

    /// `value` on `valueGrid` (infinities and NaN unchanged).
    public static func snapped(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        return (value / valueGrid).rounded() * valueGrid
    }
}
