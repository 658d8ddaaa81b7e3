import Diagnostics
import InterfaceBuilder
import LayoutIR
import Solver
import SpecReader

extension LayoutCompiler {
    /// Every screen of `file`: one result per screen of an Interface Builder file
    /// (each solved on the command line's device, else the file's design device,
    /// with the size-class variations of that device), or the one result of a spec.
    /// A file that cannot be read gives one result with no screen and its errors.
    public func compileScreens(_ bytes: [UInt8], file: String,
                               whenSolved: (Screen, ResolvedLayout) -> Void = { _, _ in }) -> [CompileResult] {
        compileScreens(bytes, file: file, whenSolved: whenSolved, sharing: nil)
    }

    /// ``compileScreens(_:file:whenSolved:)``; with `shared`, the findings made on
    /// the design device (`misplaced-view`) are made once for every target of a lint.
    func compileScreens(_ bytes: [UInt8], file: String, whenSolved: (Screen, ResolvedLayout) -> Void,
                        sharing shared: SharedSpecRead?) -> [CompileResult] {
        guard InterfaceBuilderReader.isInterfaceBuilderFile(file) else {
            return [compile(bytes, file: file, whenSolved: whenSolved)]
        }
        let source = SourceText(bytes: bytes)
        var read = InterfaceBuilderReader.read(bytes, file: file, devices: options.devices, limits: options.markupLimits)
        var retarget: (device: Device, orientation: Orientation)?
        if let first = read.screens.first {
            // Read again with the target's size classes and side margin (a cell's content
            // margins) when they differ from the design device's.
            let (device, orientation) = target(for: first.screen)
            let design = first.screen.deviceID.flatMap(options.device(id:))?.metrics(first.screen.orientation ?? .portrait)
            let metrics = device.metrics(orientation)
            if design?.sizeClasses != metrics.sizeClasses || design?.rootSideMargin != metrics.rootSideMargin {
                retarget = (device, orientation)
            }
        }
        if let retarget {
            // The design device's reading is let go first: two readings of a large file at once doubled its peak.
            read.screens = []
            read = InterfaceBuilderReader.read(bytes, file: file, devices: options.devices, target: retarget,
                                              limits: options.markupLimits)
        }
        guard !read.screens.isEmpty else {
            // A file without screens (a storyboard of SwiftUI hosting scenes) still has its notes, and they
            // can be silenced and are worded as any finding in the file.
            var alone = [CompileResult(file: file, source: source, screen: nil, sourceMap: .init(), layout: nil,
                                       diagnostics: read.diagnostics)]
            InterfaceBuilderCompile.applyConfigSuppressions(to: &alone, bytes: bytes, file: file, options: options)
            InterfaceBuilderWording.reword(&alone[0].diagnostics)
            return alone
        }
        var results = read.screens.enumerated().map { position, imported in
            let fileNotes = position == 0 ? read.diagnostics : []
            guard !options.cancellation.isCancelled else {
                return CompileResult(file: file, source: source, screen: nil, sourceMap: .init(), layout: nil,
                                     diagnostics: fileNotes)
            }
            if let limit = InterfaceBuilderCompile.viewLimitError(imported, file: file, maxViews: options.maxViews) {
                return CompileResult(file: file, source: source, screen: nil, sourceMap: .init(), layout: nil,
                                     diagnostics: fileNotes + [limit])
            }
            var compiler = including(imported.customDevice)
            let text = InterfaceBuilderText.prepare(imported.screen, environment: compiler.options.textEnvironment,
                                                    scale: compiler.target(for: imported.screen).0.scale)
            compiler.options.textMeasurer = text.measurer
            var result = compiler.compile(
                read: (text.screen, SpecSourceMap(imported.sourceMap), fileNotes + imported.diagnostics),
                source: source, file: file, whenSolved: whenSolved)
            InterfaceBuilderTextFit.dropFindingsTheTextWouldMend(&result, screen: text.screen, compiler: compiler)
            InterfaceBuilderCompile.reportAmbiguousFlags(imported, into: &result, file: file, settings: options.ruleSettings)
            InterfaceBuilderCompile.noteHiddenViews(imported, into: &result, file: file, options: options)
            return result
        }
        guard !options.cancellation.isCancelled else { return results }
        InterfaceBuilderCompile.addDesignDeviceFindings(to: &results, names: read.screens.map(\.name), bytes: bytes,
                                                        file: file, options: options, sharing: shared)
        InterfaceBuilderCompile.applyConfigSuppressions(to: &results, bytes: bytes, file: file, options: options)
        for index in results.indices { InterfaceBuilderWording.reword(&results[index].diagnostics) }
        return results
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
    /// A view IB flags `ambiguous="YES"` gets `ambiguous-layout` (the spec format's
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

    /// Adds `misplaced-view` (``MisplacedViews``) to each solved screen's result,
    /// with the configured severity; made on the design device whatever the target,
    /// once per file when `shared` is given.
    static func addDesignDeviceFindings(to results: inout [CompileResult], names: [String], bytes: [UInt8],
                                        file: String, options: CompileOptions, sharing shared: SharedSpecRead?) {
        guard options.ruleSettings[.misplacedView] != .off,
              options.enabledRules.map({ $0.contains(.misplacedView) }) ?? true,
              results.contains(where: { $0.layout != nil }) else { return }
        let make = { MisplacedViews.findings(bytes, file: file, objects: InterfaceBuilderObjects(bytes: bytes, file: file,
                                                                                     limits: options.markupLimits)) }
        let byScreen = shared.map { $0.designDeviceFindings(make) } ?? make()
        guard !byScreen.isEmpty else { return }
        for index in results.indices where results[index].layout != nil && index < names.count {
            guard var added = byScreen[names[index]], !added.isEmpty else { continue }
            if !options.ruleSettings.isEmpty { LintRules.apply(options.ruleSettings, to: &added) }
            results[index].diagnostics += added
            results[index].diagnostics.sortAndUnique()
        }
    }

    /// Adds `hidden-view-not-checked` (``HiddenViewNotes``) to a solved screen's
    /// result, with the configured severity.
    static func noteHiddenViews(_ imported: ImportedScreen, into result: inout CompileResult, file: String,
                                options: CompileOptions) {
        guard result.layout != nil, options.ruleSettings[.hiddenViewNotChecked] != .off,
              options.enabledRules.map({ $0.contains(.hiddenViewNotChecked) }) ?? true else { return }
        var notes = HiddenViewNotes.notes(imported.screen, sourceMap: SpecSourceMap(imported.sourceMap), file: file)
        guard !notes.isEmpty else { return }
        if !options.ruleSettings.isEmpty { LintRules.apply(options.ruleSettings, to: &notes) }
        result.diagnostics += notes
        result.diagnostics.sortAndUnique()
    }

    /// Drops the findings `.layoutc.yml`'s `suppress:` silences (by the XML
    /// object they are about), and notes on the first result the entries that
    /// name an object the file lacks.
    static func applyConfigSuppressions(to results: inout [CompileResult], bytes: [UInt8], file: String,
                                        options: CompileOptions) {
        guard !options.configSuppressions.isEmpty, !results.isEmpty else { return }
        let objects = InterfaceBuilderObjects(bytes: bytes, file: file, limits: options.markupLimits)
        for index in results.indices {
            ConfigSuppressions.remove(from: &results[index].diagnostics, entries: options.configSuppressions,
                                      objects: objects)
        }
        // A file that is not XML has its syntax error; its objects are not to be judged.
        guard !objects.isEmpty else { return }
        results[0].unmatchedSuppressions = ConfigSuppressions.unmatched(options.configSuppressions, has: objects.contains)
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
            first.unmatchedSuppressions = results.flatMap(\.unmatchedSuppressions)
        }
        return first
    }
}
