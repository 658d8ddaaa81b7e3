@testable import LanguageServer
import XCTest

/// The copies of a `repeat` are one symbol, so a ten-line spec cannot make the
/// outline requests answer one symbol per copy (240 MB at a million).
final class RepeatedItemSymbolTests: XCTestCase {
    static func spec(repeat count: Int) -> String {
        """
        layout: 1
        screen: R
        root:
          children:
            - id: col
              kind: collection
              place: {top: 100, height: 300}
              flow:
                items:
                  - {id: lead, size: [40, 28]}
                  - {id: chip, size: [28, 28], repeat: \(count)}

        """
    }

    func testTheCopiesOfARepeatAreOneDocumentSymbol() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(Self.spec(repeat: 100_000))
        let reply = try XCTUnwrap(client.request("textDocument/documentSymbol",
                                                 ["textDocument": ["uri": .string(TestClient.uri)]]).response)
        XCTAssertLessThan(reply.encoded().count, 2_000, "the reply does not grow with the copies")
        let collection = try XCTUnwrap(reply["result"]?.arrayValue?.first?["children"]?.arrayValue?.first)
        let items = try XCTUnwrap(collection["children"]?.arrayValue)
        XCTAssertEqual(items.map { $0["name"]?.stringValue }, ["lead", "chip"])
        XCTAssertEqual(items[1]["detail"]?.stringValue, "×100000, first 51.3333,0 28×28")
        XCTAssertEqual(items[1]["range"]?["start"], ["line": 10, "character": 12])
        XCTAssertEqual(items[0]["detail"]?.stringValue, "0,0 40×28")
    }

    func testTheCopiesOfARepeatAreOneWorkspaceSymbol() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(Self.spec(repeat: 100_000))
        let reply = try XCTUnwrap(client.request("workspace/symbol", ["query": "chip"]).response)
        let symbols = try XCTUnwrap(reply["result"]?.arrayValue)
        XCTAssertEqual(symbols.count, 1, "\(symbols.prefix(3))")
        XCTAssertEqual(symbols.first?["name"], "chip")
        XCTAssertEqual(symbols.first?["containerName"], "R ×100000")
        XCTAssertEqual(symbols.first?["location"]?["range"]?["start"], ["line": 10, "character": 12])
    }
}

/// The flow summary hint stays one short line however many lines the flow makes.
final class FlowSummaryHintTests: XCTestCase {
    func testRunsOfEqualLinesAreCountedAndLongSummariesCut() {
        XCTAssertEqual(LanguageServerSession.perLine([3, 2]), "3 + 2")
        XCTAssertEqual(LanguageServerSession.perLine([4, 4, 2]), "4 + 4 + 2")
        XCTAssertEqual(LanguageServerSession.perLine(Array(repeating: 10, count: 1000) + [4]), "10 × 1000 + 4")
        XCTAssertEqual(LanguageServerSession.perLine([5] + Array(repeating: 1, count: 3) + [2, 3]), "5 + 1 × 3 + 2 + 3")
        let alternating = (0..<100).map { $0 % 2 == 0 ? 3 : 4 }
        XCTAssertEqual(LanguageServerSession.perLine(alternating), "3 + 4 + 3 + 4 + 3 + 4 + 3 + 4 + …")
    }

    func testTheHintOfAHugeRepeatIsShort() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(RepeatedItemSymbolTests.spec(repeat: 100_000))
        let hints = client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(TestClient.uri)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 20, "character": 0]]])
            .response?["result"]?.arrayValue ?? []
        let summary = try XCTUnwrap(hints.first { $0["position"]?["line"] == 8 }?["label"]?.stringValue)
        XCTAssertEqual(summary, "= 10001 lines: 10 × 10000 + 1 items")
    }
}
