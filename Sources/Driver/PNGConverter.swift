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

    /// The most pixels a PNG has by default: 40 million (an iPad Pro at scale 3
    /// is 12.6 million), about 160 MB as rsvg-convert holds it.
    public static let defaultMaxPixels = 40_000_000

    /// The picture's size in pixels, from the root `<svg>`'s `width` and `height`.
    public static func pixelSize(of svg: [UInt8]) -> (width: Double, height: Double)? {
        guard let open = firstRange(of: Array("<svg ".utf8), in: svg[...]) else { return nil }
        let end = svg[open.upperBound...].firstIndex(of: UInt8(ascii: ">")) ?? svg.endIndex
        let tag = svg[open.upperBound..<end]
        func number(_ name: String) -> Double? {
            guard let key = firstRange(of: Array(" \(name)=\"".utf8), in: tag) else { return nil }
            let valueEnd = tag[key.upperBound...].firstIndex(of: UInt8(ascii: "\"")) ?? tag.endIndex
            return Double(String(decoding: tag[key.upperBound..<valueEnd], as: UTF8.self))
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return (width, height)
    }

    /// The zoom that brings a `size` picture within `maxPixels` (nil: it is within).
    public static func zoom(for size: (width: Double, height: Double), maxPixels: Int) -> Double? {
        let pixels = size.width * size.height
        guard pixels > Double(maxPixels) else { return nil }
        return pixels.isFinite ? (Double(maxPixels) / pixels).squareRoot() : 0
    }

    private static func firstRange(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        guard pattern.count <= bytes.count else { return nil }
        var index = bytes.startIndex
        while index + pattern.count <= bytes.endIndex {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return index..<index + pattern.count
            }
            index += 1
        }
        return nil
    }

    /// The PNG of `svg`, drawn at `zoom` times its size (1 when nil).
    public static func convert(_ svg: [UInt8], zoom: Double? = nil) throws -> [UInt8] {
        guard let executable = locate() else {
            throw Failure(description: "cannot make a PNG: \(tool) was not found on PATH; install it "
                + "(Debian and Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg) or leave out --png")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format", "png"] + (zoom.map { ["--zoom", String(format: "%.6f", $0)] } ?? [])
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
