import LayoutIR

/// Maps between screen coordinates (x, y) and the flow's line coordinates.
///
/// The flow code works in one orientation only, the vertical one of
/// UIKit's flow layout (Docs/SpecFormat.md#flow-collections): `u` runs along a line (x for vertical flows) and
/// `v` along the scroll axis, where lines stack (y for vertical flows). A
/// horizontal flow swaps the axes: its lines are columns, `u` is y and
/// `v` is x.
struct FlowAxes {
    let direction: FlowDirection

    var isHorizontal: Bool { direction == .horizontal }

    /// An item's extent along its line: width (vertical) or height (horizontal).
    func length(of size: Size) -> Double {
        isHorizontal ? size.height : size.width
    }

    /// An item's extent across its line, along the scroll axis.
    func thickness(of size: Size) -> Double {
        isHorizontal ? size.width : size.height
    }

    /// The extent of `size` along the line axis (the flow's `dimension` axis).
    func lineAxisExtent(of size: Size) -> Double { length(of: size) }

    /// The rectangle at line coordinates `(u, v)` with a screen-space `size`.
    func rect(u: Double, v: Double, size: Size) -> Rect {
        isHorizontal
            ? Rect(x: v, y: u, width: size.width, height: size.height)
            : Rect(x: u, y: v, width: size.width, height: size.height)
    }

    /// A rectangle given in line coordinates: `length` along u, `thickness` along v.
    func rect(u: Double, v: Double, length: Double, thickness: Double) -> Rect {
        isHorizontal
            ? Rect(x: v, y: u, width: thickness, height: length)
            : Rect(x: u, y: v, width: length, height: thickness)
    }

    /// Screen insets seen in line coordinates.
    func lineInsets(_ insets: Insets) -> LineInsets {
        isHorizontal
            ? LineInsets(lineStart: insets.top, lineEnd: insets.bottom,
                         stackStart: insets.left, stackEnd: insets.right)
            : LineInsets(lineStart: insets.left, lineEnd: insets.right,
                         stackStart: insets.top, stackEnd: insets.bottom)
    }

    /// A content size from its extent along the lines and along the scroll axis.
    func size(lineAxis: Double, scrollAxis: Double) -> Size {
        isHorizontal
            ? Size(width: scrollAxis, height: lineAxis)
            : Size(width: lineAxis, height: scrollAxis)
    }
}

/// Insets in line coordinates: `lineStart`/`lineEnd` bound every line (left and
/// right for a vertical flow), `stackStart`/`stackEnd` sit before the first and
/// after the last line of a section (top and bottom for a vertical flow).
struct LineInsets: Equatable {
    var lineStart: Double
    var lineEnd: Double
    var stackStart: Double
    var stackEnd: Double
}
