/// The checks every solve ends with, and the retries they call for (Docs/Constraints.md#correct-or-loud).
///
/// A tableau's rows are the problem's rows after many substitutions, and its reduced costs are
/// sums gathered over many pivots, so two things can go wrong without the simplex noticing:
///
/// - **Drift**: a coefficient that should have cancelled is left at a few 1e-8, a pivot on it
///   steps a value by 10¹⁰, and the tableau's rows no longer say what the problem's do (the
///   oracle's seed 170001072: required rows off by 31,948 at the end, reported as a solution).
///   Checked on the raw values against the problem's own rows; the retry refuses small pivots.
/// - **Blown-up values**: a pivot on rounding can also step every value by 10⁷ and more while the
///   rows still hold relative to the magnitudes it made (seed 350033971: 4.9e10 on constants of
///   2,567). Checked on the raw values against the problem's largest constant; retried as drift.
/// - **A tier giving way to a lower one**: a symbol whose cost to its tier is below what the
///   tableau can tell from rounding is not pinned after that tier, and a lower tier moves it far
///   (values of 10⁵ on near-parallel rows) for a gain of its own (seed 75004368: tier 751 lost
///   0.013 while tier 750 gained 20; seed 76001683: tier 999 rose from 0 to 8.9e-6). Checked by
///   each tier's sum at the end against its sum when its turn ended; the retry holds each
///   tier's sum with a row of its own.
///
/// Each check is one pass over rows or symbols the solve has anyway; a retry is a second solve,
/// paid only by a problem that failed a check.
extension SolveRun {
    /// Runs the checks on this (ordinary) run and replaces it by a retry's run where that is better.
    /// A retry's run replaces it only when its tableau is sound (`tableauIsSound`); when a check
    /// failed and the run kept is not sound either, the solve fails loudly.
    mutating func retryWhereTheChecksFail(fixOrder: [Int], findAmbiguity: Bool) {
        guard failure == nil else { return }
        func retry(_ mode: Mode) -> SolveRun {
            SolveRun(problem: problem, fixOrder: fixOrder, findAmbiguity: findAmbiguity, tracedRows: tracedRows,
                     mode: mode)
        }
        var checkFailed = false
        // Set when this run was replaced by a retry's that passed `tableauIsSound` (checked once).
        var knownSound = false
        let values = rawValues
        var drift = requiredRowDrift(at: values)
        let blewUp = valuesBlewUp(values)
        if drift > SolverTolerance.drift || blewUp {
            checkFailed = true
            let careful = retry(Mode(careful: true))
            if careful.failure == nil {
                let carefulValues = careful.rawValues
                let carefulDrift = careful.requiredRowDrift(at: carefulValues)
                // A blown-up run's drift is relative to its blown-up magnitudes: the careful run
                // replaces it when its values are not blown up and it drifts within the bound.
                let better = blewUp ? !careful.valuesBlewUp(carefulValues) && carefulDrift <= max(drift, SolverTolerance.drift)
                                    : carefulDrift < drift
                if better && careful.tableauIsSound {
                    self = careful
                    drift = carefulDrift
                    knownSound = true
                }
            }
            if drift > SolverTolerance.lostPrecision {
                failLoudly()
                return
            }
        }
        if tiersGaveWay() {
            checkFailed = true
            let held = retry(Mode(careful: mode.careful, holdsTiers: true))
            if held.failure == nil, held.requiredRowDrift() <= max(drift, SolverTolerance.drift),
               held.isLexicographicallyBetter(than: self), held.tableauIsSound {
                self = held
                knownSound = true
            }
        }
        if checkFailed && !knownSound && !tableauIsSound { failLoudly() }
    }

    /// Ends the solve with `SolveFailure.lostPrecision`: no answer rather than a wrong one.
    private mutating func failLoudly() {
        failure = .lostPrecision
        ambiguous = []
    }

    /// The largest error of a required row the solve kept, at `rawValues` (see `NormalizedProblem.drift`).
    func requiredRowDrift() -> Double { requiredRowDrift(at: rawValues) }

    /// `requiredRowDrift()` at `values` (this run's `rawValues`, worked out once).
    func requiredRowDrift(at values: [Double]) -> Double {
        guard !conflicts.isEmpty else { return problem.drift(of: problem.required, at: values) }
        var isBroken = Array(repeating: false, count: problem.rows.count)
        for set in conflicts { isBroken[set.broken] = true }
        return problem.drift(of: problem.required.lazy.filter { !isBroken[$0] }, at: values)
    }

    /// Whether one of `values` (this run's `rawValues`) is beyond `SolverTolerance.valueBlowUp`
    /// times the problem's largest constant.
    func valuesBlewUp(_ values: [Double]) -> Bool {
        let limit = SolverTolerance.valueBlowUp * problem.constantScale
        return values.contains { abs($0) > limit }
    }

    /// Whether some optional tier's sum of errors is now above its sum when its turn ended, by
    /// more than `SolverTolerance.tierGiving` of it: a lower tier (or the fixing) took from it.
    func tiersGaveWay() -> Bool {
        tierOptima.indices.contains { tier in
            let optimum = tierOptima[tier]
            return tableau.tierSum(tier) > optimum + SolverTolerance.tierGiving * max(1, optimum)
        }
    }

    /// Whether this run's tier sums are lower than `other`'s at the first tier where they differ
    /// by more than `SolverTolerance.tierGiving` of the larger.
    func isLexicographicallyBetter(than other: SolveRun) -> Bool {
        for tier in 0 ..< min(tierOptima.count, other.tierOptima.count) {
            let mine = tableau.tierSum(tier)
            let theirs = other.tableau.tierSum(tier)
            if abs(mine - theirs) > SolverTolerance.tierGiving * max(1, mine, theirs) { return mine < theirs }
        }
        return false
    }
}
