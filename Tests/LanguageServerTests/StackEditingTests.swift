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
        XCTAssertEqual(keys, ["axis", "alignment", "layoutMarginsRelative"], "keys not yet in the block")
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
}
