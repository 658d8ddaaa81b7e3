import Diagnostics
import LayoutIR
import Solver

/// The text under the screen: what was drawn (screen, device, safe area), a
/// legend of the styles the picture uses, the findings by badge number, and
/// notes on what could not be drawn. Sizes are for a phone, times `textScale`.
struct SVGFooter {
    /// One legend entry: a swatch drawn with `swatch` classes, then `label`.
    struct Entry {
        var swatch: String
        var label: String
    }

    enum Row {
        case heading(String)
        case text(String)
        case legend([Entry])
        /// A line of the findings list, in its severity's colour.
        case finding(Severity, String, continued: Bool)
    }

    static let lineHeight = 13.0
    static let padding = 6.0
    /// Estimated advance of a character of the 10-pt notes font.
    static let characterWidth = 5.5
    /// Longest list of skipped rectangles or unattached diagnostics shown.
    static let maxListed = 20
    /// Most lines of the findings list (a generated screen can have thousands).
    static let maxFindingLines = 60

    private(set) var rows: [Row] = []
    let textScale: Double

    /// `picture`: the area the SVG shows; views entirely outside it are listed.
    init(scene: SVGScene, file: String, screen: Screen, layout: ResolvedLayout, picture: Rect, textScale: Double = 1) {
        self.textScale = textScale
        let width = (picture.width - 8) / textScale
        let size = layout.metrics.size
        let insets = layout.views.first?.safeAreaInsets ?? .zero
        rows.append(.heading("\(screen.name) · \(file)"))
        let facts = ["\(layout.device.id) \(layout.orientation.rawValue)", "\(Self.n(size.width)) × \(Self.n(size.height)) pt",
                     "safe area \(Self.insets(insets))", "\(screen.views.count) views"]
        rows += Self.wrap(facts, width: width).map(Row.text)
        for line in Self.wrap(Self.legend(scene: scene, rootInsets: insets), width: width) {
            rows.append(.legend(line))
        }
        // Bounded before Int(_:), which traps on a non-finite or huge width.
        let columns = width / Self.characterWidth
        listFindings(scene, columns: columns.isFinite ? Int(max(0, min(columns, 100_000))) : 80)
        list("not drawn, not finite:", scene.skipped)
        let outside = scene.items.filter { item in item.rect.map { !SVGGeometry.overlaps($0, picture) } ?? false }
        list("outside the picture:", outside.map { "\($0.name) \(Self.rect($0.rect ?? .zero))" })
        list("diagnostics not on a drawn view:", scene.unattached.map(Self.describe))
    }

    var height: Double { (Double(rows.count) * Self.lineHeight + 2 * Self.padding) * textScale }

    /// `findings:` and, per finding by number, `1 · rule · name: message`, wrapped.
    private mutating func listFindings(_ scene: SVGScene, columns: Int) {
        guard !scene.findings.isEmpty else { return }
        rows.append(.heading("findings:"))
        // Findings in full while they fit in the list's lines (a finding is
        // never cut mid-way)…
        var listed = 0, used = 0
        for finding in scene.findings {
            let lines = SVGBadges.listLines(finding, scene: scene, columns: max(20, columns - 2))
            guard used + lines.count <= Self.maxFindingLines else { break }
            for line in lines { rows.append(.finding(line.severity, line.text, continued: line.continued)) }
            used += lines.count
            listed += 1
        }
        // …then the rest by number, rule and view, a line each: a PNG has no
        // tooltips to hover.
        let rest = scene.findings.dropFirst(listed)
        for finding in rest.prefix(Self.maxListed) {
            let summary = SVGBadges.summaryLine(finding, scene: scene)
            rows.append(.finding(finding.diagnostic.severity, String(summary.prefix(max(20, columns))), continued: false))
        }
        if rest.count > Self.maxListed {
            let unlisted = rest.count - Self.maxListed
            rows.append(.text("… and \(unlisted) more \(unlisted == 1 ? "finding" : "findings"); `layoutc lint` lists every finding in full"))
        }
    }

    private mutating func list(_ title: String, _ lines: [String]) {
        guard !lines.isEmpty else { return }
        rows.append(.text(title))
        for line in lines.prefix(Self.maxListed) { rows.append(.text("• " + line)) }
        if lines.count > Self.maxListed { rows.append(.text("• … and \(lines.count - Self.maxListed) more")) }
    }

