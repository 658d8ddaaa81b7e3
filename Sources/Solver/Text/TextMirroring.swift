import LayoutIR

/// Right to left (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): a horizontal stack arranges from the
/// right and a flow lays out mirrored, `x` becoming `width − maxX` (the
/// stack's bounds width, the flow's content width). Run right after the
/// stack or flow step, before any of the mirrored views' own steps, so their
/// window frames and subviews follow the mirrored frames.
enum TextMirroring {
    static func mirrorStack(_ index: Int, in state: inout SolverState) {
        guard state.isRightToLeft(index), state.specs[index].stackSpec.axis == .horizontal else { return }
        mirror(children: state.specs.arrangedViews(of: index), about: state.resolved[index].boundsSize.width, in: &state)
    }

    static func mirrorFlow(_ index: Int, in state: inout SolverState) {
        guard state.isRightToLeft(index), state.specs[index].kind == .collection, state.specs[index].flow != nil,
              let width = state.resolved[index].contentSize?.width else { return }
        let flowChildren = state.specs[index].children.filter { child in
            guard child > index, child < state.specs.count else { return false }
            if case .subview = state.specs[child].role { return false }
            return true
        }
        mirror(children: flowChildren, about: width, in: &state)
    }

    private static func mirror<Children: Sequence<Int>>(children: Children, about width: Double,
                                                        in state: inout SolverState) {
        for child in children where child < state.resolved.count {
            var frame = state.resolved[child].frame
            frame.x = width - frame.maxX
            state.resolved[child].frame = frame
        }
    }
}

extension SolverState {
    /// Whether view `index` lays out right to left.
    func isRightToLeft(_ index: Int) -> Bool { index < rightToLeft.count && rightToLeft[index] }
}
