import Diagnostics
import LayoutIR
import Solver
import SpecReader
import Validation

/// The library's front door: source bytes in, frames and diagnostics out. Shared
/// by the CLI, the tests and any other front end.
public struct LayoutCompiler: Sendable {
    public var options: CompileOptions

    public init(options: CompileOptions = CompileOptions()) {
        self.options = options
    }

    /// Reads, solves and reports on one spec.
    public func compile(_ bytes: [UInt8], file: String) -> CompileResult {
        let read = SpecReader.read(bytes, file: file, options: options.readerOptions)
        let source = SourceText(bytes: bytes)
        var result = CompileResult(file: file, source: source, screen: read.screen, sourceMap: read.sourceMap,
                                   layout: nil, diagnostics: read.diagnostics)
        guard let screen = read.screen else { return result }
        let (device, orientation) = target(for: screen)
        let layout = FrameSolver(device: device, orientation: orientation).solve(screen)
        result.layout = layout
        let findings = layout.diagnostics + Validator.validate(screen: screen, layout: layout, enabled: options.enabledRules)
        let located = findings.map { locate($0, screen: screen, sourceMap: read.sourceMap, file: file) }
        let suppressions = Suppressions(source: source)
        result.diagnostics = (read.diagnostics + located)
            .filter { !suppressions.suppresses($0, views: screen.views) }
            .sortedAndUnique()
        return result
    }

    /// The device and orientation to solve for: the command line's, else the
    /// spec's, else the defaults. An unknown spec device was already reported by
    /// the reader; the default device stands in so frames are still computed.
    public func target(for screen: Screen) -> (Device, Orientation) {
        let id = options.deviceID ?? screen.deviceID ?? CompileOptions.defaultDeviceID
        let device = options.device(id: id) ?? options.device(id: CompileOptions.defaultDeviceID) ?? DeviceCatalog.all[0]
        return (device, options.orientation ?? screen.orientation ?? .portrait)
    }

    /// Gives a solver or rule diagnostic its file, range, path and id.
    func locate(_ diagnostic: Diagnostic, screen: Screen, sourceMap: SpecSourceMap, file: String) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.file = file
        if let index = diagnostic.viewIndex, index < screen.views.count {
            diagnostic.range = diagnostic.range ?? sourceMap.range(forView: index, key: diagnostic.sourceKey)
            diagnostic.viewPath = diagnostic.viewPath ?? screen.views[index].path
            diagnostic.viewID = diagnostic.viewID ?? screen.views[index].id
        }
        return diagnostic
    }
}
