import Diagnostics
import Emitters
import Foundation
import TextShaping

/// `layoutc render` as a library call: one spec compiled for one device and
/// orientation, and the solved screen drawn as an SVG picture (`SVGEmitter`).
public struct SpecRenderer: Sendable {
    public var options: CompileOptions
    /// Output size per point (the picture's `viewBox` is always in points).
    public var scale: Double
    /// Ids of views whose constraints the picture draws (`render --constraints ID`).
    public var constraintsOf: [String] = []
    /// The screen of an Interface Builder file with several to draw (`render
    /// --screen NAME`: its name or IB object id); `nil` draws the first.
    public var screenName: String?

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
        /// Which screen was drawn, when the file has several and none was chosen.
        public var screenNote: String?

        /// 1 when there is an error diagnostic, else 0 (as `compile`).
        public var exitCode: Int32 { result.hasErrors ? 1 : 0 }
    }

    /// Compiles `bytes` (the spec named `file`) and draws it.
    /// Throws ``UnknownViewID`` for an id of ``constraintsOf`` the screen lacks.
    /// Throws ``UnknownScreen`` for a ``screenName`` the file lacks.
    public func render(_ bytes: [UInt8], file: String) throws -> Output {
        let screens = LayoutCompiler(options: options).compileScreens(bytes, file: file)
        let names = screens.compactMap(\.screen).map(\.name)
        var note: String?
        let chosen: Int
        if let screenName {
            guard let found = screens.firstIndex(where: { $0.screen?.name == screenName || $0.screen?.source?.object == screenName })
            else { throw UnknownScreen(name: screenName, file: file, names: names) }
            chosen = found
        } else {
            chosen = 0
            if names.count > 1 {
                note = "\(file) has \(names.count) screens (\(names.joined(separator: ", "))); drew '\(names[0])'; "
                    + "choose one with --screen NAME"
            }
        }
        var output = try draw(screens[chosen], file: file)
        output.screenNote = note
        return output
    }

    private func draw(_ result: CompileResult, file: String) throws -> Output {
        guard let screen = result.screen, let layout = result.layout else { return Output(result: result, svg: nil) }
        var emitter = SVGEmitter(file: file, screen: screen, layout: layout, diagnostics: result.diagnostics,
                                 scale: scale)
        emitter.textDirection = TextDirection.firstStrongIsRightToLeft
        emitter.textMeasurer = options.textMeasurer
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

    /// `--screen` named a screen the file does not have.
    public struct UnknownScreen: Error, CustomStringConvertible {
        public let name: String
        public let file: String
        public let names: [String]
        public var description: String {
            "\(file): no screen is named '\(name)'; expected one of \(names.map { "'\($0)'" }.joined(separator: ", "))"
                + DidYouMean.hint(for: name, among: names)
        }
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
