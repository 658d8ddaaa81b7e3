import Foundation
import LanguageServer
import XCTest

/// Every request at many positions of every example spec, whole and cut short
/// at many points (half-written YAML): each is answered, nothing traps.
final class EveryRequestTests: XCTestCase {
    private static let specs: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs")

    func testEveryRequestOnWholeAndTruncatedSpecs() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.specs, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".layout.yaml") }.sorted { $0.path < $1.path }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let client = TestClient()
            client.initialize(["devices": ["iphone-se-3", "iphone-15-pro"]])
            _ = client.open(text)
            let scalars = Array(text.unicodeScalars)
            var version = 2
            for cut in stride(from: scalars.count, to: 0, by: -max(1, scalars.count / 12)) {
                let prefix = String(String.UnicodeScalarView(scalars[..<cut]))
                let change: JSONValue = ["textDocument": ["uri": .string(TestClient.uri), "version": .int(version)],
                                         "contentChanges": [["text": .string(prefix)]]]
                version += 1
                _ = client.notify("textDocument/didChange", change)
                let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where number % 3 == 0 {
                    for character in [0, line.utf16.count / 2, line.utf16.count, line.utf16.count + 5] {
                        let at: JSONValue = ["textDocument": ["uri": .string(TestClient.uri)],
                                             "position": ["line": .int(number), "character": .int(character)]]
                        for method in ["textDocument/hover", "textDocument/completion", "textDocument/documentHighlight"] {
                            XCTAssertNotNil(client.request(method, at).response?["result"], "\(method) \(file.lastPathComponent)")
                        }
                    }
                }
                let document: JSONValue = ["textDocument": ["uri": .string(TestClient.uri)],
                                           "range": ["start": ["line": 0, "character": 0],
                                                     "end": ["line": .int(lines.count), "character": 0]]]
                for method in ["textDocument/documentSymbol", "textDocument/inlayHint", "textDocument/foldingRange",
                               "textDocument/codeAction", "layoutc/render", "workspace/symbol"] {
                    let reply = client.request(method, method == "workspace/symbol" ? ["query": ""] : document).response
                    XCTAssertNotNil(reply?["result"], "\(method) \(file.lastPathComponent) cut at \(cut)")
                }
            }
        }
    }
}
