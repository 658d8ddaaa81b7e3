/// The tolerances of the solver, absolute for numbers of a screen's size and relative beyond
/// (`scaled(_:by:)`, scaled by the magnitude of the numbers compared), so that constants of 10⁹
/// are judged by their rounding, not by a threshold meant for points.
public enum SolverTolerance {
    /// A tableau coefficient or reduced cost closer to 0 than this, scaled by the larger magnitude
    /// of the numbers whose sum made it, counts as 0: the sum cancelled, no pivot is taken
    /// on it and it never makes a column entering.
    public static let coefficient: Double = 1e-9
    /// A required row holds, and a restricted value is non-negative, within this scaled by the
    /// row's magnitude (its constant plus `Σ |coefficient · value|`).
    /// A row whose error is within that reports 0 in `LinearSolution.rowErrors`.
    public static let feasibility: Double = 1e-8
    /// A symbol is pinned after its tier's optimum (held at 0 for the lower tiers) only when its
    /// reduced cost there exceeds this. Reduced costs gather rounding over many pivots: a cost that
    /// is 0 can read a few 1e-9, and pinning on it cuts the optimal face, so that a lower tier
    /// loses far more than rounding (the differential oracle found a lower tier's errors 19 %
    /// too high on a 1,773-row problem). Left unpinned, a symbol whose true cost is below this
    /// can cost its tier at most this much per point a lower tier moves it.
    public static let reducedCost: Double = 1e-7
    /// The ratio test takes no pivot smaller than this times the largest pivot among the rows that
    /// tie for leaving (within their feasibility tolerance): dividing a row by a tiny coefficient
    /// would blow its rounding errors up by as much (Harris's two-pass ratio test).
    public static let pivot: Double = 1e-3
    /// The careful retry of a solve whose required rows drifted (`SolveRun`) takes no primal pivot
    /// smaller than this: rows hold coefficients of a screen's multipliers (0.1 … 10) and their
    /// products, and a pivot of 1e-7 is what rounding leaves of one that cancelled.
    public static let carefulPivot: Double = 1e-5
    /// An ambiguity probe's step that only coefficients below this bound is taken for a ray
    /// (`Tableau.minimize`, `isProbe`): what rounding left of a cancelled coefficient (seed
    /// 220006098: 7.7e-9, a step of 9.3e9). Below `carefulPivot`, since a coefficient of a few 1e-6
    /// can be the rows' own (seed 410009904: 6.7e-6, every pivot path alike, a step of 7.6e6 that
    /// HiGHS's ranges end at).
    public static let probeRay: Double = 1e-7
    /// A required row the solve kept holds within this (relative to its magnitude, `|constant| +
    /// Σ |coefficient · value|`, and at least absolute) on the solver's raw values; beyond it the
    /// tableau's rows have drifted from the problem's. The retry's answer beyond `lostPrecision`
    /// is no answer (`SolveFailure.lostPrecision`).
    public static let drift: Double = 1e-9
    /// A value beyond this times the problem's largest constant (`NormalizedProblem.constantScale`)
    /// was blown up by a pivot on rounding, not set by the rows: layout rows hold multipliers of
    /// 0.1 … 10 on a screen's numbers. The solve is retried as for `drift` (seed 350033971: values
    /// of 4.9e10 on constants up to 2,567, required rows within 1e-12 of their blown-up
    /// magnitudes, tier 50 at 7.3e9 where HiGHS reaches 17,527).
    public static let valueBlowUp: Double = 1e6
    /// See `drift`: 1e-6 of a row's magnitude (and at least 1e-6 pt) is off by more than a layout can
    /// show. Also the most a retry's tableau may leave of a problem row (`SolveRun.tableauIsSound`).
    public static let lostPrecision: Double = 1e-6
    /// An optional tier's sum of errors at the end of a solve may exceed its sum when its turn
    /// ended by this times that sum (at least 1) before the solve is retried holding each tier's
    /// sum (`SolveRun.tiersGaveWay`); two runs' sums that differ by less are the same.
    public static let tierGiving: Double = 1e-8
    /// A held tier's sum (`Tableau.holdSum`) may exceed its optimum by this times its row count plus
    /// the optimum: rounding of a sum of that many errors, no more.
    public static let tierHold: Double = 1e-9
    /// A value whose range on the optimal face is wider than this is ambiguous
    /// (Docs/Constraints.md#step-3-ambiguity-and-fixing: "beyond 1e-6").
    public static let ambiguity: Double = 1e-6

    /// Values are reported on a grid of 2⁻²⁰ (about 1e-6, the ambiguity tolerance). A re-solve
    /// by dual simplex and a fresh solve reach the same point by different pivots, so their raw
    /// values can differ in the last bits; on the grid they are the same number, and a value
    /// such as 7.25 cannot come out as 7.2499999 and round to the other pixel.
    public static let valueGrid: Double = 1.0 / 1_048_576

    /// Up to this magnitude the tolerances are absolute (a screen's points); beyond it they grow
    /// with the magnitude, so that a tolerance is `tolerance / absoluteUpTo` relative: 1e-11 for
    /// feasibility, hundreds of times the rounding of a row's few operations, and far below a
    /// real difference (1e9 and 1e9 + 1 still conflict).
    public static let absoluteUpTo: Double = 1000

    /// `tolerance` scaled by `magnitude` (see `absoluteUpTo`).
    @inline(__always)
    public static func scaled(_ tolerance: Double, by magnitude: Double) -> Double {
        magnitude > absoluteUpTo ? tolerance * (magnitude / absoluteUpTo) : tolerance
    }

    /// Whether `sum`, just made by adding `amount` to a coefficient, cancelled to 0: within
    /// `coefficient` times the larger of the two magnitudes (the old one is `sum - amount`).
    @inline(__always)
    static func cancels(_ sum: Double, adding amount: Double) -> Bool {
        let size = max(abs(amount), abs(sum - amount))
        return abs(sum) <= scaled(coefficient, by: size)
    }

    /// The widest a conflict verdict's tolerance grows (`Tableau.holds`): 1e-5 for a row of
    /// magnitude up to 1,000, far below a real conflict. It widens with how far a residual's
    /// violation can move onto earlier rows and with `Tableau.amplification` beyond `pivot`
    /// (pivots down to 1/1,000 of a row's own coefficients are within the margin the feasibility
    /// tolerance keeps over one rounding: 1e-8 against about 2e-13 for numbers up to 1,000).
    public static let amplificationCap: Double = 1000

    /// `value` on `valueGrid` (infinities and NaN unchanged).
    public static func snapped(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        return (value / valueGrid).rounded() * valueGrid
    }
}
