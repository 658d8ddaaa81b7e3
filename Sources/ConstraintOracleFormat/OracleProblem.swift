import ConstraintCore

// The differential oracle's problem format (Tests/ConstraintOracle/oracle.py writes it), read by the
// `constraint-oracle` tool from standard input and by ConstraintCoreTests from the problems saved
// in Tests/ConstraintOracle/problems/. The format is described in Sources/constraint-oracle/main.swift.
// A test library: no product, linked by no app.

/// One problem of the oracle's format.
public struct OracleProblem {
    public let problem: LinearProblem
    public let fixOrder: [Int]
    public let findAmbiguity: Bool
}

/// White-space separated tokens from a source of lines (standard input, or a file's text).
public struct OracleTokens {
    private var pending: [Substring] = []
    private var nextLine: () -> String?

    /// Tokens of the lines `nextLine` gives until it returns nil.
    public init(lines nextLine: @escaping () -> String?) {
        self.nextLine = nextLine
    }

    /// Tokens of `text`.
    public init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        self.init(lines: { lines.popFirst().map(String.init) })
    }

    mutating func next() -> Substring? {
        while pending.isEmpty {
            guard let line = nextLine() else { return nil }
            pending = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).reversed()
        }
        return pending.popLast()
    }

    mutating func int() -> Int? { next().flatMap { Int($0) } }
    mutating func double() -> Double? { next().flatMap { Double($0) } }
}

extension OracleProblem {
    /// The next problem of `tokens`, or nil at the end of the input (or on a malformed block).
    public static func read(_ tokens: inout OracleTokens) -> OracleProblem? {
        guard tokens.next() == "problem", let variables = tokens.int(), let rowCount = tokens.int(),
              let ambiguity = tokens.int() else { return nil }
        var rows: [LinearRow] = []
        rows.reserveCapacity(rowCount)
        for _ in 0 ..< rowCount {
            guard let relationToken = tokens.next(), let priority = tokens.double(), let constant = tokens.double(),
                  let termCount = tokens.int() else { return nil }
            let relation: RowRelation
            switch relationToken {
            case "=": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: return nil
            }
            var terms: [LinearTerm] = []
            for _ in 0 ..< termCount {
                guard let variable = tokens.int(), let coefficient = tokens.double() else { return nil }
                terms.append(LinearTerm(variable: variable, coefficient: coefficient))
            }
            rows.append(LinearRow(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        guard tokens.next() == "fix", let count = tokens.int() else { return nil }
        var order: [Int] = []
        for _ in 0 ..< count {
            guard let variable = tokens.int() else { return nil }
            order.append(variable)
        }
        return OracleProblem(problem: LinearProblem(variableCount: variables, rows: rows), fixOrder: order,
                             findAmbiguity: ambiguity != 0)
    }
}
