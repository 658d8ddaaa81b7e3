import ConstraintCore

// The differential oracle's side of ConstraintCore (Tests/ConstraintOracle/oracle.py): reads
// problems from standard input and writes `TieredSolver`'s solutions, one block each, so that a
// Python test can compare them with HiGHS. A test tool, built with the package and linked by no
// app (it is no product). Numbers are written shortest-round-trip, so nothing is lost between.
//
// Input, one problem per block, tokens separated by white space:
//
//     problem VARIABLES ROWS AMBIGUITY(0|1)
//     REL PRIORITY CONSTANT TERMS VARIABLE COEFFICIENT …     (ROWS lines; REL is =, <= or >=)
//     fix COUNT VARIABLE …
//
// Output per problem:
//
//     status ok | pivot-budget | kept-rows-did-not-hold | lost-precision
//     values V …
//     conflict BROKEN ROW …                                  (one line per conflicting set)
//     ambiguous VARIABLE LOWER UPPER                         (one line per ambiguous value)
//     errors E …
//     end

/// Reads white-space separated tokens from standard input, line by line.
struct Tokens {
    private var pending: [Substring] = []
    private var line = ""

    mutating func next() -> Substring? {
        while pending.isEmpty {
            guard let read = readLine() else { return nil }
            line = read
            pending = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).reversed()
        }
        return pending.popLast()
    }

    mutating func int() -> Int? { next().flatMap { Int($0) } }
    mutating func double() -> Double? { next().flatMap { Double($0) } }
}

/// One problem, or nil at the end of the input (or on a malformed block, which ends the run).
func readProblem(_ tokens: inout Tokens) -> (LinearProblem, fixOrder: [Int], ambiguity: Bool)? {
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
    return (LinearProblem(variableCount: variables, rows: rows), order, ambiguity != 0)
}

func write(_ solution: LinearSolution) {
    let status = switch solution.failure {
    case nil: "ok"
    case .pivotBudgetExhausted: "pivot-budget"
    case .keptRowsDidNotHold: "kept-rows-did-not-hold"
    case .lostPrecision: "lost-precision"
    }
    var out = "status \(status)\n"
    out += "values" + solution.values.map { " \($0)" }.joined() + "\n"
    for conflict in solution.conflicts {
        out += "conflict \(conflict.broken)" + conflict.rows.map { " \($0)" }.joined() + "\n"
    }
    for value in solution.ambiguous { out += "ambiguous \(value.variable) \(value.lower) \(value.upper)\n" }
    out += "errors" + solution.rowErrors.map { " \($0)" }.joined() + "\nend"
    print(out)
}

var tokens = Tokens()
while let (problem, order, ambiguity) = readProblem(&tokens) {
    write(TieredSolver().solve(problem, fixOrder: order, findAmbiguity: ambiguity))
}
