import Diagnostics
import LayoutIR

/// The numbered badges on views with findings: a disc in the severity's colour
/// at the view's top-right corner, its number matching the findings list under
/// the screen, so a picture pasted into a pull request explains itself.
struct SVGBadges {
    /// One badge: the view (index into the scene's items), its number, where it sits.
    struct Badge {
        var item: Int
        var number: Int
        var center: Point
        var severity: Severity
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
        for index in scene.badged {
            let item = scene.items[index]
            guard let rect = item.rect, let number = item.badge else { continue }
            let inside = rect.width >= 2 * radius + 2 && rect.height >= 2 * radius + 2
            var center = inside ? Point(x: rect.maxX - radius - 1, y: rect.minY + radius + 1)
                : Point(x: rect.maxX, y: rect.minY)
            for _ in 0..<6 where placed.overlaps(box(center)) { center.x -= 2 * radius + 1 }
            placed.insert(box(center))
            badges.append(Badge(item: index, number: number, center: center, severity: item.severity ?? .warning))
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
            svg.title("\(badge.number) · \(item.name): " + item.findings.map { "[\($0.rule.rawValue)]" }.joined(separator: " "))
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

    /// The findings list's lines for one badged view: `1 · rule · name: message`
    /// per finding, each wrapped to `columns` characters (`continued` on the
    /// lines after the first, which the footer indents).
    static func listLines(number: Int, item: SVGScene.Item, columns: Int)
        -> [(severity: Severity, text: String, continued: Bool)] {
        var lines: [(Severity, String, Bool)] = []
        for finding in item.findings {
            let text = "\(number) · \(finding.rule.rawValue) · \(item.name): \(finding.message)"
            for (i, line) in wrapWords(text, columns: columns).enumerated() {
                lines.append((finding.severity, line, i > 0))
            }
        }
        return lines
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
