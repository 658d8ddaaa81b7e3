import Diagnostics
import XCTest

@testable import Emitters

/// The byte renderer's fast path writes exactly what the String renderer writes.
final class TextDiagnosticBytesTests: XCTestCase {
    private let lines: [Substring] = [
        "layout: 1",
        "  - {kind: button, size: [32, 32], repeat: 1000}",
        "\t- id: tabbed",
        "  - text: \"café ✓\"",
        Substring(String(repeating: "x", count: 300)),
        "",
        "short",
    ]

    private func assertSame(_ diagnostic: Diagnostic, color: Bool = false, file: StaticString = #filePath,
                            line: UInt = #line) {
        let renderer = TextDiagnosticRenderer(color: color, sources: ["a.yaml": lines])
        var bytes: [UInt8] = []
        renderer.render(diagnostic, fallbackFile: "fallback.yaml", into: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), renderer.render(diagnostic, fallbackFile: "fallback.yaml"),
                       file: file, line: line)
    }

    func testEveryShapeOfDiagnosticRendersTheSame() {
        let ranges = [
            SourceRange(line: 2, column: 7, endLine: 2, endColumn: 9),
            SourceRange(line: 2, column: 1, endLine: 2, endColumn: 1),
            SourceRange(line: 2, column: 40, endLine: 5, endColumn: 2),
            SourceRange(line: 2, column: 10, endLine: 1, endColumn: 3),
            SourceRange(line: 7, column: 3, endLine: 7, endColumn: 99),
            SourceRange(line: 7, column: 20, endLine: 7, endColumn: 25),
            SourceRange(line: 6, column: 1, endLine: 6, endColumn: 1),
            SourceRange(line: 3, column: 3, endLine: 3, endColumn: 5),
            SourceRange(line: 4, column: 5, endLine: 4, endColumn: 20),
            SourceRange(line: 5, column: 200, endLine: 5, endColumn: 210),
            SourceRange(line: 99, column: 1, endLine: 99, endColumn: 2),
            SourceRange(line: 0, column: 0, endLine: 0, endColumn: 0),
            SourceRange(line: 12, column: 345, endLine: 12, endColumn: 346),
        ]
        for range in ranges {
            var diagnostic = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "too small ✓",
                                        file: "a.yaml", range: range, viewPath: "root")
            assertSame(diagnostic)
            assertSame(diagnostic, color: true)
            diagnostic.devices = ["iphone-se-3/portrait", "ipad-pro-11/landscape"]
            assertSame(diagnostic)
            diagnostic.notes = ["a note"]
            assertSame(diagnostic)
            diagnostic.file = nil
            assertSame(diagnostic)
            diagnostic.file = "other.yaml"
            assertSame(diagnostic)
        }
        assertSame(Diagnostic(rule: .yamlSyntax, severity: .error, message: "no range", file: "a.yaml"))
        assertSame(Diagnostic(rule: .yamlSyntax, severity: .note, message: "no file, no range"))
    }
}
