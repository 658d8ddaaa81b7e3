import Diagnostics
import SpecReader

/// Text edits that change one key of a view's mapping as written, keeping the
/// rest of the text (comments, key order, style) as it is: block mappings get a
/// new line at the keys' indentation, flow mappings (`{…}`) a new `, key: value`.
struct ViewEdits {
    let converter: PositionConverter
    let lines: DocumentLines

    /// A `TextEdit`.
    static func edit(_ range: LSPRange, _ newText: String) -> JSONValue {
        ["range": range.json, "newText": .string(newText)]
    }

    func range(_ range: SourceRange) -> LSPRange { LSPRange(converter.lspRange(range)) }

    /// Sets `key` to `value` in the view: the value replaced when the key is
    /// there, else the key added.
    func set(_ key: String, to value: String, in view: ViewSource) -> JSONValue? {
        if let entry = view.entry(key) { return Self.edit(range(entry.valueRange), value) }
        return insert(key, value, in: view)
    }

    /// Adds `key: value` to the view's mapping.
    func insert(_ key: String, _ value: String, in view: ViewSource) -> JSONValue? {
        guard let first = view.entries.first else { return nil }
        let start = converter.lspPosition(view.range.start)
        let startLine = lines[start.line]
        let startColumn = converter.scalarColumn(start)
        if startColumn < startLine.count, startLine[startColumn] == "{" {
            // A flow mapping: before its closing brace.
            let end = converter.lspPosition(view.range.end)
            let close = LSPPosition(line: end.line, character: max(0, end.character - 1))
            return Self.edit(LSPRange(start: close, end: close), ", \(key): \(value)")
        }
        let keyStart = converter.lspPosition(first.keyRange.start)
        let indent = String(repeating: " ", count: converter.scalarColumn(keyStart))
        return line(after: view.entries[view.entries.count - 1].valueRange, "\(indent)\(key): \(value)")
    }

    /// Inserts `text` as a line of its own after the one where `range` ends.
    /// A block value's range ends where the next line's content starts (only
    /// spaces or `- ` before it): the new line goes before that line then.
    func line(after range: SourceRange, _ text: String) -> JSONValue {
        let end = converter.lspPosition(range.end)
        let before = lines[end.line].prefix(converter.scalarColumn(end))
        if end.line > converter.lspPosition(range.start).line, before.allSatisfy({ $0 == " " || $0 == "-" }) {
            let at = LSPPosition(line: end.line, character: 0)
            return Self.edit(LSPRange(start: at, end: at), text + "\n")
        }
        let at = converter.lspPosition(line: end.line, scalarColumn: .max)
        return Self.edit(LSPRange(start: at, end: at), "\n" + text)
    }

    /// Adds `rule` to the view's `suppress:` list, or the list with it.
    func suppress(_ rule: String, in view: ViewSource) -> JSONValue? {
        append(rule, toListOf: "suppress", in: view)
    }

    /// Adds `item` to the view's list `key` (flow or block), or the key with a
    /// list of `item`.
    func append(_ item: String, toListOf key: String, in view: ViewSource) -> JSONValue? {
        let rule = item
        guard let entry = view.entry(key) else { return insert(key, "[\(rule)]", in: view) }
        let end = converter.lspPosition(entry.valueRange.end)
        let endLine = lines[end.line]
        let endColumn = converter.scalarColumn(end)
        if endColumn > 0, endColumn <= endLine.count, endLine[endColumn - 1] == "]" {
            let close = LSPPosition(line: end.line, character: end.character - 1)
            let isEmpty = endColumn >= 2 && endLine[endColumn - 2] == "["
            return Self.edit(LSPRange(start: close, end: close), isEmpty ? rule : ", \(rule)")
        }
        // A block sequence: one more `- rule` line at its items' indentation.
        let start = converter.lspPosition(entry.valueRange.start)
        let dash = String(repeating: " ", count: converter.scalarColumn(start))
        return line(after: entry.valueRange, "\(dash)- \(rule)")
    }
}
