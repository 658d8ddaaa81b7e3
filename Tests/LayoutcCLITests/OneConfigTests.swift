import Foundation
import XCTest

/// Issue 16.1: `compile`, `render` and `lint` read the same `.layoutc.yml`, found
/// the same way (and `--config` on each): custom devices, rule severities, limits.
final class OneConfigTests: XCTestCase {
    static let config = """
        rules: {hit-target-too-small: error}
        customDevices:
          - id: kiosk
            scale: 2
            portrait: {size: [800, 1280]}
            landscape: {size: [1280, 800]}
        """

    /// A 20 × 20 button (too small) on the kiosk.
    static let spec = """
        layout: 1
        screen: Kiosk
        device: kiosk
        root:
          children:
            - {id: b, kind: button, place: {top: 100, left: 10, width: 20, height: 20}}
        """

    private func project(config: String = OneConfigTests.config, configName: String = ".layoutc.yml") throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(config.utf8).write(to: dir.appendingPathComponent(configName))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: dir.appendingPathComponent("Specs/k.layout.yaml"))
        return dir
    }

    func testCompileKnowsCustomDevicesAndAppliesSeverities() throws {
        let dir = try project()
        let run = try CLIRunner.run(["compile", "Specs/k.layout.yaml"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertFalse(run.stderr.contains("unknown-device"), run.stderr)
        XCTAssertTrue(run.stderr.contains("error: the hit area of 'b' is 20 × 20 pt"), run.stderr)
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        XCTAssertEqual((json?["device"] as? [String: Any])?["id"] as? String, "kiosk")
    }

    func testLintAndRenderAgreeWithCompile() throws {
        let dir = try project()
        let lint = try CLIRunner.run(["lint", "Specs/k.layout.yaml"], in: dir)
        XCTAssertEqual(lint.status, 1, lint.stderr + lint.stdoutText)
        XCTAssertTrue(lint.stdoutText.contains("error: the hit area of 'b'"), lint.stdoutText)
        let render = try CLIRunner.run(["render", "Specs/k.layout.yaml"], in: dir)
        XCTAssertEqual(render.status, 1, render.stderr)
        XCTAssertFalse(render.stderr.contains("unknown-device"), render.stderr)
        XCTAssertTrue(render.stdoutText.contains("on kiosk portrait</title>"), String(render.stdoutText.prefix(300)))
    }

    func testRuleOffDropsTheFindingInCompile() throws {
        let dir = try project(config: "rules: {hit-target-too-small: off}\n")
        try Data(Self.spec.replacingOccurrences(of: "device: kiosk", with: "device: iphone-se-3").utf8)
            .write(to: dir.appendingPathComponent("Specs/k.layout.yaml"))
        let run = try CLIRunner.run(["compile", "Specs/k.layout.yaml"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
    }

    func testExplicitConfigOnEveryCommand() throws {
        let dir = try project(configName: "ci.yml")
        for command in ["compile", "render", "lint"] {
            let run = try CLIRunner.run([command, "Specs/k.layout.yaml", "--config", "ci.yml"], in: dir)
            XCTAssertEqual(run.status, 1, "\(command): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("unknown-device"), "\(command): \(run.stderr)")
        }
        let without = try CLIRunner.run(["compile", "Specs/k.layout.yaml"], in: dir)
        XCTAssertTrue(without.stderr.contains("unknown device 'kiosk'"), without.stderr)
    }

    func testCommandLineDeviceMayBeACustomDevice() throws {
        let dir = try project()
        let run = try CLIRunner.run(["compile", "Specs/k.layout.yaml", "--device", "kiosk", "--orientation", "landscape"],
                                    in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdoutText.contains("\"orientation\": \"landscape\""), String(run.stdoutText.prefix(400)))
    }

    func testConfigLimitsApplyToCompileAndTheFlagWins() throws {
        let dir = try project(config: "limits: {maxViews: 1}\n" + Self.config)
        let limited = try CLIRunner.run(["compile", "Specs/k.layout.yaml"], in: dir)
        XCTAssertEqual(limited.status, 1)
        XCTAssertTrue(limited.stderr.contains("[limit-exceeded]"), limited.stderr)
        let raised = try CLIRunner.run(["compile", "Specs/k.layout.yaml", "--max-views", "10"], in: dir)
        XCTAssertFalse(raised.stderr.contains("[limit-exceeded]"), raised.stderr)
        let lint = try CLIRunner.run(["lint", "Specs/k.layout.yaml"], in: dir)
        XCTAssertTrue(lint.stdoutText.contains("[limit-exceeded]"), lint.stdoutText)
    }

    func testBrokenConfigStopsCompileWithExitTwo() throws {
        let dir = try project(config: "rulez: {}\n")
        let run = try CLIRunner.run(["compile", "Specs/k.layout.yaml"], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".layoutc.yml:1:1: error: unknown key 'rulez'"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("layoutc: error: the configuration has errors; nothing was checked\n"), run.stderr)
        XCTAssertTrue(run.stdout.isEmpty)
    }

    func testGenerateAndReportReadTheSameConfig() throws {
        let dir = try project()
        let generate = try CLIRunner.run(["generate", "Specs/k.layout.yaml"], in: dir)
        XCTAssertEqual(generate.status, 1, generate.stderr)  // the config makes the small button an error
        XCTAssertFalse(generate.stderr.contains("unknown-device"), generate.stderr)
        XCTAssertTrue(generate.stderr.contains("error: the hit area of 'b'"), generate.stderr)
        let report = try CLIRunner.run(["report", "Specs/k.layout.yaml", "-o", "report.html"], in: dir)
        XCTAssertEqual(report.status, 1, report.stderr)
        let html = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("kiosk"), String(html.prefix(500)))
        XCTAssertFalse(html.contains("unknown-device"))
    }

    func testEveryCommandThatReadsSpecsTakesTheLimitFlags() throws {
        let dir = try project()
        for command in ["compile", "render", "lint", "generate", "report"] {
            let run = try CLIRunner.run([command, "Specs/k.layout.yaml", "--max-views", "1", "--max-file-size", "100000"],
                                        in: dir)
            XCTAssertEqual(run.status, 1, "\(command): \(run.stderr)")
            let said = run.stderr + run.stdoutText
            XCTAssertTrue(said.contains("limit-exceeded"), "\(command): \(said.prefix(400))")
        }
    }
}
