/// UIKit's uniform (grid) path with its own justified alignment
/// (Docs/SpecFormat.md#flow-collections): every item has the same size, `n` items per line,
/// full lines spread edge to edge, the last line on the same grid columns, and
/// every item centered (not clamped) when only one fits per line.
enum FlowUniformPath {
    /// Places the section's items; returns where the last line ends.
    static func place(_ context: FlowSectionContext, into writer: inout FlowItemWriter) -> Double {
        let items = context.items
        var stack = FlowLineStack(start: context.firstLineOffset, spacing: context.lineSpacing,
                                  gridThickness: items.count > 0 ? items.thickness(0) : 0)
        guard items.count > 0 else { return stack.end }
        let size = items.size(0)
        let length = items.length(0)
        let perLine = itemsPerLine(context, length: length)
        let (begin, gap) = beginAndGap(context, length: length, perLine: perLine)
        var index = 0
        while index < items.count {
            let v = stack.placeLine(thickness: items.thickness(0))
            let lineEnd = index + min(perLine, items.count - index)
            for column in 0..<(lineEnd - index) {
                writer.append(u: begin + Double(column) * (length + gap), v: v, size: size)
            }
            index = lineEnd
        }
        return stack.end
    }

    /// `n = max(1, floor((avail + s) / (w + s)))` (`_itemsByRowCount`).
    /// NaN, negative and infinite quotients are kept in a range `Int` can hold:
    /// NaN or < 1 gives 1, and huge counts are capped (the gap then tends to 0,
    /// as UIKit's saturating conversion gives).
    static func itemsPerLine(_ context: FlowSectionContext, length: Double) -> Int {
        let s = context.inLineSpacing
        let raw = ((s + context.available) / (s + length)).rounded(.down)
        guard raw >= 1 else { return 1 }
        return Int(min(raw, 1e15))
    }

    /// The first column's offset and the gap between columns for justify
    /// (alignment 3 in `computeLayout`), in UIKit's order of operations.
    static func beginAndGap(_ context: FlowSectionContext, length: Double,
                            perLine: Int) -> (begin: Double, gap: Double) {
        let start = context.insets.lineStart, end = context.insets.lineEnd
        if perLine > 1 {
            let free = context.dimension - start - end - length * Double(perLine)
            return (start, free / Double(perLine - 1))
        }
        // n = 1: centered, and not clamped, so an over-long item overflows
        // equally on both sides.
        return (start + (context.dimension - length - start - end) * 0.5, context.inLineSpacing)
    }
}
