import Foundation
import ConstraintCore

/// Times ConstraintCore on the 50-view screen of `ScreenProblem`:
///   constraint-bench times [ITERATIONS]   medians of a first solve and of a re-solve at a new width
///   constraint-bench solves N MODE        N first solves (MODE first) or N re-solves (MODE resize), for Benchmarks/whole-command.py
///   constraint-bench dump                 the problem as text for the kiwi driver (Benchmarks/kiwi)
///   constraint-bench scale                one solve of 50, 500 and 5,000 views in one column (and with a conflict)
///   constraint-bench check                the values at 375 and 430 pt, and what was ambiguous or conflicting
///   constraint-bench islands [ITERATIONS [SHAPE [VIEWS]]]  the runtime's solve and re-solve of one island at 500 and
///                                          5,000 views (IslandProblem); SHAPE and VIEWS pick one case
let screen = ScreenProblem()
let widths: [Double] = [375, 390, 414, 430]
let order = Array(0 ..< screen.variableCount)
/// The rows a new width changes, as the runtime knows them (those that mention the screen size).
let changing = screen.rows.indices.filter { screen.rows[$0].widthCoefficient != 0 }
let arguments = CommandLine.arguments.dropFirst()

/// This thread's CPU time in microseconds: on a shared machine, time spent waiting for a core is not counted.
func cpuMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

