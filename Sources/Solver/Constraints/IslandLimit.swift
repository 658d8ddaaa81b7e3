import Diagnostics
import LayoutIR

/// The island size limit (Docs/Security.md#limits-and-the-flags-that-raise-them):
/// an island holding more constraints than it allows is not solved. The
/// conflict search and the ambiguity analysis grow faster than linearly with
/// an island's rows, so one island of tens of thousands of constraints (a
/// chain of views each placed below the one before) would run for minutes;
/// refused, it costs one diagnostic at its first constraint instead.
///
/// Constraints are what is counted, not views, because they are what a spec
/// writes and what the rows grow with: 50,000 constraints on one view are one
/// member but 50,000 rows.
public enum IslandLimit {
    /// 20,000 constraints: 270 times the largest island of the Interface
    /// Builder corpus (74), so that the 5,000-view chains, grids and forms the
    /// island scaling is measured on (15,000–20,000 constraints) solve, while the
    /// costliest shapes measured at that size (a chain left ambiguous, a chain of
    /// conflicts) stay within seconds
    /// (Docs/Security.md#limits-and-the-flags-that-raise-them).
    public static let defaultMaxConstraints = 20_000

    /// Where the limit is raised, for messages.
    public static let source = "--max-island-size or 'limits: {maxIslandSize: N}' in .layoutc.yml"

    /// Refuses `island` when it is over the limit: reports it at its first
    /// constraint and gives the views it lays out an empty frame, as UIKit's
    /// are before their first layout pass; the island's other members are
    /// placed by their own placement. `false` when it is within the limit.
    static func refuses(_ island: ConstraintIsland, plan: ConstraintPlan, in state: inout SolverState) -> Bool {
        guard island.constraints.count > state.maxIslandSize, let first = island.constraints.first else { return false }
        for member in island.members where plan.laidOut.contains(member) {
            state.resolved[member] = ResolvedView()
            state.flags[member].placed = true
            state.unsolvedViews.append(member)
        }
        state.reportLimit("the constraints connected to this one form an island of \(island.constraints.count) "
            + "constraints among \(island.members.count) views, more than the island size limit of "
            + "\(state.maxIslandSize) (\(source)); a larger island can take minutes to solve, so these views are "
            + "not laid out (their frames are empty): split the island (views that share no constraint are solved "
            + "apart) or raise the limit", atConstraint: first)
        return true
    }
}

extension SolverState {
    /// A `limit-exceeded` error about an island, on the text of its constraint `index`.
    mutating func reportLimit(_ message: String, atConstraint index: Int) {
        let constraint = screen.constraints[index]
        var diagnostic = Diagnostic(rule: .limitExceeded, severity: .error, message: message,
                                    viewPath: specs[constraint.owner].path, viewID: specs[constraint.owner].id,
                                    viewIndex: constraint.owner, sourceKey: "constraints")
        diagnostic.range = constraint.location.map { start in
            SourceRange(start: start, end: SourceLocation(line: start.line,
                                                          column: start.column + constraint.text.unicodeScalars.count))
        }
        diagnostics.append(diagnostic)
    }
}
