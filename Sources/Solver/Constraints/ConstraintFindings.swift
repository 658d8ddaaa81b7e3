import ConstraintCore
import Diagnostics
import LayoutIR

/// What a solved island reports (Docs/SpecFormat.md#auto-layout-constraints): each minimal conflicting
/// set of required rows as one `unsatisfiable-constraints` error, and each
/// view with a value left free as one `ambiguous-layout` warning. An optional
/// constraint unmet at the optimum is not a finding.
enum ConstraintFindings {
    static func report(_ solution: LinearSolution, system: ConstraintSystem, island: ConstraintIsland,
                       plan: ConstraintPlan, in state: inout SolverState) {
        if let failure = solution.failure {
            reportGivingUp(failure, system: system, island: island, in: &state)
            return
        }
        for conflict in solution.conflicts { reportConflict(conflict, system: system, in: &state) }
        reportAmbiguity(solution.ambiguous, island: island, plan: plan, in: &state)
    }

    // MARK: Unsatisfiable

    private static func reportConflict(_ conflict: ConflictSet, system: ConstraintSystem, in state: inout SolverState) {
        // The four rows of one placement are one member of the set.
        var members: [ConstraintRowSource] = []
        for row in conflict.rows where !members.contains(system.sources[row]) { members.append(system.sources[row]) }
        let broken = system.sources[conflict.broken]
        let list = members.map { describe($0, state) + ($0 == broken ? " (broken)" : "") }.joined(separator: "; ")
        var message = "required constraints cannot all hold, and UIKit would log 'Unable to simultaneously satisfy constraints' and break one: "
            + list + "; layoutc breaks the last, " + shortName(broken, state)
        let placed = members.compactMap { source -> Int? in
            if case .placement(let view) = source, state.screen.constraints.contains(where: { $0.first.view == view }) {
                return view
            }
            return nil
        }
        for view in placed {
            let key = PlacementStep.positioningKey(state.spec(view)) ?? "its placement"
            message += "; '\(name(view, state))' has '\(key)' and constraints, so it is placed as a view whose translatesAutoresizingMaskIntoConstraints was left true: its \(key) becomes required constraints; drop '\(key)' (translatesAutoresizingMaskIntoConstraints = false) and let the constraints place it"
        }
        var diagnostic: Diagnostic
        switch broken {
        case .constraint(let index):
            let constraint = state.screen.constraints[index]
            diagnostic = Diagnostic(rule: .unsatisfiableConstraints, severity: .error, message: message,
                                    viewPath: state.specs[constraint.owner].path, viewID: state.specs[constraint.owner].id,
                                    viewIndex: constraint.owner, sourceKey: "constraints")
            if let location = constraint.location {
                let end = SourceLocation(line: location.line, column: location.column + constraint.text.unicodeScalars.count)
                diagnostic.range = SourceRange(start: location, end: end)
            }
        case .placement(let view):
            diagnostic = Diagnostic(rule: .unsatisfiableConstraints, severity: .error, message: message,
                                    viewPath: state.specs[view].path, viewID: state.specs[view].id, viewIndex: view,
                                    sourceKey: PlacementStep.positioningKey(state.spec(view)))
        case .intrinsic(let view, _, _, _):
            diagnostic = Diagnostic(rule: .unsatisfiableConstraints, severity: .error, message: message,
                                    viewPath: state.specs[view].path, viewID: state.specs[view].id, viewIndex: view,
                                    sourceKey: "intrinsicSize")
        }
        state.diagnostics.append(diagnostic)
    }

    // MARK: Gave up

    /// The LP core ran out of pivots (numerical cycling): the island's frames are not a solution,
    /// which must be said rather than passed off as one, at the island's first constraint.
    private static func reportGivingUp(_ failure: SolveFailure, system: ConstraintSystem, island: ConstraintIsland,
                                       in state: inout SolverState) {
        guard let first = island.constraints.first else { return }
        let why = switch failure {
        case .pivotBudgetExhausted: "its simplex used up its pivot budget (numerical cycling)"
        case .keptRowsDidNotHold:
            "the required constraints its conflict search kept did not hold together when solved again (rounding on nearly parallel constraints)"
        case .lostPrecision:
            "rounding on ill-conditioned constraints left required constraints unmet at the values it reached, after a careful second solve too"
        }
        let message = "the constraint solver gave up on the island of \(island.members.count) views and "
            + "\(system.problem.rows.count) rows that starts with this constraint: \(why), so these views' frames are "
            + "the last point it reached, not a solution; no conflict or ambiguity is reported for them"
        state.reportLimit(message, atConstraint: first)
    }

