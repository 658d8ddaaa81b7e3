/// A simplex tableau in basic form: every basic symbol has one sparse row over the parametric
/// (non-basic) symbols, which sit at 0. Each symbol knows the rows it appears in, so a pivot
/// touches only the rows it changes. One sparse objective per tier, over the parametric symbols,
/// is kept up to date by every pivot, so each tier's reduced costs are always at hand; the costs
/// are kept per symbol (`costHead`), so a pivot touches only the tiers whose objectives hold the
/// entering symbol, and a tier costs memory for its non-zero costs only (the fixing step adds a
/// tier per value that can still move).
///
/// Symbols `0 ..< externalCount` are the problem's variables.
struct Tableau {
    var kinds: [SymbolKind]
    /// The row index of a basic symbol, -1 for a parametric one.
    var rowOfSymbol: [Int32]
    var rows: [TableauRow]
    /// Per parametric symbol: the rows whose terms hold it, as a linked list in one pool
    /// (`columnHead` → `links`, -1 ends it; freed links are reused), so no symbol needs an
    /// allocation of its own.
    var columnHead: [Int32]
    var links: [ColumnLink] = []
    var freeLink: Int32 = -1
    /// Links ever used; `links` is sized ahead like the symbol arrays.
    private var linkCount = 0
    /// How many objectives (tiers) there are.
    private(set) var tierCount: Int
    /// Per symbol: its non-zero reduced costs, one `CostEntry` per tier in ascending tier order,
    /// as a linked list in one pool (`costHead` → `costs`, -1 ends it; freed entries are reused).
    /// Ascending, so that a substitution merges two lists in one walk: with many tiers a symbol
    /// can have a cost in each.
    var costHead: [Int32]
    var costs: [CostEntry] = []
    var freeCost: Int32 = -1
    /// A substitution's scratch list of the entering symbol's costs, kept between pivots.
    var costScratch: [(tier: Int, cost: Double)] = []
    /// `expression(of:)`'s dense sum, all zeros between calls.
    var sumScratch: [Double] = []
    /// Per tier: every symbol whose reduced cost in it may be non-zero (a superset: zeros are
    /// swept out lazily).
    var objectiveSupport: [[Int32]]
    /// Parametric symbols held at 0 for good: a positive reduced cost at an optimized tier
    /// means moving them would cost that tier (Docs/Constraints.md#step-2-tiers keeps higher tiers at their optimum).
    var pinned: [Bool]
    /// Rows whose constants `shiftConstant` changed since the last `restoreFeasibility`.
    var shiftedRows: [Int32] = []
    /// An empty term buffer with capacity, left by a row that ended without terms, for `addRow` to reuse.
    var spareTerms: [TableauTerm] = []
    let externalCount: Int
    /// Set when a simplex run used up `pivotBudget` (numerical cycling): the tableau's point is
    /// then no optimum, and the solve must say so instead of reporting it.
    var exhaustedBudget = false
    /// A smaller pivot budget than `pivotBudget`'s, for tests of what an exhausted budget does.
    var pivotLimit: Int?
    /// The primal simplex refuses pivots smaller than this (0: only Harris's relative floor).
    /// Set on the careful retry of a solve whose required rows drifted (`SolveRun`).
    var smallestPivot: Double = 0
    /// Per optional tier: the error symbols whose weighted sum its objective is (`tierSum`).
    var tierMembers: [[TierMember]] = []

    struct TierMember {
        var symbol: Int32
        var weight: Double
    }
    /// The largest row magnitude seen (see `addRow`), at least 1: the dual simplex's feasibility
    /// tolerance is scaled by it.
    var magnitude: Double = 1
    /// The largest ratio seen of a row's largest coefficient (as written) to the coefficient its
    /// subject was chosen on after substitution (see `addRow`): near-parallel rows cancel to a
    /// small pivot, and dividing by it amplifies the rounding in every constant built on it.
    /// Conflict verdicts widen their tolerance by it (`holds`). At least 1.
    var amplification: Double = 1
    /// The ratio test's scratch list, kept between pivots so that it is not allocated for each.
    var ratioScratch: [RatioCandidate] = []

    /// Symbols in use; the per-symbol arrays are sized ahead (`capacity`) so that making a
    /// symbol is a store, not an append to each of them.
    private(set) var symbolCount: Int
    private var capacity: Int

