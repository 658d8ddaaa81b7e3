import Foundation
import XCTest

/// Standard output on a full device (`> /dev/full`): the write fails with
/// ENOSPC. `schema`, `render` and `generate` trapped in `FileHandle.write`
/// (exit 132), and `lint`, `compile`, `rules`, `devices` and `explain` exited
/// 0 with their output lost; a CI step `layoutc lint --reporter sarif >
/// report.sarif` passed with no report. Each now exits 2 and says why.
final class FullStandardOutputTests: XCTestCase {
    /// Runs `layoutc arguments…` in the repository root with standard output on
    /// `/dev/full`; its exit status and standard error.
    private func runOnFullDevice(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        defer { try? full.close() }
        let process = Process()
        process.executableURL = try CLIRunner.binary()
        process.arguments = arguments
        process.currentDirectoryURL = CLIRunner.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        process.standardOutput = full
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    func testEveryCommandThatPrintsItsResultFailsWithTheReason() throws {
        let spec = "Specs/SignInForm.layout.yaml"
        let commands: [[String]] = [
            ["schema"], ["rules"], ["rules", "--format", "json"], ["devices"], ["devices", "--format", "json"],
            ["explain", "hit-target-too-small"], ["explain", "stack"], ["compile", spec], ["render", spec],
            ["generate", spec], ["lint", spec, "--reporter", "sarif"], ["lint", spec, "--reporter", "json"],
            ["lint", spec, "--reporter", "text"], ["report", spec],
        ]
        for command in commands {
            let run = try runOnFullDevice(command)
            XCTAssertEqual(run.status, 2, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("layoutc: error: cannot write standard output: no space left on device\n"),
                          "\(command): \(run.stderr)")
        }
    }

    func testAFileOutputIsUnaffected() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.sarif").path
        let run = try runOnFullDevice(["lint", "Specs/SignInForm.layout.yaml", "--reporter", "sarif", "-o", report])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: report))
    }
}
