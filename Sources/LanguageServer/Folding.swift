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
        guard let word = Self.word(at: column, in: text) else { return [] }
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
                    let isDefinition = before.trimmingCharacters(in: .whitespaces).hasSuffix("id:")
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

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
            || scalar == "."
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
