import Foundation
import XCTest

/// Runs the built `layoutc` binary, as a user would.
enum CLIRunner {
    struct Run {
        var status: Int32
        var stdout: Data
        var stderr: String
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The repository root (this file is `<root>/Tests/LayoutcCLITests/CLIRunner.swift`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `layoutc` next to the test bundle (`swift test` builds every product into
    /// the same directory).
    static func binary() throws -> URL {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBundle.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layoutc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let fallback = repositoryRoot.appendingPathComponent(".build/debug/layoutc")
        guard FileManager.default.isExecutableFile(atPath: fallback.path) else {
            throw XCTSkip("the layoutc binary was not found next to \(testBundle.path); run `swift build` first")
        }
        return fallback
    }

    /// Runs `layoutc arguments…` in `directory` and waits for it; `input` is its
    /// standard input (none: an empty one).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    input: Data = Data()) throws -> Run {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // Standard output goes to a file and standard error to a pipe, so a large
        // output can never fill a pipe and block the process.
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-out-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL) }
        let out = try FileHandle(forWritingTo: outURL)
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inURL = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-in-\(UUID().uuidString)")
        try input.write(to: inURL)
        defer { try? FileManager.default.removeItem(at: inURL) }
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try out.close()
        let stdout = try Data(contentsOf: outURL)
        return Run(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A fresh temporary directory holding `files` (relative path: text), their
    /// directories created.
    static func temporaryDirectory(holding files: [String: String]) throws -> URL {
        let dir = try temporaryDirectory()
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }
}
