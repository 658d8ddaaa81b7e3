import Foundation
import LanguageServer
import XCTest

/// The editor's text is held to the file size limit `compile` reads a file
/// within (`limits: {maxFileBytes: N}`): past it, one error and no views, so a
/// 99 MB document costs no parse, outline or check.
final class DocumentSizeLimitTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("size-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "limits: {maxFileBytes: 120}\n".write(to: directory.appendingPathComponent(".layoutc.yml"),
                                                 atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func open(_ text: String, _ client: TestClient) -> (uri: String, diagnostics: [JSONValue]) {
        let uri = directory.appendingPathComponent("S.layout.yaml").absoluteString
        let replies = client.notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)],
        ])
        return (uri, TestClient.diagnostics(in: replies, uri: uri))
    }

    func testADocumentPastTheFileSizeLimitIsOneErrorAndHasNoOutline() throws {
        let client = TestClient()
        client.initialize()
        let views = (0..<4).map { "    - {id: v\($0), kind: view, frame: [0, 0, 10, 10]}\n" }.joined()
        let text = "layout: 1\nscreen: S\nroot:\n  children:\n" + views
        XCTAssertGreaterThan(text.utf8.count, 120)
        let (uri, diagnostics) = open(text, client)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?["code"], "limit-exceeded")
        XCTAssertEqual(diagnostics.first?["range"]?["start"], ["line": 0, "character": 0])
        XCTAssertEqual(diagnostics.first?["message"]?.stringValue,
                       "the document is \(text.utf8.count) bytes, over the file size limit of 120 bytes (raise it "
                       + "with 'limits: {maxFileBytes: N}' in .layoutc.yml); nothing in it is checked")
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]).response?["result"]
        XCTAssertEqual(symbols?.arrayValue?.count ?? 0, 0, "\(String(describing: symbols))")
    }

    func testADocumentWithinTheLimitIsChecked() throws {
        let client = TestClient()
        client.initialize()
        let text = "layout: 1\nscreen: S\nroot:\n  children:\n    - {id: v, kind: view, frame: [0, 0, 10, 10]}\n"
        XCTAssertLessThanOrEqual(text.utf8.count, 120)
        let (uri, diagnostics) = open(text, client)
        XCTAssertEqual(diagnostics.map { $0["code"] }, [], "\(diagnostics)")
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]).response?["result"]
        XCTAssertEqual(symbols?.arrayValue?.count, 1, "\(String(describing: symbols))")
    }
}
