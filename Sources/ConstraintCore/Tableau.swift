/// A simplex tableau in basic form: every basic symbol has one sparse row over the parametric
/// (non-basic) symbols, which sit at 0. Each symbol knows the rows it appears in, so a pivot
/// touches only the rows it changes. One dense objective per tier, over the parametric symbols,
/// is kept up to date by every pivot, so each tier's reduced costs are always at hand.
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
    /// `objectives[tier][symbol]`: the tier's reduced cost of a parametric symbol.
    var objectives: [[Double]]
    /// Per tier: every unpinned symbol whose reduced cost may be non-zero (a superset; zeros and
    /// pinned symbols are swept out lazily, so a pinned symbol's cost may sit outside it).
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
        objectives = Array(repeating: Array(repeating: 0, count: capacity), count: tierCount)
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
            for tier in objectives.indices { objectives[tier].append(contentsOf: repeatElement(0, count: more)) }
        }
        kinds[symbolCount] = kind
        symbolCount += 1
        return Int32(symbolCount - 1)
    }

    /// Appends an empty objective and returns its tier index.
    mutating func addTier() -> Int {
        objectives.append(Array(repeating: 0, count: capacity))
        objectiveSupport.append([])
        return objectives.count - 1
    }

    mutating func removeLastTier() {
        objectives.removeLast()
        objectiveSupport.removeLast()
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

    /// `symbol`'s expression over the parametric symbols (itself when parametric).
    func expression(of symbol: Int32) -> TableauRow {
        let row = rowOfSymbol[Int(symbol)]
        if row >= 0 { return rows[Int(row)] }
        return TableauRow(constant: 0, terms: [TableauTerm(symbol: symbol, coefficient: 1)])
    }

    /// Adds `amount` to objective `tier`'s coefficient of `symbol`.
    mutating func addToObjective(_ tier: Int, _ symbol: Int32, _ amount: Double) {
        let column = Int(symbol)
        let (old, new) = objectives[tier].withUnsafeMutableBufferPointer { costs in
            let old = costs[column]
            let sum = old + amount
            costs[column] = SolverTolerance.cancels(sum, adding: amount) ? 0 : sum
            return (old, costs[column])
        }
        if old == 0 && new != 0 { objectiveSupport[tier].append(symbol) }
    }

    /// Sets objective `tier` to `multiplier · expression` (its constant is not kept: only reduced costs steer).
    mutating func setObjective(_ tier: Int, to expression: TableauRow, times multiplier: Double = 1) {
        // The whole row of costs: the support leaves out pinned symbols (see `chooseEntering`).
        objectives[tier].withUnsafeMutableBufferPointer { costs in costs.update(repeating: 0) }
        objectiveSupport[tier].removeAll(keepingCapacity: true)
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
            let column = Int(symbol)
            var costs: [Double] = []
            var support: [Int32] = []
            for tier in objectives.indices {
                let coefficient = objectives[tier][column]
                if coefficient == 0 { continue }
                swap(&costs, &objectives[tier])
                swap(&support, &objectiveSupport[tier])
                costs.withUnsafeMutableBufferPointer { costs in
                    costs[column] = 0
                    for term in terms {
                        let target = Int(term.symbol)
                        let old = costs[target]
                        let amount = coefficient * term.coefficient
                        let sum = old + amount
                        costs[target] = SolverTolerance.cancels(sum, adding: amount) ? 0 : sum
                        if old == 0 && costs[target] != 0 { support.append(term.symbol) }
                    }
                }
                swap(&costs, &objectives[tier])
                swap(&support, &objectiveSupport[tier])
            }
        }
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
        for tier in objectives.indices { objectives[tier][Int(symbol)] = 0 }
    }
}
