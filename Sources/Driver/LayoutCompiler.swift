import Diagnostics
import InterfaceBuilder
import LayoutIR
@_spi(Compiler) import LayoutcRuntime
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
        compile(bytes, file: file, whenSolved: { _, _ in })
    }

    /// ``compile(_:file:)``, calling `whenSolved` with the screen and its frames as
    /// soon as they are solved, before the rules run: `compile -o` begins the
    /// frames file there, on another thread, and writes its views meanwhile.
    public func compile(_ bytes: [UInt8], file: String,
                        whenSolved: (Screen, ResolvedLayout) -> Void) -> CompileResult {
        if InterfaceBuilderReader.isInterfaceBuilderFile(file) {
            return InterfaceBuilderCompile.merged(compileScreens(bytes, file: file, whenSolved: whenSolved), file: file,
                                                  bytes: bytes)
        }
        let read = SpecReader.read(bytes, file: file, options: options.readerOptions)
        guard !options.cancellation.isCancelled else {
            return CompileResult(file: file, source: SourceText(bytes: bytes), screen: nil, sourceMap: read.sourceMap,
                                 layout: nil, diagnostics: read.diagnostics)
        }
        return compile(read: (read.screen, read.sourceMap, read.diagnostics), source: SourceText(bytes: bytes),
                       file: file, whenSolved: whenSolved)
    }

    /// Solves and checks one screen already read (from a spec or an IB file).
    func compile(read: (screen: Screen?, sourceMap: SpecSourceMap, diagnostics: [Diagnostic]), source: SourceText,
                 file: String, whenSolved: (Screen, ResolvedLayout) -> Void) -> CompileResult {
        var result = CompileResult(file: file, source: source, screen: read.screen, sourceMap: read.sourceMap,
                                   layout: nil, diagnostics: read.diagnostics)
        guard let screen = read.screen else { return result }
        let (device, orientation) = target(for: screen)
        let layout = LayoutSolution.solve(screen, device: device, orientation: orientation,
                                          text: options.textEnvironment, maxIslandSize: options.maxIslandSize,
                                          cancellation: options.cancellation)
        result.layout = layout
        // A cancelled compile's frames are incomplete; its caller drops it, so the rules are not run.
        guard !options.cancellation.isCancelled else { return result }
        whenSolved(screen, layout)
        // One array, changed in place from here on: a screen can have 100,000 findings,
        // and each copy of a diagnostic retains its seven strings and arrays.
        var diagnostics = Validator.validate(screen: screen, layout: layout, enabled: options.enabledRules,
                                             cancellation: options.cancellation)
        UnreadGeometryFindings.remove(from: &diagnostics, views: screen.views, unsolved: layout.unsolvedViews)
        diagnostics.insert(contentsOf: layout.diagnostics, at: 0)
        if let unmeasured = TextMeasuringCheck.finding(screen, measurer: options.textMeasurer) {
            diagnostics.append(unmeasured)
        }
        diagnostics += TextMeasuringCheck.uncoveredFindings(screen, measurer: options.textMeasurer)
        read.sourceMap.withRangeLookup { range in
            for index in diagnostics.indices { locate(&diagnostics[index], screen: screen, range: range, file: file) }
        }
        diagnostics.insert(contentsOf: read.diagnostics, at: 0)
        let suppressions = Suppressions(source: source)
        suppressions.removeSuppressed(from: &diagnostics, views: screen.views)
        // An IB file's `suppress:` entries match its XML objects, once its screens are all compiled.
        if !options.configSuppressions.isEmpty, !InterfaceBuilderReader.isInterfaceBuilderFile(file) {
            ConfigSuppressions.remove(from: &diagnostics, entries: options.configSuppressions, views: screen.views)
            result.unmatchedSuppressions = ConfigSuppressions.unmatched(options.configSuppressions) {
                ConfigSuppressions.specHas($0, views: screen.views)
            }
        }
        if !options.ruleSettings.isEmpty { LintRules.apply(options.ruleSettings, to: &diagnostics) }
        diagnostics.sortAndUnique()
        FindingFolding.fold(&diagnostics)
        // Ids in suppressions that name no rule, for every command (not only `lint`).
        diagnostics += LintSuppressionCheck.unknownRules(in: result, known: LintRules.knownIDs)
        // Usually sorted and unique already: then a look at each pair of neighbours.
        diagnostics.sortAndUnique()
        // Moved, not shared: appending to a shared array copied every diagnostic.
        result.diagnostics = consume diagnostics
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

    /// Gives a solver or rule diagnostic its file, range, path and id; `range` is
    /// the source map's lookup (``SpecSourceMap/withRangeLookup(_:)``).
    func locate(_ diagnostic: inout Diagnostic, screen: Screen, range: (Int, String?) -> SourceRange?, file: String) {
        diagnostic.file = file
        if let index = diagnostic.viewIndex, index < screen.views.count {
            if diagnostic.range == nil, let collection = FindingFolding.itemSizeOwner(of: diagnostic, in: screen) {
                // Items sized by the flow's `itemSize` are found too small because of it:
                // reported there, their findings fold into one.
                diagnostic.range = range(collection, "flow.itemSize")
            }
            if diagnostic.range == nil { diagnostic.range = range(index, diagnostic.sourceKey) }
            if diagnostic.viewPath == nil { diagnostic.viewPath = screen.views[index].path }
            if diagnostic.viewID == nil { diagnostic.viewID = screen.views[index].id }
        }
    }
}
