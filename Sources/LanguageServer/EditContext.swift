/// Where the cursor is in the YAML structure, worked out from the text alone
/// (indentation, `- ` markers, `key:` and flow brackets), so it works while
/// the document is mid-edit and does not parse.
///
/// It is a heuristic: it understands block mappings and sequences and flow
/// collections on the cursor's line, which is how specs are written. Block
/// scalars and flow collections spanning lines are not followed.
struct EditContext: Equatable {
    enum Step: Equatable {
        case key(String)
        case item
    }

    /// From the top of the file to the innermost mapping or value at the cursor.
    /// In value position the last step is the key whose value is being written,
    /// or `.item` for an element of a flow sequence (`bars: [status, |]`).
    var path: [Step] = []
    /// Whether the cursor is where a key is written (else a value).
    var isKey = true
    /// What is typed before the cursor in the current word.
    var prefix = ""
    /// The scalar column (0-based) where `prefix` starts.
    var prefixStart = 0
    /// Whether the character just before the word is a `:` with no space.
    var rightAfterColon = false
    /// The other keys of the cursor's mapping, with their values as written.
    var siblings: [String: String] = [:]
    /// The other elements of the flow sequence at the cursor (not offered again).
    var listItems: Set<String> = []
    /// For a mapping written as an item of a block `children:` sequence: the
    /// `kind:` of the view that owns it as written (`""` when it writes none),
    /// so that an arranged view of a stack is offered its own keys.
    var parentKind: String?

    /// The context at scalar `column` of `line` (both 0-based) in `lines`.
    static func at(line: Int, column: Int, in lines: DocumentLines, index: DocumentIndex) -> EditContext? {
        guard line >= 0, line < lines.count, column <= DocumentLines.maxLineScalars else { return nil }
        let text = lines[line]
        let cursor = min(max(column, 0), text.count)
        let shape = LineShape(text, upTo: cursor)
        if shape.inComment { return nil }
        let flow = FlowScan(text, from: shape.contentColumn, to: cursor)
        // Right after `- {id: a, kind: button}`: the item's keys are written inside
        // the braces, and nothing typed here would be one of them.
        if flow.followsClosedCollection(in: text, cursor: cursor) { return nil }
        var context = EditContext()
        context.prefix = String(String.UnicodeScalarView(text[flow.tokenStart..<cursor]))
            .trimmingCharacters(in: .whitespaces)
        context.prefixStart = cursor - context.prefix.unicodeScalars.count
        context.rightAfterColon = context.prefixStart > 0 && text[context.prefixStart - 1] == ":"
        let blockColumn = shape.isBlank ? cursor : shape.contentColumn
        var block = BlockScan(lines: lines, index: index, line: line, column: blockColumn, dashColumn: shape.dashColumns.last)
        block.run()
        context.path = block.path + flow.levels.compactMap(\.parentStep)
        if flow.levels.count > 1 {
            context.siblings = flow.siblingKeys(in: text, cursor: cursor)
        } else {
            context.siblings = block.siblings
            context.siblings.merge(BlockScan.siblingsBelow(lines: lines, index: index, line: line, column: blockColumn)) { a, _ in a }
        }
        // An item of a block `children:` list, written as a block or on its `- ` line
        // as `{...}`: its owner's kind, from the owner's keys.
        if let owner = block.sequenceOwner, block.path.suffix(2) == [.key("children"), .item],
           context.path.count == block.path.count {
            let keys = BlockScan.keysAround(lines: lines, index: index, line: owner.line, column: owner.column,
                                            startsItem: owner.startsItem)
            context.parentKind = keys["kind"].map { FlowScan.unquoted($0) } ?? ""
        }
        if flow.levels.count == 1, context.path.last == .item, let dash = shape.dashColumns.last {
            // `bars:` written as a block sequence: its other items are not offered again.
            context.listItems = BlockScan.sequenceItems(lines: lines, index: index, line: line, dashColumn: dash)
        }
        let innermost = flow.levels[flow.levels.count - 1]
        if innermost.bracket == "[" {
            context.listItems = flow.sequenceItems(in: text, cursor: cursor)
            context.isKey = false
            context.path.append(.item)
        } else if let key = innermost.key {
            context.isKey = false
            context.path.append(.key(key))
        }
        return context
    }
}

/// The leading part of one line: indentation, `- ` markers, and a `key:`.
struct LineShape {
    var dashColumns: [Int] = []
    /// Where the content after the dashes starts.
    var contentColumn = 0
    /// Nothing but spaces and dashes (before the cursor, or on the whole line).
    var isBlank = true
    var inComment = false
    /// The line's `key:` in block position, and where it starts.
    var key: String?
    var keyColumn: Int?
    /// The value after `key:`, as written (comments removed, trimmed).
    var value = ""

    init(_ text: [Unicode.Scalar], upTo end: Int? = nil) {
        let end = end ?? text.count
        var index = 0
        while true {
            while index < end, text[index] == " " { index += 1 }
            if index < end, text[index] == "-", index + 1 >= text.count || text[index + 1] == " " {
                dashColumns.append(index)
                index += 1
                continue
            }
            break
        }
        contentColumn = index
        if index < end, text[index] == "#" {
            inComment = true
            return
        }
        isBlank = index >= end
        guard !isBlank else { return }
        readKey(text, from: index)
        if let comment = Self.commentStart(text, from: index), comment < end { inComment = true }
    }

    /// Reads `key:` at `start` in the whole line (the cursor may be inside the key).
    private mutating func readKey(_ text: [Unicode.Scalar], from start: Int) {
        guard text[start] != "{", text[start] != "[" else { return }
        var index = start
        var quote: Unicode.Scalar?
        if text[index] == "\"" || text[index] == "'" {
            quote = text[index]
            index += 1
        }
        while index < text.count {
            let scalar = text[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == ":", index + 1 >= text.count || text[index + 1] == " " {
                var name = String(String.UnicodeScalarView(text[start..<index])).trimmingCharacters(in: .whitespaces)
                if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                    name = String(name.dropFirst().dropLast())
                }
                key = name
                keyColumn = start
                var rest = String(String.UnicodeScalarView(text[(index + 1)...]))
                if let comment = Self.commentStart(Array(rest.unicodeScalars), from: 0) {
                    rest = String(String.UnicodeScalarView(Array(rest.unicodeScalars)[..<comment]))
                }
                value = rest.trimmingCharacters(in: .whitespaces)
                return
            } else if scalar == "{" || scalar == "[" || (scalar == "#" && index > start && text[index - 1] == " ") {
                return
            }
            index += 1
        }
    }

    /// Where a `#` comment starts, outside quotes.
    static func commentStart(_ text: [Unicode.Scalar], from start: Int) -> Int? {
        let stop = UnquotedScalars.scan(text, from: start) { index, scalar in
            !(scalar == "#" && (index == 0 || text[index - 1] == " " || text[index - 1] == "\t"))
        }
        return stop < text.count ? stop : nil
    }
}
