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
/// findings) and carry their badges. With ``pickableConstraints`` (the
/// report and the preview) every other constraint is written too, hidden, so
/// that clicking a view on the page shows its constraints.
extension SVGEmitter {
    /// The constraint lines' style rules.
    public static var constraintRules: String {
        ".cn{stroke:#1f6fd1;stroke-width:1.5;fill:none}.cn.broken{stroke:#d62728;stroke-dasharray:4 3}"
            + ".cn.unmet{stroke:#ff7f0e;stroke-dasharray:4 3}.cnd{fill:#1f6fd1}.cnp{display:none}.cnp.on{display:inline}\n"
    }

    func writeConstraints(to svg: inout SVGWriter) {
        let chosen = constraintViews
        var drawn: [Int] = [], pickable: [Int] = []
        let picking = pickableConstraints && screen.constraints.count <= Self.maxPickableConstraints
        for index in screen.constraints.indices {
            let c = screen.constraints[index]
            if chosen.contains(c.first.view) || c.second.map({ chosen.contains($0.view) }) == true {
                drawn.append(index)
            } else if picking {
                pickable.append(index)
            }
        }
        guard !drawn.isEmpty || !pickable.isEmpty else { return }
        svg.raw("<g id=\"constraints\">\n")
        if standalone { svg.raw("<style>" + Self.constraintRules.dropLast() + "</style>\n") }
        for index in drawn { writeConstraint(index, to: &svg) }
        // The others, hidden until their view is picked on the page: each in a
        // group naming the paths of its items' views, which the page's script shows.
        for index in pickable {
            let c = screen.constraints[index]
            var paths = [screen.views[c.first.view].path]
            if let second = c.second, second.view != c.first.view { paths.append(screen.views[second.view].path) }
            svg.start("g")
            svg.attribute("class", "cnp")
            svg.attribute("data-cv", paths.joined(separator: " "))
            svg.open()
            writeConstraint(index, to: &svg)
            svg.raw("</g>\n")
        }
        svg.raw("</g>\n")
    }

    /// Constraints the page can show for a picked view, at most: past it only
    /// the views of findings have theirs drawn (a picture stays a few times
    /// the size of its views).
    public static let maxPickableConstraints = 2_000

    /// One constraint's line and the dot at its first end.
    private func writeConstraint(_ index: Int, to svg: inout SVGWriter) {
        let c = screen.constraints[index]
        let mirrored = layout.laysOutRightToLeft(c)
        guard let first = anchorPoint(c.first, mirrored: mirrored) else { return }
        var from = first.point, to = first.point
        if let second = c.second, let end = anchorPoint(second, mirrored: mirrored) {
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

    /// Where an anchor sits in window coordinates: an edge's midpoint, a
    /// centre, or for a size the view's middle with the line across it;
    /// leading is the right edge in a constraint laid out right to left.
    private func anchorPoint(_ anchor: ConstraintAnchor, mirrored: Bool) -> (point: Point, across: (Point, Point)?)? {
        guard anchor.view < layout.views.count else { return nil }
        let solved = layout.views[anchor.view]
        let frame = solved.windowFrame
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
        let (box, plain) = solved.guideBox(anchor, in: frame)
        let attribute = plain.edge(mirrored: mirrored)
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
