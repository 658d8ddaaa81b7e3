extension Tableau {
    /// Primal simplex on objective `tier` over the parametric symbols that are neither pinned
    /// nor fixed (dummies, artificials). Bland's rule (lowest entering symbol, then lowest
    /// leaving basic symbol on a tied ratio) so degenerate screens cannot cycle.
    ///
    /// Returns false when the objective is unbounded below (only the range of a free value can be).
    /// At most `pivotBudget` pivots.
    mutating func minimize(tier: Int) -> Bool {
        let zero = SolverTolerance.coefficient
        let budget = pivotBudget
        for _ in 0 ..< budget {
            var entering: Int32 = -1
            var direction = 1.0
            for symbol in 0 ..< symbolCount where rowOfSymbol[symbol] < 0 && !pinned[symbol] {
                let cost = objectives[tier][symbol]
                let kind = kinds[symbol]
                if kind == .external && abs(cost) > zero {
                    direction = cost < 0 ? 1 : -1
                } else if (kind == .slack || kind == .error) && cost < -zero {
                    direction = 1
                } else {
                    continue
                }
                entering = Int32(symbol)
                break
            }
            if entering < 0 { return true }

            var leaving = -1
            var leavingBasic = Int32.max
            var bestRatio = Double.infinity
            for index in rows.indices {
                let basic = rows[index].basic
                let kind = kinds[Int(basic)]
                if kind == .external { continue }
                let rate = rows[index].coefficient(of: entering) * direction
                let ratio: Double
                if kind == .dummy {
                    guard abs(rate) > zero else { continue }
                    ratio = 0
                } else {
                    guard rate < -zero else { continue }
                    ratio = max(0, rows[index].constant) / -rate
                }
                if ratio < bestRatio || (ratio == bestRatio && basic < leavingBasic) {
                    leaving = index
                    leavingBasic = basic
                    bestRatio = ratio
                }
            }
            if leaving < 0 { return false }
            pivot(row: leaving, entering: entering)
        }
        return true  // out of budget (numerical cycling): the current feasible point stands
    }

    /// Pins every parametric restricted symbol that costs objective `tier` to move:
    /// the tier's optimal face is the feasible set with those at 0.
    mutating func pinCostlySymbols(ofTier tier: Int) {
        for symbol in 0 ..< symbolCount where rowOfSymbol[symbol] < 0 && kinds[symbol].isRestricted
            && objectives[tier][symbol] > SolverTolerance.coefficient {
            pinned[symbol] = true
        }
    }

    /// Whether `symbol` can still move on the current face as far as the tableau's structure
    /// shows: it is parametric (a free variable), or its row has a symbol that is neither pinned nor fixed.
    func canMove(_ symbol: Int32) -> Bool {
        let row = rowOfSymbol[Int(symbol)]
        guard row >= 0 else { return true }
        return rows[Int(row)].terms.contains { !pinned[Int($0.symbol)] && kinds[Int($0.symbol)] != .dummy }
    }
}
