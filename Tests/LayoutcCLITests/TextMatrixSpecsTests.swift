import Foundation
import XCTest

/// The two text examples in Specs/ break where Specs/README.md says, and only
/// there: linted over contentSizes [large, accessibilityExtraLarge] ×
/// layoutDirections [leftToRight, rightToLeft], each finding names its cells
/// once, and no finding happens at large, left to right.
final class TextMatrixSpecsTests: XCTestCase {
    private func lint(_ spec: String, config: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-text-matrix-\(spec)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("matrix.yml")
        try Data(config.utf8).write(to: file)
        let run = try CLIRunner.run(["lint", "--config", file.path, "Specs/\(spec).layout.yaml", "--color", "never"])
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdoutText.split(separator: "\n").compactMap { line in
            guard line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            let position = line.split(separator: ":").dropFirst().prefix(2).joined(separator: ":")
            let cells = line.range(of: " (on ").map { String(line[$0.upperBound...].prefix { $0 != ")" }) } ?? "all"
            return position + " " + line[open...] + " " + cells
        }
    }

    private let matrix = "contentSizes: [large, accessibilityExtraLarge]\nlayoutDirections: [leftToRight, rightToLeft]\n"
    private let ax = "iphone-15-pro/portrait/accessibilityExtraLarge/leftToRight, iphone-15-pro/portrait/accessibilityExtraLarge/rightToLeft"

    func testDynamicTypeRecipeBreaksAtAccessibilityExtraLargeOnly() throws {
        XCTAssertEqual(try lint("DynamicTypeRecipe", config: matrix),
                       ["14:13 [text-truncated] \(ax)", "28:17 [text-clipped] \(ax)"])
        XCTAssertEqual(try lint("DynamicTypeRecipe", config: "contentSizes: [large]\n"), [])
    }

    func testRightToLeftToolbarBreaksRightToLeftOnly() throws {
        XCTAssertEqual(try lint("RightToLeftToolbar", config: matrix),
                       ["13:7 [hit-area-covered] iphone-15-pro/portrait/large/rightToLeft, iphone-15-pro/portrait/accessibilityExtraLarge/rightToLeft"])
        XCTAssertEqual(try lint("RightToLeftToolbar", config: "layoutDirections: [leftToRight]\n"), [])
    }

    /// The tag row mirrors: x = 393 − maxX of the left-to-right frame (16 + 64 = 80 → 313).
    func testTheFlowMirrorsRightToLeft() throws {
        let ltr = try CLIRunner.run(["compile", "Specs/RightToLeftToolbar.layout.yaml"])
        let rtl = try CLIRunner.run(["compile", "Specs/RightToLeftToolbar.layout.yaml", "--layout-direction", "rightToLeft"])
        XCTAssertTrue(ltr.stdoutText.contains(#""id": "work", "kind": "cell", "parent": "root/children/3", "frame": [16, 8, 64, 44]"#))
        XCTAssertTrue(rtl.stdoutText.contains(#""id": "work", "kind": "cell", "parent": "root/children/3", "frame": [313, 8, 64, 44]"#))
        XCTAssertTrue(rtl.stdoutText.contains(#""id": "family", "kind": "cell", "parent": "root/children/3", "frame": [225, 8, 80, 44]"#))
    }

    func testAMisspeltCategoryIsRefusedWithDidYouMean() throws {
        let run = try CLIRunner.run(["compile", "Specs/DynamicTypeRecipe.layout.yaml", "--content-size", "acessibilityLarge"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("did you mean 'accessibilityLarge'?"), run.stderr)
    }
}