var sink = 0.0
switch arguments.first ?? "times" {
case "times":
    let iterations = Int(arguments.dropFirst().first ?? "") ?? 2000
    let problems = widths.map { screen.problem(width: $0) }
    let constants = widths.map { screen.constants(width: $0) }
    var first: [Double] = []
    var resize: [Double] = []
    var tiered: [Double] = []
    let incremental = IncrementalSolver(problems[0], fixOrder: order, changingRows: changing)
    for iteration in 0 ..< iterations {
        let problem = problems[iteration % problems.count]
        var start = cpuMicroseconds()
        let solver = IncrementalSolver(problem, fixOrder: order, changingRows: changing)
        first.append(cpuMicroseconds() - start)
        sink += solver.solution.values[7]
        start = cpuMicroseconds()
        sink += incremental.resolve(constants: constants[(iteration + 1) % constants.count])[7]
        resize.append(cpuMicroseconds() - start)
        start = cpuMicroseconds()
        sink += TieredSolver().solve(problem, fixOrder: order, findAmbiguity: true).values[3]
        tiered.append(cpuMicroseconds() - start)
    }
    let intrinsicRows = screen.rows.filter(\.isIntrinsic).count
    print("constraintcore: 50 views, \(screen.variableCount) variables, \(screen.rows.count - intrinsicRows) constraints + \(intrinsicRows) intrinsic-size rows")
    print(String(format: "constraintcore first solve   median %.1f us", median(first)))
    print(String(format: "constraintcore resize        median %.1f us", median(resize)))
    print(String(format: "constraintcore compile solve median %.1f us (with ambiguity analysis)", median(tiered)))
case "solves":
    let count = Int(arguments.dropFirst().first ?? "") ?? 1000
    let mode = arguments.dropFirst(2).first ?? "first"
    let problems = widths.map { screen.problem(width: $0) }
    if mode == "resize" {
        let constants = widths.map { screen.constants(width: $0) }
        let solver = IncrementalSolver(problems[0], fixOrder: order, changingRows: changing)
        for iteration in 0 ..< count { sink += solver.resolve(constants: constants[(iteration + 1) % 4])[7] }
    } else {
        for iteration in 0 ..< count {
            sink += IncrementalSolver(problems[iteration % 4], fixOrder: order, changingRows: changing).solution.values[7]
        }
    }
case "scale":
    // A column of N cards (5N views) in one connected problem: how a solve grows with the screen.
    for cards in [10, 100, 1000] {
        let big = ScreenProblem(cards: cards)
        let order = Array(0 ..< big.variableCount)
        let start = cpuMicroseconds()
        let solution = TieredSolver().solve(big.problem(width: 375), fixOrder: order, findAmbiguity: true)
        print(String(format: "%5d views: %10.0f us, conflicts %d, ambiguous %d", cards * 5, cpuMicroseconds() - start,
                     solution.conflicts.count, solution.ambiguous.count))
        // The same with one conflict at the end (the first card's leading edge pinned twice):
        // the deletion filter's cost, which only an error pays.
        guard cards <= 100 else { continue }
        var conflicting = big.problem(width: 375)
        conflicting.rows.append(LinearRow(terms: [LinearTerm(variable: 0, coefficient: 1)], constant: -20,
                                          relation: .equal, priority: 1000))
        let conflictStart = cpuMicroseconds()
        let broken = TieredSolver().solve(conflicting, fixOrder: order, findAmbiguity: true)
        print(String(format: "%5d views + 1 conflict: %10.0f us, conflicts %d (set of %d rows)", cards * 5,
                     cpuMicroseconds() - conflictStart, broken.conflicts.count, broken.conflicts.first?.rows.count ?? 0))
    }
case "islands":
    // The runtime's first solve (`IncrementalSolver.init`) and a re-solve at a new width of one
    // island at 500 and 5,000 views; median of `ITERATIONS` (5) runs, thread CPU time.
    // Optional: one shape and one size (for an instruction count of that case alone).
    let iterations = Int(arguments.dropFirst().first ?? "") ?? 5
    let onlyShape = arguments.dropFirst(2).first.flatMap { IslandProblem.Shape(rawValue: $0) }
    let onlyViews = arguments.dropFirst(3).first.flatMap { Int($0) }
    for shape in IslandProblem.Shape.allCases where onlyShape == nil || onlyShape == shape {
        var firstSmall = 0.0
        var resizeSmall = 0.0
        for views in [500, 5000] where onlyViews == nil || onlyViews == views {
            let island = IslandProblem(shape, views: views)
            let order = Array(0 ..< island.variableCount)
            let problem = island.problem(width: 375)
            let constants = [island.constants(width: 430), island.constants(width: 375)]
            var first: [Double] = []
            var resize: [Double] = []
            for iteration in 0 ..< iterations {
                var start = cpuMicroseconds()
                let solver = IncrementalSolver(problem, fixOrder: order, changingRows: island.changingRows)
                sink += solver.solution.values[2]
                first.append(cpuMicroseconds() - start)
                start = cpuMicroseconds()
                sink += solver.resolve(constants: constants[iteration % 2])[2]
                resize.append(cpuMicroseconds() - start)
            }
            let solution = TieredSolver().solve(problem, fixOrder: order, findAmbiguity: false)
            let (firstMedian, resizeMedian) = (median(first), median(resize))
            var ratios = ""
            if views == 500 {
                (firstSmall, resizeSmall) = (firstMedian, resizeMedian)
            } else {
                ratios = String(format: "  (%.1fx, %.1fx of 500)", firstMedian / firstSmall, resizeMedian / resizeSmall)
            }
            print(String(format: "%@ %5d views, %6d rows: first solve %9.0f us, re-solve %8.0f us, conflicts %d, failure %@%@",
                         shape.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0), views, island.rows.count,
                         firstMedian, resizeMedian, solution.conflicts.count,
                         solution.failure.map { "\($0)" } ?? "none", ratios))
        }
    }
case "dump":
    print("variables \(screen.variableCount) rows \(screen.rows.count)")
    for row in screen.rows {
        let relation = row.relation == .equal ? "eq" : row.relation == .lessThanOrEqual ? "le" : "ge"
        let terms = row.terms.map { "\($0.0) \($0.1)" }.joined(separator: " ")
        print("\(relation) \(row.priority) \(row.constant) \(row.widthCoefficient) \(row.terms.count) \(terms)")
    }
case "check":
    for width in [375.0, 430.0] {
        let solution = TieredSolver().solve(screen.problem(width: width), fixOrder: order, findAmbiguity: true)
        print("width \(width): conflicts \(solution.conflicts.count), ambiguous \(solution.ambiguous.count)")
        print("card 0: \(solution.values[0 ..< 20].map { $0 })")
        print("card 9: \(solution.values[180 ..< 200].map { $0 })")
    }
default:
    print("usage: constraint-bench times [ITERATIONS] | solves N first|resize | dump | check | islands [ITERATIONS [SHAPE [VIEWS]]]")
}
if sink == 42.4242 { print(sink) }
