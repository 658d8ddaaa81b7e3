import LanguageServer
import XCTest

/// Completion and hover inside the map forms of value shapes (insets, sizes,
/// rects, points), and rule ids where a spec names rules.
final class ShapeKeyCompletionTests: XCTestCase {
    private let head = "layout: 1\nscreen: C\nroot:\n  children:\n"

    /// The labels offered at `|` in `text`.
    private func labels(_ text: String) -> [String] { completionLabels(at: text) }

    func testKeysOfInsetsSizesRectsAndPointsWrittenAsMaps() {
        let edges = ["top", "left", "bottom", "right"]
        XCTAssertEqual(labels(head + "    - id: a\n      insets:\n        |\n"), edges)
        XCTAssertEqual(labels(head + "    - kind: label\n      textInsets: {|}\n"), edges)
        XCTAssertEqual(labels(head + "    - kind: button\n      hitInsets: {top: -8, |}\n"), ["left", "bottom", "right"])
        XCTAssertEqual(labels(head + "    - id: a\n      margins: {|}\n"), edges)
        XCTAssertEqual(labels(head + "    - kind: button\n      contentInsets: {|}\n"), edges)
        XCTAssertEqual(labels("layout: 1\nscreen: C\nadditionalSafeAreaInsets: {|}\nroot: {}\n"), edges)
        XCTAssertEqual(labels(head + "    - kind: collection\n      flow:\n        sectionInset: {|}\n"), edges)
        XCTAssertEqual(labels(head + "    - kind: collection\n      flow:\n        itemSize: {|}\n"), ["width", "height"])
        XCTAssertEqual(labels(head + "    - kind: label\n      intrinsicSize: {|}\n"), ["width", "height"])
        XCTAssertEqual(labels(head + "    - id: a\n      frame: {|}\n"), ["x", "y", "width", "height"])
        XCTAssertEqual(labels(head + "    - kind: textView\n      placeholder: {location: {|}}\n"), ["x", "y"])
        // A value, not a key: nothing (a number is written there).
        XCTAssertEqual(labels(head + "    - id: a\n      insets: {top: |}\n"), [])
    }

    func testRuleIDsInSuppressAndAfterADisableComment() {
        let suppress = labels(head + "    - kind: button\n      suppress: [|]\n")
        XCTAssertTrue(suppress.contains("hit-target-too-small"), "\(suppress)")
        XCTAssertFalse(suppress.contains("unknown-rule"))
        // A view's list cannot silence what is wrong with the file itself.
        XCTAssertFalse(suppress.contains("unknown-key") || suppress.contains("yaml-syntax"), "\(suppress)")
        let others = labels(head + "    - kind: button\n      suppress: [hit-target-too-small, |]\n")
        XCTAssertFalse(others.contains("hit-target-too-small"))
        XCTAssertTrue(others.contains("outside-safe-area"))

        // A comment silences any finding on its next line, a schema error too.
        let comment = labels(head + "    # layoutc:disable-next-line |\n    - {kind: button, frame: [0, 100, 20, 20]}\n")
        XCTAssertTrue(comment.contains("unknown-key"), "\(comment)")
        XCTAssertEqual(comment.filter { suppress.contains($0) }, suppress)
        let second = labels(head + "    # layoutc:disable-next-line hit-target-too-small hit-a|\n    - {kind: button}\n")
        XCTAssertTrue(second.contains("hit-area-covered") && !second.contains("hit-target-too-small"), "\(second)")
        XCTAssertEqual(labels(head + "    # a note about |\n    - {kind: button}\n"), [])
    }

    func testHoverOnAKeyOfAMapForm() throws {
        let client = TestClient()
        client.initialize()
        let text = head + "    - kind: label\n      textInsets: {left: 8, right: 8}\n      frame: {x: 0, y: 100, width: 10, height: 20}\n"
        _ = client.open(text)
        let left = try XCTUnwrap(client.hover(line: 5, character: 20)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(left.hasPrefix("**left** (`textInsets`) — the left inset"), left)
        let width = try XCTUnwrap(client.hover(line: 6, character: 31)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(width.hasPrefix("**width** (`frame`) — the width"), width)
    }
}
