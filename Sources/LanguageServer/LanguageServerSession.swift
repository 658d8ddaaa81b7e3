import Driver
import Foundation
import LayoutIR

/// One language-server session: LSP messages in, LSP messages out, no I/O.
///
/// The executable feeds it the bytes it reads from standard input with
/// ``receive(_:)`` and writes back what it returns; tests do the same without a
/// process. Requests are answered in order, one at a time; every document is
/// compiled again on each change (specs are small and the compiler is fast).
public final class LanguageServerSession {
    /// JSON-RPC error codes used here.
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002
    }

    /// Set by `exit`: 0 after `shutdown`, 1 otherwise. The caller stops reading.
    public private(set) var exitCode: Int32?
    /// Where problems with the client's input are reported (standard error).
    public var log: (String) -> Void

    private let serverVersion: String
    private var framer = MessageFramer()
    private var initialized = false
    private var shutdownRequested = false
    var encoding = PositionEncoding.utf16
    var compiler = LayoutCompiler()
    var documents: [String: OpenDocument] = [:]

    public init(serverVersion: String = "0.1.0", log: @escaping (String) -> Void = { _ in }) {
        self.serverVersion = serverVersion
        self.log = log
    }

    /// Reads bytes from the client and returns the framed messages to send.
    public func receive<Bytes: Sequence>(_ bytes: Bytes) -> [Data] where Bytes.Element == UInt8 {
        var output: [Data] = []
        for event in framer.append(bytes) {
            switch event {
            case .badHeader(let problem):
                log("layoutc lsp: bad message header: \(problem)")
            case .message(let content):
                guard exitCode == nil else { continue }
                output += handle(content).map { MessageFramer.frame($0.encoded()) }
            }
        }
        return output
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
        if shutdownRequested {
            return [Self.error(id: id, .invalidRequest, "the server is shutting down")]
        }
        if !initialized, method != "initialize" {
            return [Self.error(id: id, .serverNotInitialized, "the server is not initialized")]
        }
        switch method {
        case "initialize": return [Self.response(id: id, initialize(params))]
        case "shutdown":
            shutdownRequested = true
            return [Self.response(id: id, .null)]
        case "textDocument/hover": return [Self.response(id: id, hover(params))]
        case "textDocument/completion": return [Self.response(id: id, completion(params))]
        default: return [Self.error(id: id, .methodNotFound, "unknown method '\(method)'")]
        }
    }

    private func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        switch method {
        case "textDocument/didOpen":
            let item = params["textDocument"]
            guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
                log("layoutc lsp: didOpen without uri or text")
                return []
            }
            documents[uri] = OpenDocument(uri: uri, version: item?["version"]?.intValue, text: text,
                                          compiler: compiler, encoding: encoding)
            return [publishDiagnostics(uri)]
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else { return [] }
            var text = document.text
            for change in params["contentChanges"]?.arrayValue ?? [] {
                text = OpenDocument.apply(change, to: text, encoding: encoding) ?? text
            }
            document.update(text: text, version: params["textDocument"]?["version"]?.intValue, compiler: compiler)
            documents[uri] = document
            return [publishDiagnostics(uri)]
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
            documents[uri] = nil
            return [Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])]
        default:
            return []  // initialized, $/cancelRequest, $/setTrace, didSave… need nothing
        }
    }

    // MARK: initialize

    private func initialize(_ params: JSONValue) -> JSONValue {
        initialized = true
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        encoding = Self.chooseEncoding(offered: offered)
        configure(params["initializationOptions"])
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 1],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [":", " "], "resolveProvider": false],
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

    /// `initializationOptions`: `{"device": "iphone-se-3", "orientation": "landscape"}`.
    private func configure(_ options: JSONValue?) {
        var compileOptions = CompileOptions()
        if let device = options?["device"]?.stringValue {
            if compileOptions.device(id: device) != nil {
                compileOptions.deviceID = device
            } else {
                log("layoutc lsp: unknown device '\(device)' in initializationOptions; using the spec's")
            }
        }
        if let name = options?["orientation"]?.stringValue {
            if let orientation = Orientation(rawValue: name) {
                compileOptions.orientation = orientation
            } else {
                log("layoutc lsp: unknown orientation '\(name)' in initializationOptions; using the spec's")
            }
        }
        compiler = LayoutCompiler(options: compileOptions)
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
