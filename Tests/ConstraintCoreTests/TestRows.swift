import ConstraintCore

/// `Σ terms + constant REL 0 @priority`, terms as (variable, coefficient).
func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: RowRelation, _ priority: Double = 1000) -> LinearRow {
    LinearRow(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant,
              relation: relation, priority: priority)
}

/// `x[variable] REL value @priority`.
func pin(_ variable: Int, _ relation: RowRelation, _ value: Double, _ priority: Double = 1000) -> LinearRow {
    row([(variable, 1)], -value, relation, priority)
}

func solve(_ variableCount: Int, _ rows: [LinearRow], ambiguity: Bool = true) -> LinearSolution {
    TieredSolver().solve(LinearProblem(variableCount: variableCount, rows: rows),
                         fixOrder: Array(0 ..< variableCount), findAmbiguity: ambiguity)
}
