import Diagnostics
import Driver
import XCTest

/// `# layoutc:disable-next-line` comments are found in the raw bytes whatever
/// the line breaks, and cover exactly the line after them.
final class SuppressionCommentTests: XCTestCase {
    private func spec(_ breakText: String, comment: String?) -> [UInt8] {
        var lines = ["layout: 1", "screen: S", "root:", "  children:"]
        if let comment { lines.append("    # \(comment)") }
        lines += ["    - id: small", "      kind: button", "      frame: [100, 100, 20, 20]"]
        return Array((lines.joined(separator: breakText) + breakText).utf8)
    }

    private func rules(_ bytes: [UInt8]) -> [RuleID] {
        LayoutCompiler().compile(bytes, file: "s.layout.yaml").diagnostics.map(\.rule)
    }

    func testTheCommentCoversTheNextLineWithEveryLineBreak() {
        for lineBreak in ["\n", "\r\n", "\r"] {
            XCTAssertTrue(rules(spec(lineBreak, comment: nil)).contains(.hitTargetTooSmall), lineBreak.debugDescription)
            XCTAssertFalse(rules(spec(lineBreak, comment: "layoutc:disable-next-line hit-target-too-small"))
                .contains(.hitTargetTooSmall), lineBreak.debugDescription)
            XCTAssertFalse(rules(spec(lineBreak, comment: "layoutc:disable-next-line")).contains(.hitTargetTooSmall),
                           "no rule named disables every rule")
            XCTAssertTrue(rules(spec(lineBreak, comment: "layoutc:disable-next-line zero-font-size"))
                .contains(.hitTargetTooSmall), "another rule named")
            XCTAssertTrue(rules(spec(lineBreak, comment: "just a comment")).contains(.hitTargetTooSmall))
        }
    }

    /// Unknown rule ids in many suppressions (a comment and a `suppress:` list
    /// on each of 3,000 views, `\r\n` line ends): each is reported at the id
    /// itself, on its own line. Worked out by hand: view `n` (0-based) has its
    /// comment on line 5 + 2n and its mapping on line 6 + 2n; the comment's id
    /// starts at column 33 (after `    # layoutc:disable-next-line `), the
    /// list's `nope` at column 63 plus the digits of n (the id `bn` before it).
    func testManyUnknownIdsArePlacedOnTheirOwnLines() {
        var lines = ["layout: 1", "screen: S", "root:", "  children:"]
        for view in 0..<3_000 {
            lines.append("    # layoutc:disable-next-line typo\(view)")
            lines.append("    - {id: b\(view), kind: button, frame: [0, 0, 50, 50], suppress: [nope\(view)]}")
        }
        let bytes = Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
        let unknown = LayoutCompiler().compile(bytes, file: "s.layout.yaml").diagnostics.filter { $0.rule == .unknownRule }
        XCTAssertEqual(unknown.count, 6_000)
        for view in [0, 1, 1_234, 2_999] {
            let comment = unknown.first { $0.message.contains("'typo\(view)'") }
            XCTAssertEqual(comment?.range, SourceRange(line: 5 + 2 * view, column: 33,
                                                       endLine: 5 + 2 * view, endColumn: 37 + "\(view)".count))
            let list = unknown.first { $0.message.contains("'nope\(view)'") }
            XCTAssertEqual(list?.range?.start, SourceLocation(line: 6 + 2 * view, column: 63 + "\(view)".count))
        }
    }
}
