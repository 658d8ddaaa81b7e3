import LanguageServer
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
        XCTAssertEqual(items[1]["detail"]?.stringValue, "×100000, first 51.333,0 28×28")
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
