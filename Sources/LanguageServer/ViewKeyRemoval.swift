import SpecReader

extension ViewEdits {
    /// Removes `key` and its value from the view's mapping as written, leaving
    /// the other keys, their order and comments on other lines alone:
    /// - in a flow mapping (`{…}`), the entry with the `, ` that joins it to the
    ///   next entry (or, the last one, to the entry before it);
    /// - in a block mapping, the lines the entry takes; when it is the first
    ///   key of a sequence item (`- frame: …`), the next key moves up after the `- `.
    ///
    /// `nil` when the key is not written, or is the only key of a block item
    /// (removing it would leave a `-` with nothing).
    func remove(_ key: String, in view: ViewSource) -> JSONValue? {
        guard let at = view.entries.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = view.entries[at]
        let next = at + 1 < view.entries.count ? view.entries[at + 1] : nil
        let keyStart = converter.lspPosition(entry.keyRange.start)
        let viewStart = converter.lspPosition(view.range.start)
        let viewLine = lines[viewStart.line]
        let viewColumn = converter.scalarColumn(viewStart)
        if viewColumn < viewLine.count, viewLine[viewColumn] == "{" {
            if let next { return Self.edit(LSPRange(start: keyStart, end: converter.lspPosition(next.keyRange.start)), "") }
            let from = at > 0 ? converter.lspPosition(view.entries[at - 1].valueRange.end) : keyStart
            return Self.edit(LSPRange(start: from, end: converter.lspPosition(entry.valueRange.end)), "")
        }
        let beforeKey = lines[keyStart.line].prefix(converter.scalarColumn(keyStart))
        if !beforeKey.allSatisfy({ $0 == " " }) {
            // `- key: value`: the dash stays, the next key comes up to it.
            guard let next else { return nil }
            return Self.edit(LSPRange(start: keyStart, end: converter.lspPosition(next.keyRange.start)), "")
        }
        // The entry's lines: its own and the ones below indented deeper than its
        // key (a block value, a flow value's continuation), not trailing blanks.
        // Counted from the text rather than the value's range, which is empty for
        // a block mapping that ends the text.
        let keyColumn = converter.scalarColumn(keyStart)
        var endLine = keyStart.line + 1
        while endLine < lines.count {
            let line = lines[endLine]
            let indent = line.prefix { $0 == " " }.count
            if indent < line.count, indent <= keyColumn { break }
            endLine += 1
        }
        while endLine - 1 > keyStart.line, lines[endLine - 1].allSatisfy({ $0 == " " }) { endLine -= 1 }
        if endLine < lines.count {
            let range = LSPRange(start: LSPPosition(line: keyStart.line, character: 0),
                                 end: LSPPosition(line: endLine, character: 0))
            return Self.edit(range, "")
        }
        // The entry ends the text without a line break: the break before it goes instead.
        guard keyStart.line > 0 else { return nil }
        let from = converter.lspPosition(line: keyStart.line - 1, scalarColumn: .max)
        return Self.edit(LSPRange(start: from, end: converter.lspPosition(line: endLine - 1, scalarColumn: .max)), "")
    }
}
