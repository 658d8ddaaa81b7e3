import LayoutIR

/// A byte buffer for SVG text: elements with attributes in the order given,
/// numbers in `NumberFormat`, text and attribute values XML-escaped.
///
/// Numbers must be finite: the emitter skips non-finite rectangles before they
/// get here, and a non-finite number that slips through is written as `0`, so
/// the document stays valid whatever happens.
struct SVGWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 16 * 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// Raw markup, written as is (constants of the emitter only).
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Bytes written as they are (a picture already made, into a page).
    mutating func bytes(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// `<name` — attributes follow, then `close()` or `open()`.
    mutating func start(_ name: String) {
        raw("<")
        raw(name)
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: String, _ value: String) {
        raw(" ")
        raw(name)
        raw("=\"")
        raw(XML.attribute(value))
        raw("\"")
    }

    /// ` name="number"`.
    mutating func attribute(_ name: String, _ value: Double) {
        raw(" ")
        raw(name)
        raw("=\"")
        number(value)
        raw("\"")
    }

    /// ` x=… y=… width=… height=…` of a rectangle with a non-negative size.
    mutating func rectAttributes(_ rect: Rect) {
        attribute("x", rect.x)
        attribute("y", rect.y)
        attribute("width", rect.width)
        attribute("height", rect.height)
    }

    /// ` d="…"`: the outline of `rect` with elliptical corners of `radius` at
    /// `corners` only and square ones elsewhere, clockwise from the top left.
    mutating func roundedCornersPath(_ rect: Rect, radius: (x: Double, y: Double), corners: CornerSet) {
        func r(_ corner: CornerSet) -> (x: Double, y: Double) { corners.contains(corner) ? radius : (0, 0) }
        let (tl, tr, br, bl) = (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft))
        let (minX, minY, maxX, maxY) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
        raw(" d=\"M")
        point(minX + tl.x, minY)
        raw("H"); number(maxX - tr.x)
        arc(tr, to: (maxX, minY + tr.y))
        raw("V"); number(maxY - br.y)
        arc(br, to: (maxX - br.x, maxY))
        raw("H"); number(minX + bl.x)
        arc(bl, to: (minX, maxY - bl.y))
        raw("V"); number(minY + tl.y)
        arc(tl, to: (minX + tl.x, minY))
        raw("Z\"")
    }

    /// A quarter ellipse turning clockwise to `end`; nothing for a square corner.
    private mutating func arc(_ radius: (x: Double, y: Double), to end: (Double, Double)) {
        guard radius.x > 0, radius.y > 0 else { return }
        raw("A"); number(radius.x); raw(" "); number(radius.y); raw(" 0 0 1 ")
        point(end.0, end.1)
    }

    private mutating func point(_ x: Double, _ y: Double) {
        number(x)
        raw(" ")
        number(y)
    }

    /// A number in `NumberFormat`, `0` for a non-finite one.
    mutating func number(_ value: Double) {
        NumberFormat.append(value.isFinite ? value : 0, to: &bytes)
    }

    /// Ends a start tag that has children: `>`.
    mutating func open() { raw(">") }

    /// Ends an empty element: `/>` and a newline.
    mutating func close() { raw("/>\n") }

    /// `</name>` and a newline.
    mutating func end(_ name: String) {
        raw("</")
        raw(name)
        raw(">\n")
    }

    /// Character data, escaped.
    mutating func text(_ text: String) {
        raw(XML.text(text))
    }

    /// `<title>text</title>`, the tooltip of the enclosing element.
    mutating func title(_ text: String) {
        raw("<title>")
        raw(XML.text(text))
        raw("</title>")
    }

    /// `<name attributes>text</name>` on one line.
    mutating func textElement(_ name: String, _ content: String, attributes: (inout SVGWriter) -> Void) {
        start(name)
        attributes(&self)
        open()
        text(content)
        end(name)
    }
}
