import Foundation
import XCTest

/// The ids `generate` prints are rules like every other (Rules.md: "every
/// diagnostic layoutc reports has one of these ids"): `rules` lists them,
/// `explain` explains them, and `accessor-name-collision`, a warning, is
/// configured and suppressed as any warning is. They were unknown to all three,
/// so the warning could be neither turned off nor silenced.
final class GenerateRuleIDsTests: XCTestCase {
    private let clash = "layout: 1\nscreen: X\nroot:\n  children:\n    - {id: views}\n"

    func testRulesAndExplainKnowGeneratesIDs() throws {
        let rules = try CLIRunner.run(["rules"])
        for id in ["invalid-type-name", "type-name-collision", "accessor-name-collision"] {
            XCTAssertTrue(String(decoding: rules.stdout, as: UTF8.self).contains("\n\(id) "), id)
            let explain = try CLIRunner.run(["explain", id])
            XCTAssertEqual(explain.status, 0, "\(id): \(explain.stderr)")
            XCTAssertTrue(String(decoding: explain.stdout, as: UTF8.self).hasPrefix("\(id) ("), id)
        }
    }

    func testTheAccessorWarningIsConfiguredAndSuppressed() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["x.layout.yaml": clash])
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try CLIRunner.run(["generate", "x.layout.yaml"], in: dir)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stderr.contains("[accessor-name-collision]"), plain.stderr)

        try Data("rules: {accessor-name-collision: off}\n".utf8).write(to: dir.appendingPathComponent(".layoutc.yml"))
        let off = try CLIRunner.run(["generate", "x.layout.yaml"], in: dir)
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertEqual(off.stderr, "")
        XCTAssertTrue(String(decoding: off.stdout, as: UTF8.self).contains("public var views1:"))

        try Data("rules: {accessor-name-collision: error}\n".utf8).write(to: dir.appendingPathComponent(".layoutc.yml"))
        let error = try CLIRunner.run(["generate", "x.layout.yaml", "-o", "out"], in: dir)
        XCTAssertEqual(error.status, 1, error.stderr)
        XCTAssertTrue(error.stderr.contains("error: id 'views'"), error.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path),
                       "a spec with an error generates nothing")

        try FileManager.default.removeItem(at: dir.appendingPathComponent(".layoutc.yml"))
        for suppressed in [clash.replacingOccurrences(of: "{id: views}", with: "{id: views, suppress: [accessor-name-collision]}"),
                           clash.replacingOccurrences(of: "    - {id: views}", with: "    # layoutc:disable-next-line accessor-name-collision\n    - {id: views}")] {
            try Data(suppressed.utf8).write(to: dir.appendingPathComponent("x.layout.yaml"))
            let run = try CLIRunner.run(["generate", "x.layout.yaml"], in: dir)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "", suppressed)
        }
    }

    func testTheTypeNameErrorsCannotBeConfigured() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: [
            "x.layout.yaml": "layout: 1\nscreen: \"-\"\nroot: {}\n",
            ".layoutc.yml": "rules: {invalid-type-name: off}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["generate", "x.layout.yaml"], in: dir)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("'invalid-type-name' leaves a spec without a Swift type of its own"), run.stderr)
    }
}
