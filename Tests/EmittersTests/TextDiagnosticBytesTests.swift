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

    /// The chunked writer reads source lines from the file's bytes; it must print
    /// what the String renderer prints from split lines, for every shape above
    /// and for files whose lines end in `\r\n`, `\r`, or not at all.
    func testTheChunkedWriterPrintsTheSameBytes() {
        let texts = [
            lines.joined(separator: "\n"),
            lines.joined(separator: "\r\n") + "\r\n",
            lines.joined(separator: "\r"),
            "",
            "\n\n\n",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            let split = TextDiagnosticRenderer.lines(of: text)
            let renderer = TextDiagnosticRenderer(color: false, sources: ["a.yaml": split])
            var writer = TextDiagnosticWriter(renderer: renderer)
            var written: [UInt8] = []
            var expected = ""
            for line in 0...9 {
                for (column, end) in [(1, 1), (3, 6), (40, 45), (2, 200)] {
                    var diagnostic = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "small ✓",
                                                file: "a.yaml",
                                                range: SourceRange(line: line, column: column, endLine: line, endColumn: end))
                    if column == 40 { diagnostic.devices = ["iphone-se-3/portrait"] }
                    if end == 200 { diagnostic.range?.end.line = line + 1 }
                    expected += renderer.render(diagnostic)
                    writer.write(diagnostic, source: SourceFileBytes(bytes: bytes)) { written += $0 }
                }
            }
            writer.flush { written += $0 }
            XCTAssertEqual(String(decoding: written, as: UTF8.self), expected, text.debugDescription)
        }
    }

    /// Long lines are cut to a window around the column; from a line of plain
    /// ASCII the writer cuts it from the bytes, and prints what the String
    /// renderer prints: at every column (and past the end), with ranges that end
    /// on the line, past it, on a later line or before the start, on lines that
    /// alternate (the writer remembers the last line it checked), and on long
    /// lines with a tab or a non-ASCII character (the renderer's path).
    func testLongLinesPrintTheSameWindows() {
        let plain = (0..<120).map { "{size: [\($0), 32]}" }.joined(separator: ", ")
        let text = ["items: [" + plain + "]", "short: 1", "other: [" + plain + ", x]",
                    "tabbed:\t" + plain, "accent: é" + plain].joined(separator: "\n")
        let bytes = Array(text.utf8)
        let renderer = TextDiagnosticRenderer(color: false, sources: ["a.yaml": TextDiagnosticRenderer.lines(of: text)])
        var writer = TextDiagnosticWriter(renderer: renderer)
        var written: [UInt8] = []
        var expected = ""
        let source = SourceFileBytes(bytes: bytes)
        for column in Swift.stride(from: 1, through: plain.count + 20, by: 37) + [40, 41, 42, 43, 161, 2_000] {
            for line in [1, 3, 1, 4, 5, 3] {
                for (endLine, endColumn) in [(line, column + 4), (line, column + 500), (line + 1, 2), (line - 1, 1)] {
                    let diagnostic = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "m", file: "a.yaml",
                                                range: SourceRange(line: line, column: column,
                                                                   endLine: endLine, endColumn: endColumn))
                    expected += renderer.render(diagnostic)
                    writer.write(diagnostic, source: source) { written += $0 }
                }
            }
        }
        writer.flush { written += $0 }
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected)
        XCTAssertTrue(expected.contains("…"), "the lines were cut")
    }

    func testTheLineTableSplitsAsTheRendererDoes() {
        for text in ["a\nb\r\nc\rd", "", "x", "x\n", "\r\n\r\n", "\r\r\n\n", "é\nü\r\n"] {
            let bytes = Array(text.utf8)
            let table = SourceLineTable(bytes: bytes)
            let split = TextDiagnosticRenderer.lines(of: text)
            XCTAssertEqual(table.lineCount, split.count, text.debugDescription)
            bytes.withUnsafeBufferPointer { buffer in
                for number in 1...split.count {
                    let range = table.byteRange(ofLine: number, in: buffer)
                    XCTAssertEqual(range.map { String(decoding: bytes[$0], as: UTF8.self) }, String(split[number - 1]),
                                   "\(text.debugDescription) line \(number)")
                }
                XCTAssertNil(table.byteRange(ofLine: split.count + 1, in: buffer))
                XCTAssertNil(table.byteRange(ofLine: 0, in: buffer))
            }
        }
    }
}
