import LayoutIR

extension SVGEmitter {
    /// Half the arm of the cross that marks a view with neither width nor height.
    static let pointMarkArm = 3.0

    /// SVG renders no `<rect>` whose width or height is 0, so a view with no
    /// width or no height (a hidden arranged view, an empty view in a stack, a
    /// view with no intrinsic size) would vanish from the picture. Its `<rect>`
    /// stays (its attributes are the frame); this mark is drawn over it: the line
    /// its frame is, or a small cross on its point. It carries the view's path,
    /// classes (`v z` plus kind, hidden, findings) and tooltip, so a report's
    /// hover and finding outline reach it as they reach the rect.
    /// `classes` are the rect's (`v k-… …`).
    func writeZeroSizeMark(_ rect: Rect, path: String, classes: String, tooltip: String, to svg: inout SVGWriter) {
        guard rect.width == 0 || rect.height == 0 else { return }
        svg.start("path")
        svg.attribute("data-path", path)
        svg.attribute("class", "v z" + classes.dropFirst())  // "v z k-… …"
        let n = NumberFormat.string
        let arm = Self.pointMarkArm
        svg.attribute("d", rect.width == 0 && rect.height == 0
            ? "M\(n(rect.x - arm)) \(n(rect.y - arm))l\(n(2 * arm)) \(n(2 * arm))m0 -\(n(2 * arm))l-\(n(2 * arm)) \(n(2 * arm))"
            : "M\(n(rect.x)) \(n(rect.y))L\(n(rect.maxX)) \(n(rect.maxY))")
        svg.open()
        svg.title(tooltip)
        svg.end("path")
    }
}
