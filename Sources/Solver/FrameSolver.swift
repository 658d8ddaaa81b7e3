import Diagnostics
import LayoutIR

/// Turns a screen's IR into the frames UIKit would give its views on one device
/// and orientation (Docs/SpecFormat.md: #a-view, #scroll-views).
///
/// The work is a single forward pass over `screen.views`, which are in
/// pre-order, so a parent is always finished before its children. Every view
/// goes through the same named steps, in this order (one file each, under
/// `Steps/`):
///
/// Wrapping text whose width comes from constraints or a stack takes a second
/// pass over the whole screen (``TextSecondPass``); every other screen is
/// solved once.
///
/// 1. ``RootStep``: the root's frame, safe area and margins.
/// 2. ``ReferenceBoxStep``: the box of the parent a child is placed in.
/// 3. ``AxisPlacementStep`` / ``PlacementStep``: each axis from the pins,
///    `aspectRatio`, intrinsic size (the table of Docs/SpecFormat.md#placement-in-the-parent).
/// 4. ``TransformStep``: the scaled box about the center; then
///    ``AlignmentRectStep``: the frame around a view's alignment rect.
/// 5. ``SafeAreaStep``: the capped propagation formula of 2.2.
/// 6. ``LayoutMarginsStep``: the view's effective layout margins.
/// 7a. ``ConstraintStep``: the islands of constraint-laid views anchored at
///    the view (Docs/SpecFormat.md#auto-layout-constraints), solved before its other subviews are placed.
/// 7. `PlacementStep.placeChildren`: the view's ordinary subviews (steps 2–4
///    for each child; in `Step03Placement.swift`); for a stack, ``StackStep``
///    arranges them instead (stacks' intrinsic sizes are found before the pass).
/// 8. ``ScrollViewStep``: `contentSize`, `adjustedContentInset`, the edges
///    passed on to subviews, the resting bounds origin.
/// 9. ``CollectionStep``: flow layout frames for headers, items, footers.
/// 10. ``WindowFrameStep``: the frame in root coordinates.
/// 11. ``KindOutputStep``: `textRect`, `contentRect`, `placeholderRect`, `indexRect`.
/// 12. ``HitRectStep``: `hitRect` of interactive views.
///
/// The solver never traps: NaN, infinities and negative sizes are recorded
/// and reported as diagnostics, and the pass goes on. It is iterative and
/// linear in the number of views.
public struct FrameSolver {
    public let device: Device
    public let orientation: Orientation
    /// The content size category, layout direction and text measurer (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    public let text: TextEnvironment
    /// In an app: constraint systems kept between solves and no ambiguity
    /// analysis (``ConstraintSession``); `nil` solves as `layoutc compile` does.
    public var constraintSession: ConstraintSession?
    /// Most constraints one island may hold; a larger island is refused with
    /// a `limit-exceeded` error (``IslandLimit``). `Int.max`: no limit.
    public var maxIslandSize = IslandLimit.defaultMaxConstraints
    /// Checked between islands and every few views: once set, the solve
    /// stops and its frames are incomplete (the language server drops them).
    public var cancellation = Cancellation.never

    public init(device: Device, orientation: Orientation, text: TextEnvironment = TextEnvironment()) {
        self.device = device
        self.orientation = orientation
        self.text = text
    }

    /// Solves every view of `screen`.
    public func solve(_ given: Screen) -> ResolvedLayout {
        // Text sizes and right-to-left pins are settled first (``TextPrepass``).
        var prepass = TextPrepass(given, environment: text, scale: device.scale)
        let plan = ConstraintPlan.make(prepass.screen)
        var layout = solvePass(prepass, plan: plan, textPass: 0)
        // Wrapping text whose width the layout gives: a second pass at the
        // widths of the first, only when a text's size changed (``TextSecondPass``).
        if !cancellation.isCancelled, TextSecondPass.wrap(&prepass, after: layout, plan: plan, environment: text, scale: device.scale) {
            layout = solvePass(prepass, plan: plan, textPass: 1)
        }
        layout.textRecords = TextRecords.make(prepass.screen, layout: layout, measured: prepass.measured,
                                              environment: text)
        return layout
    }

    /// One pass over the views of the prepass's screen: text pass 0 with
    /// one-line sizes, pass 1 with the wrapped ones.
    private func solvePass(_ prepass: TextPrepass, plan: ConstraintPlan?, textPass: Int) -> ResolvedLayout {
        let screen = prepass.screen
        let count = screen.views.count
        var resolved = Array(repeating: ResolvedView(), count: count)
        // Scratch the pass keeps per view; `toRoot` is written at a view's own
        // step 10 before any child reads it, so it needs no initial value.
        let toRoot = UnsafeMutableBufferPointer<ScaleMap>.allocate(capacity: count)
        let flags = UnsafeMutableBufferPointer<ViewFlags>.allocate(capacity: count)
        flags.initialize(repeating: ViewFlags())
        defer {
            toRoot.deallocate()
            flags.deallocate()
        }
        let (diagnostics, stackFindings, constraintOutcomes, unsolved) = screen.views.withUnsafeBufferPointer { specs in
            resolved.withUnsafeMutableBufferPointer { output in
                var state = SolverState(screen: screen, device: device, orientation: orientation,
                                        specs: specs, resolved: output, toRoot: toRoot, flags: flags)
                state.text = text
                state.textPass = textPass
                state.textMeasured = prepass.measured
                state.rightToLeft = prepass.rightToLeft
                (state.stackNaturals, state.stackPriorities) = StackStep.naturals(specs)
                state.constraintPlan = plan
                state.constraintSession = constraintSession
                state.maxIslandSize = maxIslandSize
                state.cancellation = cancellation
                solve(count, &state)
                return (state.diagnostics, state.stackFindings, state.constraintOutcomes, state.unsolvedViews)
            }
        }
        var layout = ResolvedLayout(device: device, orientation: orientation, views: resolved, diagnostics: diagnostics)
        layout.stackFindings = stackFindings
        layout.constraintOutcomes = constraintOutcomes
        layout.unsolvedViews = unsolved
        layout.contentSize = text.contentSize
        layout.direction = text.direction
        layout.rightToLeft = prepass.rightToLeft
        return layout
    }

    private func solve(_ count: Int, _ state: inout SolverState) {
        if count > 0 { RootStep.run(&state) }
        for index in 0..<count {
            // A cancelled solve stops; one check per 1,024 views costs nothing.
            if index & 1023 == 0, state.cancellation.isCancelled { return }
            if !state.flags[index].placed { PlacementStep.placeOrphan(index, in: &state) }
            AlignmentRectStep.run(index, in: &state)
            if index > 0 {
                SafeAreaStep.run(index, in: &state)
                LayoutMarginsStep.run(index, in: &state)
            }
            if state.constraintPlan != nil { ConstraintStep.run(anchor: index, in: &state) }
            if state.specs[index].kind == .stack {
                StackStep.run(index, in: &state)
                TextMirroring.mirrorStack(index, in: &state)
            } else {
                PlacementStep.placeChildren(of: index, in: &state)
            }
            ScrollViewStep.run(index, in: &state)
            CollectionStep.run(index, in: &state)
            TextMirroring.mirrorFlow(index, in: &state)
            WindowFrameStep.run(index, in: &state)
            KindOutputStep.run(index, in: &state)
            HitRectStep.run(index, in: &state)
        }
    }
}
