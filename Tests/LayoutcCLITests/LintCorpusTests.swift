import Foundation
import XCTest

/// `layoutc lint` over the example corpus on a device matrix, through the built
/// binary: the SARIF it writes validates against the official 2.1.0 schema, and
/// `rules`/`explain` print the catalogue.
final class LintCorpusTests: XCTestCase {
    func testCorpusSARIFValidatesAgainstTheOfficialSchema() throws {
        // Before the lint run: a clone without the schema or jsonschema skips at once.
        _ = try ExternalValidation.requireSARIFSchema()
        try ExternalValidation.requirePython(["jsonschema"])
        let directory = try CLIRunner.temporaryDirectory()
        let config = directory.appendingPathComponent("layoutc.yml")
        try Data("""
            devices:
              - {id: iphone-se-3, orientations: [portrait, landscape]}
              - {id: iphone-15-pro, orientations: [portrait, landscape]}
              - ipad-pro-11
            """.utf8).write(to: config)
        let sarif = directory.appendingPathComponent("corpus.sarif")
        let run = try CLIRunner.run(["lint", "Specs/", "--config", config.path,
                                     "--reporter", "sarif", "--output", sarif.path])
        XCTAssertEqual(run.status, 1, "AspectFitImages has an error: \(run.stderr)")
        let data = try Data(contentsOf: sarif)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try XCTUnwrap(document["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
        XCTAssertGreaterThan(results.count, 10)
        let rules = Set(results.compactMap { $0["ruleId"] as? String })
        XCTAssertTrue(rules.isSuperset(of: ["non-finite-frame", "hit-area-covered", "hit-area-outside-parent",
                                            "hit-target-too-small"]), "\(rules)")
        XCTAssertTrue(results.allSatisfy { ($0["partialFingerprints"] as? [String: String])?.isEmpty == false })
        try ExternalValidation.assertValidSARIF(sarif)
    }

    func testRulesAndExplain() throws {
        let rules = try CLIRunner.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        for id in ["hit-area-outside-parent", "hit-target-too-small", "hit-area-covered", "outside-safe-area",
                   "corner-radius-too-large", "zero-font-size", "non-finite-frame", "unknown-key"] {
            XCTAssertTrue(rules.stdoutText.contains(id), id)
        }
        let explain = try CLIRunner.run(["explain", "hit-area-covered"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdoutText.contains("section index"), explain.stdoutText)
        let unknown = try CLIRunner.run(["explain", "hit-area-coverd"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("hit-area-covered"), "a did-you-mean: \(unknown.stderr)")
    }
}
