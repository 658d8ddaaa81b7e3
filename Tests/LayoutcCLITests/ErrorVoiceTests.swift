import Driver
import Foundation
import XCTest

/// Issue 16.3: errors say why (the system's reason), in one voice
/// (`layoutc: error: …`), with "did you mean" where a name was mistyped.
final class ErrorVoiceTests: XCTestCase {
    static let spec = """
        layout: 1
        screen: S
        root:
          children:
            - {id: wide, kind: button, place: {top: 100, left: 16, right: 16, height: 20}}
        """

    private func project() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: dir.appendingPathComponent("Specs/s.layout.yaml"))
        return dir
    }

    /// Asserts exit 2, and that every line of standard error that is not a
    /// usage hint carries the one prefix.
    private func assertError(_ run: CLIRunner.Run, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains("layoutc: error: " + expected), run.stderr, file: file, line: line)
        XCTAssertFalse(run.stderr.contains("Error:"), run.stderr, file: file, line: line)
        XCTAssertFalse(run.stderr.contains("NSCocoaErrorDomain") || run.stderr.contains("could not be completed"),
                       run.stderr, file: file, line: line)
    }

    func testWriteAndReadFailuresGiveTheSystemReason() throws {
        let dir = try project()
        assertError(try CLIRunner.run(["compile", "Specs/s.layout.yaml", "-o", "/dev/null/x"], in: dir),
                    "cannot write /dev/null/x/s.iphone-15-pro.portrait.json: not a directory")
        assertError(try CLIRunner.run(["render", "Specs/s.layout.yaml", "-o", "/dev/null/x.svg"], in: dir),
                    "cannot write /dev/null/x.svg: /dev/null is not a directory")
        assertError(try CLIRunner.run(["render", "Specs/"], in: dir), "cannot read Specs/: is a directory")
        assertError(try CLIRunner.run(["render", "Specs/s.layout.yaml", "-o", "Specs"], in: dir),
                    "cannot write Specs: is a directory")
        assertError(try CLIRunner.run(["compile", "Specs/s.layout.yaml/x"], in: dir),
                    "cannot read Specs/s.layout.yaml/x: not a directory")
        assertError(try CLIRunner.run(["lint", "Specs/nope.layout.yaml"], in: dir),
                    "cannot read Specs/nope.layout.yaml: no such file or directory")
        assertError(try CLIRunner.run(["lint", "Specs", "--reporter", "json", "-o", "Specs"], in: dir),
                    "cannot write Specs: is a directory")
    }

    func testMistypedNamesGetDidYouMean() throws {
        let dir = try project()
        for command in ["compile", "render"] {
            assertError(try CLIRunner.run([command, "Specs/s.layout.yaml", "--device", "iphone-15pro"], in: dir),
                        "unknown device 'iphone-15pro'; did you mean 'iphone-15-pro'? (see `layoutc devices`)")
        }
        let typo = try CLIRunner.run(["compil", "x"], in: dir)
        assertError(typo, "unknown command 'compil'; did you mean 'compile'?")
        let scale = try CLIRunner.run(["render", "Specs/s.layout.yaml", "--scale", "-1"], in: dir)
        assertError(scale, "--scale must be above 0 and at most 100, not -1.0")
        assertError(try CLIRunner.run(["compile", "Specs", "--jobs", "0"], in: dir), "--jobs must be at least 1, not 0")
        assertError(try CLIRunner.run(["explain", "hit-target-to-small"], in: dir),
                    "unknown rule 'hit-target-to-small'; did you mean 'hit-target-too-small'?")
    }

    func testEveryRuleLayoutcPrintsIsListedAndExplained() throws {
        let rules = try CLIRunner.run(["rules", "--format", "json"])
        XCTAssertEqual(rules.status, 0)
        let document = try JSONSerialization.jsonObject(with: rules.stdout) as? [String: Any]
        let listed = (document?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        XCTAssertTrue(listed.contains("unknown-rule"), "\(listed)")
        // Every id a config or a suppression may name, and every id the compiler reports.
        XCTAssertEqual(Set(LintRules.knownIDs.map(\.rawValue)).subtracting(listed), [])
        for id in listed {
            let explained = try CLIRunner.run(["explain", id])
            XCTAssertEqual(explained.status, 0, "\(id): \(explained.stderr)")
            XCTAssertTrue(explained.stdoutText.hasPrefix(id + " ("), id)
        }
    }

    func testAMergedFindingNamesTheDeviceItsNumbersComeFrom() throws {
        let dir = try project()
        try Data("devices: [iphone-se-3, iphone-15-pro]\n".utf8).write(to: dir.appendingPathComponent(".layoutc.yml"))
        let run = try CLIRunner.run(["lint", "Specs"], in: dir)
        // 375 − 2 × 16 = 343 pt wide on the SE, 393 − 32 = 361 on the 15 Pro: one finding, SE's numbers, named.
        XCTAssertTrue(run.stdoutText.contains("the hit area of 'wide' is 343 × 20 pt"), run.stdoutText)
        XCTAssertTrue(run.stdoutText.contains("(numbers from iphone-se-3/portrait)"), run.stdoutText)
        XCTAssertEqual(run.stdoutText.components(separatedBy: "[hit-target-too-small]").count, 2, run.stdoutText)
    }

    func testCompilingADirectoryWithoutSpecsSaysSo() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let run = try CLIRunner.run(["compile", "Empty", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "layoutc: error: no specs (*.layout.yaml) found in Empty\n")
    }
}
