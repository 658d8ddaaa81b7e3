import Foundation

/// SVG to PNG through `rsvg-convert` (librsvg), when it is installed: the
/// picture's own size (its `width`/`height`, which `--scale` sets) at 96 dpi.
public enum PNGConverter {
    /// `rsvg-convert` is not on `PATH`, or failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The tool's name, looked up on `PATH`.
    public static let tool = "rsvg-convert"

    /// The full path of `rsvg-convert` on `path` (a `PATH` value), if any.
    public static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/" + tool
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The PNG of `svg`.
    public static func convert(_ svg: [UInt8]) throws -> [UInt8] {
        guard let executable = locate() else {
            throw Failure(description: "cannot make a PNG: \(tool) was not found on PATH; install it "
                + "(Debian and Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg) or leave out --png")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format", "png"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run \(executable): \(error.localizedDescription)")
        }
        // Feed the SVG from another thread while this one reads, so neither pipe fills and blocks.
        let writer = input.fileHandleForWriting
        let feeding = Thread {
            writer.write(Data(svg))
            try? writer.close()
        }
        feeding.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "\(tool) failed (exit \(process.terminationStatus))" + (reason.isEmpty ? "" : ": \(reason)"))
        }
        return [UInt8](png)
    }
}
