import Foundation
import XCTest

/// `layoutc report` end to end, through the built binary.
final class ReportCommandTests: XCTestCase {
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// A config with a matrix of three targets: iPhone SE both ways, the 11-inch iPad upright.
    private func matrixConfig() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory()
        let config = directory.appendingPathComponent("matrix.yml")
        try Data("""
            devices:
              - id: iphone-se-3
                orientations: [portrait, landscape]
              - id: ipad-pro-11
                orientations: [portrait]

            """.utf8).write(to: config)
        return config
    }

    /// Every spec on every target of the config: one picture each, and every
    /// finding `lint` reports with the same config, at the same line and rule.
    func testEverySpecOnEveryTargetWithLintsFindings() throws {
        let config = try matrixConfig()
        let out = config.deletingLastPathComponent().appendingPathComponent("out/report.html")
        let run = try CLIRunner.run(["report", "Specs/", "--config", config.path, "-o", out.path])
        XCTAssertEqual(run.status, 1, "AspectFitImages has an error finding: \(run.stderr)")
        let html = try String(contentsOf: out, encoding: .utf8)
        let specs = try FileManager.default.contentsOfDirectory(
            atPath: CLIRunner.repositoryRoot.appendingPathComponent("Specs").path).filter { $0.hasSuffix(".layout.yaml") }
        XCTAssertEqual(count("<section class=\"spec\"", in: html), specs.count)
        XCTAssertEqual(count("<figure class=\"pic\"", in: html), specs.count * 3)
        for target in ["iphone-se-3/portrait", "iphone-se-3/landscape", "ipad-pro-11/portrait"] {
            XCTAssertEqual(count("<figure class=\"pic\" data-target=\"\(target)\">", in: html), specs.count, target)
            XCTAssertTrue(html.contains("<th>\(target)</th>"), "a summary column for \(target)")
        }
        let lint = try CLIRunner.run(["lint", "Specs/", "--config", config.path, "--reporter", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: lint.stdout) as? [String: Any])
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        var expected = 0
        for file in files {
            for finding in try XCTUnwrap(file["diagnostics"] as? [[String: Any]]) {
                expected += 1
                let rule = try XCTUnwrap(finding["rule"] as? String)
                let line = try XCTUnwrap(finding["line"] as? Int)
                XCTAssertTrue(html.contains("data-rule=\"\(rule)\" data-severity=\"\(finding["severity"] as? String ?? "")\""),
                              rule)
                XCTAssertTrue(html.contains("data-line=\"\(line)\""), "\(rule) at line \(line)")
            }
        }
        XCTAssertGreaterThan(expected, 10)
        XCTAssertEqual(count("<li class=\"finding ", in: html), expected, "one list entry per lint finding")
    }

    /// The page needs nothing else: no external reference, no script or style
    /// file, and the same bytes every run.
    func testSelfContainedAndDeterministic() throws {
        let arguments = ["report", "Specs/TagPickerLeft.layout.yaml", "Specs/TabBarScreen.layout.yaml",
                         "--device", "iphone-15-pro", "--device", "ipad-pro-11", "--orientation", "portrait",
                         "--orientation", "landscape"]
        let first = try CLIRunner.run(arguments)
        let second = try CLIRunner.run(arguments + ["--jobs", "1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, second.stdout, "the same page whatever the thread count")
        let html = first.stdoutText
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertNil(html.range(of: #"(src|href)="(?!#)"#, options: .regularExpression), "only in-page links")
        XCTAssertFalse(html.contains("<?xml"), "pictures are inlined without their XML declaration")
        XCTAssertEqual(count("<figure class=\"pic\"", in: html), 8)
        XCTAssertEqual(count("<style>", in: html), 1, "one style sheet for every picture")
        XCTAssertTrue(html.contains("<td class=\"n w\">7 W</td>"), "TagPicker's ten small chips, the four copies of one folded, in the summary")
    }

    /// The same project options as every command: a mistyped device gets a
    /// "did you mean", and the file size limit names itself (exit 2, the page
    /// still written with the reason in place of the pictures).
    func testProjectOptionsAsEveryCommand() throws {
        let typo = try CLIRunner.run(["report", "Specs/LabelInsets.layout.yaml", "--device", "iphone-15pro"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("unknown device 'iphone-15pro'; did you mean 'iphone-15-pro'?"), typo.stderr)
        let small = try CLIRunner.run(["report", "Specs/LabelInsets.layout.yaml", "--max-file-size", "10"])
        XCTAssertEqual(small.status, 2)
        XCTAssertTrue(small.stderr.contains("cannot read Specs/LabelInsets.layout.yaml: the file is "), small.stderr)
        XCTAssertTrue(small.stderr.contains(" bytes, over the file size limit of 10 bytes"), small.stderr)
        XCTAssertTrue(small.stdoutText.contains("<pre class=\"failure\">cannot read Specs/LabelInsets.layout.yaml: the file is "))
    }

    func testUsageErrorsExitTwo() throws {
        let unknown = try CLIRunner.run(["report", "Specs/LabelInsets.layout.yaml", "--device", "iphone-99"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown device 'iphone-99'"), unknown.stderr)
        XCTAssertEqual(try CLIRunner.run(["report", "no/such/dir"]).status, 2)
        let directory = try CLIRunner.temporaryDirectory()
        let blocked = try CLIRunner.run(["report", "Specs/LabelInsets.layout.yaml", "-o", directory.path])
        XCTAssertEqual(blocked.status, 2)
        XCTAssertTrue(blocked.stderr.contains("cannot write"), blocked.stderr)
    }

    /// A spec that does not parse shows its diagnostics in place of pictures.
    func testUnreadableSpecShowsItsDiagnostics() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("Broken.layout.yaml")
        try Data("layout: 1\nscreen: [unclosed\n".utf8).write(to: spec)
        let run = try CLIRunner.run(["report", spec.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdoutText.contains("<pre class=\"failure\">"), run.stdoutText)
        XCTAssertFalse(run.stdoutText.contains("<figure"))
        XCTAssertTrue(run.stdoutText.contains("<td class=\"n e\">not readable</td>"))
    }
}
