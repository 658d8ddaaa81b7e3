import Foundation
import XCTest

/// `--content-size` and `--layout-direction` on every command that solves
/// (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): repeatable on `compile`, `lint`, `report` and
/// `preview`, each replacing that axis of the configuration's matrix; the
/// frames document and `compile -o` file names record the cell.
final class TextAxesCLITests: XCTestCase {
    private let recipe = "Specs/DynamicTypeRecipe.layout.yaml"

    private func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-text-axes-\(name)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func rules(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            let cells = line.range(of: " (on ").map { String(line[$0.upperBound...].prefix { $0 != ")" }) } ?? "all"
            return line[open...] + " " + cells
        }
    }

    func testLintTakesTheContentSizeOnTheCommandLine() throws {
        let large = try CLIRunner.run(["lint", recipe, "--color", "never"])
        XCTAssertEqual(large.status, 0, large.stderr)
        XCTAssertEqual(rules(large.stdoutText), [])
        let run = try CLIRunner.run(["lint", recipe, "--color", "never", "--content-size", "large",
                                     "--content-size", "accessibilityExtraLarge"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(rules(run.stdoutText), ["[text-truncated] iphone-15-pro/portrait/accessibilityExtraLarge",
                                               "[text-clipped] iphone-15-pro/portrait/accessibilityExtraLarge"])
    }

    /// `--device` replaces the config's devices and keeps its content sizes;
    /// `--layout-direction` replaces its directions and keeps its devices.
    func testEachAxisReplacesOnlyItsOwn() throws {
        let directory = try temporaryDirectory("axes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("matrix.yml")
        try Data("contentSizes: [accessibilityExtraLarge]\nlayoutDirections: [leftToRight, rightToLeft]\n".utf8).write(to: config)
        let device = try CLIRunner.run(["lint", "--config", config.path, recipe, "--color", "never", "--device", "iphone-se-3"])
        XCTAssertEqual(rules(device.stdoutText), ["[text-truncated] all", "[text-clipped] all"], device.stdoutText)
        let direction = try CLIRunner.run(["lint", "--config", config.path, recipe, "--color", "never",
                                           "--layout-direction", "rightToLeft", "--reporter", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: direction.stdout) as? [String: Any])
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        XCTAssertTrue(text.contains("accessibilityExtraLarge"), text)
        XCTAssertFalse(text.contains("leftToRight"), text)
    }

    func testLintRefusesAMisspeltDirectionWithDidYouMean() throws {
        let run = try CLIRunner.run(["lint", recipe, "--layout-direction", "rigthToLeft"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("did you mean 'rightToLeft'?"), run.stderr)
    }

    func testReportDrawsTheCellsGiven() throws {
        let directory = try temporaryDirectory("report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("report.html")
        let run = try CLIRunner.run(["report", recipe, "--content-size", "accessibilityExtraLarge",
                                     "--layout-direction", "rightToLeft", "-o", page.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("1 spec on 1 target, 0 errors, 2 warnings"), run.stderr)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("iphone-15-pro/portrait/accessibilityExtraLarge/rightToLeft"))
    }

    func testPreviewAndRenderTakeTheOptions() throws {
        let preview = try CLIRunner.run(["preview", "--help"])
        XCTAssertTrue(preview.stdoutText.contains("--content-size <category>"), preview.stdoutText)
        XCTAssertTrue(preview.stdoutText.contains("--layout-direction <direction>"), preview.stdoutText)
        let render = try CLIRunner.run(["render", "--help"])
        XCTAssertTrue(render.stdoutText.contains("--content-size <category>"), render.stdoutText)
    }

    /// The document names its cell after `device`; the default cell too.
    func testTheFramesDocumentRecordsItsCell() throws {
        let large = try CLIRunner.run(["compile", recipe])
        XCTAssertTrue(large.stdoutText.contains("\"scale\": 3},\n  \"contentSize\": \"large\",\n  \"layoutDirection\": \"leftToRight\",\n  \"views\": ["),
                      large.stdoutText)
        let ax = try CLIRunner.run(["compile", recipe, "--content-size", "accessibilityExtraLarge", "--layout-direction", "rightToLeft"])
        XCTAssertTrue(ax.stdoutText.contains("\"contentSize\": \"accessibilityExtraLarge\",\n  \"layoutDirection\": \"rightToLeft\""))
    }

    /// Every cell has a file of its own; the default cell keeps the name it had.
    func testCompileWritesAFilePerCell() throws {
        let directory = try temporaryDirectory("compile")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CLIRunner.run(["compile", recipe, "-o", directory.path, "--content-size", "large",
                                     "--content-size", "accessibilityExtraLarge", "--layout-direction", "leftToRight",
                                     "--layout-direction", "rightToLeft"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(names, [
            "DynamicTypeRecipe.iphone-15-pro.portrait.accessibilityExtraLarge.leftToRight.json",
            "DynamicTypeRecipe.iphone-15-pro.portrait.accessibilityExtraLarge.rightToLeft.json",
            "DynamicTypeRecipe.iphone-15-pro.portrait.json",
            "DynamicTypeRecipe.iphone-15-pro.portrait.large.rightToLeft.json",
        ])
        let file = directory.appendingPathComponent("DynamicTypeRecipe.iphone-15-pro.portrait.large.rightToLeft.json")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        XCTAssertEqual(object["contentSize"] as? String, "large")
        XCTAssertEqual(object["layoutDirection"] as? String, "rightToLeft")
    }
}
