import Foundation
import XCTest

/// `render` draws a wrapping text line by line, as the layout wrapped it
/// (Docs/Pictures.md): before, each text was one line that ran past its box.
final class RenderWrappedTextTests: XCTestCase {
    /// WrappingLabels' headline (22 pt, `numberOfLines: 0`) is two lines in its
    /// frame: two `<text>` runs, the second one Inter's line height lower
    /// (1.2102 em × 22 = 26.625 pt), which together are the headline's words.
    func testAWrappedHeadlineIsDrawnLineByLine() throws {
        let run = try CLIRunner.run(["render", "Specs/WrappingLabels.layout.yaml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = run.stdoutText
        let pattern = try NSRegularExpression(pattern: #"<text class="run" x="[^"]*" y="([^"]*)" font-size="22"[^>]*>([^<]*)</text>"#)
        let matches = pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg))
        let lines = matches.map { match -> (y: Double, text: String) in
            let y = Double(String(svg[Range(match.range(at: 1), in: svg)!]))!
            return (y, String(svg[Range(match.range(at: 2), in: svg)!]))
        }
        try XCTSkipIf(lines.isEmpty, "the Inter font is not installed")
        XCTAssertEqual(lines.count, 2, svg)
        XCTAssertEqual(lines[1].y - lines[0].y, 26.625, accuracy: 0.01)
        XCTAssertEqual(lines.map(\.text).joined(separator: " "),
                       "City council approves the riverside park after two years of debate")
        // No line keeps the space it broke at.
        XCTAssertFalse(lines.contains { $0.text.hasSuffix(" ") })
    }
}
