import Diagnostics
import Driver

/// What document symbols, folding ranges and inlay hints are made from: the
/// current compile, or, while the text does not parse, the last compile that
/// did with its positions moved through the edits since. Editors ask for
/// these after every keystroke; answering nothing for a moment (typing
/// `insets: {`) made them expand folded regions and the outline flicker.
struct OutlineSnapshot {
    let result: CompileResult
    let outline: ViewOutline
    /// The current text.
    let converter: PositionConverter
    /// From the compiled text to the current one (empty when it is current).
    let edits: SourceEdits

    /// Where a compiled location is in the current text.
    func lspPosition(_ location: SourceLocation) -> LSPPosition {
        converter.lspPosition(edits.map(location))
    }

    /// Where a compiled range is in the current text.
    func lspRange(_ range: SourceRange) -> LSPRange {
        LSPRange(converter.lspRange(edits.map(range)))
    }
}

extension LanguageServerSession {
    /// The snapshot for `uri`'s outline features; `nil` when the text is not a
    /// spec for another reason than its YAML (an empty file has no outline),
    /// or no text of it has parsed since it was opened.
    func outlineSnapshot(_ uri: String, _ messages: inout [JSONValue]) -> OutlineSnapshot? {
        guard let document = compiledDocument(uri, &messages), let current = document.compiled,
              current.parses || current.diagnostics.contains(where: { $0.rule == .yamlSyntax }),
              let parsed = document.parsed,
              let outline = document.lastParsedOutline, !outline.ranges.isEmpty else { return nil }
        return OutlineSnapshot(result: parsed.result, outline: outline, converter: document.converter,
                               edits: document.editsSinceParsed)
    }
}
