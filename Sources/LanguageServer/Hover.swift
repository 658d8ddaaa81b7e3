import Driver
import Emitters
import LayoutIR
import Solver
import SpecReader

extension LanguageServerSession {
    /// `textDocument/hover`: a key's documentation, or the solved geometry of
    /// the view around the position.
    func hover(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        guard let uri = Self.documentURI(params), let document = documents[uri],
              let position = LSPPosition(params["position"]).map(DocumentLines.clamped) else { return .null }
        let column = document.converter.scalarColumn(position)
        let lines = document.lines
        // In an Interface Builder file only the views have something to show.
        let isSpec = !LayoutCompiler.isInterfaceBuilderFile(document.fileName)
        if isSpec, let answer = constraintHover(document, uri: uri, line: position.line, column: column, &messages) {
            return answer
        }
        if isSpec, let word = Self.key(at: column, in: lines, line: position.line),
           let context = EditContext.at(line: position.line, column: word.start, in: lines, index: document.index),
           context.isKey,
           case .object(let object)? = SchemaLookup.target(of: context.path), let key = object.key(named: word.name)
        {
            let range: JSONValue = [
                "start": document.converter.lspPosition(line: position.line, scalarColumn: word.start).json,
                "end": document.converter.lspPosition(line: position.line, scalarColumn: word.end).json,
            ]
            return Self.markdown(SchemaLookup.documentation(of: key, in: object), range: range)
        }
        // A key of a size, rect, insets or point written as a map (`insets: {top: 8}`).
        if isSpec, let word = Self.key(at: column, in: lines, line: position.line),
           let context = EditContext.at(line: position.line, column: word.start, in: lines, index: document.index),
           context.isKey, context.path.last != .item,
           case .value(let shape, let owner)? = SchemaLookup.target(of: context.path),
           let key = ShapeKeys.keys(of: shape)?.first(where: { $0.name == word.name })
        {
            let range: JSONValue = [
                "start": document.converter.lspPosition(line: position.line, scalarColumn: word.start).json,
                "end": document.converter.lspPosition(line: position.line, scalarColumn: word.end).json,
            ]
            return Self.markdown(ShapeKeys.documentation(of: key, shape: shape, owner: owner), range: range)
        }
        // A word a key takes (`distribution: fillEqually`): what it means.
        if isSpec, let word = Self.word(at: column, in: lines, line: position.line),
           let context = EditContext.at(line: position.line, column: word.start, in: lines, index: document.index),
           !context.isKey || context.path.last == .item,
           case .value(let shape, let key?)? = SchemaLookup.target(of: context.path),
           SchemaLookup.values(for: shape, key: key.name).contains(word.name), let doc = key.valueDoc(word.name)
        {
            let range: JSONValue = [
                "start": document.converter.lspPosition(line: position.line, scalarColumn: word.start).json,
                "end": document.converter.lspPosition(line: position.line, scalarColumn: word.end).json,
            ]
            return Self.markdown("`\(key.name): \(word.name)`: \(doc)", range: range)
        }
        let location = document.converter.sourceLocation(position)
        guard let compiled = compiledDocument(uri, &messages)?.compiled,
              let screen = compiled.result.screen, let layout = compiled.result.layout,
              let index = document.outline?.view(containing: location),
              index < screen.views.count, index < layout.views.count else { return .null }
        return Self.markdown(ViewSummary.markdown(screen.views[index], layout.views[index], layout: layout), range: nil)
    }

    static func markdown(_ text: String, range: JSONValue?) -> JSONValue {
        var result: [String: JSONValue] = ["contents": ["kind": "markdown", "value": .string(text)]]
        result["range"] = range
        return .object(result)
    }

    /// The key under scalar `column` of `line`: a word followed by `:`.
    static func key(at column: Int, in lines: DocumentLines, line: Int) -> (name: String, start: Int, end: Int)? {
        guard let (_, start, end) = word(at: column, in: lines, line: line) else { return nil }
        let text = lines[line]
        var after = end
        if after < text.count, text[after] == "\"" || text[after] == "'" { after += 1 }
        while after < text.count, text[after] == " " { after += 1 }
        guard after < text.count, text[after] == ":" else { return nil }
        return (String(String.UnicodeScalarView(text[start..<end])), start, end)
    }

    /// The word (letters, digits, `_`, `-`) under scalar `column` of `line`.
    static func word(at column: Int, in lines: DocumentLines, line: Int) -> (name: String, start: Int, end: Int)? {
        guard line >= 0, line < lines.count else { return nil }
        let text = lines[line]
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        }
        var start = min(column, text.count), end = start
        while start > 0, isWord(text[start - 1]) { start -= 1 }
        while end < text.count, isWord(text[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(String.UnicodeScalarView(text[start..<end])), start, end)
    }
}

/// The solved geometry of one view, as hover shows it.
enum ViewSummary {
    static func markdown(_ view: ViewSpec, _ resolved: ResolvedView, layout: ResolvedLayout) -> String {
        var title = "**\(view.kind.rawValue)**"
        if let id = view.id { title += " `\(id)`" }
        title += " — \(view.path)"
        var rows: [(String, String)] = [
            ("frame", rect(resolved.frame)),
            ("windowFrame", rect(resolved.windowFrame)),
            ("bounds size", "[\(number(resolved.boundsSize.width)), \(number(resolved.boundsSize.height))]"),
            ("safeAreaInsets", insets(resolved.safeAreaInsets)),
            ("layoutMargins", insets(resolved.layoutMargins)),
        ]
        if let value = resolved.textRect { rows.append(("textRect", rect(value))) }
        if let value = resolved.contentRect { rows.append(("contentRect", rect(value))) }
        if let value = resolved.placeholderRect { rows.append(("placeholderRect", rect(value))) }
        if let value = resolved.hitRect { rows.append(("hitRect", rect(value))) }
        if let value = resolved.indexRect { rows.append(("indexRect", rect(value))) }
        if let value = resolved.adjustedContentInset { rows.append(("adjustedContentInset", insets(value))) }
        if let value = resolved.contentSize {
            rows.append(("contentSize", "[\(number(value.width)), \(number(value.height))]"))
        }
        let width = rows.map(\.0.count).max() ?? 0
        let table = rows.map { $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
        return ([title, "", "```", ] + table + ["```", "",
                "\(layout.device.id), \(layout.orientation.rawValue); rects are [x, y, width, height], insets [top, left, bottom, right]"])
            .joined(separator: "\n")
    }

    static func rect(_ r: Rect) -> String { "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]" }

    static func insets(_ i: Insets) -> String {
        "[\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right))]"
    }

    /// A number as `layoutc compile` and `render` print it (``NumberFormat``: at
    /// most 4 decimals, `124.6667`), so a frame in a hover, an inlay hint or the
    /// outline can be compared with the frames JSON digit for digit.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : (x > 0 ? "inf" : "-inf") }
        return NumberFormat.string(x)
    }
}
