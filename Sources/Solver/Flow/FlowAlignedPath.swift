import LayoutIR

/// The `left`, `center` and `right` alignments: UIKit's lines and line
/// positions, with the items of each line packed at exactly the in-line
/// spacing (Docs/SpecFormat.md#flow-collections: the tag-chip subclass people write).
///
/// Lines come from the greedy packing for both paths. For a uniform section
/// that is the same set of lines as the grid: `k` items fit while
/// `k·w + (k−1)·s ≤ avail`, i.e. `k ≤ (avail + s)/(w + s)`, and an over-long
/// item sits alone either way. (Only in degenerate arithmetic can the two
/// differ: a quotient that lands a rounding error from an integer, or
/// `w + s ≤ 0`.) Line positions follow the path UIKit would take: the
/// uniform grid's multiplication, or the row path's running sum with its
/// empty first line when the first item is over-long.
enum FlowAlignedPath {
    /// Places the section's items; returns where the last line ends.
    static func place(_ context: FlowSectionContext, alignment: FlowAlignment,
                      into writer: inout FlowItemWriter) -> Double {
        let items = context.items
        let grid: Double? = context.isUniform ? (items.count > 0 ? items.thickness(0) : 0) : nil
        var stack = FlowLineStack(start: context.firstLineOffset, spacing: context.lineSpacing,
                                  gridThickness: grid)
        var packer = context.packer()
        while let line = packer.next() {
            let v = stack.placeLine(thickness: line.thickness)
            var u = begin(line, alignment: alignment, context)
            for index in line.start..<line.end {
                let across = context.acrossOffset(lineThickness: line.thickness,
                                                  itemThickness: items.thickness(index))
                writer.append(u: u, v: v + across, size: items.size(index))
                u += items.length(index) + context.inLineSpacing
            }
        }
        return stack.end
    }

    /// Where the line's first item starts. `left` starts at the inset (an
    /// over-long item overflows past the far inset); `right` ends at the far
    /// inset (mirror image: overflow before the near inset); `center` splits the
    /// free space, negative or not, like the uniform path's centered items.
    static func begin(_ line: FlowLine, alignment: FlowAlignment,
                      _ context: FlowSectionContext) -> Double {
        let packed = line.lengthSum + Double(max(line.count - 1, 0)) * context.inLineSpacing
        switch alignment {
        case .left, .justified:  // `justified` never comes here (FlowSectionLayout)
            return context.insets.lineStart
        case .right:
            return context.dimension - context.insets.lineEnd - packed
        case .center:
            return context.insets.lineStart + (context.available - packed) * 0.5
        }
    }
}
