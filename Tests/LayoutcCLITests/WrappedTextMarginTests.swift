import Diagnostics
import Driver
import LayoutIR
import XCTest

/// A wrapped text's line count is within the measuring margin too
/// (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): SF Pro's lines
/// are at most `TextMargin.width` (5 %) narrower than Inter's, so SF Pro wraps
/// at a width W as Inter wraps at W / 0.95. A clip or cut that the fewer lines
/// there would avoid says *may*; one they would not, stands.
///
/// With ``WrappingTextTests/measurer`` at 17 pt (8.5 a byte, lines 20.4) the
/// sixteen 4-letter words take (5n − 1) × 8.5 for n words a line: at 160 pt,
/// 3 words (119; 4 would be 161.5), 6 lines; at 160 / 0.95 = 168.42, 4 words,
/// 4 lines.
final class WrappedTextMarginTests: XCTestCase {
    private func findings(height: Double, lines: Int) -> [Diagnostic] {
        var options = CompileOptions(deviceID: "iphone-15-pro")
        options.textMeasurer = WrappingTextTests.measurer
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - {id: body, kind: label, text: "\(WrappingTextTests.sixteen)", font: {size: 17}, numberOfLines: \(lines), frame: [16, 100, 160, \(height)]}
            """
        return LayoutCompiler(options: options).compile(Array(spec.utf8), file: "m.layout.yaml").diagnostics
            .filter { $0.rule == .textClipped || $0.rule == .textTruncated }
    }

    /// The one finding's message, checked to be of `rule`.
    private func message(height: Double, lines: Int, _ rule: RuleID,
                         file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let found = findings(height: height, lines: lines)
        XCTAssertEqual(found.map(\.rule), [rule], file: file, line: line)
        return try XCTUnwrap(found.first?.message, file: file, line: line)
    }

    /// The one finding starts `opening` (no *may*) and names no SF Pro lines.
    private func assertStands(height: Double, lines: Int, _ rule: RuleID, _ opening: String,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try message(height: height, lines: lines, rule, file: file, line: line)
        XCTAssertTrue(text.hasPrefix(opening), text, file: file, line: line)
        XCTAssertFalse(text.contains("SF Pro"), text, file: file, line: line)
    }

    /// 82 pt: Inter's 6 lines (122.4, 122.667 at @3x) clip; SF Pro's could be 4,
    /// 81.6 less the 2 % height margin 79.97, 80 at @3x, which fits: *may*.
    /// 70 pt: even 4 lines (80 at @3x) do not fit: it clips.
    func testAClipFewerLinesWouldAvoidSaysMay() throws {
        let may = try message(height: 82, lines: 0, .textClipped)
        XCTAssertTrue(may.hasPrefix("'body' may clip"), may)
        XCTAssertTrue(may.contains("its 6 lines (SF Pro may wrap it to 4) are 122.6667 pt tall"), may)
        try assertStands(height: 70, lines: 0, .textClipped, "'body' clips")
    }

    /// `numberOfLines: 4` shows 4 of Inter's 6 lines; SF Pro's could be 4: *may*.
    /// `numberOfLines: 3` shows fewer than the fewest, 4: it cuts off.
    func testACutAtNumberOfLinesWithinTheMarginSaysMay() throws {
        let may = try message(height: 100, lines: 4, .textTruncated)
        XCTAssertTrue(may.hasPrefix("'body' may cut off"), may)
        XCTAssertTrue(may.contains("it wraps to 6 lines at 160 pt (SF Pro may wrap it to 4) and 'numberOfLines' shows 4"), may)
        try assertStands(height: 100, lines: 3, .textTruncated, "'body' cuts off")
    }
}
