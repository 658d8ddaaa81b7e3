import Diagnostics
import LayoutIR
import Solver

/// The view layers of the picture: frames, kind outputs and hit areas, labels.
extension SVGEmitter {
    /// One `<rect>` per drawn view, with its tooltip.
    func writeViews(_ scene: SVGScene, to svg: inout SVGWriter) {
        svg.raw("<g id=\"views\">\n")
        for item in scene.items {
            guard let rect = item.drawnRect else { continue }
            let spec = screen.views[item.index]
            let rounded = item.cornerRadius.x > 0 || item.cornerRadius.y > 0
            // Some corners only (`maskedCorners`): a path, since a rect rounds all four.
            let element = rounded && item.roundedCorners != .all ? "path" : "rect"
            // Cut by a clipping ancestor: drawn inside a nested viewport of the
            // clip (it clips as `clipsToBounds` does, and needs no id to share a page).
            if let clip = item.cutBy { openClip(clip, to: &svg) }
            svg.start(element)
            svg.attribute("data-path", spec.path)
            svg.attribute("class", classes(of: item))
            if element == "path" {
                svg.roundedCornersPath(rect, radius: item.cornerRadius, corners: item.roundedCorners)
            } else {
                svg.rectAttributes(rect)
                if rounded {
                    svg.attribute("rx", item.cornerRadius.x)
                    svg.attribute("ry", item.cornerRadius.y)
                }
            }
            svg.open()
            let tip = tooltip(of: item)
            svg.title(tip)
            svg.end(element)
            writeZeroSizeMark(rect, path: spec.path, classes: classes(of: item), tooltip: tip, to: &svg)
            if item.cutBy != nil { svg.raw("</svg>\n") }
        }
        svg.raw("</g>\n")
    }

    /// A nested `<svg>` viewport of exactly `clip`, hiding what lies outside.
    func openClip(_ clip: Rect, to svg: inout SVGWriter) {
        svg.start("svg")
        svg.rectAttributes(clip)
        svg.raw(" viewBox=\"")
        for (i, value) in [clip.x, clip.y, clip.width, clip.height].enumerated() {
            if i > 0 { svg.raw(" ") }
            svg.number(value)
        }
        svg.raw("\" overflow=\"hidden\">\n")
    }

    private func classes(of item: SVGScene.Item) -> String {
        var classes = "v " + SVGStyle.kindClass(item.kind)
        if item.interactive { classes += " i" }
        if item.hidden || item.hiddenByAncestor { classes += " hid" }
        switch item.severity {
        case .error: classes += " err"
        case .warning: classes += " warn"
        default: break
        }
        return classes
    }

