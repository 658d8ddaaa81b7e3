import Diagnostics
import LayoutIR

/// The numbered badges on views with findings: a disc in the severity's colour
/// at the view's top-right corner, its number matching the findings list under
/// the screen, so a picture pasted into a pull request explains itself. One
/// badge per finding per view: a view with two findings has two badges side by
/// side, and every copy a folded finding covers carries its number.
struct SVGBadges {
    /// One badge: the view (index into the scene's items), its number, where it sits.
    struct Badge {
        var item: Int
        var number: Int
        var center: Point
        var severity: Severity
        /// The rule ids of the finding, for the tooltip.
        var rule: String
    }

    private(set) var badges: [Badge] = []
    let radius: Double

    /// Places a badge for every badged view: inside the view's top-right corner
    /// when the view is large enough, else centred on that corner; a badge that
    /// would cover one already placed (views sharing a corner) moves left a
    /// badge at a time, at most a few times.
    init(scene: SVGScene, textScale: Double) {
        radius = 7 * textScale
        var placed = LabelGrid()
        var findingByNumber: [Int: Diagnostic] = [:]
        for finding in scene.findings where findingByNumber[finding.number] == nil {
            findingByNumber[finding.number] = finding.diagnostic
        }
        for index in scene.badged {
            let item = scene.items[index]
            guard let rect = item.drawnRect else { continue }
            let inside = rect.width >= 2 * radius + 2 && rect.height >= 2 * radius + 2
            for number in item.badges {
                var center = inside ? Point(x: rect.maxX - radius - 1, y: rect.minY + radius + 1)
                    : Point(x: rect.maxX, y: rect.minY)
                for _ in 0..<6 where placed.overlaps(box(center)) { center.x -= 2 * radius + 1 }
                placed.insert(box(center))
                let finding = findingByNumber[number]
                badges.append(Badge(item: index, number: number, center: center,
                                    severity: finding?.severity ?? item.severity ?? .warning,
                                    rule: finding?.rule.rawValue ?? ""))
            }
        }
    }

    /// The square a badge covers.
    func box(_ center: Point) -> Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// `<g id="badges">`: one `<g class="badge be|bw" data-path data-badge>` (error, warning) each.
    func write(to svg: inout SVGWriter, scene: SVGScene, screen: Screen, textScale: Double) {
        guard !badges.isEmpty else { return }
        svg.raw("<g id=\"badges\" font-size=\"")
        svg.number(9 * textScale)
        svg.raw("\">\n")
        for badge in badges {
            let item = scene.items[badge.item]
            svg.start("g")
            svg.attribute("class", badge.severity == .error ? "badge be" : "badge bw")
            svg.attribute("data-path", screen.views[item.index].path)
            svg.attribute("data-badge", "\(badge.number)")
            svg.open()
            svg.title("\(badge.number) · \(item.name): [\(badge.rule)]")
            svg.start("circle")
            svg.attribute("cx", badge.center.x)
            svg.attribute("cy", badge.center.y)
            svg.attribute("r", radius)
            svg.close()
            svg.textElement("text", "\(badge.number)") {
                $0.attribute("x", badge.center.x)
                $0.attribute("y", badge.center.y + 3.2 * textScale)
            }
            svg.end("g")
        }
        svg.raw("</g>\n")
    }

    /// The findings list's lines for one finding: `1 · rule · name: message`
    /// (`name ×4 copies` for a folded finding drawn on four views), wrapped to
    /// `columns` characters (`continued` on the lines after the first, which
    /// the footer indents).
    static func listLines(_ finding: SVGScene.Finding, scene: SVGScene, columns: Int)
        -> [(severity: Severity, text: String, continued: Bool)] {
        let text = summaryLine(finding, scene: scene) + ": " + finding.diagnostic.message
        return wrapWords(text, columns: columns).enumerated().map { (finding.diagnostic.severity, $0.element, $0.offset > 0) }
    }

    /// `19 · rule · name`: a finding without its message, for the list's tail.
    static func summaryLine(_ finding: SVGScene.Finding, scene: SVGScene) -> String {
        var name = scene.items[finding.items[0]].name
        let copies = max(finding.diagnostic.foldedPaths.count, finding.items.count)
        if copies > 1 { name += " ×\(copies) copies" }
        return "\(finding.number) · \(finding.diagnostic.rule.rawValue) · \(name)"
    }

    /// `text` broken at spaces into lines of at most `columns` characters (a
    /// longer word gets a line of its own).
    static func wrapWords(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if current.isEmpty {
                current = String(word)
            } else if current.unicodeScalars.count + 1 + word.unicodeScalars.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
