import Foundation
import XCTest

/// Builds generated Swift into an executable with `swiftc`, against the
/// package's already-built LayoutcRuntime (its module interface and object
/// files next to the test bundle), and runs it: generated code compiled and
/// run on Linux as an app would, without a second package build.
enum GeneratedCodeBuild {
    /// The modules generated code links, bottom first.
    static let runtimeModules = ["Diagnostics", "LayoutIR", "ConstraintCore", "Solver", "FramesJSON", "LayoutcRuntime"]

    /// The build products directory (`.build/<triple>/debug`) holding the test bundle.
    static func productsDirectory() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("LayoutcRuntime.build").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        throw Failure(message: "no LayoutcRuntime.build next to \(CommandLine.arguments[0])")
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The object files of the runtime's modules.
    static func objectFiles(in products: URL) throws -> [String] {
        try runtimeModules.flatMap { module -> [String] in
            let directory = products.appendingPathComponent("\(module).build")
            let objects = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".o") }.sorted().map { directory.appendingPathComponent($0).path }
            if objects.isEmpty { throw Failure(message: "no object files in \(directory.path)") }
            return objects
        }
    }

    /// Compiles `sources` into `executable` in Swift 6 mode, as one module (each file
    /// parsed once: per-file jobs would parse every file again); returns the compiler's
    /// diagnostics output (empty when it had nothing to say).
    static func compile(_ sources: [URL], into executable: URL, workingDirectory: URL) throws -> String {
        let products = try productsDirectory()
        var modules = products.appendingPathComponent("Modules")
        if !FileManager.default.fileExists(atPath: modules.path) { modules = products }
        let arguments = ["swiftc", "-swift-version", "6", "-Onone", "-wmo", "-num-threads", "2", "-I", modules.path,
                         "-module-cache-path", workingDirectory.appendingPathComponent("module-cache").path,
                         "-o", executable.path] + sources.map(\.path) + (try objectFiles(in: products))
        let run = try execute("/usr/bin/env", arguments, in: workingDirectory)
        guard run.status == 0 else {
            throw Failure(message: "swiftc failed (\(run.status)):\n\(run.stderr.prefix(20_000))")
        }
        return run.stderr
    }

    /// Runs a program to completion; its standard output goes through a file so
    /// a large output never blocks on a full pipe.
    static func execute(_ program: String, _ arguments: [String], in directory: URL) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let outURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL) }
        let out = try FileHandle(forWritingTo: outURL)
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try out.close()
        let stdout = try String(contentsOf: outURL, encoding: .utf8)
        return (process.terminationStatus, stdout, String(decoding: stderr, as: UTF8.self))
    }
}
