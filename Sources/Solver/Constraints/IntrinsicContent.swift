import LayoutIR

/// A constraint-laid view's intrinsic content size and the priorities its
/// size rows get (Docs/SpecFormat.md#auto-layout-constraints: intrinsic sizes).
struct IntrinsicContent {
    var horizontalHugging: Double
    var verticalHugging: Double
    var horizontalResistance: Double
    var verticalResistance: Double
    /// A stack's rows across its axis (`vertical` says which), which replace the
    /// single intrinsic pair there; `nil` for other views.
    var across: (vertical: Bool, bounds: [StackCrossFit.Bound])? = nil

    /// The size (an axis of -1 has none) and priorities; `nil` when the view has
    /// no intrinsic size.
    static func of(_ view: Int, _ state: SolverState) -> (Size, IntrinsicContent)? {
        let spec = state.specs[view]
        if spec.kind == .stack { return stack(view, state) }
        guard let size = PlacementStep.intrinsicSize(state.spec(view)) else { return nil }
        let settings = spec.arranged
        let hug = ArrangedSettings.defaultHugging(for: spec.kind)
        let resist = ArrangedSettings.defaultCompressionResistance
        return (size, IntrinsicContent(horizontalHugging: settings.hugging(vertical: false) ?? hug,
                                       verticalHugging: settings.hugging(vertical: true) ?? hug,
                                       horizontalResistance: settings.compressionResistance(vertical: false) ?? resist,
                                       verticalResistance: settings.compressionResistance(vertical: true) ?? resist))
    }

    /// A stack's intrinsic size (Docs/SpecFormat.md#stack-views), with its
    /// priorities along its axis (``ArrangedPriorities``: the lowest of its visible
    /// arranged views', the view that stretches or shrinks first); across it,
    /// ``StackCrossFit``'s rows, unless the stack has its own length there.
    private static func stack(_ view: Int, _ state: SolverState) -> (Size, IntrinsicContent)? {
        guard view < state.stackNaturals.count else { return nil }
        let axisVertical = state.specs[view].stackSpec.axis == .vertical
        let own = state.specs[view].attributes.intrinsicSize
        let ownAlong = PlacementStep.intrinsicLength(axisVertical ? own?.height : own?.width) != nil
        let ownAcross = PlacementStep.intrinsicLength(axisVertical ? own?.width : own?.height) != nil
        let visible = state.specs.arrangedViews(of: view).contains { !state.specs[$0].hidden }
        guard visible || ownAlong || ownAcross else { return nil }  // no size of its own
        // A spec's stack takes its arranged views' priorities whatever it says itself
        // (Docs/SpecFormat.md#auto-layout-constraints); an IB stack's own length keeps its own.
        let p = state.specs[view].stackSpec.prioritiesFromArrangedViews
            ? ArrangedPriorities.of(view, specs: state.specs, stacks: state.stackPriorities)
            : state.stackPriorities[view]
        var size = state.stackNaturals[view]
        // Without a visible arranged view nothing sizes the stack along its axis but its own length.
        if !visible, !ownAlong {
            if axisVertical { size.height = KindAttributes.noIntrinsicMetric } else { size.width = KindAttributes.noIntrinsicMetric }
        }
        var priorities = IntrinsicContent(horizontalHugging: p.horizontalHugging, verticalHugging: p.verticalHugging,
                                          horizontalResistance: p.horizontalResistance,
                                          verticalResistance: p.verticalResistance)
        if !ownAcross { priorities.across = (!axisVertical, StackCrossFit.bounds(view, state)) }
        return (size, priorities)
    }
}
