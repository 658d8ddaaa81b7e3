import LayoutIR
import Solver

/// `textDocument/documentSymbol` (the view tree) and `workspace/symbol` (view
/// ids across the open specs).
extension LanguageServerSession {
    func documentSymbols(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        guard let uri = Self.documentURI(params), let document = compiledDocument(uri, &messages),
              let result = document.compiled?.result, let screen = result.screen, let outline = document.outline,
              !outline.ranges.isEmpty
        else { return [] }
        let frames = result.layout?.views
        func symbol(_ index: Int) -> JSONValue {
            let view = screen.views[index]
            let range = LSPRange(document.converter.lspRange(outline.ranges[index]))
            var json: [String: JSONValue] = [
                "name": .string(view.id ?? view.kind.rawValue),
                "kind": .int(Self.symbolKind(view.kind)),
                "range": range.json,
                "selectionRange": LSPRange(start: range.start, end: range.start).json,
                "children": .array(view.children.map(symbol)),
            ]
            if let frames, index < frames.count { json["detail"] = .string(Self.frameText(frames[index].frame)) }
            return .object(json)
        }
        return .array(screen.views.indices.filter { screen.views[$0].parent == nil }.map(symbol))
    }

    func workspaceSymbols(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        let query = (params["query"]?.stringValue ?? "").lowercased()
        var symbols: [JSONValue] = []
        for uri in documents.keys.sorted() {
            guard let document = compiledDocument(uri, &messages), let screen = document.compiled?.result.screen,
                  let outline = document.outline, !outline.ranges.isEmpty else { continue }
            for (index, view) in screen.views.enumerated() {
                guard let id = view.id, query.isEmpty || id.lowercased().contains(query) else { continue }
                symbols.append([
                    "name": .string(id),
                    "kind": .int(Self.symbolKind(view.kind)),
                    "location": ["uri": .string(uri),
                                 "range": LSPRange(document.converter.lspRange(outline.ranges[index])).json],
                    "containerName": .string(screen.name),
                ])
            }
        }
        return .array(symbols)
    }

    /// LSP `SymbolKind` of a view kind: containers as namespaces and arrays,
    /// text as strings, controls as events.
    static func symbolKind(_ kind: ViewKind) -> Int {
        symbolKinds[kind] ?? 19  // Object: plain views and kinds added later
    }

    private static let symbolKinds: [ViewKind: Int] = [
        .label: 15, .textView: 15,  // String
        .textField: 13,  // Variable
        .button: 24,  // Event
        .image: 1,  // File
        .scroll: 3,  // Namespace
        .collection: 18, .table: 18,  // Array
        .cell: 23,  // Struct
    ]

    /// `16,98 361×240`: a frame's origin and size.
    static func frameText(_ frame: Rect) -> String {
        "\(ViewSummary.number(frame.x)),\(ViewSummary.number(frame.y)) "
            + "\(ViewSummary.number(frame.width))×\(ViewSummary.number(frame.height))"
    }
}
