import LanguageServer
import XCTest

/// Key completion knows whether the view being written is an arranged view of a
/// stack: there it offers the keys a stack reads (`hugging`,
/// `compressionResistance`, `spacingAfter`) and not `frame` or `place`, which
/// the stack overwrites (`placement-ignored-in-stack`); on a view of any other
/// parent, the other way round.
final class ArrangedViewCompletionTests: XCTestCase {
    private let head = "layout: 1\nscreen: C\nroot:\n  children:\n"

    /// The labels offered at `|` in `text`.
    private func labels(_ text: String) -> [String] { completionLabels(at: text) }

    private func assertArranged(_ keys: [String], file: StaticString = #filePath, line: UInt = #line) {
        for key in ["hugging", "compressionResistance", "spacingAfter", "intrinsicSize", "hidden"] {
            XCTAssertTrue(keys.contains(key), "\(key) missing from \(keys)", file: file, line: line)
        }
        XCTAssertFalse(keys.contains("frame") || keys.contains("place"), "\(keys)", file: file, line: line)
    }

    private func assertPlaced(_ keys: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(keys.contains("frame") && keys.contains("place"), "\(keys)", file: file, line: line)
        for key in ["hugging", "compressionResistance", "spacingAfter"] {
            XCTAssertFalse(keys.contains(key), "\(key) offered off a stack: \(keys)", file: file, line: line)
        }
    }

    func testAnArrangedViewWrittenAsABlockGetsTheStacksKeys() {
        assertArranged(labels(head + """
                - id: bar
                  kind: stack
                  children:
                    - kind: button
                      |

            """))
        // Its first key being typed on the `- ` line.
        assertArranged(labels(head + "    - kind: stack\n      children:\n        - |\n"))
    }

    func testAnArrangedViewWrittenOnItsLineGetsTheStacksKeys() {
        assertArranged(labels(head + "    - kind: stack\n      children:\n        - {kind: label, |}\n"))
    }

    func testTheStacksKindWrittenBelowItsChildrenStillCounts() {
        // `children:` starts the stack's item, `kind:` comes after the list.
        assertArranged(labels(head + """
                - children:
                    - id: a
                      |
                  kind: stack
                  stack: {axis: vertical}

            """))
        // Quoted, and with a comment after it.
        assertArranged(labels(head + "    - kind: \"stack\"  # the toolbar\n      children:\n        - |\n"))
    }

    func testAViewOfAPlainParentGetsPlacementKeys() {
        assertPlaced(labels(head + "    - id: a\n      |\n"))
        assertPlaced(labels(head + "    - kind: scroll\n      children:\n        - {kind: button, |}\n"))
        // A parent whose kind is not written is a plain view.
        assertPlaced(labels(head + "    - id: card\n      children:\n        - id: b\n          |\n"))
    }

    func testTheSiblingBeforeTheStackDoesNotLendItsKind() {
        // `kind: stack` belongs to the earlier item, not to the one owning `children:`.
        assertPlaced(labels(head + """
                - id: first
                  kind: stack
                - id: second
                  children:
                    - id: c
                      |

            """))
    }

    func testWhereTheOwnerIsNotFollowedNothingIsOmitted() {
        // A one-line `children: [...]` is not followed: everything is offered, as before.
        let keys = labels(head + "    - kind: stack\n      children: [{kind: button, |}]\n")
        XCTAssertTrue(keys.contains("hugging") && keys.contains("place"), "\(keys)")
    }
}