    /// `name · kind · path`, the frame and window frame, hidden, corner radius,
    /// then one line per diagnostic rule.
    private func tooltip(of item: SVGScene.Item) -> String {
        let spec = screen.views[item.index]
        let view = layout.views[item.index]
        var lines = ["\(item.name) · \(spec.kind.rawValue) · \(spec.path)",
                     "frame \(SVGFooter.rect(view.frame)) · window \(SVGFooter.rect(view.windowFrame))"]
        if item.hidden {
            lines.append("hidden")
        } else if item.hiddenByAncestor {
            lines.append("hidden (an ancestor is hidden)")
        }
        if spec.cornerRadius != 0 {
            var corner = "cornerRadius \(SVGFooter.n(spec.cornerRadius))"
            if spec.maskedCorners != .all { corner += " on " + Self.cornerNames(spec.maskedCorners) }
            lines.append(corner)
        }
        if let hit = item.hit { lines.append("hit area \(SVGFooter.rect(hit)) in window coordinates") }
        if let severity = item.severity {
            lines.append("\(severity.rawValue): " + item.rules.map { "[\($0)]" }.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    /// Kind outputs, then the hit areas of visible interactive views.
    func writeOutputs(_ scene: SVGScene, to svg: inout SVGWriter) {
        svg.raw("<g id=\"outputs\">\n")
        for item in scene.items where item.drawnRect != nil && !item.outputs.isEmpty {
            // What a clipping ancestor hides of the view hides its text and content too.
            let clip = item.clip.flatMap { clip in
                item.outputs.contains { !SVGGeometry.contains(clip, $0.rect) } ? clip : nil
            }
            if let clip { openClip(clip, to: &svg) }
            for output in item.outputs {
                outputRect(output.style, output.rect, title: "\(item.name) · \(Self.outputName(output.style))", to: &svg)
            }
            if clip != nil { svg.raw("</svg>\n") }
        }
        svg.raw("</g>\n<g id=\"hit\">\n")
        for item in scene.items where !(item.hidden || item.hiddenByAncestor) {
            guard let hit = item.hit, let rect = item.drawnRect else { continue }
            // Outlined only where it differs from the frame, so the frame's own stroke stays clear.
            outputRect(hit == rect ? "hit eq" : "hit", hit, title: "\(item.name) · hit area", to: &svg)
        }
        svg.raw("</g>\n")
    }

    private func outputRect(_ style: String, _ rect: Rect, title: String, to svg: inout SVGWriter) {
        svg.start("rect")
        svg.attribute("class", style)
        svg.rectAttributes(rect)
        svg.open()
        svg.title(title)
        svg.end("rect")
    }

    /// `topLeft, bottomRight`, in `maskedCorners`' order; `no corners` for none.
    static func cornerNames(_ corners: CornerSet) -> String {
        let names: [(CornerSet, String)] = [(.topLeft, "topLeft"), (.topRight, "topRight"),
                                            (.bottomLeft, "bottomLeft"), (.bottomRight, "bottomRight")]
        let named = names.filter { corners.contains($0.0) }.map(\.1)
        return named.isEmpty ? "no corners" : named.joined(separator: ", ")
    }

    private static func outputName(_ style: String) -> String {
        switch style {
        case "text": "textRect"
        case "content": "contentRect"
        case "placeholder": "placeholderRect"
        case "index": "indexRect"
        default: style
        }
    }

    /// Labels at each view's top-left corner, where the estimated text fits.
    /// Views that share a frame (a root and the full-screen views in it) share
    /// one label, `root · feed · content`, each name in its kind's colour; when
    /// the names do not all fit, as many as fit and `+N`. A label that would
    /// overlap one already placed (a child near its parent's corner, a badge)
    /// moves down a line at a time while it stays inside its view, else is left
    /// out; placed labels are kept in a grid, so this stays linear.
    func writeLabels(_ scene: SVGScene, picture: Rect, badges: SVGBadges, textScale k: Double, to svg: inout SVGWriter) {
        svg.raw("<g id=\"labels\" font-size=\"")
        svg.number(8 * k)
        svg.raw("\" stroke-width=\"")
        svg.number(2 * k)
        svg.raw("\">\n")
        var placed = LabelGrid()
        for badge in badges.badges { placed.insert(badges.box(badge.center)) }
        let lineHeight = Self.labelLineHeight * k
        for group in Self.sharedFrames(scene) {
            let first = scene.items[group[0]]
            guard let rect = first.drawnRect, SVGGeometry.overlaps(rect, picture) else { continue }
            let names = group.map { scene.items[$0].name }
            guard let shown = Self.fittingNames(names, width: rect.width - 2, characterWidth: Self.labelCharacterWidth * k)
            else { continue }
            let width = Double(shown.text.unicodeScalars.count) * Self.labelCharacterWidth * k + 2
            var box = Rect(x: rect.x + 2, y: rect.y + 1, width: width, height: lineHeight - 1)
            while placed.overlaps(box), box.maxY + lineHeight <= rect.maxY { box.y += lineHeight }
            guard box.maxY <= rect.maxY, !placed.overlaps(box) else { continue }
            placed.insert(box)
            writeLabel(group: group, count: shown.count, scene: scene, at: Point(x: box.x, y: box.y + 7.5 * k), to: &svg)
        }
        svg.raw("</g>\n")
    }

    /// One `<text class="lbl">`: a single name as plain text, several as tspans.
    private func writeLabel(group: [Int], count: Int, scene: SVGScene, at point: Point, to svg: inout SVGWriter) {
        func classes(_ item: SVGScene.Item) -> String {
            SVGStyle.textClass(item.kind) + (item.hidden || item.hiddenByAncestor ? " lh" : "")
        }
        let first = scene.items[group[0]]
        svg.start("text")
        svg.attribute("class", "lbl" + (group.count == 1 ? " " + classes(first) : ""))
        svg.attribute("x", point.x)
        svg.attribute("y", point.y)
        svg.open()
        if group.count == 1 {
            svg.text(first.name)
        } else {
            for (i, index) in group.prefix(count).enumerated() {
                if i > 0 { svg.raw("<tspan class=\"t-view\"> · </tspan>") }
                svg.raw("<tspan class=\"\(classes(scene.items[index]))\">")
                svg.text(scene.items[index].name)
                svg.raw("</tspan>")
            }
            if count < group.count {
                svg.raw("<tspan class=\"t-view\"> +\(group.count - count)</tspan>")
            }
        }
        svg.end("text")
    }

    /// The drawn items grouped by identical window frame, each group in view
    /// order, the groups in the order of their first view.
    static func sharedFrames(_ scene: SVGScene) -> [[Int]] {
        var groups: [[Int]] = []
        var byRect: [Rect: Int] = [:]
        for (index, item) in scene.items.enumerated() {
            guard let rect = item.drawnRect else { continue }
            if let group = byRect[rect] {
                groups[group].append(index)
            } else {
                byRect[rect] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// The joined label of the most leading names that fit `width` (with `+N`
    /// for the rest), or nil when not even the first name fits.
    ///
    /// Linear in the names: the lengths of the joined prefixes are counted once,
    /// up to the first prefix too long on its own (every longer one is too), and
    /// only the label chosen is joined. Joining every prefix in turn was
    /// quadratic: 16,000 views sharing one frame took 27 s to render.
    static func fittingNames(_ names: [String], width: Double, characterWidth: Double) -> (text: String, count: Int)? {
        func fits(_ length: Int) -> Bool { Double(length) * characterWidth + 2 <= width }
        let separator = " · "
        var prefixLengths: [Int] = []  // [k - 1]: the first k names joined, in Unicode scalars
        var length = -separator.unicodeScalars.count
        for name in names {
            length += separator.unicodeScalars.count + name.unicodeScalars.count
            prefixLengths.append(length)
            if !fits(length) { break }
        }
        for count in stride(from: prefixLengths.count, through: 1, by: -1) {
            let rest = names.count - count
            let more = rest > 0 ? " +\(rest)" : ""
            guard fits(prefixLengths[count - 1] + more.unicodeScalars.count) else { continue }
            return (names.prefix(count).joined(separator: separator) + more, count)
        }
        return nil
    }

    /// Estimated advance of a character of the 8-pt label font (times the text scale).
    static let labelCharacterWidth = 4.8
    static let labelLineHeight = 9.0
}

/// Placed label boxes, bucketed by 32-pt cells.
struct LabelGrid {
    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    private static let cellSize = 32.0
    private var cells: [Cell: [Rect]] = [:]

    /// Cell indices are clamped to ±2^20 (33 million points): a label of a view
    /// at a huge or non-finite position (which the picture does not show
    /// anyway) must not trap converting to `Int`, nor walk billions of cells.
    private static func cellIndex(_ value: Double) -> Int {
        let index = (value / cellSize).rounded(.down)
        guard index.isFinite else { return index < 0 ? -(1 << 20) : 1 << 20 }
        return Int(max(-Double(1 << 20), min(Double(1 << 20), index)))
    }

    private static func cells(of box: Rect) -> [Cell] {
        let x0 = cellIndex(box.minX), x1 = cellIndex(box.maxX)
        let y0 = cellIndex(box.minY), y1 = cellIndex(box.maxY)
        guard x0 <= x1, y0 <= y1, (x1 - x0 + 1) * (y1 - y0 + 1) <= 4096 else {
            // A label box this large is not drawn where other labels could meet it.
            return [Cell(x: x0, y: y0)]
        }
        var found: [Cell] = []
        for x in x0...x1 {
            for y in y0...y1 { found.append(Cell(x: x, y: y)) }
        }
        return found
    }

    func overlaps(_ box: Rect) -> Bool {
        Self.cells(of: box).contains { cell in
            cells[cell]?.contains { $0.intersection(box) != nil } ?? false
        }
    }

    mutating func insert(_ box: Rect) {
        for cell in Self.cells(of: box) { cells[cell, default: []].append(box) }
    }
}
