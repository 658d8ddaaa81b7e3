/// Where a constraint line (Docs/SpecFormat.md#auto-layout-constraints) is written on one line of the
/// document, worked out from the text alone so that completion works while the
/// line is half typed and the document does not parse: an item of a block
/// `constraints:` sequence (`- leading = superview.leading + 16`, plain or
/// quoted), an element of a flow one (`constraints: [width = 24, |]`), or the
/// string of the map form (`{constraint: "height >= 44", id: minHeight}`).
struct ConstraintText: Equatable {
    /// The scalar column where the constraint's text starts (after any quote).
    var start: Int
    /// The scalar column just past its text (before a closing quote, `,`, `]`, `}` or a comment).
    var end: Int

    /// The constraint text around scalar `column` of `line`, if the column is inside one.
    static func at(line: Int, column: Int, in lines: DocumentLines) -> ConstraintText? {
        guard line >= 0, line < lines.count else { return nil }
        let text = lines[line]
        let cursor = min(max(column, 0), text.count)
        let shape = LineShape(text)
        if shape.key == "constraints", let keyColumn = shape.keyColumn {
            // `constraints: [a, b]` on one line: the element around the cursor.
            return flowElement(text, from: keyColumn, cursor: cursor)
        }
        if let found = mapForm(text, cursor: cursor) { return found }
        // `- leading = …` under a `constraints:` key.
        guard shape.key == nil, let dash = shape.dashColumns.last, !shape.inComment || commentAfter(text, dash) > cursor,
              cursor >= shape.contentColumn, ownerKey(of: line, dashColumn: dash, in: lines) == "constraints" else { return nil }
        var start = shape.contentColumn
        // `- {constraint: …}` outside its string: the map's keys, not a constraint.
        if start < text.count, text[start] == "{" || text[start] == "[" { return nil }
        var quote: Unicode.Scalar?
        if start < text.count, text[start] == "\"" || text[start] == "'" {
            quote = text[start]
            start += 1
        }
        guard cursor >= start else { return nil }
        var end = start
        while end < text.count {
            if let quote, text[end] == quote { break }
            if quote == nil, text[end] == "#", end > 0, text[end - 1] == " " { break }
            end += 1
        }
        while quote == nil, end > start, text[end - 1] == " " { end -= 1 }
        guard cursor <= max(end, start) || quote == nil else { return nil }
        return ConstraintText(start: start, end: end)
    }

    /// The key of the block mapping whose sequence holds the item that starts
    /// with a `-` at `dashColumn` on `line`: the nearest line above indented
    /// less than the dash (or as much, for a sequence written at its key's indentation).
    private static func ownerKey(of line: Int, dashColumn: Int, in lines: DocumentLines) -> String? {
        for current in stride(from: line - 1, through: 0, by: -1) {
            let shape = LineShape(lines[current])
            if shape.isBlank || shape.inComment && shape.key == nil { continue }
            // Another item of the same sequence, or a line inside one of its items.
            if shape.dashColumns.last == dashColumn { continue }
            let column = shape.dashColumns.first ?? shape.keyColumn ?? shape.contentColumn
            if column > dashColumn { continue }
            guard let key = shape.key, shape.keyColumn ?? .max <= dashColumn else { return nil }
            return shape.value.isEmpty ? key : nil
        }
        return nil
    }

    /// The element of `constraints: [ … ]` around the cursor (outside `{…}` maps).
    private static func flowElement(_ text: [Unicode.Scalar], from keyColumn: Int, cursor: Int) -> ConstraintText? {
        var index = keyColumn
        while index < text.count, text[index] != "[" {
            if text[index] == "#" { return nil }
            index += 1
        }
        guard index < cursor else { return nil }
        var start = index + 1, depth = 0
        var quote: Unicode.Scalar?
        index += 1
        while index < cursor {
            let c = text[index]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
                if depth == 0 { start = index + 1 }
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth -= 1
            } else if depth == 0, c == "," {
                start = index + 1
            } else if depth == 0, c == "]" {
                return nil
            }
            index += 1
        }
        guard depth == 0 else { return mapForm(text, cursor: cursor) }
        while start < cursor, text[start] == " " { start += 1 }
        var end = cursor
        while end < text.count, ![",", "]", "\"", "'", "#"].contains(text[end]) { end += 1 }
        while end > cursor, text[end - 1] == " " { end -= 1 }
        return ConstraintText(start: start, end: end)
    }

    /// The quoted (or plain) value of a `constraint:` key in a `{…}` map, when the cursor is in it.
    private static func mapForm(_ text: [Unicode.Scalar], cursor: Int) -> ConstraintText? {
        let key = Array("constraint:".unicodeScalars)
        var best: ConstraintText?
        var index = 0
        while index + key.count <= text.count {
            defer { index += 1 }
            guard Array(text[index..<(index + key.count)]) == key,
                  index == 0 || [" ", "{", ","].contains(text[index - 1]) else { continue }
            var start = index + key.count
            while start < text.count, text[start] == " " { start += 1 }
            var quote: Unicode.Scalar?
            if start < text.count, text[start] == "\"" || text[start] == "'" {
                quote = text[start]
                start += 1
            }
            var end = start
            while end < text.count {
                let c = text[end]
                if let quote { if c == quote { break } } else if c == "," || c == "}" { break }
                end += 1
            }
            if start <= cursor, cursor <= end { best = ConstraintText(start: start, end: end) }
        }
        return best
    }

    private static func commentAfter(_ text: [Unicode.Scalar], _ from: Int) -> Int {
        LineShape.commentStart(text, from: from) ?? text.count
    }
}

