import Diagnostics
@testable import Emitters
import XCTest

final class TextDiagnosticRendererTests: XCTestCase {
    private let source = TextDiagnosticRenderer.lines(of: """
        layout: 1
        root:
          - id: buyButton
        \tframe: [0, 0, 10, 10]
        \t\tplace: {top: 8}
        tail: x\r
        """)

    private func renderer(color: Bool = false) -> TextDiagnosticRenderer {
        TextDiagnosticRenderer(color: color, sources: ["a.layout.yaml": source])
    }

    private func diagnostic(
        _ severity: Severity = .warning, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: .hitTargetTooSmall, severity: severity, message: "hit area is 10 × 10, under 44 × 44",
            file: "a.layout.yaml",
            range: SourceRange(line: line, column: column, endLine: endLine ?? line, endColumn: endColumn ?? column))
    }

    /// Exactly what clang prints: header, source line, caret and tildes.
    func testClangLayout() {
        XCTAssertEqual(renderer().render(diagnostic(line: 3, column: 7, endColumn: 16)), """
            a.layout.yaml:3:7: warning: hit area is 10 × 10, under 44 × 44 [hit-target-too-small]
              - id: buyButton
                  ^~~~~~~~~

            """)
    }

    func testEmptyRangeIsACaretOnly() {
        XCTAssertEqual(renderer().render(diagnostic(.error, line: 1, column: 9)), """
            a.layout.yaml:1:9: error: hit area is 10 × 10, under 44 × 44 [hit-target-too-small]
            layout: 1
                    ^

            """)
    }

    func testTabsAreCopiedIntoTheCaretLine() {
        XCTAssertEqual(renderer().render(diagnostic(line: 5, column: 3, endColumn: 8)),
                       "a.layout.yaml:5:3: warning: hit area is 10 × 10, under 44 × 44 [hit-target-too-small]\n"
                       + "\t\tplace: {top: 8}\n"
                       + "\t\t^~~~~\n")
        let caret = renderer().render(diagnostic(line: 4, column: 8)).split(separator: "\n").last
        XCTAssertEqual(caret, "\t      ^")
    }

    func testRangeOverSeveralLinesUnderlinesToTheEndOfTheFirst() {
        let text = renderer().render(diagnostic(line: 3, column: 5, endLine: 5, endColumn: 2))
        // "  - id: buyButton" has 17 columns: caret at 5, tildes through 17.
        XCTAssertEqual(text.split(separator: "\n").last, "    ^" + String(repeating: "~", count: 12)[...])
    }

    func testCarriageReturnIsDropped() {
        XCTAssertEqual(renderer().render(diagnostic(line: 6, column: 7, endColumn: 8)).split(separator: "\n").dropFirst(),
                       ["tail: x", "      ^"])
        XCTAssertEqual(TextDiagnosticRenderer.lines(of: "a\r\nb\rc\nd").count, 4)
    }

    func testDevicesAndNotes() {
        var d = diagnostic(line: 3, column: 7, endColumn: 8)
        d.devices = ["iphone-se-3/portrait", "iphone-15-pro/landscape"]
        d.notes = ["grow 'hitInsets' or the frame"]
        XCTAssertEqual(renderer().render(d), """
            a.layout.yaml:3:7: warning: hit area is 10 × 10, under 44 × 44 (on iphone-se-3/portrait, iphone-15-pro/landscape) [hit-target-too-small]
              - id: buyButton
                  ^
            a.layout.yaml:3:7: note: grow 'hitInsets' or the frame

            """)
    }

    func testWithoutSourceRangeOrFile() {
        var d = diagnostic(line: 40, column: 1)  // past the end of the file: no excerpt
        XCTAssertEqual(renderer().render(d), "a.layout.yaml:40:1: warning: hit area is 10 × 10, under 44 × 44 [hit-target-too-small]\n")
        d.range = nil
        XCTAssertEqual(renderer().render(d), "a.layout.yaml: warning: hit area is 10 × 10, under 44 × 44 [hit-target-too-small]\n")
        d.file = nil
        XCTAssertEqual(renderer().render(d), "warning: hit area is 10 × 10, under 44 × 44 [hit-target-too-small]\n")
        XCTAssertEqual(renderer().render(d, fallbackFile: "b.yaml"), "b.yaml: warning: hit area is 10 × 10, under 44 × 44 [hit-target-too-small]\n")
    }

    func testColorFollowsClang() {
        let text = renderer(color: true).render(diagnostic(.error, line: 1, column: 1, endColumn: 3))
        XCTAssertEqual(text, "\u{1B}[1ma.layout.yaml:1:1: \u{1B}[0m\u{1B}[1;31merror: \u{1B}[0m"
                       + "\u{1B}[1mhit area is 10 × 10, under 44 × 44 [hit-target-too-small]\u{1B}[0m\n"
                       + "layout: 1\n\u{1B}[1;32m^~\u{1B}[0m\n")
        let warning = renderer(color: true).render(diagnostic(.warning, line: 40, column: 1))
        XCTAssertTrue(warning.contains("\u{1B}[1;35mwarning: \u{1B}[0m"))
    }
}

extension TextDiagnosticRendererTests {
    func testUnderlineStopsAtTheEndOfTheLine() {
        let text = renderer().render(diagnostic(line: 1, column: 8, endColumn: 30))
        XCTAssertEqual(text.split(separator: "\n").last, "       ^~")
    }

    /// A line of 12,000 characters (an item list written on one line), with
    /// two- and four-byte characters among them: the excerpt around any column,
    /// found through the marks of every 4,096th character, is the one found by
    /// walking the line from its start; and a hand-checked window.
    func testLongLineExcerptsAreTheSameThroughTheMarks() {
        var text = ""
        for item in 0..<1_000 { text += item % 7 == 0 ? "{id: é\(item)😀} " : "{size: [32, 32]} " }
        let line = Substring(text)
        let count = line.unicodeScalars.count
        XCTAssertGreaterThan(count, 3 * 4_096)
        let renderer = TextDiagnosticRenderer(color: false, sources: ["long.yaml": [line]])
        for column in Swift.stride(from: 1, through: count + 3, by: 97) + [4_096, 4_097, 4_136, 8_233, count] {
            let range = SourceRange(line: 1, column: column, endLine: 1, endColumn: column + 4)
            let walked = TextDiagnosticRenderer.excerpt(of: line, around: range)
            let diagnostic = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "m",
                                        file: "long.yaml", range: range)
            let expected = "long.yaml:1:\(column): warning: m [hit-target-too-small]\n\(walked.0)\n"
                + TextDiagnosticRenderer.caretLine(for: walked.0, range: walked.1) + "\n"
            XCTAssertEqual(renderer.render(diagnostic), expected, "column \(column)")
        }
        // By hand: column 5,001 shows from character 4,960 (40 before), after "…".
        let range = SourceRange(line: 1, column: 5_001, endLine: 1, endColumn: 5_002)
        let shown = TextDiagnosticRenderer.excerpt(of: line, around: range)
        let scalars = Array(line.unicodeScalars)
        var window = "…"
        window.unicodeScalars.append(contentsOf: scalars[4_960..<5_120])
        XCTAssertEqual(String(shown.0), window + "…")
        XCTAssertEqual(shown.1.start.column, 42)
    }
}