    /// The rows from `top`, starting at `left`.
    func write(to svg: inout SVGWriter, left: Double, top: Double) {
        let k = textScale
        svg.raw("<g id=\"notes\" class=\"note\" font-size=\"")
        svg.number(10 * k)
        svg.raw("\">\n")
        var baseline = top + (Self.padding + 10) * k
        for row in rows {
            switch row {
            case .heading(let text):
                svg.textElement("text", text) { $0.attribute("class", "head"); $0.attribute("x", left); $0.attribute("y", baseline) }
            case .text(let text):
                svg.textElement("text", text) { $0.attribute("x", left); $0.attribute("y", baseline) }
            case .finding(let severity, let text, let continued):
                svg.textElement("text", text) {
                    $0.attribute("class", severity == .error ? "ferr" : "fwarn")
                    $0.attribute("x", continued ? left + 12 * k : left)
                    $0.attribute("y", baseline)
                }
            case .legend(let entries):
                var x = left
                for entry in entries {
                    svg.start("rect")
                    svg.attribute("class", entry.swatch)
                    svg.rectAttributes(Rect(x: x, y: baseline - 8 * k, width: 12 * k, height: 8 * k))
                    svg.close()
                    svg.textElement("text", entry.label) { $0.attribute("x", x + 15 * k); $0.attribute("y", baseline) }
                    x += Self.width(of: entry) * k
                }
            }
            baseline += Self.lineHeight * k
        }
        svg.raw("</g>\n")
    }

    /// The legend in a fixed order, only what the picture shows.
    static func legend(scene: SVGScene, rootInsets: Insets) -> [Entry] {
        var entries: [Entry] = []
        for kind in ViewKind.allCases where scene.used.contains(SVGStyle.kindClass(kind)) {
            entries.append(Entry(swatch: "v " + SVGStyle.kindClass(kind), label: kind.rawValue))
        }
        let extras: [(String, String, String)] = [
            ("i", "v k-view i", "interactive"), ("hit", "hit", "hit area"), ("hid", "v k-view hid", "hidden"),
            ("text", "text", "text rect"), ("content", "content", "image content"),
            ("placeholder", "placeholder", "placeholder"), ("index", "index", "section index"),
            ("err", "v err", "error"), ("warn", "v warn", "warning"),
        ]
        for (used, swatch, label) in extras where scene.used.contains(used) {
            entries.append(Entry(swatch: swatch, label: label))
        }
        if scene.used.contains(SVGStyle.kindClass(.stack)) { entries.append(Entry(swatch: "gap", label: "stack gap")) }
        if rootInsets != .zero { entries.append(Entry(swatch: "unsafe", label: "unsafe area")) }
        entries.append(Entry(swatch: "safe", label: "safe-area edge"))
        return entries
    }

    /// Phrases joined by ` · ` into lines no wider than `width` (estimated).
    static func wrap(_ phrases: [String], width: Double) -> [String] {
        var lines: [String] = []
        for phrase in phrases {
            if let last = lines.last, Double((last + " · " + phrase).unicodeScalars.count) * characterWidth <= width {
                lines[lines.count - 1] = last + " · " + phrase
            } else {
                lines.append(phrase)
            }
        }
        return lines
    }

    /// Entries packed into lines no wider than `width` (estimated text widths).
    static func wrap(_ entries: [Entry], width: Double) -> [[Entry]] {
        var lines: [[Entry]] = [[]]
        var used = 0.0
        for entry in entries {
            let w = Self.width(of: entry)
            if used + w > width, !(lines[lines.count - 1].isEmpty) {
                lines.append([])
                used = 0
            }
            lines[lines.count - 1].append(entry)
            used += w
        }
        return lines
    }

    /// Swatch, gap, label at about 5.5 units a character, and a gap.
    static func width(of entry: Entry) -> Double {
        15 + Double(entry.label.unicodeScalars.count) * characterWidth + 10
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        var text = "\(diagnostic.severity.rawValue) [\(diagnostic.rule.rawValue)]"
        if let view = diagnostic.viewID ?? diagnostic.viewPath { text += " on \(view)" }
        if let start = diagnostic.range?.start { text += " at \(start.line):\(start.column)" }
        return text
    }

    /// A number in `NumberFormat`; `?` for a non-finite one (the picture never
    /// shows NaN).
    static func n(_ value: Double) -> String { value.isFinite ? NumberFormat.string(value) : "?" }

    static func insets(_ i: Insets) -> String { "[\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))]" }

    static func rect(_ r: Rect) -> String { "[\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height))]" }
}
