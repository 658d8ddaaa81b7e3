import LayoutIR
import Solver

/// The gaps of stacks in the picture: the space a stack leaves between each
/// pair of neighbouring visible arranged views (its spacing, custom spacing,
/// or what equalSpacing and equalCentering spread), tinted in the stack's
/// colour across the stack's whole cross length, with a tooltip giving the
/// gap's length. Drawn over the views, under the labels.
extension SVGEmitter {
    /// The gaps' style rule: the stack kind's colour, translucent, no outline.
    /// A picture standing alone carries it in a `<style>` when it draws a stack;
    /// a page of pictures has it in its own style sheet (a live page may run no
    /// inline style under its Content-Security-Policy).
    public static var stackGapRule: String {
        ".gap{fill:\(SVGStyle.color(of: .stack));fill-opacity:.22;stroke:none}\n"
    }

    func writeStackGaps(_ scene: SVGScene, to svg: inout SVGWriter) {
        // The style goes with any drawn stack: the legend shows a gap swatch then.
        guard scene.used.contains(SVGStyle.kindClass(.stack)) else { return }
        svg.raw("<g id=\"stack-gaps\">\n")
        if standalone { svg.raw("<style>" + Self.stackGapRule.dropLast() + "</style>\n") }
        for item in scene.items where item.kind == .stack && !(item.hidden || item.hiddenByAncestor) {
            guard let stackRect = item.drawnRect else { continue }
            let horizontal = screen.views[item.index].stackSpec.axis == .horizontal
            var previous: Rect?
            for child in screen.views.arrangedViews(of: item.index) where !screen.views[child].hidden {
                guard let rect = scene.items[child].drawnRect else {
                    previous = nil
                    continue
                }
                defer { previous = rect }
                guard let previous, let gap = Self.gap(between: previous, and: rect, in: stackRect, horizontal: horizontal)
                else { continue }
                svg.start("rect")
                svg.attribute("class", "gap")
                svg.rectAttributes(gap)
                svg.open()
                svg.title("\(item.name) · gap \(SVGFooter.n(horizontal ? gap.width : gap.height)) pt")
                svg.end("rect")
            }
        }
        svg.raw("</g>\n")
    }

    /// The strip between two neighbours along the axis, across the whole stack;
    /// nil when they touch or overlap.
    static func gap(between a: Rect, and b: Rect, in stack: Rect, horizontal: Bool) -> Rect? {
        if horizontal {
            guard b.minX - a.maxX > 0 else { return nil }
            return Rect(x: a.maxX, y: stack.minY, width: b.minX - a.maxX, height: stack.height)
        }
        guard b.minY - a.maxY > 0 else { return nil }
        return Rect(x: stack.minX, y: a.maxY, width: stack.width, height: b.minY - a.maxY)
    }
}
