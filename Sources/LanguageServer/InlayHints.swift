import Diagnostics
import LayoutIR
import Solver

/// `textDocument/inlayHint`: each view's solved frame at the end of its first
/// line (`= 16,98 361×240`), and on a flow's `items:` (or `sections:`) line how
/// the layout broke the items into lines (`= 1001 lines: 10 × 1000 + 4 items`),
/// and on each constraint line what it resolved to (`= 16`, `broken`,
/// `unmet at 250: off by 12 pt`).
extension LanguageServerSession {
    func inlayHints(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        guard let uri = Self.documentURI(params), let snapshot = outlineSnapshot(uri, &messages),
              let screen = snapshot.result.screen, let layout = snapshot.result.layout
        else { return [] }
        let result = snapshot.result, outline = snapshot.outline
        let requested = LSPRange(params["range"])
        let converter = snapshot.converter
        var hints: [(LSPPosition, String)] = []
        func add(atEndOfLineOf location: SourceLocation, _ label: String) {
            let line = snapshot.lspPosition(location).line
            if let requested, line < requested.start.line || line > requested.end.line { return }
            hints.append((converter.lspPosition(line: line, scalarColumn: .max), label))
        }
        for index in outline.byStart where index < layout.views.count {
            add(atEndOfLineOf: outline.ranges[index].start, "= " + Self.frameText(layout.views[index].frame))
            guard let flow = screen.views[index].flow else { continue }
            let summary = Self.flowLines(screen.views[index], flow: flow, layout: layout)
            if let key = result.sourceMap.keyRange(forView: index, path: "flow.items")
                ?? result.sourceMap.keyRange(forView: index, path: "flow.sections")
            {
                add(atEndOfLineOf: key.start, summary)
            }
        }
        // Each constraint line: what it resolved to (``ConstraintHints``).
        for (index, constraint) in screen.constraints.enumerated() {
            guard let location = constraint.location,
                  let label = ConstraintHints.label(index, screen: screen, layout: layout) else { continue }
            add(atEndOfLineOf: location, label)
        }
        hints.sort { $0.0 < $1.0 }
        return .array(hints.map { position, label in
            ["position": position.json, "label": .string(label), "paddingLeft": true]
        })
    }

    /// `= 3 lines: 4 + 4 + 2 items`, per section when there are several.
    static func flowLines(_ view: ViewSpec, flow: FlowSpec, layout: ResolvedLayout) -> String {
        let items = view.children
        var start = 0
        var parts: [String] = []
        for section in flow.sections {
            let end = min(items.count, start + section.itemSizes.count)
            var counts: [Int] = []
            var lineStart: Double?
            for item in items[start..<end] where item < layout.views.count {
                let frame = layout.views[item].frame
                let position = flow.direction == .vertical ? frame.y : frame.x
                if let current = lineStart, abs(current - position) < 0.5 {
                    counts[counts.count - 1] += 1
                } else {
                    counts.append(1)
                    lineStart = position
                }
            }
            let lines = counts.count == 1 ? "1 line" : "\(counts.count) lines"
            parts.append(counts.isEmpty ? "no items" : "\(lines): \(perLine(counts)) items")
            start = end
        }
        if parts.count == 1 { return "= " + parts[0] }
        var shown = parts.prefix(maxSections).enumerated().map { "section \($0.offset): \($0.element)" }
        if parts.count > maxSections { shown.append("… \(parts.count - maxSections) more sections") }
        return "= " + shown.joined(separator: "; ")
    }

    /// Terms of one section's line summary, and sections, shown before `…`: a
    /// hint is one line beside the code (a `repeat: 100000` made it 50 KB).
    static let maxTerms = 8
    static let maxSections = 4

    /// `4 + 4 + 2`; a run of three or more lines of the same count as
    /// `count × lines` (`10 × 1000 + 4`); at most ``maxTerms`` terms.
    static func perLine(_ counts: [Int]) -> String {
        var terms: [String] = []
        var index = 0
        while index < counts.count, terms.count < maxTerms {
            var end = index + 1
            while end < counts.count, counts[end] == counts[index] { end += 1 }
            let run = end - index
            if run >= 3 {
                terms.append("\(counts[index]) × \(run)")
            } else {
                let taken = min(run, maxTerms - terms.count)
                terms += Array(repeating: String(counts[index]), count: taken)
                end = index + taken
            }
            index = end
        }
        if index < counts.count { terms.append("…") }
        return terms.joined(separator: " + ")
    }
}
