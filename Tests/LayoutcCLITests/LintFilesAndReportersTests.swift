import Diagnostics
@testable import Driver
import Emitters
import XCTest

/// Which files a lint takes, how paths are shown, and how reporters pair with outputs.
final class LintFilesAndReportersTests: XCTestCase {
    func testIncludeExcludeAndExplicitFiles() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "include: [Specs/**]\nexclude: [Specs/Legacy, '**/*.draft.layout.yaml']\n",
            "Specs/a.layout.yaml": LintSpecs.clean,
            "Specs/x/b.layout.yaml": LintSpecs.clean,
            "Specs/x/c.draft.layout.yaml": LintSpecs.clean,
            "Specs/Legacy/old.layout.yaml": LintSpecs.clean,
            "Specs/notes.yaml": LintSpecs.clean,
            "Other/d.layout.yaml": LintSpecs.clean,
            "Specs/.hidden/e.layout.yaml": LintSpecs.clean,
        ])
        XCTAssertEqual(dir.lint().report.files.map(\.path), ["Specs/a.layout.yaml", "Specs/x/b.layout.yaml"])
        XCTAssertEqual(dir.lint(["Specs/Legacy/old.layout.yaml", "Other/d.layout.yaml", "Specs"]).report.files.map(\.path),
                       ["Other/d.layout.yaml", "Specs/Legacy/old.layout.yaml", "Specs/a.layout.yaml", "Specs/x/b.layout.yaml"],
                       "files named on the command line are always linted")
    }

    func testMissingPathIsExitCode2() throws {
        let dir = try LintTempDirectory()
        let outcome = dir.lint(["nope.layout.yaml"])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardError, "layoutc: error: cannot read nope.layout.yaml: no such file or directory\n")
    }

    func testPathsAreShownRelativeToTheCurrentDirectory() throws {
        let dir = try LintTempDirectory(files: [".layoutc.yml": "", "sub/a.layout.yaml": LintSpecs.ambiguous])
        XCTAssertEqual(dir.lint([dir.file("sub/a.layout.yaml")]).summaryLines, ["sub/a.layout.yaml 6:14 warning ambiguous-position"])
        XCTAssertEqual(dir.lint(["./sub/../sub/a.layout.yaml"]).report.files.map(\.path), ["sub/a.layout.yaml"])
    }

    func testPairing() throws {
        XCTAssertEqual(try ReporterRequest.pair(reporters: [], outputs: []), [])
        XCTAssertEqual(try ReporterRequest.pair(reporters: ["sarif", "text"], outputs: ["out.sarif"]),
                       [ReporterRequest(kind: .sarif, output: "out.sarif"), ReporterRequest(kind: .text)])
        XCTAssertEqual(try ReporterRequest.pair(reporters: ["json", "sarif"], outputs: ["-", "x.sarif"]),
                       [ReporterRequest(kind: .json), ReporterRequest(kind: .sarif, output: "x.sarif")])
        XCTAssertEqual(try ReporterRequest.pair(reporters: [], outputs: ["lint.txt"]),
                       [ReporterRequest(kind: .text, output: "lint.txt")])
        XCTAssertThrowsError(try ReporterRequest.pair(reporters: ["xml"], outputs: [])) {
            XCTAssertEqual("\($0)", "unknown reporter 'xml'; expected one of text, json, sarif, github, junit, checkstyle, gitlab")
        }
        XCTAssertThrowsError(try ReporterRequest.pair(reporters: ["json"], outputs: ["a", "b"]))
        XCTAssertThrowsError(try ReporterRequest.pair(reporters: ["json", "sarif"], outputs: ["a", "a"]))
    }

    func testGitHubIsAddedInGitHubActions() {
        func kinds(_ requests: [ReporterRequest], _ env: [String: String]) -> [String] {
            LintOptions(reporters: requests, environment: env).effectiveReporters
                .map { "\($0.kind.rawValue)>\($0.output ?? "stdout")" }
        }
        let actions = ["GITHUB_ACTIONS": "true"]
        XCTAssertEqual(kinds([], [:]), ["text>stdout"])
        XCTAssertEqual(kinds([], actions), ["text>stdout", "github>stdout"])
        XCTAssertEqual(kinds([ReporterRequest(kind: .sarif, output: "x")], actions), ["sarif>x", "github>stdout"])
        XCTAssertEqual(kinds([ReporterRequest(kind: .json)], actions), ["json>stdout"], "json on stdout stays parseable")
        XCTAssertEqual(kinds([ReporterRequest(kind: .github, output: "g")], actions), ["github>g"])
    }

    func testReportersGetTheRuleCatalogue() throws {
        let dir = try LintTempDirectory(files: [".layoutc.yml": "", "a.layout.yaml": LintSpecs.clean])
        XCTAssertEqual(dir.lint().report.rules, LintRules.descriptors)
        XCTAssertTrue(LintRules.knownIDs.contains(.hitTargetTooSmall))
        XCTAssertFalse(LintRules.knownIDs.contains(.unknownRule))
    }

    func testUnwritableOutputIsExitCode2() throws {
        let dir = try LintTempDirectory(files: [".layoutc.yml": "", "a.layout.yaml": LintSpecs.clean, "blocker": ""])
        let outcome = dir.lint(reporters: [ReporterRequest(kind: .json, output: "blocker/x.json")])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.hasPrefix("layoutc: error: cannot write blocker/x.json"), outcome.standardError)
    }
}
