import LayoutIR

/// Collects one section's item frames: turns a section-relative line position
/// into an absolute screen rectangle and rounds its origin (1.11: rounding
/// applies to the final absolute origin, sizes are never rounded).
struct FlowItemWriter {
    let axes: FlowAxes
    /// Where the section starts along the scroll axis.
    let sectionStart: Double
    let scale: Double
    private(set) var rects: [Rect] = []

    init(axes: FlowAxes, sectionStart: Double, scale: Double, capacity: Int) {
        self.axes = axes
        self.sectionStart = sectionStart
        self.scale = scale
        rects.reserveCapacity(capacity)
    }

    /// Appends the next item: `u` along the line (absolute, sections start at
    /// u = 0), `v` along the scroll axis relative to the section.
    @inline(__always)
    mutating func append(u: Double, v: Double, size: Size) {
        rects.append(rounded(axes.rect(u: u, v: sectionStart + v, size: size), scale: scale))
    }
}

/// `rect` with its origin on the pixel grid and its size untouched.
func rounded(_ rect: Rect, scale: Double) -> Rect {
    Rect(x: pixelRounded(rect.x, scale: scale), y: pixelRounded(rect.y, scale: scale),
         width: rect.width, height: rect.height)
}
