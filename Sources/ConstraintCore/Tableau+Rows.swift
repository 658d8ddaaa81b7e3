/// How a row enters the tableau.
enum RowRole {
    case required
    /// Optional at objective `tier`: its error symbols are added to that tier's objective.
    case optional(tier: Int)
}

extension Tableau {
    /// Adds `Σ coefficients · variables + constant (= or ≥) 0` the way Cassowary does:
    /// the row is written over the parametric symbols, gets its marker symbols (a dummy for a
    /// required equality, a slack for an inequality, two errors for an optional equality, a slack
    /// and an error for an optional inequality) and a subject that keeps the tableau feasible;
    /// when none exists, an artificial symbol is minimized (phase one for this row).
    ///
    /// Returns the row's marker (its column traces a change of the row's constant), or nil when
    /// a required row cannot hold together with the rows already in the tableau.
    mutating func addRow(variables: [Int32], coefficients: [Double], constant: Double,
                         isEquality: Bool, role: RowRole) -> Int32? {
        var expression = TableauRow(constant: constant)
        for (variable, coefficient) in zip(variables, coefficients) {
            let row = rowOfSymbol[Int(variable)]
            if row >= 0 { expression.add(rows[Int(row)], times: coefficient) } else { expression.add(variable, coefficient) }
        }
        let marker: Int32
        var other: Int32 = -1
        switch role {
        case .required:
            marker = makeSymbol(isEquality ? .dummy : .slack)
            expression.add(marker, isEquality ? 1 : -1)
        case .optional(let tier):
            if isEquality {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                objectives[tier][Int(marker)] += 1
            } else {
                marker = makeSymbol(.slack)
                other = makeSymbol(.error)
            }
            expression.add(marker, -1)
            expression.add(other, 1)
            objectives[tier][Int(other)] += 1
        }
        if expression.constant < 0 { expression.negate() }

        if let subject = chooseSubject(expression, marker: marker, other: other) {
            insert(expression, subject: subject)
            return marker
        }
        if expression.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Every symbol is fixed: the row is redundant when its constant is 0, else it conflicts.
            guard expression.constant <= SolverTolerance.feasibility else { return nil }
            insert(expression, subject: marker)
            return marker
        }
        return addWithArtificial(expression) ? marker : nil
    }

    /// An external symbol (largest coefficient, then lowest index), else a new marker with a
    /// negative coefficient (the constant is non-negative, so the marker's value is too).
    private func chooseSubject(_ expression: TableauRow, marker: Int32, other: Int32) -> Int32? {
        var best: Int32 = -1
        var bestMagnitude = 0.0
        for term in expression.terms where kinds[Int(term.symbol)] == .external {
            let magnitude = abs(term.coefficient)
            if magnitude > bestMagnitude || (magnitude == bestMagnitude && term.symbol < best) {
                best = term.symbol
                bestMagnitude = magnitude
            }
        }
        if best >= 0 { return best }
        if kinds[Int(marker)].isRestricted && expression.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && expression.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one for one row: its artificial symbol is minimized; the row holds when it reaches 0.
    private mutating func addWithArtificial(_ expression: TableauRow) -> Bool {
        let artificial = makeSymbol(.artificial)
        var row = expression
        row.basic = artificial
        rows.append(row)
        rowOfSymbol[Int(artificial)] = Int32(rows.count - 1)
        let tier = addTier()
        setObjective(tier, to: row)
        _ = minimize(tier: tier)
        objectives.removeLast()
        guard value(of: artificial) <= SolverTolerance.feasibility else { return false }
        let basicRow = Int(rowOfSymbol[Int(artificial)])
        if basicRow >= 0 {
            // Degenerate: the artificial is basic at 0; swap it out for any symbol of its row.
            let terms = rows[basicRow].terms
            if let entering = terms.first(where: { kinds[Int($0.symbol)] != .dummy })?.symbol
                ?? terms.first?.symbol {
                pivot(row: basicRow, entering: entering)
            } else {
                removeRow(basicRow)
            }
        }
        dropColumn(artificial)
        return true
    }
}
