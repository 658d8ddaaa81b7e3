import Diagnostics
import Emitters
import Foundation
import LayoutIR

/// The one place the report and the preview read the project: which specs the
/// paths name, each spec's `.layoutc.yml` (device matrix, rule severities,
/// custom devices), and one spec checked on one target with that configuration
/// applied, exactly as `lint` does (so the report's findings are lint's).
struct ReportProject {
    /// A spec and the configuration that governs it.
    struct Entry: Sendable {
        var spec: LintSpec
        var config: ProjectConfig
    }

    /// The configuration has errors: its diagnostics, as clang-style text.
    struct ConfigFailure: Error, CustomStringConvertible {
        var text: String
        var description: String { text + "layoutc: error: the configuration has errors; nothing was drawn" }
    }

    /// The specs `options.paths` names, sorted, each with its configuration.
    static func entries(_ options: ReportOptions) throws -> [Entry] {
        let discovery = ProjectConfigDiscovery(override: options.configPath, currentDirectory: options.currentDirectory)
        if let override = discovery.override { _ = try discovery.load(override) }
        let specs = try LintFiles.collect(options.paths.isEmpty ? ["."] : options.paths, discovery: discovery)
        let diagnostics = discovery.configs.flatMap(\.diagnostics)
        if diagnostics.hasErrors {
            var sources: [String: [Substring]] = [:]
            for config in discovery.configs { if let file = config.config.file { sources[file] = config.source?.lines } }
            throw ConfigFailure(text: TextDiagnosticRenderer(color: false, sources: sources).render(diagnostics.sortedAndUnique()))
        }
        return try specs.map { spec in
            var config = try spec.configPath.map { try discovery.load($0).config }
                ?? ProjectConfig(directory: discovery.paths.currentDirectory)
            // The command line's limits win over the config's, as in every command.
            config.limits = ReadLimits.Overrides(maxViews: options.limits.maxViews ?? config.limits.maxViews,
                                                 maxFileBytes: options.limits.maxFileBytes ?? config.limits.maxFileBytes)
            return Entry(spec: spec, config: config)
        }
    }

    /// A `--device` that is neither built in nor a custom device of a configuration.
    struct UnknownDevice: Error, CustomStringConvertible {
        var id: String
        var description: String { "unknown device '\(id)'; see `layoutc devices`" }
    }

    static func checkDevices(_ ids: [String], entries: [Entry]) throws {
        for id in ids where DeviceCatalog.device(id: id) == nil {
            guard entries.contains(where: { $0.config.customDevices.contains { $0.id == id } }) else {
                throw UnknownDevice(id: id)
            }
        }
    }

    /// The targets of a spec: the command line's, else the configuration's.
    static func targets(_ entry: Entry, options: ReportOptions) -> [CompileTarget] {
        options.commandLineTargets ?? entry.config.lintTargets
    }

    /// One spec on one target, with the configuration's severities applied.
    static func check(bytes: [UInt8], file: String, target: CompileTarget, config: ProjectConfig) -> LintTargetCheck {
        LintTargetCheck.run(bytes: bytes, file: file, target: target, settings: settings(config))
    }

    /// The config's settings with its limits (the command line's merged in by `entries`).
    static func settings(_ config: ProjectConfig) -> SpecSettings {
        SpecSettings(config: config, limits: ReadLimits.defaults.overridden(by: config.limits))
    }

    /// A spec's bytes: a regular file within the file size limit, or nil.
    static func read(_ entry: Entry) -> [UInt8]? {
        try? settings(entry.config).readSpec(entry.spec.path)
    }

    /// Suppressions in a checked spec that name no rule.
    static func unknownRules(_ check: LintTargetCheck) -> [Diagnostic] {
        LintSuppressionCheck.unknownRules(in: check.result, known: LintRules.knownIDs)
    }

    /// The findings of one spec's targets merged as `lint` merges them, with its
    /// unknown rule ids (found once per spec).
    static func merged(_ checks: [LintTargetCheck], unknownRules: [Diagnostic]) -> [Diagnostic] {
        let diagnostics = LintMerger.merge(checks.map { LintMerger.Run(label: $0.label, diagnostics: $0.diagnostics) })
        return (diagnostics + unknownRules).sortedAndUnique()
    }
}
