import LanguageServer
import XCTest

/// documentHighlight finds an id however it is written: quoted, with an
/// emoji (two UTF-16 units), with spaces inside quotes.
final class DocumentHighlightTests: XCTestCase {
    /// (line, start, end, kind) of each highlight at the `id:` value `written`.
    private func highlights(_ written: String, comment: String) -> [[Int]] {
        let client = TestClient()
        client.initialize()
        let text = """
            layout: 1
            screen: H
            root:
              children:
                - id: \(written)
                  frame: [0, 100, 50, 50]  # see \(comment)

            """
        _ = client.open(text)
        let quote = written.first == "\"" || written.first == "'" ? 1 : 0
        let reply = client.request("textDocument/documentHighlight", [
            "textDocument": ["uri": .string(TestClient.uri)],
            "position": ["line": 4, "character": .int(10 + quote + 1)],
        ]).response?["result"]?.arrayValue ?? []
        return reply.map {
            [$0["range"]?["start"]?["line"]?.intValue ?? -1, $0["range"]?["start"]?["character"]?.intValue ?? -1,
             $0["range"]?["end"]?["character"]?.intValue ?? -1, $0["kind"]?.intValue ?? -1]
        }
    }

    func testQuotedIDsAreHighlighted() {
        XCTAssertEqual(highlights("\"quoted\"", comment: "quoted"), [[4, 11, 17, 3], [5, 37, 43, 1]])
        XCTAssertEqual(highlights("'single'", comment: "single"), [[4, 11, 17, 3], [5, 37, 43, 1]])
        XCTAssertEqual(highlights("\"two words\"", comment: "two words"), [[4, 11, 20, 3], [5, 37, 46, 1]])
    }

    func testAnIDWithAnEmojiIsHighlightedWhole() {
        // `emoji😀` is 6 scalars, 7 UTF-16 units.
        XCTAssertEqual(highlights("emoji😀", comment: "emoji😀"), [[4, 10, 17, 3], [5, 37, 44, 1]])
        XCTAssertEqual(highlights("plain", comment: "plain"), [[4, 10, 15, 3], [5, 37, 42, 1]])
    }
}
