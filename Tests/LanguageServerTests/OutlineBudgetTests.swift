import LanguageServer
import XCTest

/// The outline of a 1.4M-view document peaked at 4.76 GB and took 40 s with
/// nothing else answered, and a 20k-view one was rebuilt on every request.
/// The outline lists at most `maxOutlineSymbols` views, breadth first, saying
/// what it left out, and is built once per version of the document.
final class OutlineBudgetTests: XCTestCase {
    private func spec(groups: Int, each: Int, width: Int = 10) -> String {
        var text = "layout: 1\nscreen: Big\nroot:\n  children:\n"
        for group in 0..<groups {
            text += "    - id: g\(group)\n      frame: [0, 0, 10, 10]\n      children:\n"
            for item in 0..<each { text += "        - {id: v\(group)_\(item), frame: [0, 0, \(width), 5]}\n" }
        }
        return text
    }

    private func count(_ symbols: [JSONValue]) -> Int {
        symbols.reduce(0) { $0 + 1 + count($1["children"]?.arrayValue ?? []) }
    }

    func testAHugeOutlineStopsAtItsBudgetAndSaysWhatIsLeftOut() throws {
        let client = TestClient()
        client.initialize()
        client.session.maxOutlineSymbols = 200
        _ = client.open(spec(groups: 30, each: 10))  // 331 views
        let params: JSONValue = ["textDocument": ["uri": .string(TestClient.uri)]]
        let symbols = try XCTUnwrap(client.request("textDocument/documentSymbol", params).response?["result"]?.arrayValue)
        XCTAssertEqual(count(symbols), 200)
        let groups = try XCTUnwrap(symbols.first?["children"]?.arrayValue)
        XCTAssertEqual(groups.count, 30, "every level above the cut is whole")
        let cut = groups.filter { ($0["detail"]?.stringValue ?? "").contains("views not listed") }
        XCTAssertFalse(cut.isEmpty)
        XCTAssertTrue(groups.last?["detail"]?.stringValue?.hasSuffix("+10 views not listed") ?? false,
                      "\(groups.last?["detail"] ?? .null)")
    }

    func testTheOutlineIsBuiltOncePerVersion() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(spec(groups: 2, each: 3))
        let params: JSONValue = ["textDocument": ["uri": .string(TestClient.uri)]]
        let first = client.request("textDocument/documentSymbol", params).response?["result"]
        XCTAssertEqual(client.request("textDocument/documentSymbol", params).response?["result"], first)
        let change: JSONValue = ["textDocument": ["uri": .string(TestClient.uri), "version": 2],
                                 "contentChanges": [["text": .string(spec(groups: 2, each: 3, width: 20))]]]
        _ = client.notify("textDocument/didChange", change)
        let changed = client.request("textDocument/documentSymbol", params).response?["result"]
        XCTAssertNotEqual(changed, first, "a new version has its own outline")
        XCTAssertTrue(changed?.arrayValue?.first?["children"]?.arrayValue?.first?["children"]?.arrayValue?.first?["detail"]?
            .stringValue?.contains("20") ?? false, "\(changed ?? .null)")
    }

    /// The root's entry started at its first key and was named `view`, and
    /// every selection range was empty (25.10).
    func testTheRootIsNamedAndStartsAtItsKeyAndSelectionsAreNotEmpty() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open("layout: 1\nscreen: S\nroot:\n  children:\n    - {id: a, frame: [0, 0, 10, 10]}\n")
        let params: JSONValue = ["textDocument": ["uri": .string(TestClient.uri)]]
        let root = try XCTUnwrap(client.request("textDocument/documentSymbol", params).response?["result"]?.arrayValue?.first)
        XCTAssertEqual(root["name"], "root")
        XCTAssertEqual(root["range"]?["start"], ["line": 2, "character": 0])
        XCTAssertEqual(root["selectionRange"], ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 4]])
        let child = try XCTUnwrap(root["children"]?.arrayValue?.first)
        XCTAssertNotEqual(child["selectionRange"]?["start"], child["selectionRange"]?["end"], "\(child)")
    }
}
