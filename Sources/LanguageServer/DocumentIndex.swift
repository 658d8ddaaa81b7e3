/// An index of one document version's indentation, built once per version so
/// that finding the mapping around the cursor costs the depth of the nesting,
/// not the number of lines above it (a view deep in a 20,000-view list used to
/// walk 40,000 lines on every completion).
///
/// Each line that the block scan can stop at ("included": anything but blank
/// lines and comment-only lines) has an indent: the column of its first
/// non-space scalar, a `- ` marker included. The jumps below only ever skip
/// lines indented deeper than the column being looked for, which the block scan
/// skips anyway, so using them does not change its answers.
struct DocumentIndex {
    private let indent: [Int32]
    private let startsWithDash: [Bool]
    /// The greatest included line ≤ i (-1: none).
    private let includedAtOrBefore: [Int32]
    /// The least included line ≥ i (count: none).
    private let includedAtOrAfter: [Int32]
    /// The nearest included line above with a smaller indent (-1: none).
    private let parent: [Int32]
    /// The nearest included line below with a smaller indent (count: none).
    private let blockEnd: [Int32]
    /// For a line starting with `-`: the nearest line above, indented at most as
    /// much, that is not an earlier item of the same sequence (-1: none).
    private let sequenceHead: [Int32]

    var lineCount: Int { indent.count }

    init(_ converter: PositionConverter) {
        let count = converter.lineCount
        var indent = [Int32](repeating: -1, count: count)
        var dash = [Bool](repeating: false, count: count)
        for line in 0..<count {
            let text = converter.lineScalars(line)
            var column = 0, index = text.startIndex, first: Int?
            // Skip spaces and `-` markers to find whether anything but a comment follows.
            while index < text.endIndex {
                let scalar = text[index]
                if scalar == " " {
                } else if scalar == "-", index + 1 == text.endIndex || text[index + 1] == " " {
                    if first == nil { first = column; dash[line] = true }
                } else {
                    if scalar != "#" { indent[line] = Int32(first ?? column) }
                    break
                }
                index += 1
                column += 1
            }
            if index == text.endIndex, let first { indent[line] = Int32(first) }  // `-` alone on its line
        }
        var before = [Int32](repeating: -1, count: count), last: Int32 = -1
        var parent = [Int32](repeating: -1, count: count)
        var stack: [Int32] = []
        for line in 0..<count {
            if indent[line] >= 0 {
                last = Int32(line)
                while let top = stack.last, indent[Int(top)] >= indent[line] { stack.removeLast() }
                parent[line] = stack.last ?? -1
                stack.append(Int32(line))
            }
            before[line] = last
        }
        var after = [Int32](repeating: Int32(count), count: count), next = Int32(count)
        var blockEnd = [Int32](repeating: Int32(count), count: count)
        stack.removeAll()
        for line in stride(from: count - 1, through: 0, by: -1) {
            if indent[line] >= 0 {
                next = Int32(line)
                while let top = stack.last, indent[Int(top)] >= indent[line] { stack.removeLast() }
                blockEnd[line] = stack.last ?? Int32(count)
                stack.append(Int32(line))
            }
            after[line] = next
        }
        self.indent = indent
        self.startsWithDash = dash
        self.includedAtOrBefore = before
        self.includedAtOrAfter = after
        self.parent = parent
        self.blockEnd = blockEnd
        var heads = [Int32](repeating: -1, count: count)
        for line in 0..<count where dash[line] && indent[line] >= 0 {
            let column = Int(indent[line])
            let above = Self.atOrLeft(line - 1, column, before: before, indent: indent, parent: parent)
            if above >= 0, dash[above], indent[above] == indent[line] {
                heads[line] = heads[above]
            } else {
                heads[line] = Int32(above)
            }
        }
        sequenceHead = heads
    }

    private static func atOrLeft(_ line: Int, _ column: Int, before: [Int32], indent: [Int32], parent: [Int32]) -> Int {
        guard line >= 0 else { return -1 }
        var current = Int(before[min(line, before.count - 1)])
        while current >= 0, Int(indent[current]) > column { current = Int(parent[current]) }
        return current
    }

    /// The greatest included line ≤ `line` indented at most `column` (-1: none).
    func lineAtOrAbove(_ line: Int, indentedAtMost column: Int) -> Int {
        Self.atOrLeft(min(line, lineCount - 1), column, before: includedAtOrBefore, indent: indent, parent: parent)
    }

    /// The least included line ≥ `line` indented at most `column` (`lineCount`: none).
    func lineAtOrBelow(_ line: Int, indentedAtMost column: Int) -> Int {
        guard line >= 0, line < lineCount else { return lineCount }
        var current = Int(includedAtOrAfter[line])
        while current < lineCount, Int(indent[current]) > column { current = Int(blockEnd[current]) }
        return current
    }

    /// For a line that starts an item at `column` (`- ` there first): the line
    /// above the run of items of its sequence; else the line itself.
    func aboveSequence(_ line: Int, dashColumn column: Int) -> Int {
        guard line >= 0, line < lineCount, startsWithDash[line], Int(indent[line]) == column else { return line }
        return Int(sequenceHead[line])
    }
}
