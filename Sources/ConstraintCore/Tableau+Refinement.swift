/// What a refinement of the point needs from the tableau (`SolveRun.refineFinalPoint`,
/// `FeasibilityTableau.refine`): a row's miss at the current point is fed back along its
/// marker's column, as a re-solve feeds a changed constant.
extension Tableau {
    /// The value of a row's marker terms as `addRow` wrote them: `+ dummy` (a traced required
    /// equality), `− slack` (a required inequality), `− marker + other` (an optional row).
    func markerTerms(_ marker: Int32, isOptional: Bool) -> Double {
        if kinds[Int(marker)] == .dummy { return value(of: marker) }
        if !isOptional { return -value(of: marker) }
        return value(of: marker + 1) - value(of: marker)
    }

    /// What `row` (whose marker is `marker`) misses by at the current point, on the problem's own
    /// numbers: its constant and terms plus `markerTerms`, the residual `feedBack` takes.
    func residual(of row: NormalizedRow, in problem: NormalizedProblem, marker: Int32) -> Double {
        var residual = row.constant
        for (variable, coefficient) in zip(problem.variables(of: row), problem.coefficients(of: row)) {
            residual += coefficient * value(of: variable)
        }
        return residual + markerTerms(marker, isOptional: row.tier != nil)
    }

    /// Moves each marker's row constant by what the row misses at the current point (`residual`:
    /// the row's own constant and terms plus `markerTerms`), as a re-solve moves a changed
    /// constant (`shiftConstant`, whose amount is signed by the marker's coefficient in its row).
    mutating func feedBack(_ residuals: [(marker: Int32, residual: Double)]) {
        for (marker, residual) in residuals where residual != 0 {
            shiftConstant(marker: marker, by: kinds[Int(marker)] == .dummy ? residual : -residual)
        }
        shiftedRows.removeAll()
    }

    /// Whether every restricted basic symbol is at least minus the feasibility tolerance
    /// (scaled by the tableau's magnitude).
    var restrictedValuesHold: Bool {
        let tolerance = SolverTolerance.scaled(SolverTolerance.feasibility, by: magnitude)
        return rows.allSatisfy { row in
            row.basic < 0 || !kinds[Int(row.basic)].isRestricted || row.constant >= -tolerance
        }
    }
}
