import Foundation
import Validation
import XCTest

/// Docs/Rules.md is generated from the catalog and committed; this test fails
/// when it is stale. `LAYOUTC_RECORD=1 swift test --filter RulesDocTests`
/// rewrites it.
final class RulesDocTests: XCTestCase {
    static let docURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/Rules.md")

    func testCommittedRulesDocIsUpToDate() throws {
        let generated = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.docURL.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: Self.docURL, options: .atomic)
            return
        }
        let committed = try? String(contentsOf: Self.docURL, encoding: .utf8)
        XCTAssertTrue(committed == generated,
                      "Docs/Rules.md is out of date with the rule catalog; regenerate it with `LAYOUTC_RECORD=1 swift test --filter RulesDocTests` and commit the diff")
    }

    func testDocumentsEveryRule() {
        let doc = RuleDocumentation.markdown()
        for rule in RuleCatalog.all {
            XCTAssertTrue(doc.contains("\n## \(rule.id)\n"), "no section for \(rule.id)")
        }
    }
}

/// The text behind `layoutc rules` and `layoutc explain`.
final class RuleDocumentationTests: XCTestCase {
    func testTableHasOneRowPerRuleAndAlignedColumns() {
        let lines = RuleDocumentation.table().split(separator: "\n")
        XCTAssertEqual(lines.count, RuleCatalog.all.count + 1)
        XCTAssertTrue(lines[0].hasPrefix("ID "))
        let column = Array(lines[0]).firstIndex(of: "S")!
        for line in lines.dropFirst() {
            let characters = Array(line)
            XCTAssertEqual(characters[column - 1], " ", String(line))
            let severity = String(characters[column...]).split(separator: " ").first.map(String.init)
            XCTAssertTrue(["error", "warning", "note"].contains(severity ?? ""), String(line))
        }
    }

    func testJSONIsVersionedAndValid() throws {
        let json = RuleDocumentation.json()
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        XCTAssertEqual(object?["format"] as? String, "layoutc.rules/1")
        let rules = object?["rules"] as? [[String: Any]]
        XCTAssertEqual(rules?.count, RuleCatalog.all.count)
        XCTAssertEqual(rules?.first?["id"] as? String, RuleCatalog.all.first?.id.rawValue)
    }

    func testExplanationShowsSummaryRationaleAndMarkedExamples() throws {
        let info = try XCTUnwrap(RuleCatalog.info(for: .zeroFontSize))
        let text = RuleDocumentation.explanation(info)
        XCTAssertTrue(text.hasPrefix("zero-font-size (warning, validation)\n"))
        XCTAssertTrue(text.contains(info.rationale))
        XCTAssertTrue(text.contains("fontSize: ↓0"))
        XCTAssertTrue(text.contains("Not triggering example 1:"))
    }

    func testDidYouMean() {
        XCTAssertEqual(RuleDocumentation.suggestions(for: "hit-are-covered").first, "hit-area-covered")
        XCTAssertEqual(RuleDocumentation.suggestions(for: "zero-fontsize").first, "zero-font-size")
        XCTAssertEqual(RuleDocumentation.unknownRuleMessage("unknwn-key"), "unknown rule 'unknwn-key'; did you mean 'unknown-key'?")
        XCTAssertEqual(RuleDocumentation.unknownRuleMessage("qqqqqqqqqqqqqqqqqq"),
                       "unknown rule 'qqqqqqqqqqqqqqqqqq'; see 'layoutc rules' for the list")
    }
}
