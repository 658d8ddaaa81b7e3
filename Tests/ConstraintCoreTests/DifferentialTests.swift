import ConstraintCore
import XCTest

/// A small deterministic generator, so a failing seed can be replayed.
struct SplitMix {
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
            result.append(LinearRow(terms: terms, constant: Double(random.int(-60 ... 60)),
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

    func testIncrementalResolveEqualsFreshSolve() {
        var random = SplitMix(state: 7)
        for trial in 0 ..< 300 {
            let variables = random.int(1 ... 5)
            var problem = Self.randomProblem(&random, variables: variables, rows: random.int(1 ... 10))
            let order = Array(0 ..< variables)
            let solver = IncrementalSolver(problem, fixOrder: order)
            XCTAssertEqual(solver.solution.values,
                           TieredSolver().solve(problem, fixOrder: order, findAmbiguity: false).values)
            for step in 0 ..< 4 {
                // Move some constants, as a new screen size moves the rows that mention it.
                var constants = problem.rows.map(\.constant)
                for index in constants.indices where random.int(0 ... 2) == 0 {
                    constants[index] += Double(random.int(-30 ... 30))
                }
                let values = solver.resolve(constants: constants)
                for index in problem.rows.indices { problem.rows[index].constant = constants[index] }
                let fresh = TieredSolver().solve(problem, fixOrder: order, findAmbiguity: false)
                let context = "trial \(trial) step \(step): \(problem)"
                for (a, e) in zip(values, fresh.values) { XCTAssertEqual(a, e, accuracy: 1e-6, context) }
                XCTAssertEqual(solver.solution.conflicts, fresh.conflicts, context)
                for (a, e) in zip(solver.solution.rowErrors, fresh.rowErrors) {
                    XCTAssertEqual(a, e, accuracy: 1e-6, context)
                }
            }
        }
    }
}
