import Driver
import Foundation
import LayoutIR
import XCTest

/// `layoutc init`: a starter `.layoutc.yml` that every command reads as
/// written, never over an existing one unless asked.
final class InitCommandTests: XCTestCase {
    /// The starter text is a valid config: no diagnostic, the four targets it
    /// names (a plain id keeps the spec's own orientation), the one rule set.
    func testTheStarterConfigReadsCleanly() {
        let result = ProjectConfigParser.parse(Array(StarterConfig.text.utf8), file: ".layoutc.yml", directory: "/p")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.config.targets, [
            CompileTarget(deviceID: "iphone-se-3"),
            CompileTarget(deviceID: "iphone-16-pro", orientation: .portrait),
            CompileTarget(deviceID: "iphone-16-pro", orientation: .landscape),
            CompileTarget(deviceID: "iphone-16-pro-max"),
        ])
        XCTAssertEqual(result.config.rules.count, 1)
    }

    /// Written into a new directory, then refused (exit 2, the file as it was),
    /// then replaced with --force; `lint` of a spec beside it checks the
    /// matrix, so a finding names the devices it was found on.
    func testWritesRefusesAndReplaces() throws {
        let directory = try CLIRunner.temporaryDirectory().appendingPathComponent("app")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let first = try CLIRunner.run(["init", directory.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        let config = directory.appendingPathComponent(".layoutc.yml")
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), StarterConfig.text)

        try Data("rules: {}\n".utf8).write(to: config)
        let again = try CLIRunner.run(["init", directory.path])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains(".layoutc.yml exists; --force replaces it"), again.stderr)
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), "rules: {}\n")

        let forced = try CLIRunner.run(["init", directory.path, "--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), StarterConfig.text)

        // A button reaching x 400 sticks out of the SE's 375-pt screen only.
        try Data("""
            layout: 1
            screen: T
            root:
              children:
                - {id: b, kind: button, frame: [300, 200, 100, 44]}
            """.utf8).write(to: directory.appendingPathComponent("T.layout.yaml"))
        let lint = try CLIRunner.run(["lint", directory.path, "--reporter", "json"])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertTrue(lint.stdoutText.contains("iphone-se-3"), lint.stdoutText)
    }
}
