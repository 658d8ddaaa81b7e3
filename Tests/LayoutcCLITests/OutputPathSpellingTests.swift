import Foundation
import XCTest

/// Output files named as a build script spells them: with a trailing slash
/// (a directory, never a file), and through a symbolic link followed by `..`
/// (resolved by the system, as a shell's `>` would). `lint -o build/` wrote a
/// file named `build`, and `lint -o link/../r.sarif` wrote beside the link
/// instead of beside its target.
final class OutputPathSpellingTests: XCTestCase {
    private let spec = "layout: 1\nscreen: A\nroot: {}\n"

    func testATrailingSlashIsADirectoryForEveryFileOutput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(spec.utf8).write(to: dir.appendingPathComponent("A.layout.yaml"))
        let commands: [(arguments: [String], output: String)] = [
            (["lint", "A.layout.yaml", "--reporter", "sarif", "-o", "sarif/"], "sarif/"),
            (["lint", "A.layout.yaml", "-o", "text/"], "text/"),
            (["render", "A.layout.yaml", "-o", "svg/"], "svg/"),
            (["generate", "A.layout.yaml", "--output-file", "swift/"], "swift/"),
        ]
        for (arguments, output) in commands {
            let run = try CLIRunner.run(arguments, in: dir)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("layoutc: error: cannot write \(output): is a directory\n"),
                          "\(arguments): \(run.stderr)")
            let name = String(output.dropLast())
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), name)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["A.layout.yaml"])
    }

    func testAnExistingDirectoryWithATrailingSlashIsLeftAlone() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(spec.utf8).write(to: dir.appendingPathComponent("A.layout.yaml"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("build"), withIntermediateDirectories: false)
        let run = try CLIRunner.run(["lint", "A.layout.yaml", "--reporter", "json", "-o", "build/"], in: dir)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr, "layoutc: error: cannot write build/: is a directory\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("build").path), [])
    }

    func testDotDotAfterALinkIsTheLinkTargetsParent() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(spec.utf8).write(to: dir.appendingPathComponent("A.layout.yaml"))
        let inner = dir.appendingPathComponent("out/inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path,
                                                   withDestinationPath: inner.path)
        let run = try CLIRunner.run(["lint", "A.layout.yaml", "--reporter", "json", "-o", "link/../report.json"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/report.json").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("report.json").path))
    }

    /// `-o r.json` and `-o ./r.json` (or a link to it) are one file: the second
    /// report replaced the first, though naming one file twice is refused.
    func testTwoSpellingsOfOneReportFileAreRefused() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["A.layout.yaml": spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path,
                                                   withDestinationPath: "r.json")
        for second in ["./r.json", "link.json", dir.appendingPathComponent("r.json").path] {
            let run = try CLIRunner.run(["lint", "A.layout.yaml", "--reporter", "sarif", "-o", "r.json",
                                         "--reporter", "json", "-o", second], in: dir)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertEqual(run.stderr, "layoutc: error: cannot write \(second): another reporter writes it "
                + "(--output r.json); give each --reporter its own --output\n")
            let kept = try String(contentsOf: dir.appendingPathComponent("r.json"), encoding: .utf8)
            XCTAssertTrue(kept.contains("\"version\": \"2.1.0\""), "the SARIF report was replaced")
        }
    }
}
