import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `didOpen`, `didChange` (whole text or ranges), `didClose`, and compiling a
/// document when its diagnostics or frames are needed.
extension LanguageServerSession {
    func didOpen(_ params: JSONValue) -> [JSONValue] {
        let item = params["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
            log("layoutc lsp: didOpen without uri or text")
            return []
        }
        documents[uri] = OpenDocument(uri: uri, version: item?["version"]?.intValue, text: text, encoding: encoding)
        return compileAndPublish(uri)
    }

    /// Applies the edits; compiles and publishes unless a newer change of the
    /// same document is already waiting (then only that one is compiled).
    func didChange(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
        guard let document = documents[uri] else {
            log("layoutc lsp: didChange of \(uri), which is not open; ignored")
            return []
        }
        document.apply(params["contentChanges"]?.arrayValue ?? [], version: params["textDocument"]?["version"]?.intValue)
        if hasNewerChange(uri) { return [] }
        return compileAndPublish(uri)
    }

    func didClose(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
        documents[uri] = nil
        Self.returnFreedMemory()
        return [Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])]
    }

    /// Hands memory freed by a closed document back to the system: glibc keeps
    /// large freed blocks in its arenas (a 50 MB document opened and closed
    /// three times held 600 MB), `malloc_trim` returns them.
    static func returnFreedMemory() {
        #if canImport(Glibc)
        // Not in the Glibc module map (it is in <malloc.h>): looked up by name.
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }

    /// Compiles `uri`'s current text and publishes its diagnostics, unless a
    /// newer change arrived while it compiled (that one publishes).
    func compileAndPublish(_ uri: String) -> [JSONValue] {
        if let compileInBackground, let document = documents[uri], document.compiled == nil {
            // Published when the compile is back (``keep(_:compile:)``), unless superseded by then.
            if document.compileInFlight != document.compileGeneration {
                document.compileInFlight = document.compileGeneration
                compileInBackground(backgroundCompile(of: document))
            }
            return []
        }
        var messages: [JSONValue] = []
        guard let document = compiledDocument(uri, &messages), let compile = document.compiled else { return messages }
        if hasNewerChange(uri) { return messages }
        return messages + [publishDiagnostics(document, compile)]
    }

    /// The open document `uri`, compiled (now, if its text changed since);
    /// problems with the settings or the project config are added to `messages`.
    func compiledDocument(_ uri: String, _ messages: inout [JSONValue]) -> OpenDocument? {
        guard let document = documents[uri] else { return nil }
        // Being compiled in the background: not a second time here (the loop holds
        // this document's requests until it is back; a request about all documents
        // answers without it).
        if document.compiled == nil, document.compileInFlight == document.compileGeneration,
           compileInBackground != nil {
            return document
        }
        if document.compiled == nil {
            let file = document.fileName
            let loaded = ProjectConfigAccess.load(forSpec: file)
            let (compile, unknown) = ProjectConfigAccess.compile(document.bytes, file: file, settings: settings, loaded: loaded)
            document.setCompiled(compile)
            messages += unknown.compactMap { showOnce($0, type: 2) }
            messages += configProblem(loaded.problem, forSpec: file).map { [$0] } ?? []
        }
        return document
    }

    /// The `uri` of a request's `textDocument`.
    static func documentURI(_ params: JSONValue) -> String? {
        params["textDocument"]?["uri"]?.stringValue
    }
}
