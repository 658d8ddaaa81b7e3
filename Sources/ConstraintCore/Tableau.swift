/// A simplex tableau in basic form: every basic symbol has one row over the parametric
/// (non-basic) symbols, which sit at 0. One dense objective per tier, over the parametric
/// symbols, is kept up to date by every pivot, so each tier's reduced costs are always at hand.
///
/// Symbols `0 ..< externalCount` are the problem's variables.
struct Tableau {
    var kinds: [SymbolKind]
    /// The row index of a basic symbol, -1 for a parametric one.
    var rowOfSymbol: [Int32]
    var rows: [TableauRow]
    /// `objectives[tier][symbol]`: the tier's reduced cost of a parametric symbol.
    var objectives: [[Double]]
    /// Parametric symbols held at 0 for good: a positive reduced cost at an optimized tier
    /// means moving them would cost that tier (spec-format 3.3 step 2 keeps higher tiers at their optimum).
    var pinned: [Bool]
    let externalCount: Int

    init(externalCount: Int, tierCount: Int) {
        self.externalCount = externalCount
        kinds = Array(repeating: .external, count: externalCount)
        rowOfSymbol = Array(repeating: -1, count: externalCount)
        pinned = Array(repeating: false, count: externalCount)
        rows = []
        objectives = Array(repeating: Array(repeating: 0, count: externalCount), count: tierCount)
    }

    var symbolCount: Int { kinds.count }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        kinds.append(kind)
        rowOfSymbol.append(-1)
        pinned.append(false)
        for tier in objectives.indices { objectives[tier].append(0) }
        return Int32(kinds.count - 1)
    }

    /// Appends an empty objective and returns its tier index.
    mutating func addTier() -> Int {
        objectives.append(Array(repeating: 0, count: symbolCount))
        return objectives.count - 1
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

    /// Sets objective `tier` to `expression` (its constant is not kept: only reduced costs steer).
    mutating func setObjective(_ tier: Int, to expression: TableauRow, times multiplier: Double = 1) {
        for index in objectives[tier].indices { objectives[tier][index] = 0 }
        for term in expression.terms { objectives[tier][Int(term.symbol)] = multiplier * term.coefficient }
    }

    /// Replaces the parametric `symbol` by `row`'s right side in every row but `skipping` and in every objective.
    mutating func substitute(_ symbol: Int32, with row: TableauRow, skipping: Int) {
        for index in rows.indices where index != skipping {
            let coefficient = rows[index].remove(symbol)
            if coefficient != 0 { rows[index].add(row, times: coefficient) }
        }
        let column = Int(symbol)
        for tier in objectives.indices {
            let coefficient = objectives[tier][column]
            if coefficient == 0 { continue }
            objectives[tier][column] = 0
            for term in row.terms {
                let target = Int(term.symbol)
                let sum = objectives[tier][target] + coefficient * term.coefficient
                objectives[tier][target] = abs(sum) <= SolverTolerance.coefficient ? 0 : sum
            }
        }
    }

    /// Makes `expression` (`… = 0`) the row of `subject`, a symbol in it, and substitutes it everywhere.
    mutating func insert(_ expression: TableauRow, subject: Int32) {
        var row = expression
        row.solveExpression(for: subject)
        substitute(subject, with: row, skipping: -1)
        rows.append(row)
        rowOfSymbol[Int(subject)] = Int32(rows.count - 1)
    }

    /// Exchanges the basic symbol of row `index` with the parametric `entering`.
    mutating func pivot(row index: Int, entering: Int32) {
        var row = rows[index]
        let leaving = row.basic
        row.add(leaving, -1)
        row.solveExpression(for: entering)
        rowOfSymbol[Int(leaving)] = -1
        rowOfSymbol[Int(entering)] = Int32(index)
        rows[index] = row
        substitute(entering, with: row, skipping: index)
    }

    mutating func removeRow(_ index: Int) {
        rowOfSymbol[Int(rows[index].basic)] = -1
        let last = rows.count - 1
        if index != last {
            rows[index] = rows[last]
            rowOfSymbol[Int(rows[index].basic)] = Int32(index)
        }
        rows.removeLast()
    }

    /// Drops a parametric symbol's column (it stays at 0 for good).
    mutating func dropColumn(_ symbol: Int32) {
        for index in rows.indices { rows[index].remove(symbol) }
        for tier in objectives.indices { objectives[tier][Int(symbol)] = 0 }
    }
}
