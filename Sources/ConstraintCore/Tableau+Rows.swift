/// How a row enters the tableau.
enum RowRole {
    /// Must hold. An equality is `traced` when a later change of its constant must be followed
    /// through the tableau (it then carries a dummy marker; untraced rows are leaner).
    case required(traced: Bool)
    /// Optional at objective `tier`: its error symbols are added to that tier's objective, times
    /// `weight` (the number of identical rows it stands for, see `NormalizedRow.weight`).
    case optional(tier: Int, weight: Double = 1)
    /// An equality `f = e⁺ − e⁻` whose `e⁻` (how far `f ≥ 0` is violated) counts at `lowerTier`
    /// and whose `e⁺` (how far `f ≤ 0` is) counts at `upperTier` (see `NormalizedRow.partnerTier`).
    case optionalPair(lowerTier: Int, upperTier: Int, weight: Double = 1)
}

extension Tableau {
    /// Adds `Σ coefficients · variables + constant (= or ≥) 0` the way Cassowary does:
    /// the row is written over the parametric symbols, gets its marker symbols (a dummy for a
    /// required equality, a slack for an inequality, two errors for an optional equality, a slack
    /// and an error for an optional inequality) and a subject that keeps the tableau feasible;
    /// when none exists, an artificial symbol is minimized (phase one for this row).
    ///
    /// Returns the row's marker (its column traces a change of the row's constant), or nil when
    /// a required row cannot hold together with the rows already in the tableau; the tableau then
    /// holds the same rows as before the call.
    mutating func addRow(variables: ArraySlice<Int32>, coefficients: ArraySlice<Double>, constant: Double,
                         isEquality: Bool, role: RowRole) -> Int32? {
        // The terms are built in the buffer the last constant row (a pin) left unused, if any;
        // a row that ends with terms keeps its buffer, one that ends as a constant hands it on.
        var expression = TableauRow(constant: constant)
        swap(&expression.terms, &spareTerms)
        defer { if expression.terms.isEmpty { swap(&expression.terms, &spareTerms) } }
        // Room for what substitution and pivots add, so the row seldom grows again.
        let room = max(16, 2 * variables.count + 4)
        if expression.terms.capacity < room { expression.terms.reserveCapacity(room) }
        // The row's magnitude: the sizes of the numbers whose sum is its constant, which scale
        // how far from 0 that sum can land by rounding alone.
        var magnitude = abs(constant)
        var largestCoefficient = 0.0
        for (variable, coefficient) in zip(variables, coefficients) {
            largestCoefficient = max(largestCoefficient, abs(coefficient))
            let row = rowOfSymbol[Int(variable)]
            if row >= 0 {
                magnitude += abs(coefficient * rows[Int(row)].constant)
                expression.add(rows[Int(row)], times: coefficient)
            } else {
                expression.add(variable, coefficient)
            }
        }
        self.magnitude = max(self.magnitude, magnitude)
        // A conflict verdict judges a constant built on earlier rows, so it widens this by their
        // pivots' amplification of rounding (`holds`).
        let tolerance = SolverTolerance.scaled(SolverTolerance.feasibility, by: magnitude)
        let marker: Int32
        var other: Int32 = -1
        switch role {
        case .required(let traced):
            if isEquality && !traced {
                return addUntracedEquality(&expression, tolerance: tolerance, largestCoefficient: largestCoefficient)
            }
            marker = makeSymbol(isEquality ? .dummy : .slack)
            expression.add(marker, isEquality ? 1 : -1)
        case .optional(let tier, let weight):
            if isEquality {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                addToObjective(tier, marker, weight)
                noteMember(tier, marker, weight)
            } else {
                marker = makeSymbol(.slack)
                other = makeSymbol(.error)
            }
            expression.add(marker, -1)
            expression.add(other, 1)
            addToObjective(tier, other, weight)
            noteMember(tier, other, weight)
        case .optionalPair(let lowerTier, let upperTier, let weight):
            marker = makeSymbol(.error)
            other = makeSymbol(.error)
            expression.add(marker, -1)
            expression.add(other, 1)
            addToObjective(upperTier, marker, weight)
            addToObjective(lowerTier, other, weight)
            noteMember(upperTier, marker, weight)
            noteMember(lowerTier, other, weight)
        }
        if expression.constant < 0 { expression.negate() }

        if let subject = chooseSubject(expression, marker: marker, other: other) {
            noteAmplification(expression, subject: subject, largestCoefficient: largestCoefficient)
            insert(&expression, subject: subject)
            return marker
        }
        if expression.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Every symbol is fixed: the row is redundant when its constant is 0, else it conflicts.
            guard holds(expression.constant, tolerance: tolerance, terms: expression.terms) else { return nil }
            insert(&expression, subject: marker)
            return marker
        }
        return addWithArtificial(expression, tolerance: tolerance, largestCoefficient: largestCoefficient) ? marker : nil
    }

    /// A required equality without a marker: `Tableau.untraced` on success.
    private mutating func addUntracedEquality(_ expression: inout TableauRow, tolerance: Double,
                                              largestCoefficient: Double) -> Int32? {
        if expression.constant < 0 { expression.negate() }
        if let subject = chooseSubject(expression, marker: -1, other: -1) {
            noteAmplification(expression, subject: subject, largestCoefficient: largestCoefficient)
            insert(&expression, subject: subject)
            return Tableau.untraced
        }
        if expression.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            return holds(expression.constant, tolerance: tolerance, terms: expression.terms) ? Tableau.untraced : nil
        }
        return addWithArtificial(expression, tolerance: tolerance, largestCoefficient: largestCoefficient)
            ? Tableau.untraced : nil
    }

    /// Records how much choosing `subject` amplifies rounding: the row's largest coefficient as
    /// written over the subject's after substitution (see `amplification`). Only a variable's
    /// coefficient can have cancelled; a marker's is ±1 as made.
    private mutating func noteAmplification(_ expression: TableauRow, subject: Int32, largestCoefficient: Double) {
        guard kinds[Int(subject)] == .external else { return }
        noteAmplification(pivot: abs(expression.coefficient(of: subject)), largestCoefficient: largestCoefficient)
    }

    private mutating func noteAmplification(pivot: Double, largestCoefficient: Double) {
        if pivot > 0 { amplification = max(amplification, largestCoefficient / pivot) }
    }

    /// Whether a required row's residual (its constant once every earlier row is substituted,
    /// or its phase one's least artificial) is rounding: within its scaled feasibility tolerance,
    /// widened by how far the violation can move onto earlier rows and by the earlier pivots'
    /// amplification of rounding, together at most `SolverTolerance.amplificationCap` times.
    ///
    /// `terms` are the residual's row over the other rows' markers (slacks and dummies): a
    /// coefficient `y` says that violating that row by `ε` moves the residual by `y·ε`, so the
    /// least violation that makes every row hold is the residual over the largest `|y|` (own
    /// marker: 1). Untraced equalities leave no markers; for them the amplification estimates
    /// the same (the oracle's seed 20001793: a residual of 1.1e-8 where exact arithmetic gives
    /// 1e-12, after pivots on 1/1,600 of their rows' own coefficients).
    ///
    /// The verdict must not depend on the order the rows came in (the conflict search adds them
    /// from the last backwards): a row whose `|y|` is small shows the same conflict, in its own
    /// units, as the residual over that `|y|`, and it would be judged so had it come last. So the
    /// cap applies to the smallest `|y|` as well: the residual may be at most the cap times the
    /// smallest multiplier times the tolerance (`NearParallelTests`: a conflict of 0.01 in a row
    /// checking a near-parallel pair reads 3.8e-9 when the pair comes after it, with that row's
    /// multiplier 3.8e-7). Multipliers below `SolverTolerance.coefficient` of the largest are
    /// taken for rounding that did not cancel.
    private func holds(_ residual: Double, tolerance: Double, terms: [TableauTerm]) -> Bool {
        var largestMultiplier = 1.0
        for term in terms where kinds[Int(term.symbol)] == .slack || kinds[Int(term.symbol)] == .dummy {
            largestMultiplier = max(largestMultiplier, abs(term.coefficient))
        }
        var smallestMultiplier = 1.0
        for term in terms where kinds[Int(term.symbol)] == .slack || kinds[Int(term.symbol)] == .dummy {
            let multiplier = abs(term.coefficient)
            if multiplier > largestMultiplier * SolverTolerance.coefficient {
                smallestMultiplier = min(smallestMultiplier, multiplier)
            }
        }
        let widening = min(max(largestMultiplier, amplification * SolverTolerance.pivot),
                           SolverTolerance.amplificationCap * smallestMultiplier)
        // The residual is built on earlier rows' constants, whose rounding is that of their own
        // magnitudes: the largest seen so far scales it as well (the oracle's seed 63000212: a
        // residual of 2e-8 in a row of magnitude 684, built on rows of magnitude 1.7e5).
        let base = max(tolerance, SolverTolerance.scaled(SolverTolerance.feasibility, by: magnitude))
        return residual <= base * min(SolverTolerance.amplificationCap, widening)
    }

    /// What `addRow` returns for a row that holds but has no marker.
    static let untraced: Int32 = -2

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
        if marker >= 0 && kinds[Int(marker)].isRestricted && expression.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && expression.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one for one row: its artificial symbol is minimized; the row holds when it reaches 0
    /// (within `tolerance`, the row's scaled feasibility tolerance, widened as `holds` says). A
    /// phase one that runs out of pivots is not a conflict: it returns true with `exhaustedBudget`
    /// set, and the solve reports that.
    private mutating func addWithArtificial(_ expression: TableauRow, tolerance: Double, largestCoefficient: Double) -> Bool {
        // Phase one pivots on this row's coefficients, cancelled as they may be: the largest is
        // the best pivot it can take.
        var largestLeft = 0.0
        for term in expression.terms where kinds[Int(term.symbol)] != .dummy {
            largestLeft = max(largestLeft, abs(term.coefficient))
        }
        noteAmplification(pivot: largestLeft, largestCoefficient: largestCoefficient)
        let artificial = makeSymbol(.artificial)
        var row = expression
        row.basic = artificial
        appendRow(row)
        let tier = addTier()
        setObjective(tier, to: row)
        _ = minimize(tier: tier)
        removeLastTier()
        if exhaustedBudget { return true }
        let basicRow = Int(rowOfSymbol[Int(artificial)])
        guard holds(value(of: artificial), tolerance: tolerance, terms: basicRow >= 0 ? rows[basicRow].terms : [])
        else {
            // The row cannot hold. Its artificial is basic (a parametric one is 0), so no other row
            // holds it, nor, therefore, any multiple of the new row: every symbol the row brought is
            // in the artificial's row only, and taking that row out leaves the tableau as it was
            // before, up to pivots (the conflict search goes on adding rows to it).
            if basicRow >= 0 { removeRow(basicRow) }
            return false
        }
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
