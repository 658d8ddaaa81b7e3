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
}
