import Diagnostics
import Driver
import LayoutIR
import Solver
import SpecReader

/// Quick fixes for the constraint findings (issue 26, part 5), each leaving
/// the frames the solve gave:
/// - `unsatisfiable-constraints` caused by the translatesAutoresizingMaskIntoConstraints
///   trap: the `frame`/`place` of the view that also has constraints removed;
/// - `ambiguous-layout` of a size a view's content gives (tied hugging): the
///   view's hugging on that axis raised by one step, so it keeps its intrinsic size;
/// - `ambiguous-layout` otherwise: the missing horizontal or vertical
///   constraints added, pinning the free values where the solve put them
///   (`leading = superview.leading + 16`, `width = 24`).
enum ConstraintFixes {
    struct Fix {
        var title: String
        var changes: [JSONValue]
    }

    static func fixes(_ diagnostic: Diagnostic, view index: Int, result: CompileResult, edits: ViewEdits) -> [Fix] {
        guard let screen = result.screen, let layout = result.layout, index < screen.views.count else { return [] }
        switch diagnostic.rule {
        case .unsatisfiableConstraints: return trapFixes(diagnostic, screen, result.sourceMap, edits)
        case .ambiguousLayout: return ambiguityFixes(diagnostic, index, screen, layout, result.sourceMap, edits)
        default: return []
        }
    }

    static func name(_ view: Int, _ screen: Screen) -> String { screen.views[view].id ?? screen.views[view].path }

    // MARK: The translatesAutoresizingMaskIntoConstraints trap

    private static func trapFixes(_ diagnostic: Diagnostic, _ screen: Screen, _ map: SpecSourceMap,
                                  _ edits: ViewEdits) -> [Fix] {
        var fixes: [Fix] = []
        for view in screen.views.indices {
            for key in ["frame", "place"] where diagnostic.message.contains("'\(name(view, screen))' has '\(key)' and constraints") {
                guard let source = map.viewSource(view), let edit = edits.remove(key, in: source) else { continue }
                fixes.append(Fix(title: "Remove '\(key)' of '\(name(view, screen))' (its constraints place it)", changes: [edit]))
            }
        }
        return fixes
    }

    // MARK: Ambiguity

    /// The values the finding names as free: 0 x, 1 y, 2 width, 3 height.
    static func freeValues(_ message: String) -> [Int] {
        ["x", "y", "width", "height"].enumerated().compactMap { value, name in
            message.contains(": \(name) can be") || message.contains(", \(name) can be") ? value : nil
        }
    }

    private static func ambiguityFixes(_ diagnostic: Diagnostic, _ index: Int, _ screen: Screen, _ layout: ResolvedLayout,
                                       _ map: SpecSourceMap, _ edits: ViewEdits) -> [Fix] {
        guard let source = map.viewSource(index), index < layout.views.count else { return [] }
        let free = freeValues(diagnostic.message)
        let frame = layout.views[index].frame
        var fixes: [Fix] = []
        for vertical in [false, true] {
            let position = vertical ? 1 : 0, size = vertical ? 3 : 2
            let axis = free.filter { $0 == position || $0 == size }
            guard !axis.isEmpty else { continue }
            if axis.contains(size), hasContentSize(screen.views[index], vertical: vertical),
               let fix = raiseHugging(index, vertical: vertical, screen, source, edits) {
                fixes.append(fix)
                continue
            }
            var lines: [String] = []
            if axis.contains(position) {
                let edge = vertical ? "top" : "leading"
                lines.append("\(edge) = superview.\(edge)" + offset(vertical ? frame.y : leadingInset(index, screen, layout)))
            }
            if axis.contains(size) {
                lines.append("\(vertical ? "height" : "width") = \(ViewSummary.number(vertical ? frame.height : frame.width))")
            }
            let changes = lines.compactMap { edits.append($0, toListOf: "constraints", in: source) }
            guard changes.count == lines.count, !changes.isEmpty else { continue }
            let quoted = lines.map { "'\($0)'" }.joined(separator: " and ")
            fixes.append(Fix(title: "Add \(quoted) to '\(name(index, screen))' (where the solve put it)",
                             changes: changes))
        }
        return fixes
    }

    /// How far the view's leading edge is from its superview's: its x, or
    /// right to left (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction, as the solve mirrors `leading`)
    /// the superview's width less its maxX.
    static func leadingInset(_ index: Int, _ screen: Screen, _ layout: ResolvedLayout) -> Double {
        let frame = layout.views[index].frame
        guard index < layout.rightToLeft.count, layout.rightToLeft[index],
              let parent = screen.views[index].parent, parent < layout.views.count else { return frame.x }
        return layout.views[parent].boundsSize.width - (frame.x + frame.width)
    }

    /// ` + 16`, ` - 4`, or nothing for 0.
    static func offset(_ value: Double) -> String {
        if value == 0 { return "" }
        return (value < 0 ? " - " : " + ") + ViewSummary.number(abs(value))
    }

    /// Whether the view's content gives it a length on the axis (an intrinsic size).
    static func hasContentSize(_ view: ViewSpec, vertical: Bool) -> Bool {
        if let size = view.attributes.intrinsicSize {
            return (vertical ? size.height : size.width) != KindAttributes.noIntrinsicMetric
        }
        return [.label, .button, .image, .textField].contains(view.kind)
    }

    /// `hugging: {horizontal: 252, vertical: 251}`: the axis raised one step,
    /// the other kept.
    private static func raiseHugging(_ index: Int, vertical: Bool, _ screen: Screen, _ source: ViewSource,
                                     _ edits: ViewEdits) -> Fix? {
        let view = screen.views[index]
        let fallback = ArrangedSettings.defaultHugging(for: view.kind)
        var horizontal = view.arranged.hugging(vertical: false) ?? fallback
        var verticalValue = view.arranged.hugging(vertical: true) ?? fallback
        if vertical { verticalValue += 1 } else { horizontal += 1 }
        guard horizontal <= 1000, verticalValue <= 1000 else { return nil }
        let value = "{horizontal: \(ViewSummary.number(horizontal)), vertical: \(ViewSummary.number(verticalValue))}"
        guard let edit = edits.set("hugging", to: value, in: source) else { return nil }
        let raised = ViewSummary.number(vertical ? verticalValue : horizontal)
        return Fix(title: "Raise the \(vertical ? "vertical" : "horizontal") hugging of '\(name(index, screen))' to \(raised) (break the tie)",
                   changes: [edit])
    }
}
