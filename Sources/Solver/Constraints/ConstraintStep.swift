import ConstraintCore
import LayoutIR

/// Step 7a: the islands of constraint-laid views anchored at a view, solved
/// when the forward pass reaches that view and before its subviews are
/// placed (Docs/SpecFormat.md#auto-layout-constraints):
///
/// 1–3. the island's system (``ConstraintSystem``) goes to the tiered LP core:
///      required rows, then tiers, then ambiguous values fixed closest to 0;
/// 4.   each constraint-laid view's `minX, maxX, minY, maxY` is rounded to the
///      pixel grid (a placed member keeps its placement's exact frame).
///
/// When a row reads the safe-area insets of a member (its `safeArea` or
/// `margins` guide, or a placement in such a box), the island is solved once
/// with those insets at zero and again with the insets the previous
/// solution's rounded frames give, until the frames no longer change (at most
/// ``maxInsetPasses`` passes), as UIKit lays a view out again when its safe
/// area changes: a container whose top margin is pinned to the safe area's top
/// settles where its own safe-area inset, which its place changes, makes the
/// margin meet it (a container above the bar's bottom takes the whole bar's
/// inset). The last solution and its findings are the result.
enum ConstraintStep {
    /// Most passes an island that reads its members' insets is solved in.
    static let maxInsetPasses = 16

    static func run(anchor: Int, in state: inout SolverState) {
        guard let plan = state.constraintPlan, let islands = plan.islandsByAnchor[anchor] else { return }
        for island in islands where !state.cancellation.isCancelled {
            if !IslandLimit.refuses(plan.islands[island], plan: plan, in: &state) { solve(island, plan: plan, in: &state) }
        }
    }

    static func solve(_ number: Int, plan: ConstraintPlan, in state: inout SolverState) {
        let island = plan.islands[number]
        var system = ConstraintSystem(island, plan: plan, insets: [:], state: &state)
        let fixOrder = Array(0..<system.problem.variableCount)
        var solution = linearSolve(system, fixOrder, island: number, pass: 0, state)
        var frames = Self.frames(solution.values, island, plan, state)
        var pass = 0, previous: [Rect] = []
        while system.usesMemberInsets, frames != previous, pass < maxInsetPasses - 1 {
            pass += 1
            let insets = memberInsets(frames, island, state)
            system = ConstraintSystem(island, plan: plan, insets: insets, state: &state)
            solution = linearSolve(system, fixOrder, island: number, pass: pass, state)
            previous = frames
            frames = Self.frames(solution.values, island, plan, state)
        }
        for (slot, member) in island.members.enumerated() {
            let frame = frames[slot]
            let transformed = TransformStep.apply(state.specs[member].transform, to: frame)
            state.resolved[member] = ResolvedView(frame: transformed, boundsSize: frame.size)
            state.flags[member].placed = true
            if let parent = state.parent(of: member) { PlacementStep.checkSize(member, frame: frame, parent: parent, in: &state) }
        }
        for (scroll, width) in system.contentSlots {
            state.solvedContentSizes[scroll] = Size(width: solution.values[width], height: solution.values[width + 1])
        }
        ConstraintFindings.report(solution, system: system, island: island, plan: plan, in: &state)
        state.constraintOutcomes.merge(outcomes(solution, system)) { _, new in new }
    }

    /// Steps 1–3 for one pass: the compiler's fresh solve (ambiguity analysed on
    /// the passes that may be the last: the first when the island reads no
    /// member's insets, else every later one), or,
    /// in an app's ``ConstraintSession``, an incremental re-solve with no
    /// ambiguity analysis (the same values).
    private static func linearSolve(_ system: ConstraintSystem, _ fixOrder: [Int], island: Int, pass: Int,
                                    _ state: SolverState) -> LinearSolution {
        if let session = state.constraintSession {
            // The second text pass keeps systems of its own: its intrinsic sizes differ from the first's.
            // Every pass after the first has the same rows, with other constants: one kept system.
            return session.solve(system.problem, fixOrder: fixOrder, island: island, pass: min(pass, 1) + 2 * state.textPass)
        }
        return TieredSolver().solve(system.problem, fixOrder: fixOrder, findAmbiguity: pass >= 1 || !system.usesMemberInsets)
    }

    /// Each member's frame from the solution: step 4's rounding for views laid
    /// out by constraints, the exact values for placed members.
    static func frames(_ values: [Double], _ island: ConstraintIsland, _ plan: ConstraintPlan,
                       _ state: SolverState) -> [Rect] {
        island.members.enumerated().map { slot, member in
            let x = values[4 * slot], y = values[4 * slot + 1], w = values[4 * slot + 2], h = values[4 * slot + 3]
            guard plan.laidOut.contains(member) else { return Rect(x: x, y: y, width: w, height: h) }
            let minX = pixelRounded(x, scale: state.scale), maxX = pixelRounded(x + w, scale: state.scale)
            let minY = pixelRounded(y, scale: state.scale), maxY = pixelRounded(y + h, scale: state.scale)
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// The members' safe-area insets (Docs/SpecFormat.md#insets-and-the-safe-area-container) given their frames,
    /// from the anchor down.
    static func memberInsets(_ frames: [Rect], _ island: ConstraintIsland, _ state: SolverState) -> [Int: Insets] {
        var slots: [Int: Int] = [:]
        for (slot, member) in island.members.enumerated() { slots[member] = slot }
        var insets: [Int: Insets] = [:]
        for (slot, member) in island.members.enumerated() {
            guard let parent = state.parent(of: member) else { continue }
            let parentInsets: Insets, parentBounds: Rect
            if let parentSlot = slots[parent] {
                parentInsets = insets[parent] ?? .zero
                parentBounds = Rect(x: 0, y: 0, width: frames[parentSlot].width, height: frames[parentSlot].height)
            } else {
                parentInsets = state.resolved[parent].safeAreaInsets.masked(to: state.flags[parent].propagatedEdges)
                parentBounds = state.bounds(of: parent)
            }
            insets[member] = SafeAreaStep.propagate(parentInsets: parentInsets, parentBounds: parentBounds,
                                                    childFrame: frames[slot])
        }
        return insets
    }
}
