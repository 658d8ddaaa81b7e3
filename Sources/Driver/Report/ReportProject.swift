import Diagnostics
import Emitters
import Foundation
import LayoutIR

/// The one place the report and the preview read the project: which specs the
/// paths name (found as `lint` finds them), each spec's settings from its
/// `.layoutc.yml` (``ProjectSettings``: device matrix, rule severities, custom
/// devices, limits), and one spec compiled on one target with them, so the
/// report's findings are `lint`'s.
struct ReportProject {
    /// A spec and what its configuration means for it.
    struct Entry: Sendable {
        var spec: LintSpec
        var settings: SpecSettings
        /// The real paths of the files and directories named: the spec is read
        /// only while its own real path is one of them or under one.
        var roots: [String] = []
    }

    /// A spec file that cannot be read, and why.
    struct Unreadable: Error, Equatable, Sendable, CustomStringConvertible {
        var description: String
    }

    /// A spec file's bytes, or why they cannot be read.
    typealias SpecBytes = Result<[UInt8], Unreadable>

    /// The specs `options.paths` names, sorted, each with its settings; throws
    /// ``ProjectSettings/Failure`` for a configuration with errors.
    static func entries(_ options: ReportOptions) throws -> [Entry] {
        let discovery = ProjectConfigDiscovery(override: options.configPath, currentDirectory: options.currentDirectory)
        if let override = discovery.override { _ = try discovery.load(override) }
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let specs = try LintFiles.collect(paths, discovery: discovery, standardInputPath: nil)
        let roots = paths.compactMap { SpecDiscovery.realPath(discovery.paths.absolute($0)) }
        let diagnostics = discovery.configs.flatMap(\.diagnostics)
        if diagnostics.hasErrors {
            var failure = ProjectSettings.failure(diagnostics, configs: discovery.configs)
            failure.message = "the configuration has errors; nothing was drawn"
            throw failure
        }
        return try specs.map { spec in
            let config = try spec.configPath.map { try discovery.load($0).config }
                ?? ProjectConfig(directory: discovery.paths.currentDirectory)
            let limits = ReadLimits.defaults.overridden(by: config.limits).overridden(by: options.limits)
            return Entry(spec: spec, settings: SpecSettings(config: config, limits: limits), roots: roots)
        }
    }

    /// Throws ``UnknownDevice`` (with "did you mean") for a `--device` that is
    /// neither built in nor a custom device of one of the configurations.
    static func checkDevices(_ ids: [String], entries: [Entry]) throws {
        var known = DeviceCatalog.all.map(\.id)
        for entry in entries { for device in entry.settings.config.customDevices where !known.contains(device.id) {
            known.append(device.id)
        } }
        for id in ids where !known.contains(id) { throw UnknownDevice(id: id, known: known) }
    }

    /// The targets of a spec: the configuration's matrix, each axis the command line gives replaced.
    static func targets(_ entry: Entry, options: ReportOptions) -> [CompileTarget] {
        options.axes.targets(config: entry.settings.config)
    }

    /// The spec's bytes within its file size limit. A spec whose real path has
    /// left the paths named since it was found (replaced by a link to
    /// `/etc/passwd` while the preview runs) is not read: its lines would be
    /// shown in the page.
    static func read(_ entry: Entry) -> SpecBytes {
        if let real = SpecDiscovery.realPath(entry.spec.path),
           !entry.roots.contains(where: { SpecDiscovery.isWithin(real, root: $0) }) {
            return .failure(Unreadable(description: "cannot read \(entry.spec.display): it is a symbolic link out of "
                + "the paths given"))
        }
        do {
            return .success(try entry.settings.readSpec(entry.spec.path))
        } catch let error as FileBytes.ReadError {
            return .failure(Unreadable(description: "cannot read \(entry.spec.display): \(error.reason)"))
        } catch {
            return .failure(Unreadable(description: "cannot read \(entry.spec.display): \(error)"))
        }
    }

    /// One spec on one target, with the configuration's devices, severities and limits.
    static func compile(bytes: [UInt8], file: String, target: CompileTarget, settings: SpecSettings)
        -> (label: String, result: CompileResult) {
        let result = LayoutCompiler(options: options(target, settings)).compile(bytes, file: file)
        return (LintTargetCheck.label(of: result, target: target), result)
    }

    /// Every screen of one file on one target: one result per screen of an
    /// Interface Builder file (a storyboard has one per scene), the one result of a spec.
    static func compileScreens(bytes: [UInt8], file: String, target: CompileTarget, settings: SpecSettings)
        -> [(label: String, result: CompileResult)] {
        LayoutCompiler(options: options(target, settings)).compileScreens(bytes, file: file).map { result in
            (LintTargetCheck.label(of: result, target: target), result)
        }
    }

    private static func options(_ target: CompileTarget, _ settings: SpecSettings) -> CompileOptions {
        settings.compileOptions(deviceID: target.deviceID, orientation: target.orientation,
                                contentSize: target.contentSize, layoutDirection: target.layoutDirection)
    }

    /// The findings of one spec's targets merged as `lint` merges them.
    static func merged(_ runs: [LintMerger.Run]) -> [Diagnostic] {
        LintMerger.merge(runs).sortedAndUnique()
    }
}
