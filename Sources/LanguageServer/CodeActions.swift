import Diagnostics
import Driver
import LayoutIR
import SpecReader

/// `textDocument/codeAction`: quick fixes for the findings in the requested
/// range, each a `WorkspaceEdit` on the document:
/// - an unknown key, kind, device or enum value: the did-you-mean word;
/// - `hit-target-too-small`: the `hitInsets` that reach 44 pt (from the finding);
/// - `outside-safe-area`: the view placed in the safe area (`in: safeArea`);
/// - `stack-priority-ambiguous`: the tie broken by one priority step;
/// - `placement-ignored-in-stack`: the ignored `frame` or `place` removed;
/// - `unsatisfiable-constraints` and `ambiguous-layout`: ``ConstraintFixes``;
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
                action(title, [edit], preferred: preferred)
            }
            func action(_ title: String, _ changes: [JSONValue], preferred: Bool = false) {
                guard !changes.isEmpty else { return }
                actions.append([
                    "title": .string(title), "kind": "quickfix", "diagnostics": [lsp], "isPreferred": .bool(preferred),
                    "edit": ["changes": [uri: .array(changes)]],
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
            case .stackPriorityAmbiguous:
                if let fix = Self.stackTieFix(index, compiled.result, edits) { action(fix.title, fix.changes, preferred: true) }
            case .placementIgnoredInStack:
                // The stack overwrites the key, so removing it leaves every frame as it is.
                if let key = diagnostic.sourceKey ?? ["frame", "place"].first(where: { view.entry($0) != nil }) {
                    action("Remove '\(key)' (the stack sets this view's frame)", edits.remove(key, in: view), preferred: true)
                }
            case .unsatisfiableConstraints, .ambiguousLayout:
                for fix in ConstraintFixes.fixes(diagnostic, view: index, result: compiled.result, edits: edits) {
                    action(fix.title, fix.changes, preferred: true)
                }
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

    /// The tie behind a `stack-priority-ambiguous` finding on view `index` (the
    /// view the solver stretched or shrank, the last of the tie): the other
    /// tied views' priority raised by 1, or at 1000 the last one's lowered by 1,
    /// as the finding's message says.
    private static func stackTieFix(_ index: Int, _ result: CompileResult, _ edits: ViewEdits)
        -> (title: String, changes: [JSONValue])?
    {
        guard let screen = result.screen,
              let tie = result.layout?.stackFindings.lazy.compactMap(\.tie).first(where: { $0.views.last == index })
        else { return nil }
        let key = tie.priority.rawValue
        let raising = tie.value < 1000
        let targets = raising ? Array(tie.views.dropLast()) : [index]
        let value = ViewSummary.number(raising ? tie.value + 1 : tie.value - 1)
        var changes: [JSONValue] = []
        for view in targets {
            guard view < screen.views.count, let source = result.sourceMap.viewSource(view),
                  let change = edits.set(key, to: value, in: source) else { return nil }
            changes.append(change)
        }
        let names = targets.map { "'\(screen.views[$0].id ?? screen.views[$0].path)'" }.joined(separator: ", ")
        return ("\(raising ? "Raise" : "Lower") '\(key)' of \(names) to \(value)", changes)
    }

    private static func isFlowItem(_ index: Int, in screen: Screen) -> Bool {
        guard let parent = screen.views[index].parent else { return false }
        return screen.views[parent].flow != nil
    }
}
