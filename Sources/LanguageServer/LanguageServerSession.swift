import Driver
import Foundation

/// One language-server session: LSP messages in, LSP messages out, no I/O.
///
/// Tests feed it bytes with ``receive(_:)`` and read what it returns; the
/// executable runs it in a ``ServerLoop``, which reads on another thread and
/// tells the session (through ``hasNewerChange`` and ``isCancelled``) what is
/// already waiting, so that queued edits are compiled once, at their newest
/// version, and cancelled requests are not computed.
public final class LanguageServerSession {
    /// JSON-RPC and LSP error codes used here.
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestCancelled = -32800
    }

    /// Set by `exit`: 0 after `shutdown`, 1 otherwise. The caller stops reading.
    public private(set) var exitCode: Int32?
    /// Where problems with the client's input are reported (standard error).
    public var log: (String) -> Void
    /// Whether a newer `didChange` of the document is already queued: the
    /// current one is then applied but not compiled, and a compile that ends
    /// while one waits is not published (it is out of date).
    public var hasNewerChange: (_ uri: String) -> Bool = { _ in false }
    /// Whether a `$/cancelRequest` for the request `id` is already queued.
    public var isCancelled: (_ id: JSONValue) -> Bool = { _ in false }
    /// Where requests whose answer is expensive (a document's outline) are
    /// sent to be answered off this thread (``BackgroundRequest``); nil (tests,
    /// ``receive(_:)``): answered in turn.
    public var background: ((BackgroundRequest) -> Void)?
    /// Where documents are sent to be compiled off this thread (``BackgroundCompile``),
    /// so that one slow document does not hold up the answers about the others;
    /// nil (tests, ``receive(_:)``): compiled in turn.
    public var compileInBackground: ((BackgroundCompile) -> Void)?
    /// Most symbols one document's outline lists: past it, a view's children
    /// are left out and its detail says how many (`+1200 views not listed`). A
    /// 1.4M-view document's outline peaked at 4.76 GB and took 40 s with
    /// nothing else answered; an outline of that many entries is of no use.
    public var maxOutlineSymbols = 20_000

    private let serverVersion: String
    private var framer = MessageFramer()
    private var initialized = false
    private var shutdownRequested = false
    var encoding = PositionEncoding.utf16
    var settings = EditorSettings()
    var documents: [String: OpenDocument] = [:]
    /// Messages already shown to the client (each problem is said once).
    private var shownMessages = Set<String>()
    /// The `.layoutc.yml` problem each spec directory's last compile met: a
    /// problem is shown when it appears, and again when it comes back after
    /// being fixed.
    var configProblems: [String: String] = [:]
    /// Whether the client takes a file watcher for `.layoutc.yml` (dynamic
    /// registration of `workspace/didChangeWatchedFiles`).
    var clientWatchesFiles = false

    public init(serverVersion: String = "0.1.0", log: @escaping (String) -> Void = { _ in }) {
        self.serverVersion = serverVersion
        self.log = log
    }

    /// Reads bytes from the client and returns the framed messages to send.
    public func receive<Bytes: Sequence>(_ bytes: Bytes) -> [Data] where Bytes.Element == UInt8 {
        framer.append(bytes).flatMap { process($0) }
    }

    /// Handles one framing event; returns the framed messages to send.
    public func process(_ event: MessageFramer.Event) -> [Data] {
        let replies: [JSONValue]
        switch event {
        case .badHeader(let problem):
            log("layoutc lsp: bad message header: \(problem)")
            return []
        case .oversized(let length):
            let problem = "a message of \(length) bytes is over the limit of \(MessageFramer.maxContentBytes) bytes"
                + " (maxContentBytes); it was skipped"
            log("layoutc lsp: " + problem)
            replies = [Self.error(id: .null, .invalidRequest, problem)]
        case .message(let content):
            guard exitCode == nil else { return [] }
            replies = handle(content)
        }
        return replies.map { MessageFramer.frame($0.encoded()) }
    }

    /// Handles one message already decoded from JSON; returns the framed replies.
    public func process(decoded message: JSONValue) -> [Data] {
        guard exitCode == nil else { return [] }
        return handle(message).map { MessageFramer.frame($0.encoded()) }
    }

    /// The end of input: the exit code to use when the client closed the stream
    /// without `exit` (0 after `shutdown`, as `exit` would give, else 1).
    public func endOfInput() -> Int32 {
        if framer.hasPartialMessage { log("layoutc lsp: input ended inside a message") }
        return exitCode ?? (shutdownRequested ? 0 : 1)
    }

    /// Handles the content of one message; returns the messages to send.
    public func handle(_ content: Data) -> [JSONValue] {
        guard let message = JSONValue.parse(content) else {
            log("layoutc lsp: a message is not JSON (\(content.count) bytes)")
            return [Self.error(id: .null, .parseError, "the message is not JSON")]
        }
        return handle(message)
    }

    /// Handles one decoded message.
    public func handle(_ message: JSONValue) -> [JSONValue] {
        guard case .object = message, let method = message["method"]?.stringValue else {
            if message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }  // a response
            log("layoutc lsp: not a request or notification")
            return [Self.error(id: message["id"] ?? .null, .invalidRequest, "expected a JSON-RPC request or notification")]
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            return notification(method, params)
        }
        // JSON-RPC 2.0: an id is a string, a number or null; an object or array
        // (which the reply would echo back whole) makes the request invalid.
        switch id {
        case .object, .array, .bool:
            log("layoutc lsp: a request id that is not a string or a number")
            return [Self.error(id: .null, .invalidRequest, "expected a string or a number as the request's id")]
        default: break
        }
        if shutdownRequested {
            return [Self.error(id: id, .invalidRequest, "the server is shutting down")]
        }
        if !initialized, method != "initialize" {
            return [Self.error(id: id, .serverNotInitialized, "the server is not initialized")]
        }
        if isCancelled(id) {
            return [Self.error(id: id, .requestCancelled, "the request was cancelled")]
        }
        switch method {
        case "initialize":
            // The protocol allows one `initialize`; a second would reset the session's encoding and settings.
            guard !initialized else { return [Self.error(id: id, .invalidRequest, "the server is already initialized")] }
            let result = initialize(params)
            return [Self.response(id: id, result)] + settingsProblems()
        case "shutdown":
            shutdownRequested = true
            return [Self.response(id: id, .null)]
        default:
            var extra: [JSONValue] = []
            if method == "textDocument/documentSymbol", let background,
               let request = documentSymbolsInBackground(id: id, params, &extra) {
                background(request)
                return extra
            }
            guard let result = route(method, params, &extra) else {
                return [Self.error(id: id, .methodNotFound, "unknown method '\(method)'")]
            }
            return [Self.response(id: id, result)] + extra
        }
    }

    /// The answer to a request after `initialize` (`nil`: not a method of this
    /// server); `extra` collects notifications to send after it.
    private func route(_ method: String, _ params: JSONValue, _ extra: inout [JSONValue]) -> JSONValue? {
        switch method {
        case "textDocument/hover": hover(params, &extra)
        case "textDocument/completion": completion(params)
        case "textDocument/documentSymbol": documentSymbols(params, &extra)
        case "workspace/symbol": workspaceSymbols(params, &extra)
        case "textDocument/inlayHint": inlayHints(params, &extra)
        case "textDocument/foldingRange": foldingRanges(params, &extra)
        case "textDocument/documentHighlight": documentHighlights(params)
        case "textDocument/codeAction": codeActions(params, &extra)
        case "layoutc/render": render(params, &extra)
        default: nil
        }
    }

    private func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        switch method {
        case "textDocument/didOpen": return didOpen(params)
        case "textDocument/didChange": return didChange(params)
        case "textDocument/didClose": return didClose(params)
        case "initialized": return configWatcherRegistration()
        case "workspace/didChangeWatchedFiles", "textDocument/didSave": return configFilesChanged(method, params)
        case "workspace/didChangeConfiguration":
            guard EditorSettings.mentionsLayoutc(params["settings"]) else { return [] }
            settings = EditorSettings(params["settings"])
            shownMessages.removeAll()
            configProblems.removeAll()
            for document in documents.values { document.invalidate() }
            return settingsProblems() + documents.keys.sorted().flatMap { compileAndPublish($0) }
        default:
            return []  // $/cancelRequest (seen by the loop), $/setTrace… need nothing
        }
    }

    // MARK: initialize

    private func initialize(_ params: JSONValue) -> JSONValue {
        initialized = true
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        encoding = Self.chooseEncoding(offered: offered)
        settings = EditorSettings(params["initializationOptions"])
        clientWatchesFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == true
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [":", "["], "resolveProvider": false],
                "documentSymbolProvider": true,
                "workspaceSymbolProvider": true,
                "inlayHintProvider": ["resolveProvider": false],
                "foldingRangeProvider": true,
                "documentHighlightProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"], "resolveProvider": false],
                "experimental": ["layoutcRender": true],
            ],
            "serverInfo": ["name": "layoutc", "version": .string(serverVersion)],
        ]
    }

    /// UTF-16 unless the client offers only encodings without it (the LSP
    /// default, and the one every client supports).
    static func chooseEncoding(offered: [String]?) -> PositionEncoding {
        guard let offered, !offered.isEmpty, !offered.contains(PositionEncoding.utf16.rawValue) else { return .utf16 }
        return offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }

    /// The settings' own problems, shown to the client once.
    private func settingsProblems() -> [JSONValue] {
        settings.problems.compactMap { showOnce($0, type: 2) }
    }

    /// `window/showMessage` (type 1 error, 2 warning), unless already shown.
    func showOnce(_ message: String, type: Int) -> JSONValue? {
        guard shownMessages.insert(message).inserted else { return nil }
        log("layoutc lsp: " + message)
        return Self.notification("window/showMessage", ["type": .int(type), "message": .string("layoutc: " + message)])
    }

    // MARK: Messages

    static func response(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
