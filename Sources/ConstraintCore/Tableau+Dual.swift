extension Tableau {
    /// Traces a change of a row's constant through the tableau. `amount` is the change of the
    /// constant of the row as added, times the marker's coefficient in it (±1): the marker's
    /// column is exactly how that constant appears in every current row.
    mutating func shiftConstant(marker: Int32, by amount: Double) {
        let row = rowOfSymbol[Int(marker)]
        if row >= 0 {
            rows[Int(row)].constant -= amount
            return
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            if coefficient != 0 { rows[index].constant += coefficient * amount }
        }
    }

    /// Dual simplex after constants changed: the basis stays lexicographically optimal for every
    /// tier at once (the ratio test compares each column's reduced costs tier by tier), and
    /// pivots until every restricted value is non-negative again. Dual Bland's rule (lowest
    /// infeasible basic symbol leaves; lowest symbol on a tied ratio enters).
    ///
    /// Returns the number of pivots, or nil when the required rows no longer hold together
    /// (or the pivot budget ran out): the caller then solves from scratch.
    mutating func restoreFeasibility() -> Int? {
        let zero = SolverTolerance.coefficient
        let budget = pivotBudget
        var pivots = 0
        while true {
            var leaving = -1
            var leavingBasic = Int32.max
            for index in rows.indices {
                let basic = rows[index].basic
                let kind = kinds[Int(basic)]
                let constant = rows[index].constant
                if kind == .dummy {
                    if abs(constant) > SolverTolerance.feasibility { return nil }
                    continue
                }
                guard kind.isRestricted, constant < -SolverTolerance.feasibility, basic < leavingBasic else { continue }
                leaving = index
                leavingBasic = basic
            }
            if leaving < 0 { return pivots }

            var entering: Int32 = -1
            var enteringRate = 0.0
            for term in rows[leaving].terms {
                let kind = kinds[Int(term.symbol)]
                let rate: Double
                if kind == .external {
                    rate = abs(term.coefficient)
                } else if kind.isRestricted {
                    rate = term.coefficient
                } else {
                    continue
                }
                guard rate > zero else { continue }
                if entering < 0 || ratio(of: term.symbol, rate, isBelow: entering, enteringRate) {
                    entering = term.symbol
                    enteringRate = rate
                }
            }
            guard entering >= 0, pivots < budget else { return nil }
            pivot(row: leaving, entering: entering)
            pivots += 1
        }
    }

    /// Compares the reduced-cost vectors over rate of two columns, tier by tier, then by symbol.
    private func ratio(of symbol: Int32, _ rate: Double, isBelow other: Int32, _ otherRate: Double) -> Bool {
        for tier in objectives.indices {
            let mine = objectives[tier][Int(symbol)] / rate
            let theirs = objectives[tier][Int(other)] / otherRate
            if abs(mine - theirs) > SolverTolerance.coefficient { return mine < theirs }
        }
        return symbol < other
    }

    /// Whether `symbol` is determined on the face optimal for the first `tiers` objectives:
    /// it is basic and every symbol of its row is fixed or has a positive reduced cost at one of them.
    func isDetermined(_ symbol: Int32, byFirstTiers tiers: Int) -> Bool {
        let row = rowOfSymbol[Int(symbol)]
        guard row >= 0 else { return false }
        termLoop: for term in rows[Int(row)].terms where kinds[Int(term.symbol)] != .dummy {
            for tier in 0 ..< min(tiers, objectives.count) {
                let cost = objectives[tier][Int(term.symbol)]
                if cost > SolverTolerance.coefficient { continue termLoop }
                if cost < -SolverTolerance.coefficient { return false }
            }
            return false
        }
        return true
    }

    /// A bound on pivots of one simplex run, far above what any real problem takes, so a
    /// numerically cycling run ends instead of hanging.
    var pivotBudget: Int { 1000 + 50 * (rows.count + symbolCount) }
}
