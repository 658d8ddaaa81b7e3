import Foundation
import XCTest

/// A directory of specs that cannot be listed (`permission denied`) was taken
/// for an empty one: `lint .` left its specs out without a word and passed,
/// `lint DIR` passed with "nothing was linted", `compile DIR` said "no specs
/// found". Each now fails with exit 2 and the system's reason.
final class UnreadableDirectoryTests: XCTestCase {
    /// Runs `layoutc arguments…` in `directory` as a user who cannot read what
    /// mode 000 denies: the current one, or, for root (who reads anything),
    /// `nobody` through setpriv.
    private func runUnprivileged(_ arguments: [String], in directory: URL) throws -> (status: Int32, stderr: String) {
        var command = [try CLIRunner.binary().path] + arguments
        if getuid() == 0 {
            let setpriv = "/usr/bin/setpriv"
            guard FileManager.default.isExecutableFile(atPath: setpriv) else {
                throw XCTSkip("running as root without setpriv to drop privileges")
            }
            command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    func testAnUnlistableDirectoryFailsEveryCommandThatSearchesIt() throws {
        let spec = "layout: 1\nscreen: S\nroot: {}\n"
        let dir = try CLIRunner.temporaryDirectory(holding: ["a.layout.yaml": spec, "locked/b.layout.yaml": spec])
        let locked = dir.appendingPathComponent("locked").path
        defer {
            chmod(locked, 0o755)
            try? FileManager.default.removeItem(at: dir)
        }
        chmod(dir.path, 0o755)
        let probe = try runUnprivileged(["lint", "a.layout.yaml"], in: dir)
        guard probe.status == 0 else { throw XCTSkip("layoutc cannot run as the unprivileged user here: \(probe.stderr)") }
        XCTAssertEqual(chmod(locked, 0), 0)
        let cases: [(arguments: [String], message: String)] = [
            (["lint", "."], "layoutc: error: cannot read locked: permission denied\n"),
            (["lint", "locked"], "layoutc: error: cannot read locked: permission denied\n"),
            (["lint", "--reporter", "sarif"], "layoutc: error: cannot read locked: permission denied\n"),
            (["compile", "locked"], "layoutc: error: cannot read locked: permission denied\n"),
            (["compile", ".", "-o", "out"], "layoutc: error: cannot read ./locked: permission denied\n"),
            (["generate", "locked", "-o", "out"], "layoutc: error: cannot read locked: permission denied\n"),
        ]
        for (arguments, message) in cases {
            let run = try runUnprivileged(arguments, in: dir)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr, message, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
