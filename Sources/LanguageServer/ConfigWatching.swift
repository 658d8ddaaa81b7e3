import Driver
import Foundation

/// Following `.layoutc.yml` as it changes: a file watcher the client runs for
/// the server, every open spec compiled again when a config changes (its
/// diagnostics used to stay stale until the user typed in each spec), and a
/// config's problem shown again when it comes back after a fix.
extension LanguageServerSession {
    /// The glob the watcher is registered for.
    static let configGlob = "**/" + ProjectConfig.fileName

    /// After `initialized`: `client/registerCapability` of a watcher for
    /// ``configGlob``, when the client registers watchers dynamically (the
    /// client's answer needs nothing done).
    func configWatcherRegistration() -> [JSONValue] {
        guard clientWatchesFiles else { return [] }
        let watcher: JSONValue = ["globPattern": .string(Self.configGlob)]
        return [[
            "jsonrpc": "2.0", "id": "layoutc/watch-config", "method": "client/registerCapability",
            "params": ["registrations": [[
                "id": "layoutc/watch-config", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [watcher]],
            ]]],
        ]]
    }

    /// `workspace/didChangeWatchedFiles` or `textDocument/didSave`: when a
    /// config is among the files, every open spec is compiled and published again.
    func configFilesChanged(_ method: String, _ params: JSONValue) -> [JSONValue] {
        let uris = method == "textDocument/didSave"
            ? [Self.documentURI(params)].compactMap { $0 }
            : (params["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
        guard uris.contains(where: Self.isConfig) else { return [] }
        for document in documents.values { document.invalidate() }
        return documents.keys.sorted().flatMap { compileAndPublish($0) }
    }

    static func isConfig(_ uri: String) -> Bool {
        (OpenDocument.fileName(for: uri) as NSString).lastPathComponent == ProjectConfig.fileName
    }

    /// The `window/showMessage` for the config problem a compile of the spec at
    /// `file` met, when it is new: not shown for another spec already, or shown
    /// before but fixed since (a fix seen by any spec forgets the problem).
    func configProblem(_ problem: String?, forSpec file: String) -> JSONValue? {
        let directory = (file as NSString).deletingLastPathComponent
        let previous = configProblems[directory]
        guard previous != problem else { return nil }
        if let previous { configProblems = configProblems.filter { $0.value != previous } }
        guard let problem else { return nil }
        let isNew = !configProblems.values.contains(problem)
        configProblems[directory] = problem
        guard isNew else { return nil }
        log("layoutc lsp: " + problem)
        return Self.notification("window/showMessage", ["type": 2, "message": .string("layoutc: " + problem)])
    }
}
