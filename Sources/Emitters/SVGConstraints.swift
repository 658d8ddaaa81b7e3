import LayoutIR
import Solver

/// The constraints of chosen views in the picture (`layoutc render
/// --constraints ID`, issue 26, part 5): each constraint whose first or second
/// item is one of them, drawn as a line from its first anchor to its second in
/// window coordinates (a size against a constant as a line across the view),
/// with a dot at the first end; blue when it held, red and dashed when the
/// conflict search broke it, orange and dashed when, optional, it was left
/// unmet. The tooltip gives the constraint as written, its line and what
/// became of it. Drawn over the views, under the labels. The views a
/// conflict or an ambiguity is about are already stroked red or orange (their
/// findings) and carry their badges.
extension SVGEmitter {
    /// The constraint lines' style rules.
    public static var constraintRules: String {
        ".cn{stroke:#1f6fd1;stroke-width:1.5;fill:none}.cn.broken{stroke:#d62728;stroke-dasharray:4 3}"
            + ".cn.unmet{stroke:#ff7f0e;stroke-dasharray:4 3}.cnd{fill:#1f6fd1}\n"
    }

    func writeConstraints(to svg: inout SVGWriter) {
        let chosen = constraintViews
        guard !chosen.isEmpty else { return }
        let drawn = screen.constraints.indices.filter { index in
            let c = screen.constraints[index]
            return chosen.contains(c.first.view) || c.second.map { chosen.contains($0.view) } == true
        }
        guard !drawn.isEmpty else { return }
        svg.raw("<g id=\"constraints\">\n")
        if standalone { svg.raw("<style>" + Self.constraintRules.dropLast() + "</style>\n") }
        for index in drawn {
            let c = screen.constraints[index]
            guard let first = anchorPoint(c.first) else { continue }
            var from = first.point, to = first.point
            if let second = c.second, let end = anchorPoint(second) {
                to = end.point
            } else if let across = first.across {
                (from, to) = across
            }
            let outcome = layout.constraintOutcomes[index] ?? .met
            let state: String
            switch outcome {
            case .met: state = "held"
            case .broken: state = "broken"
            case .unmet(let error): state = "unmet at \(SVGFooter.n(c.priority)): off by \(SVGFooter.n(error)) pt"
            }
            svg.start("path")
            svg.attribute("class", outcome == .met ? "cn" : outcome == .broken ? "cn broken" : "cn unmet")
            svg.raw(" d=\"M")
            svg.number(from.x)
            svg.raw(" ")
            svg.number(from.y)
            svg.raw("L")
            svg.number(to.x)
            svg.raw(" ")
            svg.number(to.y)
            svg.raw("\"")
            svg.open()
            let line = c.location.map { "line \($0.line): " } ?? ""
            svg.title("\(line)\(c.text) · \(state)")
            svg.end("path")
            svg.start("circle")
            svg.attribute("class", "cnd")
            svg.attribute("cx", first.point.x)
            svg.attribute("cy", first.point.y)
            svg.attribute("r", 2)
            svg.close()
        }
        svg.raw("</g>\n")
    }

    /// Where an anchor sits in window coordinates: an edge's midpoint, a
    /// centre, or for a size the view's middle with the line across it.
    private func anchorPoint(_ anchor: ConstraintAnchor) -> (point: Point, across: (Point, Point)?)? {
        guard anchor.view < layout.views.count else { return nil }
        let solved = layout.views[anchor.view]
        let frame = solved.windowFrame
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
        let (box, attribute) = solved.guideBox(anchor, in: frame)
        let midX = box.x + box.width / 2, midY = box.y + box.height / 2
        switch attribute {
        case .width: return (Point(x: midX, y: midY), (Point(x: box.x, y: midY), Point(x: box.x + box.width, y: midY)))
        case .height: return (Point(x: midX, y: midY), (Point(x: midX, y: box.y), Point(x: midX, y: box.y + box.height)))
        default:
            // An edge's midpoint, or the centre: the attribute's value on its axis, the middle across.
            guard let value = box.value(of: attribute) else { return nil }
            return (attribute.isHorizontal ? Point(x: value, y: midY) : Point(x: midX, y: value), nil)
        }
    }
}
