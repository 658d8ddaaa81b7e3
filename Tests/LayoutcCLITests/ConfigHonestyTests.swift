import Foundation
import XCTest

/// Issue 14.6: a configuration cannot hide a spec that was not read, reports its
/// own mistakes, and says when it selects nothing.
final class ConfigHonestyTests: XCTestCase {
    private func directory(_ files: [String: String]) throws -> URL {
        try CLIRunner.temporaryDirectory(holding: files)
    }

    /// Every rule a config may set, set to `off`.
    private static var everythingOff: String {
        let ids = ["ambiguous-position", "ambiguous-size", "corner-radius-too-large", "flow-item-too-wide",
                   "hit-area-covered", "hit-area-outside-parent", "hit-target-too-small", "negative-size",
                   "non-finite-frame", "outside-safe-area", "over-constrained", "placeholder-location-ignored",
                   "zero-font-size"]
        return "rules:\n" + ids.map { "  \($0): off\n" }.joined()
    }

    func testSyntaxSchemaAndLimitErrorsAlwaysFail() throws {
        let dir = try directory([
            ".layoutc.yml": Self.everythingOff,
            "broken.layout.yaml": "layout: 1\nscreen: [unclosed\n",
            "empty.layout.yaml": "",
            "big.layout.yaml": "layout: 1\nscreen: B\nroot:\n  kind: collection\n  flow: {items: [{size: [1, 1], repeat: 100}]}\n",
        ])
        for (file, rule) in [("broken", "yaml-syntax"), ("empty", "missing-key"), ("big", "limit-exceeded")] {
            for strict in [[], ["--strict"]] {
                let run = try CLIRunner.run(["lint", "\(file).layout.yaml", "--max-views", "10"] + strict, in: dir)
                XCTAssertEqual(run.status, 1, "\(file) \(strict): \(run.stdoutText)")
                XCTAssertTrue(run.stdoutText.contains("error: "), run.stdoutText)
                XCTAssertTrue(run.stdoutText.contains("[\(rule)]"), run.stdoutText)
            }
        }
    }

    func testAConfigCannotTurnOffSyntaxErrors() throws {
        let dir = try directory([".layoutc.yml": "rules: {yaml-syntax: off, limit-exceeded: warning}\n",
                                 "a.layout.yaml": "layout: 1\n"])
        let run = try CLIRunner.run(["lint", "a.layout.yaml"], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(
            ".layoutc.yml:1:9: error: 'yaml-syntax' is a syntax, schema or limit error; it always reports and cannot be configured [unknown-rule]"),
            run.stderr)
        XCTAssertTrue(run.stderr.contains("'limit-exceeded' is a syntax, schema or limit error"), run.stderr)
    }

    func testMalformedGlobsAndNonStringIncludeAreConfigErrors() throws {
        let dir = try directory([".layoutc.yml": "include: 5\nexclude: [\"Specs/[ab\", \"{a,b\"]\n",
                                 "Specs/a.layout.yaml": "layout: 1\n"])
        let run = try CLIRunner.run(["lint", "Specs"], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".layoutc.yml:1:10: error: expected a glob string for 'include', found '5' [type-mismatch]"),
                      run.stderr)
        XCTAssertTrue(run.stderr.contains(".layoutc.yml:2:11: error: unclosed '[' in glob 'Specs/[ab'"), run.stderr)
        XCTAssertTrue(run.stderr.contains(".layoutc.yml:2:24: error: braces are not supported in globs ('{a,b')"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("layoutc: error: the configuration has errors; nothing was linted\n"), run.stderr)
    }

    func testNothingLintedIsSaid() throws {
        let dir = try directory([".layoutc.yml": "include: [Specs/Nothing/**]\n", "Specs/a.layout.yaml": "layout: 1\n"])
        let run = try CLIRunner.run(["lint", "Specs"], in: dir)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("layoutc: warning: nothing was linted: no specs (*.layout.yaml) or Interface Builder files (*.xib, *.storyboard) found in Specs"),
                      run.stderr)
    }

    func testFilesNamedExplicitlyAreLintedEvenWhenExcluded() throws {
        let spec = "layout: 1\nscreen: S\nroot:\n  children:\n    - {id: b, kind: button, frame: [16, 100, 20, 20]}\n"
        let dir = try directory([".layoutc.yml": "exclude: [Specs/Legacy]\n", "Specs/Legacy/old.layout.yaml": spec])
        let searched = try CLIRunner.run(["lint", "Specs", "--reporter", "json"], in: dir)
        XCTAssertFalse(searched.stdoutText.contains("old.layout.yaml"), searched.stdoutText)
        for path in ["Specs/Legacy/old.layout.yaml", "./Specs/Legacy/old.layout.yaml", dir.path + "/Specs/Legacy/old.layout.yaml"] {
            let named = try CLIRunner.run(["lint", path], in: dir)
            XCTAssertTrue(named.stdoutText.contains("[hit-target-too-small]"), "\(path): \(named.stdoutText)")
        }
    }

    func testAnExplicitConfigIsNamedByItsOwnName() throws {
        let dir = try directory(["alias.yml": "rulez: {}\n", "a.layout.yaml": "layout: 1\n"])
        for command in ["lint", "compile"] {
            let run = try CLIRunner.run([command, "a.layout.yaml", "--config", "alias.yml"], in: dir)
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue(run.stderr.contains("alias.yml:1:1: error: unknown key 'rulez' in 'alias.yml'; did you mean 'rules'?"),
                          run.stderr)
        }
    }

    func testDevNullAsConfigMeansTheDefaults() throws {
        let spec = "layout: 1\nscreen: S\nroot:\n  children:\n    - {id: b, kind: button, frame: [16, 100, 20, 20]}\n"
        let dir = try directory([".layoutc.yml": "rules: {hit-target-too-small: error}\n", "a.layout.yaml": spec])
        for command in ["lint", "compile", "render"] {
            let run = try CLIRunner.run([command, "a.layout.yaml", "--config", "/dev/null"], in: dir)
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
            XCTAssertTrue((run.stderr + run.stdoutText).contains("warning: the hit area of 'b'"), "\(command): \(run.stderr)")
        }
    }
}
