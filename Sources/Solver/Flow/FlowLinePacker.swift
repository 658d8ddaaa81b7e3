/// One line of a section as UIKit's greedy packing builds it (Docs/SpecFormat.md#flow-collections).
struct FlowLine {
    /// Index of the first item.
    var start: Int
    /// Number of items; 0 only for the empty line of the oversized-first-item quirk.
    var count: Int
    /// Sum of the items' lengths.
    var lengthSum: Double
    /// The line's extent across: its tallest item (at least 0, as UIKit starts at 0).
    var thickness: Double
    /// What is left of `available` after the line: `available − Σ(length + spacing)`.
    var leftover: Double

    var end: Int { start + count }
}

/// UIKit's greedy line packing (Docs/SpecFormat.md#flow-collections), one line at a time so that
/// callers can run it twice (once to learn the last-line exceptions, once to
/// place) without storing lines.
///
/// An item joins the current line when `length ≤ remaining`; adding it does
/// `remaining −= spacing + length`; otherwise a new line opens with
/// `remaining = available − (spacing + length)`. The comparison fails for NaN,
/// so a NaN item always opens a line; nothing here can loop.
struct FlowLinePacker: IteratorProtocol {
    let items: FlowItemSizes
    let available: Double
    /// The spacing between items of one line.
    let spacing: Double
    /// Reproduce the row path's empty first line: when the first item does
    /// not fit `available`, UIKit closes the still-empty first row before adding
    /// it. The uniform path has no such line, so callers on that path pass false.
    let emptyFirstLineQuirk: Bool

    /// The empty first line is still to be emitted.
    private var emptyLinePending: Bool
    private var nextItem = 0

    init(items: FlowItemSizes, available: Double, spacing: Double, emptyFirstLineQuirk: Bool) {
        self.items = items
        self.available = available
        self.spacing = spacing
        self.emptyFirstLineQuirk = emptyFirstLineQuirk
        // `!(a <= b)` rather than `a > b`: a NaN first item also fails UIKit's fit test.
        self.emptyLinePending = emptyFirstLineQuirk && items.count > 0
            && !(items.length(0) <= available)
    }

    mutating func next() -> FlowLine? {
        if emptyLinePending {
            emptyLinePending = false
            return FlowLine(start: 0, count: 0, lengthSum: 0, thickness: 0, leftover: available)
        }
        guard nextItem < items.count else { return nil }
        return packLine(from: nextItem)
    }

    /// Packs the line that starts at `first` (which always joins it).
    private mutating func packLine(from first: Int) -> FlowLine {
        var line = FlowLine(start: first, count: 0, lengthSum: 0, thickness: 0, leftover: available)
        var index = first
        repeat {
            let length = items.length(index)
            let thickness = items.thickness(index)
            line.leftover = (index == first ? available : line.leftover) - (spacing + length)
            line.lengthSum += length
            if thickness > line.thickness { line.thickness = thickness }
            index += 1
        } while index < items.count && items.length(index) <= line.leftover
        line.count = index - first
        nextItem = index
        return line
    }
}
