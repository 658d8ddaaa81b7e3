import Emitters
import Foundation

/// `layoutc render` as a library call: one spec compiled for one device and
/// orientation, and the solved screen drawn as an SVG picture (`SVGEmitter`).
public struct SpecRenderer: Sendable {
    public var options: CompileOptions
    /// Output size per point (the picture's `viewBox` is always in points).
    public var scale: Double
    /// Ids of views whose constraints the picture draws (`render --constraints ID`).
    public var constraintsOf: [String] = []

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
    /// Throws ``UnknownViewID`` for an id of ``constraintsOf`` the screen lacks.
    public func render(_ bytes: [UInt8], file: String) throws -> Output {
        let result = LayoutCompiler(options: options).compile(bytes, file: file)
        guard let screen = result.screen, let layout = result.layout else { return Output(result: result, svg: nil) }
        var emitter = SVGEmitter(file: file, screen: screen, layout: layout, diagnostics: result.diagnostics,
                                 scale: scale)
        for id in constraintsOf {
            let views = screen.views.indices.filter { screen.views[$0].id == id }
            guard !views.isEmpty else { throw UnknownViewID(id: id, file: file) }
            emitter.constraintViews.formUnion(views)
        }
        return Output(result: result, svg: emitter.render())
    }

    /// `--constraints` named an id no view of the spec has.
    public struct UnknownViewID: Error, CustomStringConvertible {
        public let id: String
        public let file: String
        public var description: String { "\(file): no view has id '\(id)'; expected the id of a view of the spec for --constraints" }
    }

    /// A spec file that cannot be read.
    public struct UnreadableFile: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "cannot read \(path)" }
    }

    /// Reads the spec at `path` (a regular file, as ``FileBytes/contents(of:maxBytes:)``
    /// reads it) and draws it; throws a ``FileBytes/ReadError`` with the reason.
    public func render(file path: String) throws -> Output {
        try render(try FileBytes.contents(of: path), file: path)
    }
}
