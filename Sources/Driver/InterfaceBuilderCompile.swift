import Diagnostics
import InterfaceBuilder
import LayoutIR
import Solver

extension LayoutCompiler {
    /// Every screen of `file`: one result per screen of an Interface Builder file
    /// (each solved on the command line's device, else the file's design device,
    /// with the size-class variations of that device), or the one result of a spec.
    /// A file that cannot be read gives one result with no screen and its errors.
    public func compileScreens(_ bytes: [UInt8], file: String,
                               whenSolved: (Screen, ResolvedLayout) -> Void = { _, _ in }) -> [CompileResult] {
        guard InterfaceBuilderReader.isInterfaceBuilderFile(file) else {
            return [compile(bytes, file: file, whenSolved: whenSolved)]
        }
        let source = SourceText(bytes: bytes)
        var read = InterfaceBuilderReader.read(bytes, file: file, devices: options.devices)
        if let first = read.screens.first {
            // Read again with the target's size classes when they differ from the design device's.
            let (device, orientation) = target(for: first.screen)
            let design = first.screen.deviceID.flatMap(options.device(id:))
            if design.map({ SizeClasses(device: $0, orientation: first.screen.orientation ?? .portrait) })
                != SizeClasses(device: device, orientation: orientation) {
                read = InterfaceBuilderReader.read(bytes, file: file, devices: options.devices,
                                                   target: (device, orientation))
            }
        }
        guard !read.screens.isEmpty else {
            return [CompileResult(file: file, source: source, screen: nil, sourceMap: .init(), layout: nil,
                                  diagnostics: read.diagnostics)]
        }
        return read.screens.enumerated().map { position, imported in
            let fileNotes = position == 0 ? read.diagnostics : []
            if let limit = InterfaceBuilderCompile.viewLimitError(imported, file: file, maxViews: options.maxViews) {
                return CompileResult(file: file, source: source, screen: nil, sourceMap: .init(), layout: nil,
                                     diagnostics: fileNotes + [limit])
            }
            var compiler = including(imported.customDevice)
            let text = InterfaceBuilderText.prepare(imported.screen, environment: compiler.options.textEnvironment,
                                                    scale: compiler.target(for: imported.screen).0.scale)
            compiler.options.textMeasurer = text.measurer
            var result = compiler.compile(
                read: (text.screen, imported.sourceMap, fileNotes + imported.diagnostics),
                source: source, file: file, whenSolved: whenSolved)
            InterfaceBuilderCompile.reportAmbiguousFlags(imported, into: &result, file: file, settings: options.ruleSettings)
            return result
        }
    }
}

extension LayoutCompiler {
    /// Whether `file` is named like an Interface Builder file (`.xib`, `.storyboard`),
    /// which the compiler reads as XML rather than as a spec.
    public static func isInterfaceBuilderFile(_ file: String) -> Bool {
        InterfaceBuilderReader.isInterfaceBuilderFile(file)
    }

    /// This compiler with `device` (an IB file's custom design device) in its catalog.
    func including(_ device: Device?) -> LayoutCompiler {
        guard let device, options.device(id: device.id) == nil else { return self }
        var compiler = self
        compiler.options.devices.append(device)
        return compiler
    }
}

/// Interface Builder files through the commands that take one result per file.
enum InterfaceBuilderCompile {
    /// A view IB flags `ambiguous="YES"` gets `ambiguous-layout` (the contract's
    /// answer key): the solver's, where the constraints leave a value free, else
    /// one at the flag, since IB knew something the file's constraints no longer show
    /// (a constraint made in code, a stale frame). Rule settings and suppressions apply.
    static func reportAmbiguousFlags(_ imported: ImportedScreen, into result: inout CompileResult, file: String,
                                     settings: [RuleID: ProjectConfig.RuleSetting]) {
        guard !imported.ambiguousFlags.isEmpty, result.layout != nil, result.screen != nil else { return }
        let screen = imported.screen
        let found = Set(result.diagnostics.lazy.filter { $0.rule == .ambiguousLayout }.compactMap(\.viewIndex))
        var added: [Diagnostic] = []
        for (index, range) in imported.ambiguousFlags.sorted(by: { $0.key < $1.key }) where !found.contains(index) {
            let view = screen.views[index]
            let name = view.id ?? view.path
            added.append(Diagnostic(
                rule: .ambiguousLayout, severity: .warning,
                message: "Interface Builder flags '\(name)' as ambiguous (ambiguous=\"YES\") though the constraints "
                    + "in the file fix its frame (a constraint made in code, or a stale file); resolve it in Xcode",
                file: file, range: range, viewPath: view.path, viewID: view.id, viewIndex: index))
        }
        Suppressions(source: result.source).removeSuppressed(from: &added, views: screen.views)
        if !settings.isEmpty { LintRules.apply(settings, to: &added) }
        guard !added.isEmpty else { return }
        result.diagnostics += added
        result.diagnostics.sortAndUnique()
    }

    /// The view limit (`--max-views`) holds for each screen of an IB file as for a
    /// spec: a screen with more views is not solved, and the error is at the
    /// element of the first view past the limit.
    static func viewLimitError(_ imported: ImportedScreen, file: String, maxViews: Int) -> Diagnostic? {
        let count = imported.screen.views.count
        guard count > maxViews else { return nil }
        let range = imported.sourceMap.range(forView: maxViews)
        return Diagnostic(rule: .limitExceeded, severity: .error,
                          message: "screen '\(imported.name)' has \(count) views, more than the view limit of \(maxViews) "
                              + "(--max-views or 'limits: {maxViews: N}' in .layoutc.yml); split the file or raise the limit",
                          file: file, range: range)
    }

    /// One result standing for all of `results` (one file's screens): the first
    /// screen's frames, every screen's diagnostics. `lint` reads only the diagnostics.
    static func merged(_ results: [CompileResult], file: String, bytes: [UInt8]) -> CompileResult {
        guard var first = results.first else {
            return CompileResult(file: file, source: SourceText(bytes: bytes), screen: nil, sourceMap: .init(),
                                 layout: nil, diagnostics: [])
        }
        if results.count > 1 {
            first.diagnostics = results.flatMap(\.diagnostics).sortedAndUnique()
        }
        return first
    }
}
