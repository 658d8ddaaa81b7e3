import Diagnostics
import XCTest

@testable import Emitters

/// The per-rule count printed after more than a screenful of text diagnostics.
final class RuleTallyTests: XCTestCase {
    private func findings(_ rule: RuleID, _ count: Int) -> [Diagnostic] {
        (0..<count).map { index in
            Diagnostic(rule: rule, severity: .warning, message: "m", file: "a.yaml",
                       range: SourceRange(start: SourceLocation(line: index + 1, column: 1)))
        }
    }

    func testNoLineForAScreenfulOrLess() {
        var tally = RuleTally()
        tally.add(contentsOf: findings(.hitTargetTooSmall, 20))
        XCTAssertEqual(tally.line, "")
        tally.add(contentsOf: findings(.zeroFontSize, 1))
        XCTAssertEqual(tally.line, "20 hit-target-too-small · 1 zero-font-size\n")
    }

    func testMostFirstThenRuleOrder() {
        var tally = RuleTally()
        tally.add(contentsOf: findings(.zeroFontSize, 3) + findings(.outsideSafeArea, 10) + findings(.hitAreaCovered, 3)
                  + findings(.hitTargetTooSmall, 10))
        XCTAssertEqual(tally.line,
                       "10 hit-target-too-small · 10 outside-safe-area · 3 hit-area-covered · 3 zero-font-size\n")
    }

    func testThousandsAreGroupedWithCommas() {
        XCTAssertEqual(RuleTally.grouped(0), "0")
        XCTAssertEqual(RuleTally.grouped(999), "999")
        XCTAssertEqual(RuleTally.grouped(1000), "1,000")
        XCTAssertEqual(RuleTally.grouped(98_346), "98,346")
        XCTAssertEqual(RuleTally.grouped(1_234_567), "1,234,567")
    }

    func testTheTextReporterPrintsItBeforeTheSummary() {
        let report = LintReport(files: [.init(path: "a.yaml", diagnostics: findings(.hitTargetTooSmall, 21))])
        let text = TextReporter(renderer: TextDiagnosticRenderer(sources: [:])).renderString(report)
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.suffix(2), ["21 hit-target-too-small", "0 errors, 21 warnings in 1 file"])
        let short = LintReport(files: [.init(path: "a.yaml", diagnostics: findings(.hitTargetTooSmall, 2))])
        XCTAssertFalse(TextReporter(renderer: TextDiagnosticRenderer(sources: [:])).renderString(short)
            .contains("2 hit-target-too-small"))
    }
}
