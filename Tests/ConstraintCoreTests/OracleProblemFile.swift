import ConstraintCore
import Foundation

/// A problem of the differential oracle as `Tests/ConstraintOracle/oracle.py` writes it for the
/// `constraint-oracle` tool (the format is in `Sources/constraint-oracle/main.swift`), read from
/// `Tests/ConstraintOracle/problems/`: problems too large to write out as rows in a test.
struct OracleProblemFile {
    struct Malformed: Error { let expected: String }

    let problem: LinearProblem
    let fixOrder: [Int]
    let findAmbiguity: Bool

    /// The problem the oracle generates from `seed` (saved with `to_text(generate(seed))`).
    init(seed: Int) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ConstraintOracle/problems/seed-\(seed).txt").standardizedFileURL
        var tokens = try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isWhitespace)[...]
        func next() -> Substring { tokens.popFirst() ?? "" }
        func int() -> Int { Int(next()) ?? -1 }
        func double() -> Double { Double(next()) ?? .nan }
        guard next() == "problem" else { throw Malformed(expected: "problem") }
        let variableCount = int()
        let rowCount = int()
        findAmbiguity = int() != 0
        var rows: [LinearRow] = []
        for _ in 0 ..< rowCount {
            let relation: RowRelation = switch next() {
            case "=": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }
            let priority = double()
            let constant = double()
            let terms = (0 ..< int()).map { _ in LinearTerm(variable: int(), coefficient: double()) }
            rows.append(LinearRow(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        guard next() == "fix" else { throw Malformed(expected: "fix") }
        fixOrder = (0 ..< int()).map { _ in int() }
        problem = LinearProblem(variableCount: variableCount, rows: rows)
    }

    func solve() -> LinearSolution {
        TieredSolver().solve(problem, fixOrder: fixOrder, findAmbiguity: findAmbiguity)
    }
}
