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

    /// The `<text class="run">` elements of `svg` at `fontSize`: baseline and text.
    private func runs(_ svg: String, fontSize: String) throws -> [(y: Double, text: String)] {
        let pattern = try NSRegularExpression(
            pattern: #"<text class="run" x="[^"]*" y="([^"]*)" font-size="\#(fontSize)"[^>]*>([^<]*)</text>"#)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            (Double(String(svg[Range(match.range(at: 1), in: svg)!]))!, String(svg[Range(match.range(at: 2), in: svg)!]))
        }
    }

    /// The runs at `fontSize` of `layoutc render arguments…` (standard input
    /// `input`), which must succeed; skips when Inter is not installed.
    private func renderedRuns(_ arguments: [String], input: String = "",
                              fontSize: String) throws -> [(y: Double, text: String)] {
        let run = try CLIRunner.run(["render"] + arguments, input: Data(input.utf8))
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = try runs(run.stdoutText, fontSize: fontSize)
        try XCTSkipIf(lines.isEmpty, "the Inter font is not installed")
        return lines
    }

    /// Inter's line height in ems: (ascender 2728 + descender 680) / 2816 units per em.
    private let interLineHeight = 3408.0 / 2816

    /// UILabel centres its lines vertically in its bounds: a 100-pt-tall label
    /// at y 100 with one 17-pt line (Inter 20.574 pt) starts the line at
    /// 100 + (100 − 20.574) / 2 = 139.713, its baseline Inter's ascender
    /// (0.969 × 17 = 16.473) lower: 156.186. Before, the line started at the top (116.473).
    func testALabelCentresItsLine() throws {
        let spec = """
            layout: 1
            screen: Centred
            device: iphone-15-pro
            root:
              children:
                - id: title
                  kind: label
                  text: "Hello"
                  font: {size: 17}
                  frame: [16, 100, 200, 100]
            """
        let lines = try renderedRuns(["-"], input: spec, fontSize: "17")
        XCTAssertEqual(lines.map(\.text), ["Hello"])
        XCTAssertEqual(lines[0].y, 100 + (100 - 17 * interLineHeight) / 2 + 0.969 * 17, accuracy: 0.001)
    }

    /// DuckDuckGo's HomeRow.storyboard stores the 12-pt label "Add DuckDuckGo to
    /// your dock for quick and easy access." 200 × 24 pt, which layoutc keeps on
    /// the design device; Inter wraps it to two lines (2 × 14.523 = 29.05 pt).
    /// UILabel draws only what fits: one line (24 / 14.523 = 1.65), cut at its
    /// word (`lineBreakMode="wordWrap"`: no ellipsis), centred: baseline
    /// 148 + (24 − 14.523) / 2 + 0.969 × 12 = 164.367. Before, both lines were
    /// drawn from the top, the second past the box.
    func testAStoredLabelTooShortForItsLinesShowsTheLineThatFits() throws {
        let file = CLIRunner.repositoryRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/corpus/interface-builder/duckduckgo-ios/DuckDuckGo/Base.lproj/HomeRow.storyboard")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw XCTSkip("the shared corpus is absent: \(file.path)")
        }
        let lines = try renderedRuns([file.path], fontSize: "12")
        XCTAssertEqual(lines.map(\.text), ["Add DuckDuckGo to your dock for"])
        XCTAssertEqual(lines[0].y, 148 + (24 - 12 * interLineHeight) / 2 + 0.969 * 12, accuracy: 0.001)
    }

    /// A line is drawn as wide as it was measured: in its weight (semibold is
    /// CSS's 600) with SF Pro's tracking at 17 pt, −26/1000 em = −0.442 pt, as
    /// letter spacing. An Arabic line, shaped in a fallback font that is not
    /// tracked, has none (letter spacing would pull its joined letters apart).
    func testALineIsDrawnInItsWeightWithItsTracking() throws {
        let spec = """
            layout: 1
            screen: Tracked
            device: iphone-15-pro
            root:
              children:
                - {id: title, kind: label, text: "Hello", font: {size: 17, weight: semibold}, frame: [16, 100, 200, 40]}
                - {id: arabic, kind: label, text: "مرحبا", font: {size: 17}, frame: [16, 200, 200, 40]}
            """
        let run = try CLIRunner.run(["render", "-"], input: Data(spec.utf8))
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = run.stdoutText
        try XCTSkipIf(!svg.contains(#"class="run""#), "the Inter font is not installed")
        XCTAssertTrue(svg.contains(#"font-size="17" font-weight="600" letter-spacing="-0.442" text-anchor="start">Hello</text>"#), svg)
        let arabic = try XCTUnwrap(svg.components(separatedBy: "\n").first { $0.contains("مرحبا</text>") })
        XCTAssertFalse(arabic.contains("letter-spacing"), arabic)
        XCTAssertFalse(arabic.contains("font-weight"), arabic)
    }
}