/// A piece of a constraint line as the editor sees it.
struct ConstraintToken: Equatable {
    enum Kind: Equatable {
        /// A dotted name: `superview.leading`, `title`, `safeArea.top`.
        case reference
        case number
        /// `=`, `==`, `<=`, `>=`, or half of one (`<`).
        case relation
        case times, plus, minus, at
    }

    var kind: Kind
    var text: String
    /// Scalar offsets inside the constraint text.
    var start: Int
    var end: Int

    private static let symbols: [Unicode.Scalar: Kind] = ["*": .times, "+": .plus, "-": .minus, "@": .at]

    /// Splits `text` into tokens; an unknown character ends the scan.
    static func scan(_ text: [Unicode.Scalar]) -> [ConstraintToken] {
        var tokens: [ConstraintToken] = []
        var index = 0
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" }
        func isName(_ c: Unicode.Scalar) -> Bool {
            isNameStart(c) || ("0"..."9").contains(c) || c == "." || c == "[" || c == "]"
        }
        while index < text.count {
            let c = text[index], start = index
            if c == " " || c == "\t" {
                index += 1
                continue
            }
            let kind: Kind
            if isNameStart(c) {
                // An id may hold `-` between letters (`sign-in`); `leading-8` is `leading`, then `- 8`.
                while index < text.count, isName(text[index]) || text[index] == "-" && index + 1 < text.count
                        && isNameStart(text[index + 1]) {
                    index += 1
                }
                kind = .reference
            } else if ("0"..."9").contains(c) || c == "." {
                while index < text.count, ("0"..."9").contains(text[index]) || text[index] == "." { index += 1 }
                kind = .number
            } else if "=<>".unicodeScalars.contains(c) {
                index += 1
                if index < text.count, text[index] == "=" { index += 1 }
                kind = .relation
            } else if let single = Self.symbols[c] {
                index += 1
                kind = single
            } else {
                break
            }
            tokens.append(ConstraintToken(kind: kind, text: String(String.UnicodeScalarView(text[start..<index])),
                                          start: start, end: index))
        }
        return tokens
    }
}

/// What comes next at a place in a constraint line: the grammar
/// `FIRST REL [M *] SECOND [+|- C] [@P]` followed over the tokens before it.
enum ConstraintSlot: Equatable {
    case firstItem, relation, secondItemOrConstant, secondItem, constantOrPriority, constant, priority, nothing

    /// The slot after `tokens` (all written before the place).
    static func after(_ tokens: [ConstraintToken]) -> ConstraintSlot {
        var slot = ConstraintSlot.firstItem
        for token in tokens {
            switch (slot, token.kind) {
            case (.firstItem, .reference): slot = .relation
            case (.relation, .relation): slot = .secondItemOrConstant
            case (.secondItemOrConstant, .reference), (.secondItem, .reference): slot = .constantOrPriority
            case (.secondItemOrConstant, .number): slot = .constantOrPriority
            case (.constantOrPriority, .times): slot = .secondItem
            case (.constantOrPriority, .plus), (.constantOrPriority, .minus): slot = .constant
            case (.constant, .number): slot = .constantOrPriority
            case (.constantOrPriority, .at), (.secondItemOrConstant, .at): slot = .priority
            case (.secondItemOrConstant, .minus), (.secondItemOrConstant, .plus): slot = .constant
            case (.priority, _): slot = .nothing
            default: return .nothing
            }
        }
        return slot
    }
}