    /// A row that bounds a primal step: its basic symbol, its pivot's magnitude and its ratio.
    struct RatioCandidate {
        var row: Int32
        var basic: Int32
        var rate: Double
        var ratio: Double
    }

    /// A symbol's reduced cost in one tier, and the symbol's next entry (-1 ends the list).
    struct CostEntry {
        var tier: Int32
        var next: Int32
        var cost: Double
    }

    /// One entry of a column: a row holding the symbol, and the next link (-1 ends the list).
    struct ColumnLink {
        var row: Int32
        var next: Int32
    }

    /// `expectedSymbols`: how many symbols the rows will bring beyond the variables, when the caller
    /// knows better than the bound of two a row (every per-symbol array and objective is filled to it).
    init(externalCount: Int, tierCount: Int, expectedRows: Int = 0, expectedSymbols: Int? = nil) {
        self.externalCount = externalCount
        symbolCount = externalCount
        // Each row brings at most two symbols (markers, errors); room for a few artificials too.
        capacity = externalCount + (expectedSymbols ?? 2 * expectedRows) + 8
        kinds = Array(repeating: .external, count: capacity)
        rowOfSymbol = Array(repeating: -1, count: capacity)
        pinned = Array(repeating: false, count: capacity)
        columnHead = Array(repeating: -1, count: capacity)
        // Links are written before they are read (`linkCount` marks the used ones), so the pool
        // starts uninitialized rather than filled element by element.
        let linkCapacity = 8 * expectedRows + 16
        links = [ColumnLink](unsafeUninitializedCapacity: linkCapacity) { _, count in count = linkCapacity }
        rows = []
        rows.reserveCapacity(expectedRows)
        self.tierCount = tierCount
        costHead = Array(repeating: -1, count: capacity)
        costs.reserveCapacity(2 * expectedRows + 16)
        objectiveSupport = Array(repeating: [], count: tierCount)
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if symbolCount == capacity {
            let more = max(16, capacity / 2)
            capacity += more
            kinds.append(contentsOf: repeatElement(.external, count: more))
            rowOfSymbol.append(contentsOf: repeatElement(-1, count: more))
            pinned.append(contentsOf: repeatElement(false, count: more))
            columnHead.append(contentsOf: repeatElement(-1, count: more))
            costHead.append(contentsOf: repeatElement(-1, count: more))
        }
        kinds[symbolCount] = kind
        symbolCount += 1
        return Int32(symbolCount - 1)
    }

    /// Appends an empty objective and returns its tier index.
    mutating func addTier() -> Int {
        objectiveSupport.append([])
        tierCount += 1
        return tierCount - 1
    }

    mutating func removeLastTier() {
        clearObjective(tierCount - 1)
        objectiveSupport.removeLast()
        tierCount -= 1
    }

