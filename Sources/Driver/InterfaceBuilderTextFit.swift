import Diagnostics
import LayoutIR
@_spi(Compiler) import LayoutcRuntime
import Solver

/// Text findings in Interface Builder files, judged as UIKit sizes text
/// (Docs/InterfaceBuilder.md#text-findings). A text view of an IB file is laid
/// out at its stored size (scaled at other content sizes), so that the design
/// device reproduces the frames IB stored; but on a device a label's intrinsic
/// size is its text's, and a label whose height (or one-line width) follows its
/// intrinsic size is as tall (or wide) as its text, whatever IB stored: a label
/// IB stored 0 pt tall in a cell that sizes itself, a frame IB measured with SF
/// Pro a pixel under Inter's. `text-clipped` and `text-truncated` speak of text
/// in a view whose size is fixed, so each such finding is checked by solving the
/// screen again with every flagged view's intrinsic size grown to what its text
/// needs: a finding stands only where the layout still does not give the text
/// its room (a height constraint, a row of fixed height, a sibling that resists
/// compression more).
enum InterfaceBuilderTextFit {
    /// Removes from `result` the text findings whose view gets its text's size
    /// once its intrinsic size is the text's; `screen` is the screen as solved
    /// (intrinsic sizes prepared), `compiler` the one that solved it.
    static func dropFindingsTheTextWouldMend(_ result: inout CompileResult, screen: Screen, compiler: LayoutCompiler) {
        guard let layout = result.layout else { return }
        let flagged = Set(result.diagnostics.lazy.filter { $0.rule == .textClipped || $0.rule == .textTruncated }
            .compactMap(\.viewIndex))
        guard !flagged.isEmpty else { return }
        var grown = screen
        var candidates: [Int: (width: Bool, height: Bool)] = [:]
        var growth = 0.0
        for record in layout.textRecords where flagged.contains(record.view) && record.view < layout.views.count {
            let bounds = layout.views[record.view].boundsSize
            // What the kind adds around its text (a button's content insets) is the bounds less the text box.
            let padding = Size(width: bounds.width - record.textBox.width, height: bounds.height - record.textBox.height)
            let current = grown.views[record.view].attributes.intrinsicSize ?? bounds
            var needed = current
            let oneLine = record.maxLines == 1
            // A wrapping text's width comes from the layout: only its height follows its text.
            if oneLine { needed.width = max(current.width, record.lineWidth + padding.width) }
            needed.height = max(current.height, record.neededHeight + padding.height)
            guard needed != current else { continue }
            grown.views[record.view].attributes.intrinsicSize = needed
            // The grown size is the text's own: the second pass must not scale it back to the stored one.
            grown.views[record.view].attributes.text?.storedWrap = nil
            candidates[record.view] = (oneLine, true)
            // The cell must grow by what the text lacks in the solved layout, where a fixed
            // cell may have compressed it below its intrinsic size.
            growth += max(0, needed.height - bounds.height)
        }
        guard !candidates.isEmpty else { return }
        growSelfSizingCell(in: &grown, by: growth)
        let (device, orientation) = compiler.target(for: grown)
        let again = LayoutSolution.solve(grown, device: device, orientation: orientation,
                                         text: compiler.options.textEnvironment)
        var fits: Set<[Int]> = []
        for record in again.textRecords {
            guard let candidate = candidates[record.view] else { continue }
            if candidate.height, record.neededHeight - record.textBox.height <= 1e-6 { fits.insert([record.view, 0]) }
            if candidate.width, record.lineWidth - record.textBox.width <= 1e-6 { fits.insert([record.view, 1]) }
        }
        guard !fits.isEmpty else { return }
        result.diagnostics.removeAll { diagnostic in
            guard let view = diagnostic.viewIndex else { return false }
            switch diagnostic.rule {
            case .textClipped: return fits.contains([view, 0])
            // A wrapped text cut at `numberOfLines` is about its width, which did not grow.
            case .textTruncated: return candidates[view]?.width == true && fits.contains([view, 1])
            default: return false
            }
        }
    }

    /// A table or collection view cell that is a file's top-level view (a XIB's
    /// cell) is held at its stored height, as a view that is not screen-sized is;
    /// but a table sizes such a cell by its content (`automaticDimension`, UIKit's
    /// default row height), so its texts' growth is its own: the cell is made
    /// `growth` taller, all the texts of it could need together.
    static func growSelfSizingCell(in screen: inout Screen, by growth: Double) {
        guard growth > 0, screen.views.count > 1, screen.views[0].source == nil, screen.views[1].parent == 0,
              screen.views[1].kind == .cell, case .place(let horizontal, var vertical) = screen.views[1].positioning,
              case .points(let height)? = vertical.size else { return }
        vertical.size = .points(height + growth)
        screen.views[1].positioning = .place(horizontal: horizontal, vertical: vertical)
    }
}
