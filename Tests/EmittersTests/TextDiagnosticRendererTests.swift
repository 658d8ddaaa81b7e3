import Diagnostics
import Emitters
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
}
