import Diagnostics
import LayoutIR

/// Step 9, continued: sizes a flow layout cannot work with.
///
/// - Section insets wider than the collection leave lines a negative extent:
///   a `negative-size` error on the collection (UIKit lays every item out
///   alone on its line, overflowing).
/// - An item whose size (its own `size`, else the flow's `itemSize`) has a
///   zero or negative width or height cannot be laid out: UIKit's flow layout
///   asserts that negative or zero sizes are not supported. An `invalid-item-size`
///   error on the item (or on `itemSize` when the flow's default is at fault).
enum FlowSizeChecks {
    static func run(_ index: Int, flow: FlowSpec, result: FlowLayoutResult, in state: inout SolverState) {
        let across = flow.direction == .vertical ? "width" : "height"
        if result.lineExtent < 0, state.resolved[index].boundsSize.width > 0, state.resolved[index].boundsSize.height > 0 {
            state.report(.negativeSize, .error,
                         "the section insets leave lines of this collection \(Format.number(result.lineExtent)) pt of \(across): the insets across the scroll axis are wider than the collection's content; narrow 'sectionInset' or widen the collection",
                         view: index, key: "flow.sectionInset")
        }
        reportUnsizable(index, flow: flow, in: &state)
    }

    private static func reportUnsizable(_ index: Int, flow: FlowSpec, in state: inout SolverState) {
        var views: [[Int]]?
        var defaultReported = false
        for (s, section) in flow.sections.enumerated() {
            for (n, size) in section.itemSizes.enumerated() {
                let effective = size ?? flow.itemSize
                guard !(effective.width > 0 && effective.height > 0) else { continue }
                if size == nil {
                    // The flow's own itemSize is at fault: say so once, at `itemSize`.
                    if !defaultReported {
                        defaultReported = true
                        state.report(.invalidItemSize, .error, message(effective, fix: "give 'itemSize' a positive width and height"),
                                     view: index, key: "flow.itemSize")
                    }
                    continue
                }
                if views == nil { views = CollectionStep.itemViews(of: index, in: state) }
                let view = views?[s][n] ?? -1
                state.report(.invalidItemSize, .error, message(effective, fix: "give the item a positive 'size'"),
                             view: view >= 0 ? view : index, key: view >= 0 ? "size" : "flow")
            }
        }
    }

    private static func message(_ size: Size, fix: String) -> String {
        "item size \(Format.number(size.width)) × \(Format.number(size.height)) cannot be laid out: UICollectionViewFlowLayout supports only positive item sizes (it asserts that negative or zero sizes are not supported in the flow layout); \(fix)"
    }
}
