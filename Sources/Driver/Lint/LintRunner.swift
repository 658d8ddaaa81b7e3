import Diagnostics
import Dispatch
import Emitters
import Foundation
import LayoutIR
import Validation

/// `layoutc lint` as a library call: finds the specs and their configs, checks
/// every spec on every configured device × orientation in parallel, applies the
/// configuration, merges findings across devices, and renders every reporter.
public struct LintRunner: Sendable {
    public var options: LintOptions

    public init(options: LintOptions) {
        self.options = options
    }

    /// Runs the whole lint and writes the reporters' files (atomically); standard
    /// output and standard error are left to the caller. Never throws: tool
    /// failures are exit code 2 with a message.
    ///
    /// With `standardOutput`, what the reporters print is handed to it in chunks
    /// as it is made (and files are written the same way) instead of being kept
    /// in the outcome: `layoutc lint` on 100,000 findings then never holds its
    /// 31 MB of text. ``LintOutcome/standardOutput`` and the outputs' bytes are
    /// then empty.
    public func run(standardOutput: ((ArraySlice<UInt8>) -> Void)? = nil) -> LintOutcome {
        let discovery = ProjectConfigDiscovery(override: options.configPath, currentDirectory: options.currentDirectory)
        let specs: [LintSpec]
        do {
            if let override = discovery.override { _ = try discovery.load(override) }
            specs = try LintFiles.collect(options.paths.isEmpty ? ["."] : options.paths, discovery: discovery,
                                          standardInputPath: options.standardInputPath)
        } catch {
            return .failure("\(error)")
        }
        let configDiagnostics = discovery.configs.flatMap(\.diagnostics)
        if configDiagnostics.hasErrors {
            return configFailure(configDiagnostics, configs: discovery.configs)
        }
        var configs: [String: ProjectConfig] = [:]
        for path in discovery.order { configs[path] = try? discovery.load(path).config }
        do {
            try checkTargetDevices(specs, configs: configs)
        } catch {
            return .failure("\(error)")
        }
        let baseline: LintBaseline?
        do {
            baseline = try readBaseline()
        } catch {
            return .failure("\(error)")
        }
        let checked = check(specs, configs: configs)
        var outcome = LintOutcome(report: LintReport(files: checked.files, rules: LintRules.descriptors))
        outcome.configDiagnostics = configDiagnostics
        for warning in checked.suppressionWarnings + missingSuppressedFiles(configs) {
            outcome.standardError += warning + "\n"
        }
        let inputs = InputFiles(specs: specs.map(\.path), configs: discovery.order)
        applyBaseline(baseline, to: &outcome, checked: checked, inputs: inputs)
        // The machine reporters name each IB finding's object (JSON `object`, SARIF
        // `properties.object`); the others have nowhere to put it, so it is not read.
        if options.effectiveReporters.contains(where: { $0.kind == .json || $0.kind == .sarif }) {
            outcome.report.nameInterfaceBuilderObjects { checked.sources[PathKey($0)]?.bytes }
        }
        if specs.isEmpty {
            let searched = (options.paths.isEmpty ? ["."] : options.paths).joined(separator: ", ")
            outcome.standardError += "layoutc: warning: nothing was linted: no specs (*.layout.yaml) or Interface Builder files (*.xib, *.storyboard) found in \(searched), "
                + "or none that the configuration's include and exclude select\n"
        }
        for failure in checked.unreadable { outcome.standardError += "layoutc: error: \(failure)\n" }
        render(into: &outcome, sources: checked.sources, inputs: inputs, stream: standardOutput)
        let failed = !checked.unreadable.isEmpty || outcome.outputs.count < options.effectiveReporters.count
            || outcome.exitCode == 2
        outcome.exitCode = failed ? 2 : LintOutcome.findingsExitCode(outcome.report, strict: options.strict)
        return outcome
    }

    /// `--device` must name a device every spec knows: built in, or among its
    /// config's `customDevices:`.
    private func checkTargetDevices(_ specs: [LintSpec], configs: [String: ProjectConfig]) throws {
        let ids = options.axes.deviceIDs
        guard !ids.isEmpty else { return }
        let defaults = ProjectConfig(directory: options.currentDirectory)
        let governing = specs.isEmpty ? [defaults] : specs.map { $0.configPath.flatMap { configs[$0] } ?? defaults }
        var checked = Set<String>()
        for config in governing where checked.insert(config.directory + "\u{0}" + (config.file ?? "")).inserted {
            for id in ids { try SpecSettings(config: config).checkDevice(id: id) }
        }
    }

    /// Warnings for `suppress:` entries of the configurations read whose `file:`
    /// is a plain path to nothing.
    private func missingSuppressedFiles(_ configs: [String: ProjectConfig]) -> [String] {
        configs.keys.sorted().flatMap { key -> [String] in
            guard let config = configs[key] else { return [] }
            return config.suppressions.filter { entry in
                entry.namesOneFile && !FileManager.default.fileExists(atPath: config.directory + "/" + entry.file.pattern)
            }.map(ConfigSuppressions.missingFileWarning)
        }
    }

    /// Config errors shown as clang-style diagnostics on standard error; exit 2.
    private func configFailure(_ diagnostics: [Diagnostic], configs: [ProjectConfigResult]) -> LintOutcome {
        let failure = ProjectSettings.failure(diagnostics, configs: configs)
        var outcome = LintOutcome()
        outcome.configDiagnostics = diagnostics
        outcome.standardError = failure.diagnosticsText
            + "layoutc: error: the configuration has errors; nothing was linted\n"
        outcome.exitCode = 2
        return outcome
    }

