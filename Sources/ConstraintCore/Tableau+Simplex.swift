extension Tableau {
    /// Primal simplex on objective `tier` over the parametric symbols that are neither pinned
    /// nor fixed (dummies, artificials). Bland's rule for the entering symbol (the lowest), and
    /// Harris's two-pass ratio test for the leaving row: the first pass finds the longest step
    /// that keeps every restricted value above minus its tolerance, the second takes, among the
    /// rows that bound the step within it, the lowest basic symbol whose pivot is not tiny next
    /// to the largest of theirs (`SolverTolerance.pivot`). So no pivot divides by a coefficient
    /// that is only rounding noise, and on exact ties the rule is Bland's.
    ///
    /// Returns false when the objective is unbounded below (only the range of a free value can be).
    /// At most `pivotBudget` pivots: when they run out, `exhaustedBudget` is set (the caller must
    /// not take the point for an optimum) and true is returned.
    ///
    /// A symbol enters only on a reduced cost beyond `enteringCost` (see `chooseEntering`), and
    /// not when every row that bounds its step has a coefficient below `smallestPivot`.
    ///
    /// `isProbe` (an ambiguity range, `SolveRun.measureRange`): a step that only rows with
    /// coefficients below `SolverTolerance.probeRay` bound is taken for a ray, and the range
    /// is unbounded that way. Those coefficients are what rounding left of cancelled ones; the
    /// step would be a constant over one (the oracle's seed 220006098: 9.3e9), far along a
    /// direction whose costs to the tiers are rounding too, and the probes after it would measure
    /// ranges from a point off the optimal face (a value HiGHS finds fixed read as [150.5, 160.6]).
    mutating func minimize(tier: Int, enteringCost: Double = SolverTolerance.coefficient, isProbe: Bool = false) -> Bool {
        let zero = SolverTolerance.coefficient
        let budget = pivotBudget
        var candidates: [RatioCandidate] = []
        swap(&candidates, &ratioScratch)
        // Symbols refused for a pivot below `smallestPivot`: held at 0 for the rest of this run.
        var refused: [Int32] = []
        defer {
            swap(&candidates, &ratioScratch)
            for symbol in refused { pinned[Int(symbol)] = false }
        }
        for _ in 0 ..< budget {
            let (entering, direction) = chooseEntering(tier: tier, enough: enteringCost)
            if entering < 0 { return true }

            // Pass 1: the rows that bound the step, and the longest step within their tolerances.
            candidates.removeAll(keepingCapacity: true)
            var longest = Double.infinity
            var link = columnHead[Int(entering)]
            while link >= 0 {
                let index = Int(links[Int(link)].row)
                link = links[Int(link)].next
                let basic = rows[index].basic
                let kind = kinds[Int(basic)]
                if kind == .external { continue }
                let rate = rows[index].coefficient(of: entering) * direction
                if kind == .dummy {
                    // Fixed at 0: any move of the entering symbol along this row is a step of 0.
                    guard abs(rate) > zero else { continue }
                    candidates.append(RatioCandidate(row: Int32(index), basic: basic, rate: abs(rate), ratio: 0))
                    longest = 0
                    continue
                }
                guard rate < -zero else { continue }
                let constant = rows[index].constant
                let slack = SolverTolerance.scaled(SolverTolerance.feasibility, by: abs(constant))
                candidates.append(RatioCandidate(row: Int32(index), basic: basic, rate: -rate, ratio: max(0, constant) / -rate))
                longest = min(longest, (max(0, constant) + slack) / -rate)
            }
            if candidates.isEmpty { return false }
            // Pass 2: among the rows that bind within `longest`, refuse pivots that are tiny next to
            // the largest, then take the lowest basic symbol.
            var largest = 0.0
            for candidate in candidates where candidate.ratio <= longest { largest = max(largest, candidate.rate) }
            let floor = largest * SolverTolerance.pivot
            var leaving = -1
            var leavingBasic = Int32.max
            for candidate in candidates where candidate.ratio <= longest && candidate.rate >= floor {
                if candidate.basic < leavingBasic {
                    leaving = Int(candidate.row)
                    leavingBasic = candidate.basic
                }
            }
            if isProbe && largest < SolverTolerance.probeRay { return false }
            if largest < smallestPivot {
                // Every row that bounds the step does so by what rounding left of a cancelled
                // coefficient: the step would be its constant over that (seed 170001072: 3.6e-8,
                // a step of 1.1e10), and the symbol's reduced cost is rounding as well.
                pinned[Int(entering)] = true
                refused.append(entering)
                continue
            }
            pivot(row: leaving, entering: entering)
        }
        exhaustedBudget = true
        return true
    }

    /// The lowest symbol whose move lowers objective `tier` (and which way it moves), or -1;
    /// drops the support's zeros on the way (pinned symbols stay: clearing an objective walks its
    /// support). One pass over the support, through raw buffers.
    /// A cost must exceed `enough` to enter.
    private mutating func chooseEntering(tier: Int, enough: Double) -> (Int32, Double) {
        var support: [Int32] = []
        swap(&support, &objectiveSupport[tier])
        defer { swap(&support, &objectiveSupport[tier]) }
        var entering: Int32 = -1
        var direction = 1.0
        var kept = 0
        let wanted = Int32(tier)
        costs.withUnsafeBufferPointer { costs in
            costHead.withUnsafeBufferPointer { costHead in
                rowOfSymbol.withUnsafeBufferPointer { rowOfSymbol in
                    pinned.withUnsafeBufferPointer { pinned in
                        kinds.withUnsafeBufferPointer { kinds in
                            support.withUnsafeMutableBufferPointer { support in
                                for slot in support.indices {
                                    let candidate = support[slot]
                                    let symbol = Int(candidate)
                                    var cost = 0.0
                                    var entry = costHead[symbol]
                                    while entry >= 0 {
                                        if costs[Int(entry)].tier == wanted {
                                            cost = costs[Int(entry)].cost
                                            break
                                        }
                                        entry = costs[Int(entry)].next
                                    }
                                    if cost == 0 { continue }
                                    support[kept] = candidate
                                    kept += 1
                                    guard !pinned[symbol], entering < 0 || candidate < entering,
                                          rowOfSymbol[symbol] < 0 else { continue }
                                    let kind = kinds[symbol]
                                    if kind == .external && abs(cost) > enough {
                                        direction = cost < 0 ? 1 : -1
                                    } else if (kind == .slack || kind == .error) && cost < -enough {
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
                && cost(tier, candidate) > SolverTolerance.reducedCost {
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
