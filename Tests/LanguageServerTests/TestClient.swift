import Foundation
import LanguageServer
import XCTest

/// Drives a ``LanguageServerSession`` as an editor would, through framed bytes.
final class TestClient {
    let session: LanguageServerSession
    private(set) var logged: [String] = []
    private var nextID = 1
    static let uri = "file:///work/Specs/Test.layout.yaml"

    init() {
        session = LanguageServerSession()
        session.log = { [unowned self] in self.logged.append($0) }
    }

    /// Sends `message` framed and returns the decoded replies.
    func send(_ message: JSONValue) -> [JSONValue] {
        Self.decode(session.receive(MessageFramer.frame(message.encoded())))
    }

    /// Sends a request and returns its response (and any other messages).
    func request(_ method: String, _ params: JSONValue = .null) -> (response: JSONValue?, others: [JSONValue]) {
        let id = nextID
        nextID += 1
        let replies = send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return (replies.first { $0["id"] == .int(id) }, replies.filter { $0["id"] != .int(id) })
    }

    func notify(_ method: String, _ params: JSONValue = .null) -> [JSONValue] {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Decodes framed output.
    static func decode(_ chunks: [Data]) -> [JSONValue] {
        var framer = MessageFramer()
        var messages: [JSONValue] = []
        for chunk in chunks {
            for event in framer.append(chunk) {
                guard case .message(let content) = event, let value = JSONValue.parse(content) else {
                    XCTFail("the server sent a bad frame: \(event)")
                    continue
                }
                messages.append(value)
            }
        }
        return messages
    }

    @discardableResult
    func initialize(_ options: JSONValue = .null) -> JSONValue? {
        let response = request("initialize", ["processId": .null, "capabilities": [:], "initializationOptions": options]).response
        _ = notify("initialized", [:])
        return response
    }

    /// Opens `text` and returns the diagnostics published for it.
    func open(_ text: String, uri: String = TestClient.uri) -> [JSONValue] {
        let replies = notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)],
        ])
        return Self.diagnostics(in: replies, uri: uri)
    }

    static func diagnostics(in replies: [JSONValue], uri: String = TestClient.uri) -> [JSONValue] {
        let published = replies.filter { $0["method"] == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published.count, 1, "expected one publishDiagnostics in \(replies)")
        XCTAssertEqual(published.first?["params"]?["uri"]?.stringValue, uri)
        return published.first?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    func hover(line: Int, character: Int) -> JSONValue? {
        request("textDocument/hover", position(line, character)).response?["result"]
    }

    /// The labels and inserted texts of a completion.
    func completion(line: Int, character: Int) -> [(label: String, newText: String)] {
        let result = request("textDocument/completion", position(line, character)).response?["result"]
        return (result?["items"]?.arrayValue ?? []).map {
            ($0["label"]?.stringValue ?? "", $0["textEdit"]?["newText"]?.stringValue ?? "")
        }
    }

    private func position(_ line: Int, _ character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(Self.uri)], "position": ["line": .int(line), "character": .int(character)]]
    }
}

/// Finds a marker in a text: the 0-based line and the UTF-16 offset of the
/// first occurrence of `needle`.
func utf16Position(of needle: String, in text: String) -> (line: Int, character: Int) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
        if let range = line.range(of: needle) {
            return (number, line[..<range.lowerBound].utf16.count)
        }
    }
    XCTFail("'\(needle)' is not in the text")
    return (0, 0)
}

/// The labels a fresh server offers at `|` in `text` (the marker removed).
func completionLabels(at text: String) -> [String] {
    let client = TestClient()
    client.initialize()
    let (line, character) = utf16Position(of: "|", in: text)
    _ = client.open(text.replacingOccurrences(of: "|", with: ""))
    return client.completion(line: line, character: character).map(\.label)
}
