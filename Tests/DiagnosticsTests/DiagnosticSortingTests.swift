import Diagnostics
import XCTest

final class DiagnosticSortingTests: XCTestCase {
    func testSortsByFilePositionThenSeverityAndRemovesDuplicates() {
        let a = Diagnostic(rule: .unknownKey, severity: .warning, message: "b", file: "a.yaml",
                           range: SourceRange(start: SourceLocation(line: 3, column: 1)))
        let b = Diagnostic(rule: .typeMismatch, severity: .error, message: "a", file: "a.yaml",
                           range: SourceRange(start: SourceLocation(line: 3, column: 1)))
        let c = Diagnostic(rule: .unknownKey, severity: .error, message: "c", file: "a.yaml",
                           range: SourceRange(start: SourceLocation(line: 1, column: 9)))
        let sorted = [a, b, c, a].sortedAndUnique()
        XCTAssertEqual(sorted.map(\.message), ["c", "a", "b"])
        XCTAssertTrue(sorted.hasErrors)
        XCTAssertFalse([a].hasErrors)
    }

    func testSeverityOrdersErrorsFirst() {
        XCTAssertEqual([Severity.note, .error, .warning].sorted(), [.error, .warning, .note])
    }
}
