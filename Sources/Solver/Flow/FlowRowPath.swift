/// UIKit's row path with its own justified alignment (Docs/SpecFormat.md#flow-collections):
/// greedy lines, every complete line spread edge to edge, a one-item complete
/// line centered (clamped at the inset), the last line packed from the inset at
/// exactly the spacing unless exception A or B makes it complete.
enum FlowRowPath {
    /// Places the section's items; returns where the last line ends.
    static func place(_ context: FlowSectionContext, into writer: inout FlowItemWriter) -> Double {
        let lastIsComplete = lastLineIsComplete(context)
        var stack = FlowLineStack(start: context.firstLineOffset, spacing: context.lineSpacing,
                                  gridThickness: nil)
        var packer = context.packer()
        var pending = packer.next()
        while let line = pending {
            pending = packer.next()
            let complete = pending != nil || lastIsComplete
            let v = stack.placeLine(thickness: line.thickness)
            placeLine(line, complete: complete, v: v, context, into: &writer)
        }
        return stack.end
    }

    /// Whether the last line is laid out like a complete one:
    /// exception A, every line holds exactly one item (the quirk's empty line
    /// holds none, so it rules A out); exception B, at least two lines and the
    /// last line's leftover equals the previous line's, compared exactly.
    static func lastLineIsComplete(_ context: FlowSectionContext) -> Bool {
        var packer = context.packer()
        var lineCount = 0
        var everyLineSingle = true
        var lastLeftover = 0.0, previousLeftover = 0.0
        while let line = packer.next() {
            lineCount += 1
            if line.count != 1 { everyLineSingle = false }
            previousLeftover = lastLeftover
            lastLeftover = line.leftover
        }
        return everyLineSingle || (lineCount >= 2 && lastLeftover == previousLeftover)
    }

    /// `-[_UIFlowLayoutRow layoutRow]` for the default alignments: justify for
    /// complete lines, left for the last one, items centered across the line.
    static func placeLine(_ line: FlowLine, complete: Bool, v: Double,
                          _ context: FlowSectionContext, into writer: inout FlowItemWriter) {
        let (begin, gap) = beginAndGap(line, complete: complete, context)
        var u = begin
        for index in line.start..<line.end {
            let across = context.acrossOffset(lineThickness: line.thickness,
                                              itemThickness: context.items.thickness(index))
            writer.append(u: u, v: v + across, size: context.items.size(index))
            u = u + gap + context.items.length(index)
        }
    }

    /// The first item's offset and the gap after each item, in UIKit's order of
    /// operations.
    static func beginAndGap(_ line: FlowLine, complete: Bool,
                            _ context: FlowSectionContext) -> (begin: Double, gap: Double) {
        let start = context.insets.lineStart, end = context.insets.lineEnd
        guard complete else { return (start, context.inLineSpacing) }
        if line.count > 1 {
            let free = context.dimension - line.lengthSum - start - end
            return (start, free / Double(line.count - 1))
        }
        // A lone item on a complete line is centered, but never starts before
        // the inset: `max(0, …)` (`count <= 1` branch of layoutRow).
        let available = context.dimension - (end + start)
        let offset = available < line.lengthSum ? -0.0 : (available - line.lengthSum) * 0.5
        return (start + offset, 0)
    }
}
