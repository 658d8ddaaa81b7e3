import Diagnostics
import Foundation
import Validation
import XCTest

/// The catalog documents every rule id exactly once.
final class RuleCatalogTests: XCTestCase {
    /// The ids declared as `public static let name: RuleID = "id"` in
    /// Sources/Diagnostics/RuleID.swift, read from the source so a new id cannot
    /// be forgotten here.
    static func declaredIDs() throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Diagnostics/RuleID.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("static let"), line.contains(": RuleID = \""),
                  let open = line.firstIndex(of: "\"") else { return nil }
            let rest = line[line.index(after: open)...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    func testEveryDeclaredIDIsDocumentedOnce() throws {
        let declared = try Self.declaredIDs()
        XCTAssertGreaterThanOrEqual(declared.count, 22, "could not read the ids from RuleID.swift")
        let catalog = RuleCatalog.all.map(\.id.rawValue)
        for id in declared {
            XCTAssertEqual(catalog.filter { $0 == id }.count, 1, "'\(id)' must appear in RuleCatalog.all exactly once")
        }
        for id in catalog {
            XCTAssertTrue(declared.contains(id), "'\(id)' is in the catalog but not declared in RuleID.swift")
        }
    }

    func testCatalogIsSortedAndLookupWorks() {
        let ids = RuleCatalog.all.map(\.id)
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(RuleCatalog.info(for: .hitTargetTooSmall)?.origin, .validation)
        XCTAssertEqual(RuleCatalog.info(for: .unknownKey)?.origin, .reader)
        XCTAssertEqual(RuleCatalog.info(for: .negativeSize)?.origin, .solver)
        XCTAssertNil(RuleCatalog.info(for: "no-such-rule"))
    }

    func testValidatorRulesAreInIDOrderAndEnabledFilters() {
        let ids = Validator.rules.map { $0.info.id }
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertTrue(Validator.rules.allSatisfy { $0.info.origin == .validation })
    }

    func testSummariesFollowTheHouseStyle() {
        for rule in RuleCatalog.all {
            XCTAssertFalse(rule.summary.hasSuffix("."), "[\(rule.id)] summary ends with a period")
            XCTAssertFalse(rule.summary.contains("\n"), "[\(rule.id)] summary is more than one line")
            XCTAssertEqual(rule.summary.first.map { String($0) }, rule.summary.first.map { String($0).lowercased() },
                           "[\(rule.id)] summary starts with a capital")
        }
    }
}
