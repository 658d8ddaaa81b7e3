/// One step of iterative refinement of a careful run's final point (see `SolveRun+Checks.swift`).
///
/// The tableau's constants are the problem's constants after every pivot of every tier, and the
/// rounding they gather can leave a required row off by a few 1e-9 of its magnitude at a vertex
/// that is otherwise right (the oracle's seed 320001113: two equalities off by 7.5e-6 at values
/// of 10³, the careful retry no better): the basis is right, its values are not quite. Each row
/// the tableau holds is read at the current point with the problem's own numbers; what it misses
/// by is the change of its constant that the tableau's values answer, so moving each constant by
/// that much along its marker's column (as a re-solve moves a changed constant,
/// `Tableau.shiftConstant`) lands the basic values on the vertex the rows define, to the
/// accuracy of the tableau's coefficients rather than of its gathered constants.
///
/// A careful run traces every required equality (`SolveRun.init`), so every row has a marker;
/// rows the elimination took out are computed from the refined values afterwards.
extension SolveRun {
    /// Refines the final point once; keeps the refinement only when the required rows then
    /// drift less and every restricted value stays within its tolerance of 0.
    mutating func refineFinalPoint() {
        let before = requiredRowDrift()
        guard before > 0 else { return }
        let unrefined = tableau
        var shifts: [(marker: Int32, residual: Double)] = []
        for index in problem.rows.indices {
            let marker = markers[index]
            guard marker >= 0 else { continue }
            shifts.append((marker, tableau.residual(of: problem.rows[index], in: problem, marker: marker)))
        }
        for (variable, marker) in fixingRows {
            let residual = tableau.value(of: variable) + tableau.markerTerms(marker, isOptional: true)
            shifts.append((marker, residual))
        }
        tableau.feedBack(shifts)
        if requiredRowDrift() >= before || !tableau.restrictedValuesHold { tableau = unrefined }
    }
}
