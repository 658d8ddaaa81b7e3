import Diagnostics
import LayoutIR
import Solver

/// `textDocument/documentSymbol` (the view tree) and `workspace/symbol` (view
/// ids across the open specs).
///
/// The copies of a `repeat` share one mapping, so they are one symbol: the
/// item's id, detail `×1000000, first 0,0 28×28`. A symbol per copy made a
/// ten-line spec answer 240 MB.
extension LanguageServerSession {
    /// The answer, built once per version of the document (see ``OpenDocument/cachedSymbols``).
    func documentSymbols(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        guard let uri = Self.documentURI(params), let snapshot = outlineSnapshot(uri, &messages),
              let screen = snapshot.result.screen, let document = documents[uri]
        else { return [] }
        if let cached = document.cachedSymbols { return cached }
        let symbols = Self.documentSymbols(snapshot, screen: screen, limit: maxOutlineSymbols, isCancelled: { false })
            .map { JSONValue.encoded($0.encoded()) } ?? []
        document.cachedSymbols = symbols
        return symbols
    }

    /// The outline of a version not yet outlined, as work for another thread;
    /// nil when the answer is at hand (cached, or none): then it is answered at once.
    func documentSymbolsInBackground(id: JSONValue, _ params: JSONValue, _ messages: inout [JSONValue])
        -> BackgroundRequest?
    {
        guard let uri = Self.documentURI(params), let snapshot = outlineSnapshot(uri, &messages),
              let screen = snapshot.result.screen, let document = documents[uri], document.cachedSymbols == nil
        else { return nil }
        let limit = maxOutlineSymbols
        return BackgroundRequest(id: id, keep: .documentSymbols(uri: uri, generation: document.symbolsGeneration)) {
            isCancelled in
            Self.documentSymbols(snapshot, screen: screen, limit: limit, isCancelled: isCancelled)
                .map { JSONValue.encoded($0.encoded()) }
        }
    }

    /// The view tree as symbols, breadth first within `limit` symbols; nil
    /// when `isCancelled` said stop (asked every 1024 symbols).
    private static func documentSymbols(_ snapshot: OutlineSnapshot, screen: Screen, limit maxOutlineSymbols: Int,
                                        isCancelled: () -> Bool) -> JSONValue? {
        var built = 0
        var cancelled = false
        let frames = snapshot.result.layout?.views
        let ranges = snapshot.outline.ranges
        // Which views get a symbol: level by level, so a cut leaves out the deepest.
        var listed = Set<Int>()
        var level = Self.copyRuns(screen.views.indices.filter { screen.views[$0].parent == nil }, ranges: ranges).map(\.first)
        while !level.isEmpty, listed.count < maxOutlineSymbols {
            var next: [Int] = []
            for index in level where listed.count < maxOutlineSymbols {
                listed.insert(index)
                next += Self.copyRuns(screen.views[index].children, ranges: ranges).map(\.first)
            }
            level = next
        }
        func symbol(_ index: Int, copies: Int) -> JSONValue {
            built += 1
            if built % 1024 == 0, !cancelled { cancelled = isCancelled() }
            if cancelled { return .null }
            let view = screen.views[index]
            // The root's entry starts at its `root:` key, which is also what is
            // selected; it started at its first key, named `view`, with an empty selection.
            let rootKey = view.parent == nil ? snapshot.result.sourceMap.range(of: .root) : nil
            let written = rootKey.map { SourceRange(start: $0.start, end: ranges[index].end) } ?? ranges[index]
            let range = snapshot.lspRange(written)
            let selected = rootKey.map(snapshot.lspRange)
                ?? (written.start.line == written.end.line ? range : LSPRange(start: range.start, end: range.start))
            var json: [String: JSONValue] = [
                "name": .string(view.parent == nil && view.id == nil ? "root" : Self.symbolName(view, copies: copies)),
                "kind": .int(Self.symbolKind(view.kind)),
                "range": range.json,
                "selectionRange": selected.json,
            ]
            let runs = Self.copyRuns(view.children, ranges: ranges)
            let shown = runs.filter { listed.contains($0.first) }
            json["children"] = .array(shown.map { symbol($0.first, copies: $0.count) })
            var detail = copies > 1 ? "×\(copies)" : ""
            if let frames, index < frames.count {
                detail += (copies > 1 ? ", first " : "") + Self.frameText(frames[index].frame)
            }
            if shown.count < runs.count {
                detail += (detail.isEmpty ? "" : ", ") + "+\(runs.count - shown.count) views not listed"
            }
            if !detail.isEmpty { json["detail"] = .string(detail) }
            return .object(json)
        }
        let roots = screen.views.indices.filter { screen.views[$0].parent == nil }
        let symbols = JSONValue.array(Self.copyRuns(roots, ranges: ranges).filter { listed.contains($0.first) }
            .map { symbol($0.first, copies: $0.count) })
        // Not `cond ? nil : symbols`: JSONValue takes `nil` as its null, which would answer null.
        if cancelled || isCancelled() { return Optional.none }
        return symbols
    }

    func workspaceSymbols(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        let query = (params["query"]?.stringValue ?? "").lowercased()
        var symbols: [JSONValue] = []
        for uri in documents.keys.sorted() {
            guard let snapshot = outlineSnapshot(uri, &messages), let screen = snapshot.result.screen else { continue }
            // One symbol per mapping written: the first copy of a `repeat` stands for all.
            for index in snapshot.outline.byStart where index < screen.views.count {
                let view = screen.views[index]
                let copies = snapshot.outline.copyCount(of: index)
                guard view.id != nil else { continue }
                let name = Self.symbolName(view, copies: copies)
                guard query.isEmpty || name.lowercased().contains(query) else { continue }
                symbols.append([
                    "name": .string(name),
                    "kind": .int(Self.symbolKind(view.kind)),
                    "location": ["uri": .string(uri), "range": snapshot.lspRange(snapshot.outline.ranges[index]).json],
                    "containerName": .string(copies > 1 ? "\(screen.name) ×\(copies)" : screen.name),
                ])
            }
        }
        return .array(symbols)
    }

    /// `views` (siblings) as runs of copies of one mapping: the copies of a
    /// `repeat` are neighbours and share their item's range.
    static func copyRuns(_ views: [Int], ranges: [SourceRange]) -> [(first: Int, count: Int)] {
        var runs: [(first: Int, count: Int)] = []
        for view in views {
            if let last = runs.last, view < ranges.count, last.first < ranges.count, ranges[last.first] == ranges[view] {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((view, 1))
            }
        }
        return runs
    }

    /// The view's id (else its kind); for copies, the item's id without the
    /// copy's `[0]`.
    static func symbolName(_ view: ViewSpec, copies: Int) -> String {
        guard let id = view.id else { return view.kind.rawValue }
        guard copies > 1, id.hasSuffix("]"), let open = id.lastIndex(of: "["), open > id.startIndex,
              id[id.index(after: open)..<id.index(before: id.endIndex)].allSatisfy(\.isASCII)
                && id[id.index(after: open)..<id.index(before: id.endIndex)].allSatisfy(\.isNumber)
        else { return id }
        return String(id[..<open])
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
