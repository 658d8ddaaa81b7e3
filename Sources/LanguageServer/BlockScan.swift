/// The block mappings and sequences above a line: which keys (and `- ` items)
/// lead to the mapping whose keys start at a given column.
struct BlockScan {
    let lines: DocumentLines
    /// Jumps over deeper lines, which the scan skips anyway.
    let index: DocumentIndex
    let line: Int
    /// The column of the keys of the cursor's mapping.
    let column: Int
    /// The `- ` marker on the cursor's line, when its mapping is a sequence item.
    let dashColumn: Int?

    /// From the top of the file down to the cursor's mapping.
    private(set) var path: [EditContext.Step] = []
    /// Keys of the cursor's mapping above the cursor, with their values.
    private(set) var siblings: [String: String] = [:]
    /// When the cursor's mapping is an item of a block sequence: the line and
    /// column of the key that owns the sequence (`children:`), and whether that
    /// key is the first of its own mapping's item (written after a `- `).
    private(set) var sequenceOwner: (line: Int, column: Int, startsItem: Bool)?

    init(lines: DocumentLines, index: DocumentIndex, line: Int, column: Int, dashColumn: Int?) {
        self.lines = lines
        self.index = index
        self.line = line
        self.column = column
        self.dashColumn = dashColumn
    }

    mutating func run() {
        var column = self.column
        var itemDash = dashColumn
        var ownMapping = true
        var reversed: [EditContext.Step] = []
        var index = line - 1
        while index >= 0 {
            defer { index -= 1 }
            if let dash = itemDash {
                index = self.index.aboveSequence(self.index.lineAtOrAbove(index, indentedAtMost: dash), dashColumn: dash)
            } else {
                index = self.index.lineAtOrAbove(index, indentedAtMost: column)
            }
            guard index >= 0 else { break }
            let shape = LineShape(lines[index])
            guard !shape.isBlank || !shape.dashColumns.isEmpty, !shape.inComment || shape.key != nil else { continue }
            if let dash = itemDash {
                // Looking for the key that owns the sequence whose items start at `dash`.
                if shape.dashColumns.contains(dash) || shape.contentColumn > dash { continue }
                guard let key = shape.key, shape.value.isEmpty, let keyColumn = shape.keyColumn else { break }
                if reversed.isEmpty { sequenceOwner = (index, keyColumn, !shape.dashColumns.isEmpty) }
                reversed.append(.item)
                reversed.append(.key(key))
                column = keyColumn
                itemDash = shape.dashColumns.last
                ownMapping = false
                continue
            }
            if shape.isBlank {
                // A `-` alone on its line: the item's mapping starts on the next line.
                if let dash = shape.dashColumns.last, dash < column { itemDash = dash }
                continue
            }
            let content = shape.contentColumn
            if content > column { continue }
            if content == column {
                if ownMapping, let key = shape.key { siblings[key] = shape.value }
                if let dash = shape.dashColumns.last { itemDash = dash }
                continue
            }
            // A line left of the mapping: its parent key.
            guard let key = shape.key, shape.value.isEmpty, let keyColumn = shape.keyColumn else { break }
            reversed.append(.key(key))
            column = keyColumn
            itemDash = shape.dashColumns.last
            ownMapping = false
        }
        path = reversed.reversed()
    }

    /// The keys of the mapping that holds the key at `line` and `column` (the
    /// owner of a sequence, see ``sequenceOwner``), with their values as written.
    static func keysAround(lines: DocumentLines, index: DocumentIndex, line: Int, column: Int,
                           startsItem: Bool) -> [String: String] {
        var keys = siblingsBelow(lines: lines, index: index, line: line, column: column)
        // Keys above belong to the same mapping unless the key starts an item.
        if !startsItem {
            var above = BlockScan(lines: lines, index: index, line: line, column: column, dashColumn: nil)
            above.run()
            keys.merge(above.siblings) { below, _ in below }
        }
        return keys
    }

    /// Keys of the mapping at `column` on the lines below `line`.
    static func siblingsBelow(lines: DocumentLines, index lineIndex: DocumentIndex, line: Int,
                              column: Int) -> [String: String] {
        var keys: [String: String] = [:]
        var index = line + 1
        while index < lines.count {
            defer { index += 1 }
            index = lineIndex.lineAtOrBelow(index, indentedAtMost: column)
            guard index < lines.count else { break }
            let shape = LineShape(lines[index])
            if shape.isBlank && shape.dashColumns.isEmpty || (shape.inComment && shape.key == nil) { continue }
            if shape.contentColumn > column { continue }
            guard shape.contentColumn == column, shape.dashColumns.isEmpty, let key = shape.key else { break }
            keys[key] = shape.value
        }
        return keys
    }

    /// The scalar items of the block sequence whose `- ` on `line` is at
    /// `dashColumn`, other than that line's: up to 64 each way (they are
    /// offered for lists of words, which are short).
    static func sequenceItems(lines: DocumentLines, index: DocumentIndex, line: Int, dashColumn: Int) -> Set<String> {
        var items = Set<String>()
        func item(_ number: Int) -> Bool {
            let shape = LineShape(lines[number])
            guard shape.dashColumns.first == dashColumn, shape.key == nil, !shape.isBlank else {
                return shape.dashColumns.first == dashColumn && shape.isBlank
            }
            var text = Array(lines[number][shape.contentColumn...])
            if let comment = LineShape.commentStart(text, from: 0) { text = Array(text[..<comment]) }
            let word = String(String.UnicodeScalarView(text)).trimmingCharacters(in: .whitespaces)
            if !word.isEmpty { items.insert(FlowScan.unquoted(word)) }
            return true
        }
        var above = index.lineAtOrAbove(line - 1, indentedAtMost: dashColumn), count = 0
        while above >= 0, count < 64, item(above) {
            above = index.lineAtOrAbove(above - 1, indentedAtMost: dashColumn)
            count += 1
        }
        var below = index.lineAtOrBelow(line + 1, indentedAtMost: dashColumn)
        count = 0
        while below < lines.count, count < 64, item(below) {
            below = index.lineAtOrBelow(below + 1, indentedAtMost: dashColumn)
            count += 1
        }
        return items
    }
}
