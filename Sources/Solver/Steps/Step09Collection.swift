import Diagnostics
import LayoutIR

/// Step 9: a `collection` with a `flow:` block. Its `adjustedContentInset`
/// comes first (a flow scrolls along its direction, so a vertical flow
/// applies top and bottom under `scrollableAxes`/`automatic`, a horizontal one
/// left and right); `FlowLayout.layout` then gives the frames of headers,
/// items and footers, in content coordinates, which are assigned to the
/// collection's children with the matching `role`. `contentSize` is the flow's.
///
/// The cross axis applies its edges only when the flow's content is larger
/// than the bounds across; since that content depends on the inset, the flow
/// is laid out once more when the first result crosses the bounds (UIKit
/// settles the same way, by invalidating the layout).
enum CollectionStep {
    static func run(_ index: Int, in state: inout SolverState) {
        let spec = state.spec(index)
        guard spec.pointee.kind == .collection, let flow = spec.pointee.flow else { return }
        let vertical = flow.direction == .vertical
        let edges = { (size: Size, state: SolverState) in
            ScrollViewStep.appliedEdges(index, contentSize: size, scrollsX: !vertical, scrollsY: vertical, in: state)
        }
        var applied = edges(.zero, state)
        var result = layout(index, flow: flow, applied: applied, in: state)
        let widened = edges(result.contentSize, state)
        if widened != applied {
            applied = widened
            result = layout(index, flow: flow, applied: applied, in: state)
        }
        ScrollViewStep.finish(index, contentSize: result.contentSize, applied: applied, in: &state)
        assignFrames(of: index, from: result, in: &state)
        reportTooWide(result.tooWideItems, collection: index, vertical: vertical, in: &state)
        FlowSizeChecks.run(index, flow: flow, result: result, in: &state)
    }

    static func layout(_ index: Int, flow: FlowSpec, applied: EdgeSet, in state: SolverState) -> FlowLayoutResult {
        let resolved = state.resolved.baseAddress! + index
        let input = FlowLayoutInput(
            flow: flow, boundsSize: resolved.pointee.boundsSize,
            adjustedContentInset: ScrollViewStep.adjustedContentInset(index, applied: applied, in: state),
            safeAreaInsets: resolved.pointee.safeAreaInsets, layoutMargins: resolved.pointee.layoutMargins,
            scale: state.scale)
        return FlowLayout.layout(input)
    }

    /// Gives each header, item and footer child its frame from the flow (a
    /// zero frame when the flow has none for it), then its transform.
    static func assignFrames(of index: Int, from result: FlowLayoutResult, in state: inout SolverState) {
        for child in state.specs[index].children where child > index && child < state.resolved.count {
            let role = state.specs[child].role
            let rect: Rect?
            switch role {
            case .subview: continue
            case .flowItem(let s, let n):
                rect = s >= 0 && s < result.sections.count && n >= 0 && n < result.sections[s].items.count
                    ? result.sections[s].items[n] : nil
            case .flowHeader(let s):
                rect = s >= 0 && s < result.sections.count ? result.sections[s].header : nil
            case .flowFooter(let s):
                rect = s >= 0 && s < result.sections.count ? result.sections[s].footer : nil
            }
            let frame = rect ?? .zero
            state.resolved[child] = ResolvedView(
                frame: TransformStep.apply(state.specs[child].transform, to: frame), boundsSize: frame.size)
            state.flags[child].placed = true
        }
    }

    /// `flow-item-too-wide` on each item view the flow could not fit.
    static func reportTooWide(_ items: [FlowTooWideItem], collection index: Int, vertical: Bool,
                              in state: inout SolverState) {
        guard !items.isEmpty else { return }
        let views = itemViews(of: index, in: state)
        let (dimension, extent, edges) = vertical ? ("width", "wide", "left and right") : ("height", "tall", "top and bottom")
        for item in items {
            let view = item.section >= 0 && item.section < views.count && item.item >= 0
                && item.item < views[item.section].count ? views[item.section][item.item] : -1
            let hasSize = view >= 0
                && state.specs[index].flow?.sections[item.section].itemSizes[item.item] != nil
            state.report(.flowItemTooWide, .warning,
                         "item is \(Format.number(item.extent)) \(extent) but a line has only \(Format.number(item.available)), so it sits alone on its line, overflowing; UIKit does not fail, it only logs \"the item \(dimension) must be less than the \(dimension) of the UICollectionView minus the section insets \(edges) values\" at run time; make the item smaller or the section insets narrower",
                         view: view >= 0 ? view : index, key: view >= 0 ? (hasSize ? "size" : nil) : "flow")
        }
    }

    /// Item view indices by section and item number (-1 where an item has no
    /// view): one pass over the collection's children.
    static func itemViews(of index: Int, in state: SolverState) -> [[Int]] {
        var views: [[Int]] = (state.specs[index].flow?.sections ?? []).map {
            Array(repeating: -1, count: $0.itemSizes.count)
        }
        for child in state.specs[index].children where child > index && child < state.resolved.count {
            if case .flowItem(let s, let n) = state.specs[child].role,
               s >= 0, s < views.count, n >= 0, n < views[s].count { views[s][n] = child }
        }
        return views
    }
}
