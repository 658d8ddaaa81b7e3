import LanguageServer
import XCTest

/// Right after a closed `{…}` or `[…]` no key or value can be written (a `,`,
/// a `]` or the end of the line comes next): completion offers nothing there,
/// where it offered the item's keys again (`id`, `kind` already written
/// inside) and inserted them after the `}`.
final class ClosedFlowItemCompletionTests: XCTestCase {
    private let head = "layout: 1\nscreen: C\nroot:\n  children:\n"

    func testNothingIsOfferedRightAfterAClosedFlowItem() {
        XCTAssertEqual(completionLabels(at: head + "    - {id: a, kind: button}|\n"), [])
        XCTAssertEqual(completionLabels(at: head + "    - {id: a, kind: button}  |\n"), [])
        XCTAssertEqual(completionLabels(at: head + "    - id: a\n      frame: {x: 0, y: 0}|\n"), [])
        XCTAssertEqual(completionLabels(at: head + "    - id: a\n      bars: [status]|\n"), [])
        XCTAssertEqual(completionLabels(at: "layout: 1\nscreen: C\nroot:\n  children: [{id: a}|]\n"), [])
    }

    func testInsideTheItemItsUnwrittenKeysAreStillOffered() {
        let inside = completionLabels(at: head + "    - {id: a, kind: button, |}\n")
        XCTAssertTrue(inside.contains("frame"), "\(inside)")
        XCTAssertFalse(inside.contains("id"), "\(inside)")
        XCTAssertFalse(inside.contains("kind"), "\(inside)")
        // A new item after a comma in a flow list is a mapping again.
        let next = completionLabels(at: "layout: 1\nscreen: C\nroot:\n  children: [{id: a}, {|}]\n")
        XCTAssertTrue(next.contains("id"), "\(next)")
    }
}