    struct Checked {
        var files: [LintReport.FileResult] = []
        /// Each spec's bytes (shared with its work items, not copied).
        var sources: [PathKey: SourceText] = [:]
        var unreadable: [String] = []
        /// Each file as reports name it → its path relative to its configuration's directory.
        var projectPaths: [String: String] = [:]
        /// `suppress:` entries naming an object their file lacks, one line each.
        var suppressionWarnings: [String] = []
    }

    /// One spec × target check to run.
    struct WorkItem: Sendable {
        var spec: Int
        var file: String
        var bytes: [UInt8]
        var target: CompileTarget
        var settings: SpecSettings
        /// The spec's read, shared by its targets.
        var read: SharedSpecRead
    }

    /// Reads each spec once, checks spec × target in parallel, merges per spec.
    func check(_ specs: [LintSpec], configs: [String: ProjectConfig]) -> Checked {
        var checked = Checked()
        var items: [WorkItem] = []
        var readable: [LintSpec] = []
        let paths = LintPaths(currentDirectory: options.currentDirectory)
        for spec in specs {
            let config = spec.configPath.flatMap { configs[$0] } ?? ProjectConfig(directory: options.currentDirectory)
            let limits = ReadLimits.defaults.overridden(by: config.limits).overridden(by: options.limits)
            let bytes: [UInt8]
            do {
                bytes = spec.path == "-"
                    ? try FileBytes.standardInput(maxBytes: limits.maxFileBytes, name: spec.display)
                    : try FileBytes.contents(of: spec.path, maxBytes: limits.maxFileBytes)
            } catch let error as FileBytes.ReadError {
                checked.unreadable.append("cannot read \(spec.display): \(error.reason)")
                continue
            } catch {
                checked.unreadable.append("cannot read \(spec.display): \(error)")
                continue
            }
            var settings = SpecSettings(config: config, limits: limits)
            let absolute = spec.path == "-" ? options.standardInputPath.map { paths.absolute($0) } : spec.path
            settings.path = absolute.flatMap { paths.relative($0, to: config.directory) }
            checked.projectPaths[spec.display] = settings.path ?? spec.display
            checked.sources[PathKey(spec.display)] = SourceText(bytes: bytes)
            let read = SharedSpecRead()
            for target in options.axes.targets(config: config) {
                items.append(WorkItem(spec: readable.count, file: spec.display, bytes: bytes, target: target,
                                      settings: settings, read: read))
            }
            readable.append(spec)
        }
        let results = Self.runInParallel(items, jobs: options.jobs)
        var runs = Array(repeating: [LintTargetCheck](), count: readable.count)
        for (item, result) in zip(items, results) { runs[item.spec].append(result) }
        for (spec, checks) in zip(readable, runs) {
            let diagnostics = LintMerger.merge(checks.map { LintMerger.Run(label: $0.label, diagnostics: $0.diagnostics) })
            checked.files.append(LintReport.FileResult(path: spec.display, diagnostics: diagnostics.sortedAndUnique()))
            // Each target compiles the file with the same entries: one warning per entry.
            var unmatched: [ConfigSuppression] = []
            for entry in checks.flatMap(\.result.unmatchedSuppressions) where !unmatched.contains(entry) {
                unmatched.append(entry)
            }
            checked.suppressionWarnings += unmatched.map { ConfigSuppressions.warning($0, file: spec.display) }
        }
        return checked
    }

    /// Every item checked on `jobs` threads; results in item order.
    static func runInParallel(_ items: [WorkItem], jobs: Int) -> [LintTargetCheck] {
        let slots = ResultSlots<LintTargetCheck>(count: items.count)
        ParallelWork.forEach(count: items.count, jobs: jobs, cost: { items[$0].bytes.count }) { index in
            let item = items[index]
            var check = LintTargetCheck.run(bytes: item.bytes, file: item.file, target: item.target,
                                            settings: item.settings, sharing: item.read)
            // Lint keeps the findings only: a large corpus must not hold every solved screen.
            check.result.layout = nil
            slots[index] = check
        }
        return slots.values
    }
}

/// One spec checked on one target, with the configuration applied.
struct LintTargetCheck: Sendable {
    /// `id/orientation` of the device the spec was solved for.
    var label: String
    var diagnostics: [Diagnostic]
    /// The whole compile (its findings are ``diagnostics``).
    var result: CompileResult

    /// Compiles with the spec's settings: its devices, limits and rule severities
    /// (applied by `LayoutCompiler`, as for every command); with `shared`, the
    /// spec is read once for all the targets that share it.
    static func run(bytes: [UInt8], file: String, target: CompileTarget, settings: SpecSettings,
                    sharing shared: SharedSpecRead? = nil) -> LintTargetCheck {
        let options = settings.compileOptions(deviceID: target.deviceID, orientation: target.orientation,
                                              contentSize: target.contentSize, layoutDirection: target.layoutDirection)
        let compiler = LayoutCompiler(options: options)
        let result = shared.map { compiler.compile(bytes, file: file, sharing: $0) } ?? compiler.compile(bytes, file: file)
        return LintTargetCheck(label: label(of: result, target: target), diagnostics: result.diagnostics, result: result)
    }

    /// `id/orientation` of the device `result` was solved for (the target's, when nothing was solved),
    /// then the content size and the direction when the target names them (`contentSizes:`,
    /// `layoutDirections:`): the cell of the matrix a merged finding names.
    static func label(of result: CompileResult, target: CompileTarget) -> String {
        var label: String
        if let layout = result.layout {
            label = "\(layout.device.id)/\(layout.orientation.rawValue)"
        } else {
            label = "\(target.deviceID ?? CompileOptions.defaultDeviceID)/\((target.orientation ?? .portrait).rawValue)"
        }
        if let size = target.contentSize { label += "/" + size.rawValue }
        if let direction = target.layoutDirection { label += "/" + direction.rawValue }
        return label
    }
}
