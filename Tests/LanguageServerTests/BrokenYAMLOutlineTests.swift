import LanguageServer
import XCTest

/// A keystroke that leaves the YAML broken (`insets: {`) keeps the folds, the
/// outline and the hints of the last text that parsed, moved with the edits,
/// instead of answering nothing (editors then expand folded regions).
final class BrokenYAMLOutlineTests: XCTestCase {
    static let spec = """
        layout: 1
        screen: S
        root:
          children:
            - id: first
              frame: [0, 100, 50, 50]
              children:
                - id: inner
                  frame: [0, 0, 10, 10]
            - id: second
              frame: [0, 200, 50, 50]

        """

    /// ``spec`` with two lines added above `first`, one of them unclosed.
    static let brokenSpec = spec.replacingOccurrences(of: "  children:\n    - id: first",
                                                      with: "  children:\n    # a note\n    bad: {\n    - id: first")

    private func outline(_ client: TestClient) -> (folds: [[Int]], symbols: [String: Int], hints: [Int: String]) {
        let document: JSONValue = ["textDocument": ["uri": .string(TestClient.uri)]]
        let folds = client.request("textDocument/foldingRange", document).response?["result"]?.arrayValue ?? []
        var symbols: [String: Int] = [:]
        func walk(_ list: [JSONValue]) {
            for symbol in list {
                symbols[symbol["name"]?.stringValue ?? "?"] = symbol["range"]?["start"]?["line"]?.intValue
                walk(symbol["children"]?.arrayValue ?? [])
            }
        }
        walk(client.request("textDocument/documentSymbol", document).response?["result"]?.arrayValue ?? [])
        let hints = client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(TestClient.uri)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 50, "character": 0]]])
            .response?["result"]?.arrayValue ?? []
        return (folds.map { [$0["startLine"]?.intValue ?? -1, $0["endLine"]?.intValue ?? -1] }, symbols,
                Dictionary(hints.map { ($0["position"]?["line"]?.intValue ?? -1, $0["label"]?.stringValue ?? "") },
                           uniquingKeysWith: { a, _ in a }))
    }

    private func change(_ client: TestClient, version: Int, line: Int, character: Int, insert text: String) -> [JSONValue] {
        let position: JSONValue = ["line": .int(line), "character": .int(character)]
        return TestClient.diagnostics(in: client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(TestClient.uri), "version": .int(version)],
            "contentChanges": [["range": ["start": position, "end": position], "text": .string(text)]],
        ]))
    }

    func testAnEditThatBreaksTheYAMLKeepsTheOutlineMovedWithTheText() {
        let client = TestClient()
        client.initialize()
        _ = client.open(Self.spec)
        let before = outline(client)
        XCTAssertEqual(before.folds, [[3, 10], [4, 8], [7, 8], [9, 10]])
        XCTAssertEqual(before.symbols, ["root": 2, "first": 4, "inner": 7, "second": 9])
        XCTAssertEqual(before.hints[9], "= 0,200 50×50")

        // A line typed inside `first`, above `inner`: the YAML does not parse.
        let diagnostics = change(client, version: 2, line: 6, character: 0, insert: "      insets: {\n")
        XCTAssertEqual(diagnostics.first?["code"], "yaml-syntax")
        let broken = outline(client)
        XCTAssertEqual(broken.folds, [[3, 11], [4, 9], [8, 9], [10, 11]], "the folds below the new line move down one")
        XCTAssertEqual(broken.symbols, ["root": 2, "first": 4, "inner": 8, "second": 10])
        XCTAssertEqual(broken.hints[10], "= 0,200 50×50")
        XCTAssertEqual(broken.hints[4], "= 0,100 50×50")

        // Typed on: still broken, still there; closed: the new compile's.
        _ = change(client, version: 3, line: 6, character: 15, insert: "top: 4")
        XCTAssertEqual(outline(client).folds, [[3, 11], [4, 9], [8, 9], [10, 11]])
        _ = change(client, version: 4, line: 6, character: 21, insert: "}")
        XCTAssertEqual(outline(client).symbols, ["root": 2, "first": 4, "inner": 8, "second": 10])
    }

    func testAWholeTextChangeMovesTheOutlineByTheLinesChanged() {
        let client = TestClient()
        client.initialize()
        _ = client.open(Self.spec)
        // Clients without incremental sync send the whole text: the lines
        // before and after the part that differs keep their outline.
        let broken = Self.brokenSpec
        _ = TestClient.diagnostics(in: client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(TestClient.uri), "version": 2],
            "contentChanges": [["text": .string(broken)]],
        ]))
        XCTAssertEqual(outline(client).symbols, ["root": 2, "first": 6, "inner": 9, "second": 11])
    }

    /// A select-all and paste (or a reload from disk) arrives as one range edit
    /// over the whole text: only the part that differs moves positions, not
    /// every line to the end of the paste.
    func testAWholeRangeReplacedByANearlyEqualTextMovesOnlyWhatChanged() {
        let client = TestClient()
        client.initialize()
        _ = client.open(Self.spec)
        let broken = Self.brokenSpec
        let lines = Self.spec.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        _ = TestClient.diagnostics(in: client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(TestClient.uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": .int(lines), "character": 0]],
                                "text": .string(broken)]],
        ]))
        XCTAssertEqual(outline(client).symbols, ["root": 2, "first": 6, "inner": 9, "second": 11])
    }

    /// What is typed right after a view's text (a comment at the end of its
    /// line) is not part of the view: its range ends where it ended.
    func testTextTypedAtTheEndOfAViewStaysOutsideIt() throws {
        let spec = "layout: 1\nscreen: S\nroot:\n  children:\n    - {id: title, frame: [0, 100, 50, 50]}\n    - {id: b, frame: [0, 0, 1, 1]}\n"
        let client = TestClient()
        client.initialize()
        _ = client.open(spec)
        func titleEnd() -> Int? {
            let document: JSONValue = ["textDocument": ["uri": .string(TestClient.uri)]]
            var end: Int?
            func walk(_ list: [JSONValue]) {
                for symbol in list {
                    if symbol["name"]?.stringValue == "title" { end = symbol["range"]?["end"]?["character"]?.intValue }
                    walk(symbol["children"]?.arrayValue ?? [])
                }
            }
            walk(client.request("textDocument/documentSymbol", document).response?["result"]?.arrayValue ?? [])
            return end
        }
        let before = try XCTUnwrap(titleEnd())
        // Breaks the YAML (an unclosed flow mapping after `b`), then types after `title`.
        _ = change(client, version: 2, line: 5, character: 33, insert: " {")
        _ = change(client, version: 3, line: 4, character: before, insert: "  # big title")
        XCTAssertEqual(titleEnd(), before)
    }

    func testAnEmptyDocumentHasNoOutline() {
        let client = TestClient()
        client.initialize()
        _ = client.open(Self.spec)
        _ = TestClient.diagnostics(in: client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(TestClient.uri), "version": 2],
            "contentChanges": [["text": ""]],
        ]))
        XCTAssertEqual(outline(client).folds, [])
    }
}