    /// The current value of a symbol: its row's constant when basic, else 0.
    func value(of symbol: Int32) -> Double {
        let row = rowOfSymbol[Int(symbol)]
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    /// The value of `expression` (`constant + Σ coefficient · symbol`) at the current point.
    func value(of expression: TableauRow) -> Double {
        var sum = expression.constant
        for term in expression.terms { sum += term.coefficient * value(of: term.symbol) }
        return sum
    }

    /// `Σ coefficient · expression(of: symbol)` over the parametric symbols, its terms in the order
    /// they first appear. Summed in a dense scratch row, so that a sum of many long expressions
    /// (a computed value at the end of a chain) costs its terms, not a search of the sum per term.
    mutating func expression(of terms: [(Int32, Double)]) -> TableauRow {
        if sumScratch.count < symbolCount { sumScratch.append(contentsOf: repeatElement(0, count: symbolCount - sumScratch.count)) }
        var result = TableauRow(constant: 0)
        var order: [Int32] = []
        for (symbol, coefficient) in terms {
            let row = rowOfSymbol[Int(symbol)]
            if row < 0 {
                if sumScratch[Int(symbol)] == 0 { order.append(symbol) }
                sumScratch[Int(symbol)] += coefficient
                continue
            }
            result.constant += coefficient * rows[Int(row)].constant
            for term in rows[Int(row)].terms {
                if sumScratch[Int(term.symbol)] == 0 { order.append(term.symbol) }
                sumScratch[Int(term.symbol)] += coefficient * term.coefficient
            }
        }
        for symbol in order where sumScratch[Int(symbol)] != 0 {
            let amount = sumScratch[Int(symbol)]
            sumScratch[Int(symbol)] = 0
            // The same test as `TableauRow.add`: a sum within rounding of 0 cancelled.
            if abs(amount) > SolverTolerance.coefficient { result.terms.append(TableauTerm(symbol: symbol, coefficient: amount)) }
        }
        return result
    }

    /// `symbol`'s expression over the parametric symbols (itself when parametric).
    func expression(of symbol: Int32) -> TableauRow {
        let row = rowOfSymbol[Int(symbol)]
        if row >= 0 { return rows[Int(row)] }
        return TableauRow(constant: 0, terms: [TableauTerm(symbol: symbol, coefficient: 1)])
    }

    /// Objective `tier`'s reduced cost of `symbol` (0 when it has none).
    func cost(_ tier: Int, _ symbol: Int32) -> Double {
        costs.withUnsafeBufferPointer { costs in
            var entry = costHead[Int(symbol)]
            while entry >= 0 {
                let found = costs[Int(entry)].tier
                if found >= Int32(tier) { return found == Int32(tier) ? costs[Int(entry)].cost : 0 }
                entry = costs[Int(entry)].next
            }
            return 0
        }
    }

    /// Adds `amount` to objective `tier`'s coefficient of `symbol`, dropping it when it cancels.
    mutating func addToObjective(_ tier: Int, _ symbol: Int32, _ amount: Double) {
        var previous: Int32 = -1
        addToObjective(tier, symbol, amount, after: &previous)
    }

    /// `addToObjective` that starts its walk of `symbol`'s list after entry `previous` (-1: at the
    /// head), whose tier is below `tier`, and leaves `previous` at the last entry below the next
    /// tier up: a merge of ascending tiers walks the list once.
    private mutating func addToObjective(_ tier: Int, _ symbol: Int32, _ amount: Double, after previous: inout Int32) {
        let column = Int(symbol)
        let wanted = Int32(tier)
        var entry = previous < 0 ? costHead[column] : costs[Int(previous)].next
        while entry >= 0 && costs[Int(entry)].tier < wanted {
            previous = entry
            entry = costs[Int(entry)].next
        }
        if entry >= 0 && costs[Int(entry)].tier == wanted {
            let sum = costs[Int(entry)].cost + amount
            if SolverTolerance.cancels(sum, adding: amount) {
                let next = costs[Int(entry)].next
                if previous < 0 { costHead[column] = next } else { costs[Int(previous)].next = next }
                costs[Int(entry)].next = freeCost
                freeCost = entry
            } else {
                costs[Int(entry)].cost = sum
                previous = entry
            }
            return
        }
        guard !SolverTolerance.cancels(amount, adding: amount) else { return }
        let made = CostEntry(tier: wanted, next: entry, cost: amount)
        var slot: Int32
        if freeCost >= 0 {
            slot = freeCost
            freeCost = costs[Int(slot)].next
            costs[Int(slot)] = made
        } else {
            slot = Int32(costs.count)
            costs.append(made)
        }
        if previous < 0 { costHead[column] = slot } else { costs[Int(previous)].next = slot }
        previous = slot
        objectiveSupport[tier].append(symbol)
    }

    /// Replaces `symbol` by `row`'s right side in every objective: each term's list gets the
    /// symbol's costs (ascending) times the term's coefficient in one merged walk.
    private mutating func substituteInObjectives(_ symbol: Int32, with row: TableauRow) {
        var entry = costHead[Int(symbol)]
        guard entry >= 0 else { return }
        costHead[Int(symbol)] = -1
        var taken: [(tier: Int, cost: Double)] = []
        swap(&taken, &costScratch)
        defer {
            taken.removeAll(keepingCapacity: true)
            swap(&taken, &costScratch)
        }
        while entry >= 0 {
            taken.append((Int(costs[Int(entry)].tier), costs[Int(entry)].cost))
            let next = costs[Int(entry)].next
            costs[Int(entry)].next = freeCost
            freeCost = entry
            entry = next
        }
        for term in row.terms {
            var previous: Int32 = -1
            for (tier, cost) in taken { addToObjective(tier, term.symbol, cost * term.coefficient, after: &previous) }
        }
    }

    /// Frees every cost entry of `symbol`.
    private mutating func dropCosts(of symbol: Int32) {
        var entry = costHead[Int(symbol)]
        costHead[Int(symbol)] = -1
        while entry >= 0 {
            let next = costs[Int(entry)].next
            costs[Int(entry)].next = freeCost
            freeCost = entry
            entry = next
        }
    }

    /// Sets objective `tier` to 0.
    private mutating func clearObjective(_ tier: Int) {
        var support: [Int32] = []
        swap(&support, &objectiveSupport[tier])
        for symbol in support { removeCost(tier, symbol) }
        support.removeAll(keepingCapacity: true)
        swap(&support, &objectiveSupport[tier])
    }

    /// Drops `symbol`'s entry for `tier`, if any.
    private mutating func removeCost(_ tier: Int, _ symbol: Int32) {
        var previous: Int32 = -1
        var entry = costHead[Int(symbol)]
        while entry >= 0 {
            let next = costs[Int(entry)].next
            if costs[Int(entry)].tier == Int32(tier) {
                if previous < 0 { costHead[Int(symbol)] = next } else { costs[Int(previous)].next = next }
                costs[Int(entry)].next = freeCost
                freeCost = entry
                return
            }
            previous = entry
            entry = next
        }
    }

    /// Sets objective `tier` to `multiplier · expression` (its constant is not kept: only reduced costs steer).
    mutating func setObjective(_ tier: Int, to expression: TableauRow, times multiplier: Double = 1) {
        clearObjective(tier)
        for term in expression.terms { addToObjective(tier, term.symbol, multiplier * term.coefficient) }
    }

    // MARK: Row edits that keep the columns in step

    /// Appends the rows holding `symbol` to `result`.
    func appendHolders(of symbol: Int32, to result: inout [Int32]) {
        var link = columnHead[Int(symbol)]
        while link >= 0 {
            result.append(links[Int(link)].row)
            link = links[Int(link)].next
        }
    }

    private mutating func link(_ symbol: Int32, toRow row: Int32) {
        var link = freeLink
        if link >= 0 {
            freeLink = links[Int(link)].next
        } else {
            if linkCount == links.count {
                links.append(contentsOf: repeatElement(ColumnLink(row: 0, next: -1), count: max(64, linkCount)))
            }
            link = Int32(linkCount)
            linkCount += 1
        }
        links[Int(link)] = ColumnLink(row: row, next: columnHead[Int(symbol)])
        columnHead[Int(symbol)] = link
    }

    private mutating func unlink(_ symbol: Int32, fromRow row: Int32) {
        var previous: Int32 = -1
        var link = columnHead[Int(symbol)]
        while link >= 0 {
            let next = links[Int(link)].next
            if links[Int(link)].row == row {
                if previous < 0 { columnHead[Int(symbol)] = next } else { links[Int(previous)].next = next }
                links[Int(link)].next = freeLink
                freeLink = link
                return
            }
            previous = link
            link = next
        }
    }

    /// Empties `symbol`'s column into `into` (the rows that held it).
    private mutating func takeColumn(_ symbol: Int32, into holders: inout [Int32]) {
        var link = columnHead[Int(symbol)]
        columnHead[Int(symbol)] = -1
        while link >= 0 {
            holders.append(links[Int(link)].row)
            let next = links[Int(link)].next
            links[Int(link)].next = freeLink
            freeLink = link
            link = next
        }
    }

    /// Adds `amount · symbol` to `target`, the row at `index` taken out of `rows` (so its
    /// terms are uniquely owned while they change), keeping the columns in step.
    private mutating func add(_ symbol: Int32, _ amount: Double, to target: inout TableauRow, at index: Int32) {
        let count = target.terms.count
        let slot = target.slot(of: symbol)
        if slot >= 0 {
            let sum = target.terms[slot].coefficient + amount
            if SolverTolerance.cancels(sum, adding: amount) {
                target.terms[slot] = target.terms[count - 1]
                target.terms.removeLast()
                unlink(symbol, fromRow: index)
            } else {
                target.terms[slot].coefficient = sum
            }
        } else if abs(amount) > SolverTolerance.coefficient {
            target.terms.append(TableauTerm(symbol: symbol, coefficient: amount))
            link(symbol, toRow: index)
        }
    }

    /// Appends a row whose basic symbol is set, linking its terms.
    mutating func appendRow(_ row: TableauRow) {
        let index = Int32(rows.count)
        // `link` for every term at once: the pool grows first if it must, then the links and
        // column heads are written through raw buffers (one uniqueness check per row, not per term).
        let needed = linkCount + row.terms.count
        if needed > links.count {
            links.append(contentsOf: repeatElement(ColumnLink(row: 0, next: -1), count: max(64, needed)))
        }
        var free = freeLink
        var used = linkCount
        links.withUnsafeMutableBufferPointer { links in
            columnHead.withUnsafeMutableBufferPointer { heads in
                row.terms.withUnsafeBufferPointer { terms in
                    for term in terms {
                        var link = free
                        if link >= 0 {
                            free = links[Int(link)].next
                        } else {
                            link = Int32(used)
                            used += 1
                        }
                        links[Int(link)] = ColumnLink(row: index, next: heads[Int(term.symbol)])
                        heads[Int(term.symbol)] = link
                    }
                }
            }
        }
        freeLink = free
        linkCount = used
        rowOfSymbol[Int(row.basic)] = index
        rows.append(row)
    }

    /// Replaces the parametric `symbol` by `row`'s right side in every row and objective holding it.
    /// `row` must not be one of the tableau's rows that holds `symbol`.
    mutating func substitute(_ symbol: Int32, with row: TableauRow) {
        // Walks `symbol`'s column while emptying it: each link is freed before its row changes
        // (which may link other symbols, reusing it), and the next one is read first.
        // The rows are taken out of `self` for the walk and edited in place through a raw buffer:
        // no uniqueness check of the row array, and no copy of a row, per holder.
        var link = columnHead[Int(symbol)]
        columnHead[Int(symbol)] = -1
        var ownRows: [TableauRow] = []
        swap(&ownRows, &rows)
        defer { swap(&ownRows, &rows) }
        row.terms.withUnsafeBufferPointer { terms in
            ownRows.withUnsafeMutableBufferPointer { rows in
                while link >= 0 {
                    let holder = links[Int(link)].row
                    let next = links[Int(link)].next
                    links[Int(link)].next = freeLink
                    freeLink = link
                    link = next
                    let coefficient = rows[Int(holder)].remove(symbol)
                    rows[Int(holder)].constant += coefficient * row.constant
                    for term in terms {
                        add(term.symbol, coefficient * term.coefficient, to: &rows[Int(holder)], at: holder)
                    }
                }
            }
        }
        // The objectives holding `symbol`: only the tiers of its cost entries.
        substituteInObjectives(symbol, with: row)
    }

    /// Makes `expression` (`… = 0`) the row of `subject`, a symbol in it, and substitutes it everywhere.
    mutating func insert(_ expression: inout TableauRow, subject: Int32) {
        expression.solveExpression(for: subject)
        substitute(subject, with: expression)
        if expression.terms.isEmpty {
            // A constant row keeps no buffer (no pivot or substitution ever reaches a row without
            // terms): `addRow` builds the next row in this one's.
            appendRow(TableauRow(basic: expression.basic, constant: expression.constant))
        } else {
            appendRow(expression)
        }
    }

    /// Exchanges the basic symbol of row `index` with the parametric `entering`.
    mutating func pivot(row index: Int, entering: Int32) {
        var row = TableauRow(constant: 0)
        swap(&row, &rows[index])  // own the row's storage while it changes
        let leaving = row.basic
        unlink(entering, fromRow: Int32(index))
        row.add(leaving, -1)
        link(leaving, toRow: Int32(index))
        row.solveExpression(for: entering)
        rowOfSymbol[Int(leaving)] = -1
        rowOfSymbol[Int(entering)] = Int32(index)
        substitute(entering, with: row)
        swap(&row, &rows[index])
    }

    mutating func removeRow(_ index: Int) {
        for term in rows[index].terms { unlink(term.symbol, fromRow: Int32(index)) }
        rowOfSymbol[Int(rows[index].basic)] = -1
        let last = rows.count - 1
        if index != last {
            for term in rows[last].terms {
                var link = columnHead[Int(term.symbol)]
                while link >= 0 && links[Int(link)].row != Int32(last) { link = links[Int(link)].next }
                if link >= 0 { links[Int(link)].row = Int32(index) }
            }
            rows[index] = rows[last]
            rowOfSymbol[Int(rows[index].basic)] = Int32(index)
        }
        rows.removeLast()
    }

    /// Drops a parametric symbol's column (it stays at 0 for good).
    mutating func dropColumn(_ symbol: Int32) {
        var holders: [Int32] = []
        takeColumn(symbol, into: &holders)
        for holder in holders { rows[Int(holder)].remove(symbol) }
        dropCosts(of: symbol)
    }
}
