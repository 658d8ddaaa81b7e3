import Foundation
import XCTest

/// Issue 16.6: the README's quick start is clean or says why it warns, and the
/// install step puts the binary and the shell completions under a prefix.
final class InstallTests: XCTestCase {
    /// The commands of the README's quick start (the first ```sh block after
    /// "## Quick start"), `swift run ` removed.
    private func quickStart() throws -> [[String]] {
        let readme = try String(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Quick start").dropFirst().first)
        let block = try XCTUnwrap(section.components(separatedBy: "```sh\n").dropFirst().first?
            .components(separatedBy: "```").first)
        return block.split(separator: "\n").filter { $0.hasPrefix("swift run layoutc ") }
            .map { $0.dropFirst("swift run layoutc ".count).split(separator: " ").map(String.init) }
    }

    func testTheQuickStartIsCleanOrSaysWhyItWarns() throws {
        let commands = try quickStart()
        XCTAssertEqual(commands.first?.first, "compile")
        let first = try CLIRunner.run(try XCTUnwrap(commands.first))
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stderr, "", "the first command of the quick start is clean")
        XCTAssertFalse(first.stdout.isEmpty)
        let readme = try String(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for command in commands.dropFirst() {
            let run = try CLIRunner.run(command)
            let warned = Set((run.stdoutText + run.stderr).matches(of: /\[([a-z-]+)\]/).map { String($0.1) })
            for rule in warned {
                XCTAssertTrue(readme.contains("`\(rule)`"), "`\(command.joined(separator: " "))` reports [\(rule)]; the quick start must say why")
            }
        }
    }

    func testInstallPutsTheBinaryAndCompletionsUnderThePrefix() throws {
        let prefix = try CLIRunner.temporaryDirectory()
        let process = Process()
        process.executableURL = CLIRunner.repositoryRoot.appendingPathComponent("Scripts/install.sh")
        process.arguments = ["--prefix", prefix.path, "--binary", try CLIRunner.binary().path, "--no-man"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(said.hasPrefix("installed layoutc 0."), said)
        let installed = prefix.appendingPathComponent("bin/layoutc")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: installed.path))
        for (shell, path) in [("bash", "share/bash-completion/completions/layoutc"), ("zsh", "share/zsh/site-functions/_layoutc"),
                              ("fish", "share/fish/vendor_completions.d/layoutc.fish")] {
            let script = try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
            for word in ["compile", "lint", "render", "stdin-path", "max-file-size"] {
                XCTAssertTrue(script.contains(word), "\(shell) completions lack \(word)")
            }
        }
    }
}
