import Emitters
import Foundation

/// `layoutc render` as a library call: one spec compiled for one device and
/// orientation, and the solved screen drawn as an SVG picture (`SVGEmitter`).
public struct SpecRenderer: Sendable {
    public var options: CompileOptions
    /// Output size per point (the picture's `viewBox` is always in points).
    public var scale: Double

    public init(options: CompileOptions = CompileOptions(), scale: Double = 1) {
        self.options = options
        self.scale = scale
    }

    /// What rendering one spec gives.
    public struct Output: Sendable {
        /// The compilation: diagnostics, frames.
        public var result: CompileResult
        /// The SVG document; `nil` when the spec could not be read into a screen.
        public var svg: [UInt8]?
        /// The spec and its configuration, which the picture must not be written over.
        public var inputs = InputFiles.none

        /// 1 when there is an error diagnostic, else 0 (as `compile`).
        public var exitCode: Int32 { result.hasErrors ? 1 : 0 }
    }

    /// Compiles `bytes` (the spec named `file`) and draws it.
    public func render(_ bytes: [UInt8], file: String) -> Output {
        let result = LayoutCompiler(options: options).compile(bytes, file: file)
        guard let screen = result.screen, let layout = result.layout else { return Output(result: result, svg: nil) }
        let emitter = SVGEmitter(file: file, screen: screen, layout: layout, diagnostics: result.diagnostics,
                                 scale: scale)
        return Output(result: result, svg: emitter.render())
    }

    /// A spec file that cannot be read.
    public struct UnreadableFile: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "cannot read \(path)" }
    }

    /// Reads the spec at `path` (a regular file, as ``FileBytes/contents(of:maxBytes:)``
    /// reads it) and draws it; throws a ``FileBytes/ReadError`` with the reason.
    public func render(file path: String) throws -> Output {
        render(try FileBytes.contents(of: path), file: path)
    }
}
