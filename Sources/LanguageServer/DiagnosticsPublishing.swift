import Diagnostics

extension LanguageServerSession {
    /// `textDocument/publishDiagnostics` for an open document.
    func publishDiagnostics(_ uri: String) -> JSONValue {
        guard let document = documents[uri] else {
            return Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        var params: JSONValue = [
            "uri": .string(uri),
            "diagnostics": .array(document.result.diagnostics.map { Self.lspDiagnostic($0, document.converter) }),
        ]
        if let version = document.version, case .object(var members) = params {
            members["version"] = .int(version)
            params = .object(members)
        }
        return Self.notification("textDocument/publishDiagnostics", params)
    }

    /// One compiler diagnostic as LSP sends it; columns converted to the
    /// session's encoding here and nowhere else.
    static func lspDiagnostic(_ diagnostic: Diagnostic, _ converter: PositionConverter) -> JSONValue {
        let range = converter.lspRange(diagnostic.range)
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: " + note }
        return [
            "range": ["start": range.start.json, "end": range.end.json],
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.rule.rawValue),
            "source": "layoutc",
            "message": .string(message),
        ]
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
