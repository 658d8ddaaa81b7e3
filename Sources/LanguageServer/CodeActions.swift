import Diagnostics
import LayoutIR
import SpecReader

/// `textDocument/codeAction`: quick fixes for the findings in the requested
/// range, each a `WorkspaceEdit` on the document:
/// - an unknown key, kind, device or enum value: the did-you-mean word;
/// - `hit-target-too-small`: the `hitInsets` that reach 44 pt (from the finding);
/// - `outside-safe-area`: the view placed in the safe area (`in: safeArea`);
/// - any finding on a view: `suppress: [rule]` on that view.
extension LanguageServerSession {
    func codeActions(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        guard let uri = Self.documentURI(params), let document = compiledDocument(uri, &messages),
              let compiled = document.compiled, let requested = LSPRange(params["range"]) else { return [] }
        let converter = document.converter
        let edits = ViewEdits(converter: converter, lines: document.lines)
        var actions: [JSONValue] = []
        for diagnostic in compiled.diagnostics {
            let range = LSPRange(converter.lspRange(diagnostic.range))
            guard range.start <= requested.end, requested.start <= range.end else { continue }
            let lsp = Self.lspDiagnostic(diagnostic, converter)
            func action(_ title: String, _ edit: JSONValue?, preferred: Bool = false) {
                guard let edit else { return }
                actions.append([
                    "title": .string(title), "kind": "quickfix", "diagnostics": [lsp], "isPreferred": .bool(preferred),
                    "edit": ["changes": [uri: [edit]]],
                ])
            }
            if let word = Self.suggestion(in: diagnostic.message) {
                action("Change to '\(word)'", ViewEdits.edit(range, word), preferred: true)
            }
            guard let index = diagnostic.viewIndex,
                  let view = compiled.result.sourceMap.viewSource(index), let screen = compiled.result.screen,
                  index < screen.views.count else { continue }
            switch diagnostic.rule {
            case .hitTargetTooSmall:
                if let insets = Self.quoted(after: "'hitInsets: ", in: diagnostic.message) {
                    action("Set hitInsets: \(insets) (a 44 × 44 pt hit area)",
                           edits.set("hitInsets", to: insets, in: view), preferred: true)
                }
            case .outsideSafeArea where !Self.isFlowItem(index, in: screen):
                let edit = view.entry("place").flatMap { _ in Self.placeIn(view, compiled.result.sourceMap, index, edits) }
                    ?? edits.set("in", to: "safeArea", in: view)
                action("Place '\(screen.views[index].id ?? screen.views[index].path)' in the safe area", edit,
                       preferred: true)
            default:
                break
            }
            if !screen.views[index].suppress.contains(diagnostic.rule.rawValue) {
                action("Suppress \(diagnostic.rule.rawValue) on this view", edits.suppress(diagnostic.rule.rawValue, in: view))
            }
        }
        return .array(actions)
    }

    /// The word of `…; did you mean 'word'?` when it is a plain word.
    static func suggestion(in message: String) -> String? {
        guard let word = quoted(after: "did you mean '", in: message),
              !word.contains(" "), !word.contains(":") else { return nil }
        return word
    }

    /// The text from after `marker` to the next `'`.
    static func quoted(after marker: String, in message: String) -> String? {
        guard let start = message.range(of: marker) else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// `in:` set inside the view's `place:` mapping.
    private static func placeIn(_ view: ViewSource, _ map: SpecSourceMap, _ index: Int, _ edits: ViewEdits) -> JSONValue? {
        if let value = map.valueRange(forView: index, path: "place.in") {
            return ViewEdits.edit(edits.range(value), "safeArea")
        }
        guard let place = view.entry("place") else { return nil }
        let start = edits.converter.lspPosition(place.valueRange.start)
        let line = edits.lines[start.line]
        let column = edits.converter.scalarColumn(start)
        guard column < line.count, line[column] == "{" else { return nil }
        let at = LSPPosition(line: start.line, character: start.character + 1)
        return ViewEdits.edit(LSPRange(start: at, end: at), "in: safeArea, ")
    }

    private static func isFlowItem(_ index: Int, in screen: Screen) -> Bool {
        guard let parent = screen.views[index].parent else { return false }
        return screen.views[parent].flow != nil
    }
}
