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
            let (entering, direction) = chooseEntering(tier: tier)
            if entering < 0 { return true }

            var leaving = -1
            var leavingBasic = Int32.max
            var bestRatio = Double.infinity
            var link = columnHead[Int(entering)]
            while link >= 0 {
                let index = Int(links[Int(link)].row)
                link = links[Int(link)].next
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

    /// The lowest symbol whose move lowers objective `tier` (and which way it moves), or -1;
    /// drops the support's zeros and pinned symbols on the way. One pass over the support, through raw buffers.
    private mutating func chooseEntering(tier: Int) -> (Int32, Double) {
        let zero = SolverTolerance.coefficient
        var support: [Int32] = []
        swap(&support, &objectiveSupport[tier])
        defer { swap(&support, &objectiveSupport[tier]) }
        var entering: Int32 = -1
        var direction = 1.0
        var kept = 0
        objectives[tier].withUnsafeBufferPointer { costs in
            rowOfSymbol.withUnsafeBufferPointer { rowOfSymbol in
                pinned.withUnsafeBufferPointer { pinned in
                    kinds.withUnsafeBufferPointer { kinds in
                        support.withUnsafeMutableBufferPointer { support in
                            for slot in support.indices {
                                let candidate = support[slot]
                                let symbol = Int(candidate)
                                let cost = costs[symbol]
                                // A pinned symbol never enters again, so later scans skip it too
                                // (`setObjective` clears a whole objective, not only its support).
                                if cost == 0 || pinned[symbol] { continue }
                                support[kept] = candidate
                                kept += 1
                                guard entering < 0 || candidate < entering, rowOfSymbol[symbol] < 0 else { continue }
                                let kind = kinds[symbol]
                                if kind == .external && abs(cost) > zero {
                                    direction = cost < 0 ? 1 : -1
                                } else if (kind == .slack || kind == .error) && cost < -zero {
                                    direction = 1
                                } else {
                                    continue
                                }
                                entering = candidate
                            }
                        }
                    }
                }
            }
        }
        if kept < support.count { support.removeLast(support.count - kept) }
        return (entering, direction)
    }

    /// Pins every parametric restricted symbol that costs objective `tier` to move:
    /// the tier's optimal face is the feasible set with those at 0.
    mutating func pinCostlySymbols(ofTier tier: Int) {
        for candidate in objectiveSupport[tier] {
            let symbol = Int(candidate)
            if rowOfSymbol[symbol] < 0 && kinds[symbol].isRestricted
                && objectives[tier][symbol] > SolverTolerance.coefficient {
                pinned[symbol] = true
            }
        }
    }

    /// Whether `symbol` can still move on the current face as far as the tableau's structure
    /// shows: it is parametric (a free variable), or its row has a symbol that is neither pinned nor fixed.
    func canMove(_ symbol: Int32) -> Bool {
        let row = rowOfSymbol[Int(symbol)]
        guard row >= 0 else { return true }
        return rows[Int(row)].terms.withUnsafeBufferPointer { terms in
            pinned.withUnsafeBufferPointer { pinned in
                kinds.withUnsafeBufferPointer { kinds in
                    terms.contains { !pinned[Int($0.symbol)] && kinds[Int($0.symbol)] != .dummy }
                }
            }
        }
    }
}
