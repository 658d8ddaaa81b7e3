@testable import ConstraintCore
import XCTest

/// A small deterministic generator, so a failing seed can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0 ... items.count - 1)] }
}

/// Random tiny problems: the solver against `ArrangementReference`, and re-solves against fresh solves.
final class DifferentialTests: XCTestCase {
    static func randomProblem(_ random: inout SplitMix, variables: Int, rows: Int) -> LinearProblem {
        var result: [LinearRow] = []
        for _ in 0 ..< rows {
            let first = random.int(0 ... variables - 1)
            var terms = [LinearTerm(variable: first, coefficient: random.pick([1, 1, -1, 2, 0.5]))]
            if variables > 1 && random.int(0 ... 2) > 0 {
                let second = (first + random.int(1 ... variables - 1)) % variables
                terms.append(LinearTerm(variable: second, coefficient: random.pick([-1, -1, 1, -2, -0.5])))
            }
            let constant = Double(random.int(-60 ... 60))
            if random.int(0 ... 4) == 0 {
                // An intrinsic size: compression resistance and hugging of the same expression, next to each other.
                result.append(LinearRow(terms: terms, constant: constant, relation: .greaterThanOrEqual,
                                        priority: random.pick([750, 500])))
                result.append(LinearRow(terms: terms, constant: constant, relation: .lessThanOrEqual,
                                        priority: random.pick([750, 251, 250])))
                continue
            }
            result.append(LinearRow(terms: terms, constant: constant,
                                    relation: random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                                    priority: random.pick([1000, 1000, 1000, 750, 500, 250])))
        }
        return LinearProblem(variableCount: variables, rows: result)
    }

    func testAgainstArrangementReference() {
        var random = SplitMix(state: 26)
        for trial in 0 ..< 400 {
            let variables = random.int(1 ... 3)
            let problem = Self.randomProblem(&random, variables: variables, rows: random.int(1 ... 6))
            let order = (0 ..< variables).reversed().map { $0 }
            let expected = ArrangementReference(problem).solve(fixOrder: order)
            let actual = TieredSolver().solve(problem, fixOrder: order, findAmbiguity: true)
            let context = "trial \(trial): \(problem)"
            XCTAssertEqual(actual.conflicts, expected.conflicts, context)
            for (a, e) in zip(actual.values, expected.values) { XCTAssertEqual(a, e, accuracy: 1e-6, context) }
            XCTAssertEqual(actual.ambiguous.map(\.variable), expected.ambiguous.map(\.variable), context)
            for (a, e) in zip(actual.ambiguous, expected.ambiguous) {
                XCTAssertTrue(a.lower == e.lower || abs(a.lower - e.lower) < 1e-6, context)
                XCTAssertTrue(a.upper == e.upper || abs(a.upper - e.upper) < 1e-6, context)
            }
            for (index, error) in actual.rowErrors.enumerated() {
                XCTAssertEqual(error, problem.rows[index].error(at: expected.values), accuracy: 1e-6, context)
            }
        }
    }

    func testConflictSetsAgainstTheLiteralDeletionFilter() {
        // Only required rows, so most problems conflict, many more than once.
        var random = SplitMix(state: 33)
        var multiple = 0
        for trial in 0 ..< 300 {
            let variables = random.int(1 ... 3)
            var problem = Self.randomProblem(&random, variables: variables, rows: random.int(3 ... 8))
            for index in problem.rows.indices { problem.rows[index].priority = 1000 }
            let order = Array(0 ..< variables)
            let expected = ArrangementReference(problem).solve(fixOrder: order)
            let actual = TieredSolver().solve(problem, fixOrder: order, findAmbiguity: false)
            XCTAssertEqual(actual.conflicts, expected.conflicts, "trial \(trial): \(problem)")
            for (a, e) in zip(actual.values, expected.values) { XCTAssertEqual(a, e, accuracy: 1e-6, "trial \(trial)") }
            if expected.conflicts.count > 1 { multiple += 1 }
        }
        XCTAssertGreaterThan(multiple, 30)  // the search started again often enough to be tested
    }

    func testIncrementalResolveEqualsFreshSolve() {
        var random = SplitMix(state: 7)
        var shifted = 0
        var fresh = 0
        defer {
            // Both paths ran (random problems often conflict, and those always solve afresh).
            XCTAssertGreaterThan(shifted, 500)
            XCTAssertGreaterThan(fresh, 0)
        }
        for trial in 0 ..< 300 {
            let variables = random.int(1 ... 5)
            var problem = Self.randomProblem(&random, variables: variables, rows: random.int(1 ... 10))
            let order = Array(0 ..< variables)
            // The rows a size change moves, declared up front; now and then another one moves too.
            let changing = problem.rows.indices.filter { _ in random.int(0 ... 2) == 0 }
            let solver = IncrementalSolver(problem, fixOrder: order, changingRows: changing)
            // The app's first solve and the compiler's (with its ambiguity analysis): the same bits.
            XCTAssertEqual(solver.solution.values,
                           TieredSolver().solve(problem, fixOrder: order, findAmbiguity: true).values)
            for step in 0 ..< 6 {
                var constants = problem.rows.map(\.constant)
                for index in changing where random.int(0 ... 1) == 0 { constants[index] += Double(random.int(-30 ... 30)) }
                if random.int(0 ... 5) == 0, let index = problem.rows.indices.randomElement(using: &random) {
                    constants[index] += Double(random.int(-30 ... 30))
                }
                let values = solver.resolve(constants: constants)
                for index in problem.rows.indices { problem.rows[index].constant = constants[index] }
                let fresh = TieredSolver().solve(problem, fixOrder: order, findAmbiguity: false)
                let context = "trial \(trial) step \(step): \(problem)"
                // Exactly equal: values sit on SolverTolerance.valueGrid, so the dual simplex's path and
                // a fresh solve's give the same numbers, and pixel rounding cannot tell them apart.
                XCTAssertEqual(values, fresh.values, context)
                XCTAssertEqual(solver.solution.conflicts, fresh.conflicts, context)
                for (a, e) in zip(solver.solution.rowErrors, fresh.rowErrors) {
                    XCTAssertEqual(a, e, accuracy: 1e-6, context)
                }
            }
            shifted += solver.shiftedResolves
            fresh += solver.freshResolves
        }
    }
}
