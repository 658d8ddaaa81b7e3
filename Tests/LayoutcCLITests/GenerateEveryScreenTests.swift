import Foundation
import XCTest

/// `generate` on a storyboard writes a type for every scene (issue 32: it
/// wrote the first of four, with no note); `--output-file` names one type, so
/// a file of several screens is refused with a word on why.
final class GenerateEveryScreenTests: XCTestCase {
    func testEveryScreenOfAStoryboardIsATypeOfItsOwn() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/Main.storyboard": InterfaceBuilderScreensCLITests.storyboard])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["generate", "App/Main.storyboard", "-o", "Sources"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Sources").path).sorted()
        XCTAssertEqual(written, ["LoginViewControllerLayout.swift", "SettingsViewControllerLayout.swift"])
        let settings = try String(contentsOf: dir.appendingPathComponent("Sources/SettingsViewControllerLayout.swift"),
                                  encoding: .utf8)
        XCTAssertTrue(settings.contains("public static let screen = \"SettingsViewController\""), settings)

        let one = try CLIRunner.run(["generate", "App/Main.storyboard", "--output-file", "One.swift"], in: dir)
        XCTAssertEqual(one.status, 2, one.stderr)
        XCTAssertTrue(one.stderr.contains("--output-file takes exactly one spec, and App/Main.storyboard has 2 screens "
            + "(each is a type of its own); use -o DIR"), one.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("One.swift").path))
    }
}
