import Foundation
import XCTest

/// `layoutc lint` over the example corpus on a device matrix, through the built
/// binary: the SARIF it writes validates against the official 2.1.0 schema, and
/// `rules`/`explain` print the catalogue.
final class LintCorpusTests: XCTestCase {
    private let schema = CLIRunner.repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/schemas/sarif-2.1.0.json")

    func testCorpusSARIFValidatesAgainstTheOfficialSchema() throws {
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
        try assertValidSARIF(sarif)
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

    private func assertValidSARIF(_ document: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(FileManager.default.fileExists(atPath: schema.path), "SARIF schema not found at \(schema.path)")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            document = json.load(open(sys.argv[2], encoding="utf-8"))
            errors = list(jsonschema.Draft4Validator(schema).iter_errors(document))
            for error in errors[:10]:
                print("/".join(map(str, error.path)) + ": " + error.message)
            sys.exit(1 if errors else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, document.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0,
                       "SARIF does not validate (python3 with jsonschema is needed):\n\(text)", file: file, line: line)
    }
}
