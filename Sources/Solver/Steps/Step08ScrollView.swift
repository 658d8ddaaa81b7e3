import LayoutIR

/// Step 8: scroll views (`scroll`, `table`, and `collection` without a flow):
/// `contentSize`, `adjustedContentInset` (Docs/SpecFormat.md#scroll-views), the edges
/// passed on to subviews and the resting bounds origin. Flow collections are
/// done by step 9 with the same functions.
enum ScrollViewStep {
    static func run(_ index: Int, in state: inout SolverState) {
        let spec = state.spec(index)
        guard spec.pointee.kind.isScrollView, !(spec.pointee.kind == .collection && spec.pointee.flow != nil) else { return }
        // Constraints on the content guide decide the content size, as the
        // engine sets contentSize at layout over any value set before (Docs/SpecFormat.md#constraints, scroll views).
        let contentSize = state.solvedContentSizes[index] ?? spec.pointee.attributes.contentSize
            ?? childrenExtent(of: index, in: state)
        // A UITableView bounces vertically by default (`alwaysBounceVertical`), so
        // it counts as scrolling along Y whatever its content.
        let edges = appliedEdges(index, contentSize: contentSize, scrollsX: false,
                                 scrollsY: spec.pointee.kind == .table, in: state)
        finish(index, contentSize: contentSize, applied: edges, in: &state)
    }

    /// The largest `maxX` and `maxY` of the ordinary subviews' frames, from 0
    /// (an empty scroll view has a zero content size). A NaN frame makes the
    /// extent NaN.
    static func childrenExtent(of index: Int, in state: SolverState) -> Size {
        var width = 0.0, height = 0.0
        for child in state.specs[index].children
        where child > index && child < state.resolved.count && state.isSubview(child) {
            let frame = state.resolved[child].frame
            width = frame.maxX.isNaN || width.isNaN ? .nan : max(width, frame.maxX)
            height = frame.maxY.isNaN || height.isNaN ? .nan : max(height, frame.maxY)
        }
        return Size(width: width, height: height)
    }

    /// The safe-area edges `contentInsetAdjustmentBehavior` applies
    /// (Docs/SpecFormat.md#scroll-views). The comparison with the bounds is strict.
    /// `automatic` also applies top and bottom when the scroll view is its
    /// controller's content scroll view, the root itself (a table view
    /// controller's table) or a direct child of it, and `bars` holds a navigation
    /// bar (plain or large title, or its toolbar) or a tab bar: UIKit adjusts such
    /// a view's content vertically whatever it holds.
    static func appliedEdges(_ index: Int, contentSize: Size, scrollsX: Bool, scrollsY: Bool,
                             in state: SolverState) -> EdgeSet {
        let spec = state.spec(index)
        let bounds = state.resolved[index].boundsSize
        var scrollable: EdgeSet = []
        if contentSize.width > bounds.width || scrollsX { scrollable.formUnion(.horizontal) }
        if contentSize.height > bounds.height || scrollsY { scrollable.formUnion(.vertical) }
        switch spec.pointee.attributes.contentInsetAdjustmentBehavior {
        case .never: return []
        case .always: return .all
        case .scrollableAxes: return scrollable
        case .automatic:
            let isContentScrollView = (index == 0 || state.parent(of: index) == 0)
                && RootStep.hasContainerBars(state.screen.bars)
            return isContentScrollView ? scrollable.union(.vertical) : scrollable
        }
    }

    /// Records the results and what the children need: the edges the view
    /// keeps, and (through `adjustedContentInset`) its bounds origin at rest,
    /// `(−adjusted.left, −adjusted.top)`, see `SolverState.boundsOrigin`.
    static func finish(_ index: Int, contentSize: Size, applied: EdgeSet, in state: inout SolverState) {
        let adjusted = adjustedContentInset(index, applied: applied, in: state)
        state.resolved[index].contentSize = contentSize
        state.resolved[index].adjustedContentInset = adjusted
        state.flags[index].propagatedEdges = EdgeSet.all.subtracting(applied)
    }

    static func adjustedContentInset(_ index: Int, applied: EdgeSet, in state: SolverState) -> Insets {
        state.specs[index].attributes.contentInset
            + state.resolved[index].safeAreaInsets.masked(to: applied)
    }
}
