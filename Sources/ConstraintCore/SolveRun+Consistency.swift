/// Whether a run's tableau still says what the problem's rows say: the check a retry's answer
/// must pass before it replaces the first run's (see `SolveRun+Checks.swift`).
///
/// The drift check reads the rows' constants (the point); this one reads their coefficients (the
/// directions the simplex may still take). A pivot on a coefficient of 1e-8 that is real (the
/// oracle's seed 210017748: the row holding a tier's sum, whose coefficients are that tier's
/// reduced costs, one of them 1.87e-8) divides every other coefficient's rounding by it: the
/// point is still right, but a row now holds 29.4 where the problem's rows give 0, and the next
/// tier stops at 13,699 where 228.75 is reachable, without any check noticing.
///
/// Each problem row the tableau holds is written over the parametric symbols (its basic symbols
/// replaced by their rows, as `Tableau.expression(of:)` does) together with the marker symbols it
/// was given; every coefficient of the result must cancel, but a dummy's: the simplex never moves
/// a dummy, so its column steers nothing (a careful run traces every required equality, and on
/// the oracle's seed 170001072 its dummy columns cancel only to 4e-6 while every other column
/// cancels to 2e-8; what they do steer, a refinement or a re-solve, is checked on the
/// problem's rows by the drift check). One pass over the rows' substituted
/// terms: the cost of building the tableau once more, paid only by a problem that failed a check.
extension SolveRun {
    /// The largest coefficient left of a problem row written over the parametric symbols, relative
    /// to the sum of the magnitudes that made it (at least 1): about 1e-12 in a sound tableau
    /// (2,000 random problems of up to 2,000 rows: at most 2e-10), 1 in a ruined one.
    func tableauResidual() -> Double {
        let symbolCount = tableau.kinds.count
        var sums = [Double](repeating: 0, count: symbolCount)
        var magnitudes = [Double](repeating: 0, count: symbolCount)
        var touched: [Int32] = []
        var worst = 0.0
        for index in problem.rows.indices {
            let marker = markers[index]
            guard marker >= 0 || marker == Tableau.untraced else { continue }
            let row = problem.rows[index]
            touched.removeAll(keepingCapacity: true)
            func add(_ symbol: Int32, _ coefficient: Double) {
                let basicRow = tableau.rowOfSymbol[Int(symbol)]
                guard basicRow >= 0 else {
                    if magnitudes[Int(symbol)] == 0 { touched.append(symbol) }
                    sums[Int(symbol)] += coefficient
                    magnitudes[Int(symbol)] += abs(coefficient)
                    return
                }
                for term in tableau.rows[Int(basicRow)].terms {
                    let amount = coefficient * term.coefficient
                    if magnitudes[Int(term.symbol)] == 0 { touched.append(term.symbol) }
                    sums[Int(term.symbol)] += amount
                    magnitudes[Int(term.symbol)] += abs(amount)
                }
            }
            for (variable, coefficient) in zip(problem.variables(of: row), problem.coefficients(of: row)) {
                add(variable, coefficient)
            }
            // The markers as `Tableau.addRow` wrote them: `+ dummy` for a traced required
            // equality, `− slack` for a required inequality, `− marker + other` (made one after
            // the other) for an optional row.
            if marker >= 0 {
                if tableau.kinds[Int(marker)] == .dummy {
                    add(marker, 1)
                } else if row.tier == nil {
                    add(marker, -1)
                } else {
                    add(marker, -1)
                    add(marker + 1, 1)
                }
            }
            for symbol in touched {
                if tableau.kinds[Int(symbol)] != .dummy {
                    worst = max(worst, abs(sums[Int(symbol)]) / max(1, magnitudes[Int(symbol)]))
                }
                sums[Int(symbol)] = 0
                magnitudes[Int(symbol)] = 0
            }
        }
        return worst
    }

    /// Whether `tableauResidual` is within `SolverTolerance.lostPrecision`.
    var tableauIsSound: Bool { tableauResidual() <= SolverTolerance.lostPrecision }
}
