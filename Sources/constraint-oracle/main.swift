import ConstraintCore
import ConstraintOracleFormat

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

var tokens = OracleTokens(lines: { readLine() })
while let read = OracleProblem.read(&tokens) {
    write(TieredSolver().solve(read.problem, fixOrder: read.fixOrder, findAmbiguity: read.findAmbiguity))
}
