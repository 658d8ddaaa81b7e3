import LanguageServer
import XCTest

/// Hover on a word an enum-valued key takes says what it means, and
/// completion shows the same line beside each word offered.
final class ValueHoverTests: XCTestCase {
    private let text = """
        layout: 1
        screen: V
        bars: [status, navigation]
        root:
          children:
            - id: row
              kind: stack
              place: {top: 100, left: 16, right: 16, height: 44}
              stack: {axis: horizontal, distribution: fillEqually}
              children:
                - {id: a, kind: button}
            - id: photo
              kind: image
              contentMode: aspectFit
              frame: [0, 200, 100, 100]

        """

    private func hover(_ client: TestClient, _ line: Int, _ character: Int) -> String? {
        client.hover(line: line, character: character)?["contents"]?["value"]?.stringValue
    }

    func testHoverOnAValueWordSaysWhatItMeans() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(text)
        // `fillEqually` in a flow mapping, `aspectFit` in a block one, `navigation` in a list.
        XCTAssertEqual(hover(client, 8, 50), "`distribution: fillEqually`: every visible child the same length: (length − gaps) / n")
        XCTAssertEqual(hover(client, 13, 22), "`contentMode: aspectFit`: scaled to fit inside the bounds, centred, aspect kept "
                       + "(AVMakeRectWithAspectRatioInsideRect; a zero `contentSize` gives NaN)")
        XCTAssertEqual(hover(client, 2, 18), "`bars: navigation`: a navigation bar right under the status bar "
                       + "(44 pt on an iPhone in portrait), added to the top inset")
        XCTAssertEqual(hover(client, 6, 15), "`kind: stack`: a UIStackView: `stack:` arranges its children along one axis")
        let range = try XCTUnwrap(client.hover(line: 8, character: 50)?["range"])
        XCTAssertEqual(range["start"]?["character"]?.intValue, 46)
        XCTAssertEqual(range["end"]?["character"]?.intValue, 57)
        // A value that is not a word of a list (an id) still shows the view's frame.
        let id = try XCTUnwrap(hover(client, 5, 11))
        XCTAssertTrue(id.hasPrefix("**stack** `row`"), id)
    }

    func testCompletionDocumentsEachWord() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(text.replacingOccurrences(of: "distribution: fillEqually", with: "distribution: "))
        let result = client.request("textDocument/completion", [
            "textDocument": ["uri": .string(TestClient.uri)], "position": ["line": 8, "character": 46],
        ]).response?["result"]
        let items = try XCTUnwrap(result?["items"]?.arrayValue)
        let equally = try XCTUnwrap(items.first { $0["label"]?.stringValue == "fillEqually" })
        let doc = try XCTUnwrap(equally["documentation"]?["value"]?.stringValue)
        XCTAssertTrue(doc.hasPrefix("`fillEqually`: every visible child the same length: (length − gaps) / n\n\n`distribution`: "), doc)
    }
}
