import Diagnostics
import Emitters

extension LanguageServerSession {
    /// `textDocument/publishDiagnostics` for a compiled document.
    func publishDiagnostics(_ document: OpenDocument, _ compile: DocumentCompile) -> JSONValue {
        Self.notification("textDocument/publishDiagnostics", DiagnosticsJSON.params(
            uri: document.uri, version: document.version, diagnostics: compile.diagnostics,
            converter: document.converter))
    }

    /// The message shown: the devices it occurs on and the notes included.
    static func message(of diagnostic: Diagnostic) -> String {
        var message = diagnostic.displayMessage
        for note in diagnostic.notes { message += "\nnote: " + note }
        return message
    }

    /// One compiler diagnostic as LSP sends it; columns converted to the
    /// session's encoding here and nowhere else. A finding that occurs on only
    /// some of the devices compiled for names them (`… (on iphone-se-3/portrait)`).
    static func lspDiagnostic(_ diagnostic: Diagnostic, _ converter: PositionConverter) -> JSONValue {
        let range = converter.lspRange(diagnostic.range)
        let message = Self.message(of: diagnostic)
        var json: [String: JSONValue] = [
            "range": LSPRange(range).json,
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.rule.rawValue),
            "source": "layoutc",
            "message": .string(message),
        ]
        if !diagnostic.devices.isEmpty { json["data"] = ["devices": .array(diagnostic.devices.map { .string($0) })] }
        return .object(json)
    }

    /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

/// A start and end position, as LSP's `Range`.
struct LSPRange: Equatable {
    var start: LSPPosition
    var end: LSPPosition

    init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    init(_ pair: (start: LSPPosition, end: LSPPosition)) {
        self.init(start: pair.start, end: pair.end)
    }

    init?(_ json: JSONValue?) {
        guard let start = LSPPosition(json?["start"]), let end = LSPPosition(json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    var json: JSONValue { ["start": start.json, "end": end.json] }
}
