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
    /// (`columnHead` → `linkRow`/`linkNext`, -1 ends it; freed links are reused), so no
    /// symbol needs an allocation of its own.
    var columnHead: [Int32]
    var linkRow: [Int32] = []
    var linkNext: [Int32] = []
    var freeLink: Int32 = -1
    /// Reused by `substitute` for the rows it rewrites.
    private var scratch: [Int32] = []
    /// `objectives[tier][symbol]`: the tier's reduced cost of a parametric symbol.
    var objectives: [[Double]]
    /// Per tier: every symbol whose reduced cost may be non-zero (a superset; zeros are swept out lazily).
    var objectiveSupport: [[Int32]]
    /// Parametric symbols held at 0 for good: a positive reduced cost at an optimized tier
    /// means moving them would cost that tier (spec-format 3.3 step 2 keeps higher tiers at their optimum).
    var pinned: [Bool]
    /// Rows whose constants `shiftConstant` changed since the last `restoreFeasibility`.
    var shiftedRows: [Int32] = []
    let externalCount: Int

    /// Symbols in use; the per-symbol arrays are sized ahead (`capacity`) so that making a
    /// symbol is a store, not an append to each of them.
    private(set) var symbolCount: Int
    private var capacity: Int

    init(externalCount: Int, tierCount: Int, expectedRows: Int = 0) {
        self.externalCount = externalCount
        symbolCount = externalCount
        // Each row brings at most two symbols (markers, errors); room for a few artificials too.
        capacity = externalCount + 2 * expectedRows + 8
        kinds = Array(repeating: .external, count: capacity)
        rowOfSymbol = Array(repeating: -1, count: capacity)
        pinned = Array(repeating: false, count: capacity)
        columnHead = Array(repeating: -1, count: capacity)
        linkRow.reserveCapacity(8 * expectedRows + 16)
        linkNext.reserveCapacity(8 * expectedRows + 16)
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

    /// `symbol`'s expression over the parametric symbols (itself when parametric).
    func expression(of symbol: Int32) -> TableauRow {
        let row = rowOfSymbol[Int(symbol)]
        if row >= 0 { return rows[Int(row)] }
        return TableauRow(constant: 0, terms: [TableauTerm(symbol: symbol, coefficient: 1)])
    }

    /// Adds `amount` to objective `tier`'s coefficient of `symbol`.
    mutating func addToObjective(_ tier: Int, _ symbol: Int32, _ amount: Double) {
        let column = Int(symbol)
        let old = objectives[tier][column]
        let sum = old + amount
        objectives[tier][column] = abs(sum) <= SolverTolerance.coefficient ? 0 : sum
        if old == 0 && objectives[tier][column] != 0 { objectiveSupport[tier].append(symbol) }
    }

    /// Sets objective `tier` to `multiplier · expression` (its constant is not kept: only reduced costs steer).
    mutating func setObjective(_ tier: Int, to expression: TableauRow, times multiplier: Double = 1) {
        for symbol in objectiveSupport[tier] { objectives[tier][Int(symbol)] = 0 }
        objectiveSupport[tier].removeAll(keepingCapacity: true)
        for term in expression.terms { addToObjective(tier, term.symbol, multiplier * term.coefficient) }
    }

    // MARK: Row edits that keep the columns in step

    /// Appends the rows holding `symbol` to `result`.
    func appendHolders(of symbol: Int32, to result: inout [Int32]) {
        var link = columnHead[Int(symbol)]
        while link >= 0 {
            result.append(linkRow[Int(link)])
            link = linkNext[Int(link)]
        }
    }

    private mutating func link(_ symbol: Int32, toRow row: Int32) {
        var link = freeLink
        if link >= 0 {
            freeLink = linkNext[Int(link)]
        } else {
            link = Int32(linkRow.count)
            linkRow.append(0)
            linkNext.append(0)
        }
        linkRow[Int(link)] = row
        linkNext[Int(link)] = columnHead[Int(symbol)]
        columnHead[Int(symbol)] = link
    }

    private mutating func unlink(_ symbol: Int32, fromRow row: Int32) {
        var previous: Int32 = -1
        var link = columnHead[Int(symbol)]
        while link >= 0 {
            let next = linkNext[Int(link)]
            if linkRow[Int(link)] == row {
                if previous < 0 { columnHead[Int(symbol)] = next } else { linkNext[Int(previous)] = next }
                linkNext[Int(link)] = freeLink
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
            holders.append(linkRow[Int(link)])
            let next = linkNext[Int(link)]
            linkNext[Int(link)] = freeLink
            freeLink = link
            link = next
        }
    }

    /// Adds `amount · symbol` to `target`, the row at `index` taken out of `rows` (so its
    /// terms are uniquely owned while they change), keeping the columns in step.
    private mutating func add(_ symbol: Int32, _ amount: Double, to target: inout TableauRow, at index: Int32) {
        let count = target.terms.count
        var slot = 0
        while slot < count && target.terms[slot].symbol != symbol { slot += 1 }
        if slot < count {
            let sum = target.terms[slot].coefficient + amount
            if abs(sum) <= SolverTolerance.coefficient {
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
        for term in row.terms { link(term.symbol, toRow: index) }
        rowOfSymbol[Int(row.basic)] = index
        rows.append(row)
    }

    /// Replaces the parametric `symbol` by `row`'s right side in every row and objective holding it.
    /// `row` must not be one of the tableau's rows that holds `symbol`.
    mutating func substitute(_ symbol: Int32, with row: TableauRow) {
        var holders: [Int32] = []
        swap(&holders, &scratch)
        holders.removeAll(keepingCapacity: true)
        takeColumn(symbol, into: &holders)
        defer { swap(&holders, &scratch) }
        var target = TableauRow(constant: 0)
        for holder in holders {
            swap(&target, &rows[Int(holder)])
            let coefficient = target.remove(symbol)
            target.constant += coefficient * row.constant
            for term in row.terms { add(term.symbol, coefficient * term.coefficient, to: &target, at: holder) }
            swap(&target, &rows[Int(holder)])
        }
        let column = Int(symbol)
        var costs: [Double] = []
        var support: [Int32] = []
        for tier in objectives.indices {
            let coefficient = objectives[tier][column]
            if coefficient == 0 { continue }
            swap(&costs, &objectives[tier])
            swap(&support, &objectiveSupport[tier])
            costs[column] = 0
            for term in row.terms {
                let target = Int(term.symbol)
                let old = costs[target]
                let sum = old + coefficient * term.coefficient
                costs[target] = abs(sum) <= SolverTolerance.coefficient ? 0 : sum
                if old == 0 && costs[target] != 0 { support.append(term.symbol) }
            }
            swap(&costs, &objectives[tier])
            swap(&support, &objectiveSupport[tier])
        }
    }

    /// Makes `expression` (`… = 0`) the row of `subject`, a symbol in it, and substitutes it everywhere.
    mutating func insert(_ expression: inout TableauRow, subject: Int32) {
        expression.solveExpression(for: subject)
        substitute(subject, with: expression)
        appendRow(expression)
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
                while link >= 0 && linkRow[Int(link)] != Int32(last) { link = linkNext[Int(link)] }
                if link >= 0 { linkRow[Int(link)] = Int32(index) }
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
