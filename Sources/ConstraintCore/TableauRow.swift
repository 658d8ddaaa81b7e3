/// What a tableau symbol stands for. Externals are the problem's variables (unrestricted);
/// slacks, errors and artificials are restricted to be non-negative; dummies are fixed at 0
/// and only mark a required equality (so a change of its constant can be traced).
enum SymbolKind: UInt8 {
    case external, slack, error, dummy, artificial

    /// Restricted to be non-negative.
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
}

/// `coefficient · symbol` inside a tableau row.
struct TableauTerm {
    var symbol: Int32
    var coefficient: Double
}

/// One sparse tableau row `basic = constant + Σ coefficient · symbol` over parametric symbols,
/// or, while a new row is built (`basic < 0`), the expression `constant + Σ … = 0`.
/// Coefficients within `SolverTolerance.coefficient` of 0 are dropped as they arise.
struct TableauRow {
    var basic: Int32
    var constant: Double
    var terms: [TableauTerm]

    init(basic: Int32 = -1, constant: Double, terms: [TableauTerm] = []) {
        self.basic = basic
        self.constant = constant
        self.terms = terms
    }

    func coefficient(of symbol: Int32) -> Double {
        let slot = self.slot(of: symbol)
        return slot >= 0 ? terms[slot].coefficient : 0
    }

    /// Where `symbol`'s term sits in `terms`, or -1. A scan over the raw buffer: rows are short,
    /// and this runs for every term of every substitution.
    func slot(of symbol: Int32) -> Int {
        terms.withUnsafeBufferPointer { terms in
            for index in terms.indices where terms[index].symbol == symbol { return index }
            return -1
        }
    }

    /// Adds `amount · symbol`, dropping the term when it cancels.
    mutating func add(_ symbol: Int32, _ amount: Double) {
        let index = slot(of: symbol)
        if index >= 0 {
            let sum = terms[index].coefficient + amount
            if SolverTolerance.cancels(sum, adding: amount) {
                terms[index] = terms[terms.count - 1]
                terms.removeLast()
            } else {
                terms[index].coefficient = sum
            }
        } else if abs(amount) > SolverTolerance.coefficient {
            terms.append(TableauTerm(symbol: symbol, coefficient: amount))
        }
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let index = slot(of: symbol)
        guard index >= 0 else { return 0 }
        let coefficient = terms[index].coefficient
        terms[index] = terms[terms.count - 1]
        terms.removeLast()
        return coefficient
    }

    /// Adds `multiplier ·` another row's right side.
    mutating func add(_ other: TableauRow, times multiplier: Double) {
        constant += multiplier * other.constant
        other.terms.withUnsafeBufferPointer { others in
            for term in others { add(term.symbol, multiplier * term.coefficient) }
        }
    }

    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Turns the expression `constant + a·symbol + rest = 0` into `symbol = -(constant + rest) / a`.
    mutating func solveExpression(for symbol: Int32) {
        let coefficient = remove(symbol)
        let scale = -1 / coefficient
        constant *= scale
        for index in terms.indices { terms[index].coefficient *= scale }
        basic = symbol
    }
}
