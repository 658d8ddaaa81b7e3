extension Tableau {
    /// Traces a change of a row's constant through the tableau. `amount` is the change of the
    /// constant of the row as added, times the marker's coefficient in it (±1): the marker's
    /// column is exactly how that constant appears in every current row.
    mutating func shiftConstant(marker: Int32, by amount: Double) {
        let row = rowOfSymbol[Int(marker)]
        if row >= 0 {
            rows[Int(row)].constant -= amount
            shiftedRows.append(row)
            magnitude = max(magnitude, abs(rows[Int(row)].constant))
            return
        }
        var link = columnHead[Int(marker)]
        while link >= 0 {
            let index = Int(links[Int(link)].row)
            link = links[Int(link)].next
            rows[index].constant += rows[index].coefficient(of: marker) * amount
            shiftedRows.append(Int32(index))
            magnitude = max(magnitude, abs(rows[index].constant))
        }
    }

    /// Dual simplex after constants changed: the basis stays lexicographically optimal for every
    /// tier at once (the ratio test compares each column's reduced costs tier by tier), and
    /// pivots until every restricted value is non-negative again. Dual Bland's rule (lowest
    /// infeasible basic symbol leaves; lowest symbol on a tied ratio enters).
    ///
    /// Only rows whose constants changed can have turned infeasible: the candidates are
    /// `shiftedRows` and the rows each pivot rewrites. `touchedRows` gets every row whose
    /// constant or terms changed and `repricedSymbols` every symbol whose reduced costs did.
    ///
    /// Returns the number of pivots, or nil when the required rows no longer hold together
    /// (or the pivot budget ran out): the caller then solves from scratch.
    mutating func restoreFeasibility(touchedRows: inout [Int32], repricedSymbols: inout [Int32]) -> Int? {
        let budget = pivotBudget
        let feasibility = SolverTolerance.scaled(SolverTolerance.feasibility, by: magnitude)
        var pivots = 0
        var candidates = shiftedRows
        shiftedRows.removeAll()
        touchedRows.append(contentsOf: candidates)
        while true {
            var leaving = -1
            var leavingBasic = Int32.max
            var kept = 0
            let candidateCount = candidates.count
            for slot in 0 ..< candidateCount {
                let index = Int(candidates[slot])
                let basic = rows[index].basic
                let kind = kinds[Int(basic)]
                let constant = rows[index].constant
                if kind == .dummy {
                    if abs(constant) > feasibility { return nil }
                    continue
                }
                guard kind.isRestricted, constant < -feasibility else { continue }
                candidates[kept] = candidates[slot]
                kept += 1
                if basic < leavingBasic {
                    leaving = index
                    leavingBasic = basic
                }
            }
            candidates.removeLast(candidateCount - kept)
            if leaving < 0 { return pivots }

            // No pivot on a coefficient that is rounding noise next to the row's largest.
            var largest = 0.0
            for term in rows[leaving].terms { largest = max(largest, abs(term.coefficient)) }
            let zero = SolverTolerance.scaled(SolverTolerance.coefficient, by: largest)
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
            let firstRewritten = touchedRows.count
            appendHolders(of: entering, to: &touchedRows)
            for term in rows[leaving].terms { repricedSymbols.append(term.symbol) }
            repricedSymbols.append(rows[leaving].basic)
            pivot(row: leaving, entering: entering)
            pivots += 1
            candidates.append(contentsOf: touchedRows[firstRewritten...])
            touchedRows.append(Int32(leaving))
        }
    }

    /// Compares the reduced-cost vectors over rate of two columns, tier by tier, then by symbol:
    /// the lowest tier where they differ decides (only tiers where one of them has a cost can).
    private func ratio(of symbol: Int32, _ rate: Double, isBelow other: Int32, _ otherRate: Double) -> Bool {
        var decidingTier = Int32.max
        var below = false
        for (mine, theirs, mineRate, theirsRate, flip) in [(symbol, other, rate, otherRate, false),
                                                           (other, symbol, otherRate, rate, true)] {
            var entry = costHead[Int(mine)]
            while entry >= 0 {
                let tier = costs[Int(entry)].tier
                let own = costs[Int(entry)].cost / mineRate
                let their = cost(Int(tier), theirs) / theirsRate
                if tier < decidingTier && abs(own - their) > SolverTolerance.coefficient {
                    decidingTier = tier
                    below = flip ? their < own : own < their
                }
                entry = costs[Int(entry)].next
            }
        }
        return decidingTier == Int32.max ? symbol < other : below
    }

    /// Whether `symbol` is determined on the face optimal for the first `tiers` objectives:
    /// it is basic and every symbol of its row is fixed or has a positive reduced cost at one of
    /// them. `levels` memoizes, per symbol, the first tier where its reduced cost is not 0
    /// (`Int32.max` when none or when negative; -1 not yet known).
    func isDetermined(_ symbol: Int32, byFirstTiers tiers: Int, levels: inout [Int32]) -> Bool {
        let row = rowOfSymbol[Int(symbol)]
        guard row >= 0 else { return false }
        for term in rows[Int(row)].terms where kinds[Int(term.symbol)] != .dummy {
            let column = Int(term.symbol)
            if levels[column] < 0 {
                // The first tier whose cost is significant: pinned there when positive.
                var first = Int32.max
                var level = Int32.max
                var entry = costHead[column]
                while entry >= 0 {
                    let (tier, cost) = (costs[Int(entry)].tier, costs[Int(entry)].cost)
                    if tier < first && (cost > SolverTolerance.reducedCost || cost < -SolverTolerance.coefficient) {
                        first = tier
                        level = cost > 0 ? tier : Int32.max
                    }
                    entry = costs[Int(entry)].next
                }
                levels[column] = level
            }
            if levels[column] >= tiers { return false }
        }
        return true
    }

    /// A bound on pivots of one simplex run, far above what any real problem takes, so a
    /// numerically cycling run ends instead of hanging.
    var pivotBudget: Int { pivotLimit ?? (1000 + 50 * (rows.count + symbolCount)) }
}
