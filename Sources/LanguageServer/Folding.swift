/// `textDocument/foldingRange` (every view that spans lines; from the last
/// text that parsed while the YAML is broken, see ``OutlineSnapshot``) and
/// `textDocument/documentHighlight` (every place an id is written).
extension LanguageServerSession {
    func foldingRanges(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        guard let uri = Self.documentURI(params), let snapshot = outlineSnapshot(uri, &messages),
              let document = documents[uri] else { return [] }
        let outline = snapshot.outline
        var seen = Set<Int>()
        var ranges: [JSONValue] = []
        for index in outline.byStart {
            let range = snapshot.lspRange(outline.ranges[index])
            // A block mapping's range ends where the next line's content starts.
            let endsAtIndent = document.lines[range.end.line].prefix(document.converter.scalarColumn(range.end))
                .allSatisfy { $0 == " " || $0 == "-" }
            let end = endsAtIndent && range.end.line > range.start.line ? range.end.line - 1 : range.end.line
            guard end > range.start.line, seen.insert(range.start.line).inserted else { continue }
            ranges.append(["startLine": .int(range.start.line), "endLine": .int(end), "kind": "region"])
        }
        return .array(ranges)
    }

    /// The id under the cursor (an `id:` value, or the same word anywhere else),
    /// and every whole-word occurrence of it: the `id:` itself as a write.
    func documentHighlights(_ params: JSONValue) -> JSONValue {
        guard let uri = Self.documentURI(params), let document = documents[uri],
              let position = LSPPosition(params["position"]).map(DocumentLines.clamped) else { return [] }
        let lines = document.lines
        let text = lines[position.line]
        let column = document.converter.scalarColumn(position)
        guard let word = Self.quotedID(at: column, in: text) ?? Self.word(at: column, in: text) else { return [] }
        let name = Array(word.text.unicodeScalars)
        var found: [JSONValue] = []
        for line in 0..<lines.count {
            let scalars = lines[line]
            guard scalars.count >= name.count else { continue }
            var start = 0
            while start + name.count <= scalars.count {
                if scalars[start] == name[0], Array(scalars[start..<start + name.count]) == name,
                   start == 0 || !Self.isWordScalar(scalars[start - 1]),
                   start + name.count == scalars.count || !Self.isWordScalar(scalars[start + name.count])
                {
                    let before = String(String.UnicodeScalarView(scalars[..<start]))
                    // `id: chip`, `id: "chip"` and `id: 'chip'` are all the definition.
                    var written = before.trimmingCharacters(in: .whitespaces)
                    if written.hasSuffix("\"") || written.hasSuffix("'") {
                        written = String(written.dropLast()).trimmingCharacters(in: .whitespaces)
                    }
                    let isDefinition = written.hasSuffix("id:")
                    let range = LSPRange(start: document.converter.lspPosition(line: line, scalarColumn: start),
                                         end: document.converter.lspPosition(line: line, scalarColumn: start + name.count))
                    found.append(["range": range.json, "kind": .int(isDefinition ? 3 : 1)])
                    start += name.count
                } else {
                    start += 1
                }
            }
        }
        // Only ids: a word that is never written as `id: word` is not highlighted.
        return found.contains { $0["kind"] == 3 } ? .array(found) : []
    }

    /// Whether `scalar` can be part of an id: letters, digits, `_`, `-`, `.`,
    /// and any other scalar beyond ASCII but white space (an id may hold an
    /// emoji, with its variation selectors and joiners).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
                || scalar == "."
        }
        return !scalar.properties.isWhitespace
    }

    /// The id of an `id: "…"` (or `'…'`) whose quotes hold scalar `column`:
    /// a quoted id may hold spaces and punctuation.
    static func quotedID(at column: Int, in text: [Unicode.Scalar]) -> (text: String, start: Int)? {
        let key = Array("id:".unicodeScalars)
        var index = 0
        while index + key.count <= text.count {
            defer { index += 1 }
            guard Array(text[index..<index + key.count]) == key, index == 0 || !isWordScalar(text[index - 1]) else { continue }
            var open = index + key.count
            while open < text.count, text[open] == " " { open += 1 }
            guard open < text.count, text[open] == "\"" || text[open] == "'",
                  let close = text[(open + 1)...].firstIndex(of: text[open]) else { continue }
            guard column > open, column <= close, close > open + 1 else { continue }
            return (String(String.UnicodeScalarView(text[(open + 1)..<close])), open + 1)
        }
        return nil
    }

    /// The word (id characters) around scalar `column` of a line.
    static func word(at column: Int, in text: [Unicode.Scalar]) -> (text: String, start: Int)? {
        var start = min(column, text.count), end = start
        while start > 0, isWordScalar(text[start - 1]) { start -= 1 }
        while end < text.count, isWordScalar(text[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(String.UnicodeScalarView(text[start..<end])), start)
    }
}
