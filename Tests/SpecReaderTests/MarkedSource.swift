import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// A spec with `↓` markers where diagnostics must appear (SwiftLint's convention).
/// The markers are removed before reading; each one's line and column is kept.
struct MarkedSource {
    let text: String
    let markers: [SourceLocation]

    init(_ marked: String) {
        var text = ""
        var markers: [SourceLocation] = []
        var line = 1, column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.markers = markers
    }

    func read(options: ReaderOptions = ReaderOptions()) -> SpecReadResult {
        SpecReader.read(Array(text.utf8), file: "test.layout.yaml", options: options)
    }
}

/// Reads `marked` and asserts that exactly the diagnostics of `rule` appear, one at
/// each marker; returns the result for further checks.
@discardableResult
func assertDiagnostics(_ marked: String, rule: RuleID, options: ReaderOptions = ReaderOptions(),
                       file: StaticString = #filePath, line: UInt = #line) -> SpecReadResult {
    let source = MarkedSource(marked)
    let result = source.read(options: options)
    let found = result.diagnostics.filter { $0.rule == rule }
    XCTAssertEqual(found.map { $0.range?.start }, source.markers,
                   "positions of [\(rule)]: \(result.diagnostics.map { "\($0.range?.start.description ?? "-") \($0.rule) \($0.message)" })",
                   file: file, line: line)
    let others = result.diagnostics.filter { $0.rule != rule }
    XCTAssertEqual(others.map(\.message), [], "unexpected other diagnostics", file: file, line: line)
    for diagnostic in found {
        XCTAssertEqual(diagnostic.file, "test.layout.yaml", file: file, line: line)
    }
    return result
}
