import Diagnostics
import Driver
import XCTest

/// A placement finding caused by `aspectRatio` inside `place:` points at that
/// ratio, and its message does not claim `place` gave the size the ratio made.
final class AspectRatioFindingTests: XCTestCase {
    private func findings(_ spec: String) -> [Diagnostic] {
        LayoutCompiler().compile(Array(spec.utf8), file: "a.layout.yaml").diagnostics
    }

    func testTheRatioInsidePlaceIsWhereTheFindingPoints() throws {
        let diagnostics = findings("""
            layout: 1
            screen: S
            root:
              children:
                - {id: a, place: {left: 0, width: 30, aspectRatio: 1.5}}

            """)
        let finding = try XCTUnwrap(diagnostics.first { $0.rule == .ambiguousPosition })
        // Line 5, `1.5` starts at column 56 and ends before 59.
        XCTAssertEqual(finding.range, SourceRange(line: 5, column: 56, endLine: 5, endColumn: 59))
        XCTAssertTrue(finding.message.hasPrefix("the height is set but 'place' gives no position on that axis"),
                      finding.message)
    }

    func testARatioBesidePlaceFallsBackToPlace() throws {
        let diagnostics = findings("""
            layout: 1
            screen: S
            root:
              children:
                - id: a
                  aspectRatio: 1.5
                  place: {left: 0, width: 30}

            """)
        let finding = try XCTUnwrap(diagnostics.first { $0.rule == .ambiguousPosition })
        XCTAssertEqual(finding.range?.start.line, 7, "at 'place', the nearest key there is: \(String(describing: finding.range))")
    }
}