    /// One member of a conflicting set, with its line.
    private static func describe(_ source: ConstraintRowSource, _ state: SolverState) -> String {
        switch source {
        case .constraint(let index):
            let c = state.screen.constraints[index]
            return "line \(c.location?.line ?? 0): '\(c.text)'" + (c.id.map { " (\($0))" } ?? "")
                + " of '\(name(c.owner, state))'"
        case .placement(let view):
            let key = PlacementStep.positioningKey(state.spec(view))
            let line = state.screen.constraintKeyLocations[view]?.placement?.line ?? 0
            return "line \(line): " + (key.map { "'\($0)' of '\(name(view, state))'" } ?? "the placement of '\(name(view, state))' (it fills its box)")
        case .intrinsic(let view, let vertical, let hugging, let length):
            let keys = state.screen.constraintKeyLocations[view]
            let line = keys?.intrinsicSize?.line ?? keys?.placement?.line ?? 0
            let dimension = vertical ? "height" : "width"
            return "line \(line): the intrinsic \(dimension) of '\(name(view, state))' (\(dimension) \(hugging ? "<=" : ">=") \(Format.number(length)) at \(hugging ? "hugging" : "compressionResistance") 1000)"
        }
    }

    private static func shortName(_ source: ConstraintRowSource, _ state: SolverState) -> String {
        switch source {
        case .constraint(let index):
            let c = state.screen.constraints[index]
            return "'\(c.text)' on line \(c.location?.line ?? 0)"
        case .placement(let view):
            return "the \(PlacementStep.positioningKey(state.spec(view)) ?? "placement") of '\(name(view, state))'"
        case .intrinsic(let view, let vertical, _, _):
            return "the intrinsic \(vertical ? "height" : "width") of '\(name(view, state))'"
        }
    }

    static func name(_ view: Int, _ state: SolverState) -> String { state.specs[view].id ?? state.specs[view].path }

    // MARK: Ambiguous

    private static let valueNames = ["x", "y", "width", "height"]
    private static let mends = [
        "a leading, trailing or centerX constraint",
        "a top, bottom or centerY constraint",
        "a width constraint, both leading and trailing, an intrinsicSize, or hugging priorities that are not tied",
        "a height constraint, both top and bottom, an intrinsicSize, or hugging priorities that are not tied",
    ]

    private static func reportAmbiguity(_ values: [AmbiguousValue], island: ConstraintIsland, plan: ConstraintPlan,
                                        in state: inout SolverState) {
        var byView: [Int: [AmbiguousValue]] = [:]
        for value in values where value.variable / 4 < island.members.count {
            let view = island.members[value.variable / 4]
            guard plan.laidOut.contains(view) else { continue }
            byView[view, default: []].append(value)
        }
        for view in byView.keys.sorted() {
            let free = byView[view]!.sorted { $0.variable < $1.variable }
            let ranges = free.map { "\(valueNames[$0.variable % 4]) can be \(range($0))" }.joined(separator: ", ")
            let mend = free.map { mends[$0.variable % 4] }.joined(separator: "; ")
            state.report(.ambiguousLayout, .warning,
                         "the layout of '\(name(view, state))' is ambiguous (UIView.hasAmbiguousLayout): \(ranges); layoutc takes the value closest to 0, UIKit whichever its engine finds; add \(mend)",
                         view: view, key: state.specs[view].id != nil ? "id" : nil)
        }
    }

    private static func range(_ value: AmbiguousValue) -> String {
        switch (value.lower.isFinite, value.upper.isFinite) {
        case (true, true): "anything from \(Format.number(value.lower)) to \(Format.number(value.upper))"
        case (true, false): "anything from \(Format.number(value.lower)) up (unbounded)"
        case (false, true): "anything up to \(Format.number(value.upper)) (unbounded)"
        case (false, false): "anything (unbounded)"
        }
    }
}
