import LanguageServer
import XCTest

/// The editor sees what the command line prints: one `limit-exceeded` error
/// for a `repeat` past the view limit, and one folded finding for the copies
/// of a repeated item.
final class ViewLimitAndFoldingTests: XCTestCase {
    func testAHugeRepeatIsOneErrorAtTheRepeat() throws {
        let client = TestClient()
        client.initialize()
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow: {items: [{size: [0, 0], repeat: 100000000}]}

            """
        let diagnostics = client.open(spec)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        let limit = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(limit["code"], "limit-exceeded")
        XCTAssertEqual(limit["severity"], 1)
        XCTAssertEqual(limit["range"]?["start"], ["line": 5, "character": 44])
        XCTAssertTrue(limit["message"]?.stringValue?.contains("100000002 views") ?? false, "\(limit)")
    }

    func testTheCopiesOfARepeatedChipAreOneWarning() throws {
        let client = TestClient()
        client.initialize()
        let spec = """
            layout: 1
            screen: Chips
            root:
              children:
                - kind: collection
                  frame: [0, 100, 390, 600]
                  flow:
                    interitemSpacing: 8
                    items:
                      - {kind: button, size: [32, 32], repeat: 200}

            """
        let diagnostics = client.open(spec)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?["code"], "hit-target-too-small")
        XCTAssertTrue(diagnostics.first?["message"]?.stringValue?.contains("and 199 more copies of this item") ?? false,
                      "\(diagnostics)")
    }
}
