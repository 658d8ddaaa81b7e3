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

    /// A stack's intrinsic size (Docs/SpecFormat.md#stack-views), with the lowest hugging and the lowest
    /// compression resistance of its visible arranged views along its axis (the
    /// view that stretches or shrinks first); across it, ``StackCrossFit``'s rows.
    private static func stack(_ view: Int, _ state: SolverState) -> (Size, IntrinsicContent)? {
        guard view < state.stackNaturals.count else { return nil }
        let axisVertical = state.specs[view].stackSpec.axis == .vertical
        var alongHug = Double.infinity, alongResist = Double.infinity
        for child in state.specs.arrangedViews(of: view) where !state.specs[child].hidden {
            let settings = state.specs[child].arranged, kind = state.specs[child].kind
            let hug = ArrangedSettings.defaultHugging(for: kind), resist = ArrangedSettings.defaultCompressionResistance
            alongHug = min(alongHug, settings.hugging(vertical: axisVertical) ?? hug)
            alongResist = min(alongResist, settings.compressionResistance(vertical: axisVertical) ?? resist)
        }
        guard alongHug.isFinite else { return nil }  // no visible arranged view
        // The across priorities are unused: the cross-fit rows stand for them.
        var priorities = axisVertical
            ? IntrinsicContent(horizontalHugging: 0, verticalHugging: alongHug,
                               horizontalResistance: 0, verticalResistance: alongResist)
            : IntrinsicContent(horizontalHugging: alongHug, verticalHugging: 0,
                               horizontalResistance: alongResist, verticalResistance: 0)
        priorities.across = (!axisVertical, StackCrossFit.bounds(view, state))
        return (state.stackNaturals[view], priorities)
    }
}
