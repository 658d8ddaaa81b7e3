import Foundation
import XCTest

/// Issue 16.4: `compile -` and `lint -` read the spec from standard input, as
/// editors' format-on-save and CI pipes do; `--stdin-path` names it in messages
/// and is where its `.layoutc.yml` is searched from.
final class StandardInputTests: XCTestCase {
    static let spec = """
        layout: 1
        screen: Piped
        device: kiosk
        root:
          children:
            - {id: b, kind: button, place: {top: 100, left: 10, width: 20, height: 20}}
        """

    private func project() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App/Specs"), withIntermediateDirectories: true)
        try Data(OneConfigTests.config.utf8).write(to: dir.appendingPathComponent("App/.layoutc.yml"))
        return dir
    }

    func testCompileReadsStandardInputUnderTheNamedPathsConfig() throws {
        let dir = try project()
        let run = try CLIRunner.run(["compile", "-", "--stdin-path", "App/Specs/Piped.layout.yaml"], in: dir,
                                    input: Data(Self.spec.utf8))
        XCTAssertEqual(run.status, 1, run.stderr)  // hit-target-too-small is an error in App/.layoutc.yml
        XCTAssertTrue(run.stderr.hasPrefix("App/Specs/Piped.layout.yaml:6:8: error: the hit area of 'b'"), run.stderr)
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        XCTAssertEqual(json?["screen"] as? String, "Piped")
        XCTAssertEqual((json?["device"] as? [String: Any])?["id"] as? String, "kiosk")
    }

    func testWithoutAPathStandardInputIsCalledStdin() throws {
        let clean = Self.spec.replacingOccurrences(of: "device: kiosk", with: "device: iphone-se-3")
            .replacingOccurrences(of: "width: 20, height: 20", with: "width: 120, height: 44")
        let run = try CLIRunner.run(["compile", "-"], input: Data((clean + "\n  bogus: 1\n").utf8))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("<stdin>:7:3: error: unknown key 'bogus'"), run.stderr)
    }

    func testLintReadsStandardInput() throws {
        let dir = try project()
        let run = try CLIRunner.run(["lint", "-", "--stdin-path", "App/Specs/Piped.layout.yaml", "--reporter", "json"],
                                    in: dir, input: Data(Self.spec.utf8))
        XCTAssertEqual(run.status, 1, run.stderr)
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        let files = json?["files"] as? [[String: Any]]
        XCTAssertEqual(files?.first?["file"] as? String, "App/Specs/Piped.layout.yaml")
        let rules = (files?.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
        XCTAssertEqual(rules, ["hit-target-too-small"])
    }

    func testStdinPathWithoutDashIsAUsageError() throws {
        for command in ["compile", "lint"] {
            let run = try CLIRunner.run([command, "Specs", "--stdin-path", "x.layout.yaml"])
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue(run.stderr.hasPrefix("layoutc: error: --stdin-path names standard input; give - among the paths"),
                          run.stderr)
        }
    }
}
