import XCTest

@testable import LanguageServer

/// The language server knows stacks from the schema: completion offers the
/// `stack:` keys, their words and the arranged-view keys; hover documents them.
final class StackEditingTests: XCTestCase {
    private let text = """
    layout: 1
    screen: S
    root:
      children:
        - id: bar
          kind: stack
          stack:
            distribution: 
            spacing: 8
            ax
          children:
            - {kind: button, hugging: 251, spacingAfter: 4}
            - {kind: label, hu}

    """

    func testCompletionOffersStackKeysAndDistributions() {
        let client = TestClient()
        client.initialize()
        _ = client.open(text)
        XCTAssertEqual(client.completion(line: 7, character: 22).map(\.label),
                       ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        let keys = client.completion(line: 9, character: 8).map(\.label)
        XCTAssertEqual(keys, ["axis", "alignment", "layoutMarginsRelative", "prioritiesFromArrangedViews"], "keys not yet in the block")
        let stackViewKeys = client.completion(line: 6, character: 6).map(\.label)
        XCTAssertTrue(stackViewKeys.contains("stack"), "\(stackViewKeys)")
        let arrangedKeys = client.completion(line: 12, character: 25).map(\.label)
        XCTAssertTrue(arrangedKeys.contains("hugging") && arrangedKeys.contains("compressionResistance")
                      && arrangedKeys.contains("spacingAfter"), "\(arrangedKeys)")
    }

    func testHoverDocumentsStackKeys() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(text)
        let distribution = utf16Position(of: "distribution", in: text)
        let hover = try XCTUnwrap(client.hover(line: distribution.line, character: distribution.character + 3)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(hover.contains("**distribution** (stack) — how the children are sized along the axis"), hover)
        XCTAssertTrue(hover.contains("one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering"), hover)
        XCTAssertTrue(hover.contains("Default: `fill`"), hover)
        let hugging = utf16Position(of: "hugging", in: text)
        let huggingHover = try XCTUnwrap(client.hover(line: hugging.line, character: hugging.character + 1)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(huggingHover.contains("**hugging** (view)"), huggingHover)
        XCTAssertTrue(huggingHover.contains("a number from 1 to 1000"), huggingHover)
        XCTAssertTrue(huggingHover.contains("Default: `250 (a label: 251)`"), huggingHover)
    }

    func testHoverOnAnArrangedViewShowsTheFrameTheStackGaveIt() throws {
        // bar fills the root (393 × 852 on the default iphone-15-pro): E = 393 − 144 − 4
        // = 245 goes to the button (hugging 250, below the label's 251): 289 wide.
        let spec = """
        layout: 1
        screen: S
        root:
          children:
            - id: bar
              kind: stack
              stack: {spacing: 4}
              children:
                - {id: go, kind: button, intrinsicSize: [44, 44]}
                - {id: note, kind: label, intrinsicSize: [100, 20]}

        """
        let client = TestClient()
        client.initialize()
        XCTAssertEqual(client.open(spec).filter { $0["severity"] == 1 }, [])
        let go = utf16Position(of: "go, kind", in: spec)
        let hover = try XCTUnwrap(client.hover(line: go.line, character: go.character)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(hover.contains("[0, 0, 289, 852]"), hover)
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(TestClient.uri)]])
        XCTAssertNotNil(symbols.response?["result"], "\(String(describing: symbols.response))")
    }
}
