import Foundation
import XCTest

/// `layoutc lint` run as the built binary, in a temporary project.
final class LintEndToEndTests: XCTestCase {
    struct MissingBinary: Error {}

    /// Runs `layoutc arguments…` in `directory` with the shared runner (which
    /// finds the built binary next to the tests and drops `GITHUB_ACTIONS`). A
    /// missing binary fails the test rather than skipping it.
    func layoutc(_ arguments: [String], in directory: LintTempDirectory, environment: [String: String] = [:])
        throws -> (status: Int32, stdout: String, stderr: String)
    {
        do {
            _ = try CLIRunner.binary()
        } catch {
            XCTFail("the layoutc binary is missing (\(error)); build it with `swift build` before the tests")
            throw MissingBinary()
        }
        var env = ["NO_COLOR": "1"]
        env.merge(environment) { $1 }
        let run = try CLIRunner.run(arguments, in: URL(fileURLWithPath: directory.path), environment: env)
        return (run.status, run.stdoutText, run.stderr)
    }

    /// A project with four targets, one spec with a warning on every target and
    /// one with an error in landscape only.
    func project() throws -> LintTempDirectory {
        try LintTempDirectory(files: [
            ".layoutc.yml": LintMatrixTests.fourTargets,
            "Specs/Ambiguous.layout.yaml": LintSpecs.ambiguous,
            "Specs/Tall.layout.yaml": LintSpecs.landscapeOnly,
        ])
    }

    func testExitCodes() throws {
        let clean = try LintTempDirectory(files: [".layoutc.yml": "", "a.layout.yaml": LintSpecs.clean])
        let ok = try layoutc(["lint"], in: clean)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(ok.stdout, "0 errors, 0 warnings in 1 file\n")

        let warning = try LintTempDirectory(files: [".layoutc.yml": "", "a.layout.yaml": LintSpecs.ambiguous])
        XCTAssertEqual(try layoutc(["lint"], in: warning).status, 0)
        XCTAssertEqual(try layoutc(["lint", "--strict"], in: warning).status, 1)

        let failing = try project()
        XCTAssertEqual(try layoutc(["lint", "Specs"], in: failing).status, 1)

        let usage = try layoutc(["lint", "--reporter", "xml"], in: clean)
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(usage.stderr, "layoutc: error: unknown reporter 'xml'; expected one of text, json, sarif, github, junit, checkstyle, gitlab\n")
        XCTAssertEqual(try layoutc(["lint", "missing.layout.yaml"], in: clean).status, 2)
        XCTAssertEqual(try layoutc(["lint", "--no-such-flag"], in: clean).status, 2)
        XCTAssertEqual(try layoutc(["lint", "--jobs", "0"], in: clean).status, 2)

        try clean.write([".layoutc.yml": "rules: {hit-target-too-smal: error}\n"])
        let badConfig = try layoutc(["lint"], in: clean)
        XCTAssertEqual(badConfig.status, 2)
        XCTAssertTrue(badConfig.stderr.hasPrefix(".layoutc.yml:1:9: error: unknown rule 'hit-target-too-smal'"), badConfig.stderr)
    }

    func testSeveralReportersEachToItsOutput() throws {
        let dir = try project()
        let run = try layoutc(["lint", "--reporter", "sarif", "--output", "out/x.sarif",
                               "--reporter", "json", "--output", "out/x.json", "--reporter", "text"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix("1 error, 1 warning in 2 files\n"), run.stdout)
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.file("out/x.sarif"))))
        XCTAssertEqual((sarif as? [String: Any])?["version"] as? String, "2.1.0")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.file("out/x.json"))))
        let document = try XCTUnwrap(json as? [String: Any])
        XCTAssertEqual(document["format"] as? String, "layoutc.lint/1")
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { $0["file"] as? String }, ["Specs/Ambiguous.layout.yaml", "Specs/Tall.layout.yaml"])
        let tall = try XCTUnwrap((files[1]["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(tall["devices"] as? [String], ["iphone-se-3/landscape", "iphone-15-pro/landscape"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).sorted()
        XCTAssertEqual(leftovers, ["x.json", "x.sarif"], "no temporary files left behind")
    }

    func testGitHubActionsAddsAnnotations() throws {
        let dir = try project()
        let plain = try layoutc(["lint"], in: dir)
        XCTAssertFalse(plain.stdout.contains("::"), plain.stdout)
        let actions = try layoutc(["lint"], in: dir, environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(actions.status, 1)
        let annotations = actions.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        XCTAssertEqual(annotations.count, 2, actions.stdout)
        XCTAssertTrue(annotations[0].hasPrefix(
            "::warning file=Specs/Ambiguous.layout.yaml,line=6,col=14,endLine=6,endColumn=45,title=ambiguous-position::"),
            String(annotations[0]))
        XCTAssertTrue(annotations[1].hasPrefix("::error file=Specs/Tall.layout.yaml,line=6,col=14,"), String(annotations[1]))
        XCTAssertTrue(actions.stdout.hasPrefix("Specs/Ambiguous.layout.yaml:6:14: warning: "), "text comes first")
    }

    /// The text reporter's output, saved in Fixtures/lint/text-output.txt;
    /// `LAYOUTC_RECORD=1 swift test --filter LintEndToEnd` re-records it.
    func testTextOutputMatchesTheSavedOutput() throws {
        let dir = try project()
        try dir.write(["Specs/Typo.layout.yaml": """
            layout: 1
            screen: Typo
            root:
              children:
                # layoutc:disable-next-line negative-sise
                - frame: [0, 0, 10, 10]

            """])
        let run = try layoutc(["lint", "--color", "never", "--jobs", "2"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/lint/text-output.txt")
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1" {
            try Data(run.stdout.utf8).write(to: fixture)
            return
        }
        let saved = try String(contentsOf: fixture, encoding: .utf8)
        XCTAssertEqual(run.stdout, saved, "re-record with LAYOUTC_RECORD=1 and review the diff")
    }
}
