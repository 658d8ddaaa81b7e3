import Diagnostics
@testable import Driver
import LayoutIR
import XCTest

/// `.layoutc.yml`: where it is found, what it may say, and the errors (with
/// positions) for what it may not.
final class LintConfigTests: XCTestCase {
    private func parse(_ text: String) -> ProjectConfigResult {
        ProjectConfigParser.parse(Array(text.utf8), file: ".layoutc.yml", directory: "/p")
    }

    /// `line:col rule message` of each diagnostic.
    private func lines(_ result: ProjectConfigResult) -> [String] {
        result.diagnostics.map { "\($0.range?.start.description ?? "-") \($0.rule) \($0.message)" }
    }

    // MARK: discovery

    func testDiscoveryWalksUpAndTheNearestConfigWins() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "rules: {ambiguous-position: off}\n",
            "a/b/c/deep.layout.yaml": LintSpecs.clean,
            "a/nested/.layoutc.yml": "rules: {ambiguous-position: error}\n",
            "a/nested/x/n.layout.yaml": LintSpecs.clean,
        ])
        let discovery = ProjectConfigDiscovery(currentDirectory: dir.path)
        XCTAssertEqual(discovery.configPath(forDirectory: dir.file("a/b/c")), dir.file(".layoutc.yml"))
        XCTAssertEqual(discovery.configPath(forDirectory: dir.file("a/nested/x")), dir.file("a/nested/.layoutc.yml"))
        XCTAssertEqual(discovery.configPath(forDirectory: dir.file("a/nested")), dir.file("a/nested/.layoutc.yml"))
        // Cached answers agree with fresh ones.
        XCTAssertEqual(discovery.configPath(forDirectory: dir.file("a/b")), dir.file(".layoutc.yml"))
        let deep = try discovery.config(forSpec: dir.file("a/b/c/deep.layout.yaml"))
        XCTAssertEqual(deep.config.rules[.ambiguousPosition], .off)
        XCTAssertEqual(deep.config.file, ".layoutc.yml")
        XCTAssertEqual(deep.config.directory, dir.path)
        let nested = try discovery.config(forSpec: dir.file("a/nested/x/n.layout.yaml"))
        XCTAssertEqual(nested.config.rules[.ambiguousPosition], .error)
        XCTAssertEqual(nested.config.file, "a/nested/.layoutc.yml")
    }

    func testOverrideIsUsedForEverySpec() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "rules: {ambiguous-position: off}\n",
            "ci.yml": "rules: {ambiguous-position: note}\n",
        ])
        let discovery = ProjectConfigDiscovery(override: "ci.yml", currentDirectory: dir.path)
        XCTAssertEqual(discovery.configPath(forDirectory: dir.path), dir.file("ci.yml"))
        XCTAssertEqual(try discovery.config(forSpec: dir.file("x.layout.yaml")).config.rules[.ambiguousPosition], .note)
    }

    func testNoConfigMeansDefaults() throws {
        let dir = try LintTempDirectory(files: ["a.layout.yaml": LintSpecs.clean])
        // The temporary directory's ancestors have no `.layoutc.yml` (checked, so a
        // stray one on the machine fails loudly rather than confusingly).
        let discovery = ProjectConfigDiscovery(currentDirectory: dir.path)
        try XCTSkipIf(discovery.configPath(forDirectory: dir.path) != nil, "a .layoutc.yml above the temp directory")
        let result = try discovery.config(forSpec: dir.file("a.layout.yaml"))
        XCTAssertNil(result.config.file)
        XCTAssertEqual(result.config.lintTargets, [CompileTarget()])
    }

    // MARK: parsing

    func testEveryKey() throws {
        let result = parse("""
            devices:
              - iphone-se-3
              - id: iphone-15-pro
                orientations: [portrait, landscape]
              - kiosk
            rules:
              ambiguous-position: off
              negative-size: warning
              hit-target-too-small: note
            include: [Specs/**]
            exclude: Specs/Legacy
            customDevices:
              - id: kiosk
                name: Kiosk
                scale: 2
                portrait: {size: [800, 1280], safeAreaInsets: [24, 0, 20, 0], statusBar: 24}
                landscape:
                  size: {width: 1280, height: 800}
                  safeAreaInsets: {top: 24, bottom: 20}
                  statusBar: 24
                  bars: {navigation: 50, largeTitle: 102}
                  rootSideMargin: 20
            """)
        XCTAssertEqual(lines(result), [])
        let config = result.config
        XCTAssertEqual(config.targets, [
            CompileTarget(deviceID: "iphone-se-3"),
            CompileTarget(deviceID: "iphone-15-pro", orientation: .portrait),
            CompileTarget(deviceID: "iphone-15-pro", orientation: .landscape),
            CompileTarget(deviceID: "kiosk"),
        ])
        XCTAssertEqual(config.rules, [.ambiguousPosition: .off, .negativeSize: .warning, .hitTargetTooSmall: .note])
        XCTAssertEqual(config.include.map(\.pattern), ["Specs/**"])
        XCTAssertEqual(config.exclude.map(\.pattern), ["Specs/Legacy"])
        let kiosk = try XCTUnwrap(config.devices.first { $0.id == "kiosk" })
        XCTAssertEqual(config.devices.count, DeviceCatalog.all.count + 1)
        XCTAssertEqual(kiosk.name, "Kiosk")
        XCTAssertEqual(kiosk.scale, 2)
        XCTAssertEqual(kiosk.portrait.size, Size(width: 800, height: 1280))
        XCTAssertEqual(kiosk.portrait.bars, BarHeights(navigation: 44, largeTitle: 96, tab: 49, toolbar: 44))
        XCTAssertEqual(kiosk.portrait.rootSideMargin, 16)
        XCTAssertEqual(kiosk.landscape.safeAreaInsets, Insets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(kiosk.landscape.bars, BarHeights(navigation: 50, largeTitle: 102, tab: 32, toolbar: 32))
        XCTAssertEqual(kiosk.landscape.rootSideMargin, 20)
    }

    func testEmptyConfigIsTheDefaults() {
        for text in ["", "# nothing yet\n", "rules:\n"] {
            let result = parse(text)
            XCTAssertEqual(lines(result), [], text)
            XCTAssertEqual(result.config.rules, [:])
        }
    }

    func testUnknownKeyWithSuggestion() {
        let result = parse("devics: [iphone-se-3]\nrulez: {}\nwhatever: 1\n")
        XCTAssertEqual(lines(result), [
            "1:1 unknown-key unknown key 'devics' in '.layoutc.yml'; did you mean 'devices'?",
            "2:1 unknown-key unknown key 'rulez' in '.layoutc.yml'; did you mean 'rules'?",
            "3:1 unknown-key unknown key 'whatever' in '.layoutc.yml'; expected one of contentSizes, customDevices, devices, exclude, include, layoutDirections, limits, rules, suppress",
        ])
        XCTAssertTrue(result.hasErrors)
        XCTAssertEqual(result.diagnostics.first?.file, ".layoutc.yml")
    }

    func testUnknownRuleAndBadSeverity() {
        let result = parse("""
            rules:
              negative-sise: error
              ambiguous-position: fatal
              zzz: off
              unknown-rule: off
            """)
        XCTAssertEqual(lines(result), [
            "2:3 unknown-rule unknown rule 'negative-sise'; did you mean 'negative-size'?",
            "3:23 type-mismatch expected error, warning, note or off for 'ambiguous-position', found 'fatal'",
            "4:3 unknown-rule unknown rule 'zzz'; see `layoutc rules` for the rule ids",
            "5:3 unknown-rule 'unknown-rule' reports mistakes in configuration and suppressions; it cannot be configured",
        ])
        XCTAssertEqual(result.config.rules, [:])
    }

    func testBadDevicesAndCustomDevices() {
        let result = parse("""
            devices: [iphone-15-pr, {id: iphone-se-3, orientations: [sideways]}, {orientation: [portrait]}]
            customDevices:
              - id: iphone-se-3
                scale: 2
                portrait: {size: [1, 2]}
                landscape: {size: [2, 1]}
              - id: kiosk
                scale: 0
                portrait: {size: [800], statusbar: 1}
            """)
        XCTAssertEqual(lines(result), [
            "1:11 unknown-device unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'?",
            "1:58 type-mismatch expected portrait or landscape for 'orientations', found 'sideways'",
            "1:70 missing-key missing 'id' in 'devices'",
            "1:71 unknown-key unknown key 'orientation' in 'devices'; did you mean 'orientations'?",
            "3:9 duplicate-id device id 'iphone-se-3' is already in the catalog; choose another id",
            "7:5 missing-key missing 'landscape' in 'customDevices'",
            "8:12 type-mismatch expected a positive number for 'scale', found '0'",
            "9:22 type-mismatch expected a size [width, height] for 'size', found a list",
            "9:29 unknown-key unknown key 'statusbar' in 'portrait'; did you mean 'statusBar'?",
        ])
    }

    func testYAMLSyntaxErrorHasAPosition() {
        let result = parse("rules: {a: [}\n")
        XCTAssertTrue(result.hasErrors)
        XCTAssertEqual(result.diagnostics.first?.rule, .yamlSyntax)
        XCTAssertNotNil(result.diagnostics.first?.range)
    }

    func testConfigErrorsStopTheLintWithExitCode2() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "rules:\n  negative-sise: error\n",
            "a.layout.yaml": LintSpecs.ambiguous,
        ])
        let outcome = dir.lint()
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.findings, [])
        XCTAssertEqual(outcome.standardError, """
            .layoutc.yml:2:3: error: unknown rule 'negative-sise'; did you mean 'negative-size'? [unknown-rule]
              negative-sise: error
              ^~~~~~~~~~~~~
            layoutc: error: the configuration has errors; nothing was linted

            """)
    }

    func testUnreadableOverrideIsExitCode2() throws {
        let dir = try LintTempDirectory(files: ["a.layout.yaml": LintSpecs.clean])
        let outcome = dir.lint(config: "missing.yml")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardError, "layoutc: error: cannot read config missing.yml: no such file or directory\n")
    }
}
