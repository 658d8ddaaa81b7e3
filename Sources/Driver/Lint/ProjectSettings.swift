import Diagnostics
import Emitters
import Foundation
import LayoutIR
import Validation

/// One configuration for every command: finds the `.layoutc.yml` of each spec
/// the way `lint` does (the first one in the spec's directory or an ancestor, or
/// the one `--config` names for all) and turns it into what a command needs.
///
/// ```swift
/// let project = ProjectSettings(configPath: flags.config, limits: flags.limits)
/// let settings = try project.settings(forSpec: path)     // throws ProjectSettings.Failure
/// try settings.checkDevice(id: "--device value")         // did-you-mean against built-in + custom
/// let bytes = try settings.readSpec(path)                // regular files only, within maxFileBytes
/// let options = settings.compileOptions(deviceID: nil, orientation: nil)
/// let result = LayoutCompiler(options: options).compile(bytes, file: path)
/// // result.diagnostics already carry the config's severities; custom devices are known.
/// ```
///
/// What it gives (``SpecSettings``): the device catalog (built-in plus
/// `customDevices:`), the rule severities of `rules:` (applied by
/// ``LayoutCompiler`` through ``CompileOptions/ruleSettings``, so that
/// `hit-target-too-small: error` fails `compile` exactly as it fails `lint`), and
/// the limits (command line, else the config's `limits:`, else the defaults).
///
/// A config with errors, or one that cannot be read, is a ``Failure``: the
/// command stops with exit code 2 and prints ``Failure/diagnosticsText`` and
/// ``Failure/message``. Thread-safe; each config file is read once.
public final class ProjectSettings: @unchecked Sendable {
    private let discovery: ProjectConfigDiscovery
    private let lock = NSLock()
    /// The limits given on the command line; they win over the config's.
    public let commandLineLimits: ReadLimits.Overrides

    /// - Parameters:
    ///   - configPath: `--config`, used for every spec instead of searching.
    ///   - limits: `--max-views` and `--max-file-size`, where given.
    ///   - currentDirectory: what relative paths are relative to.
    public init(configPath: String? = nil, limits: ReadLimits.Overrides = ReadLimits.Overrides(),
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        discovery = ProjectConfigDiscovery(override: configPath, currentDirectory: currentDirectory)
        commandLineLimits = limits
    }

    /// A configuration that stops the command (exit 2).
    public struct Failure: Error, CustomStringConvertible {
        /// The config's problems, clang-style with source lines (may be empty).
        public var diagnosticsText: String
        /// One line for `layoutc: error: …`.
        public var message: String
        /// The problems themselves.
        public var diagnostics: [Diagnostic]
        public var description: String { diagnosticsText + message }
    }

    /// The settings for the spec at `path` (relative or absolute; for standard
    /// input, the `--stdin-path` name, or any path in the directory to search from).
    public func settings(forSpec path: String) throws -> SpecSettings {
        try lock.withLock {
            let absolute = discovery.paths.absolute(path)
            let configPath = discovery.configPath(forDirectory: (absolute as NSString).deletingLastPathComponent)
            guard let configPath else { return SpecSettings(config: ProjectConfig(directory: discovery.paths.currentDirectory),
                                                            limits: ReadLimits.defaults.overridden(by: commandLineLimits)) }
            let result = try load(configPath)
            let limits = ReadLimits.defaults.overridden(by: result.config.limits).overridden(by: commandLineLimits)
            var settings = SpecSettings(config: result.config, limits: limits)
            settings.path = discovery.paths.relative(absolute, to: result.config.directory)
            return settings
        }
    }

    /// The configuration files that govern `specs` (`--config`, or each one's
    /// nearest `.layoutc.yml`): inputs, which no output may replace.
    public func configPaths(forSpecs specs: [String]) -> [String] {
        lock.withLock {
            var paths = Set<String>()
            for spec in specs where spec != "-" {
                let absolute = discovery.paths.absolute(spec)
                if let path = discovery.configPath(forDirectory: (absolute as NSString).deletingLastPathComponent) {
                    paths.insert(path)
                }
            }
            return paths.sorted()
        }
    }

    /// Loads `--config` now, so that a broken one is reported even when no spec is read.
    public func checkOverride() throws {
        try lock.withLock {
            if let override = discovery.override { _ = try load(override) }
        }
    }

    private func load(_ path: String) throws -> ProjectConfigResult {
        let result: ProjectConfigResult
        do {
            result = try discovery.load(path)
        } catch {
            throw Failure(diagnosticsText: "", message: "\(error)", diagnostics: [])
        }
        guard result.hasErrors else { return result }
        throw Self.failure(result.diagnostics, configs: [result])
    }

    /// Config errors rendered clang-style, and the line that says nothing was checked.
    static func failure(_ diagnostics: [Diagnostic], configs: [ProjectConfigResult]) -> Failure {
        var sources: [String: [Substring]] = [:]
        for config in configs { if let file = config.config.file { sources[file] = config.source?.lines } }
        let text = TextDiagnosticRenderer(color: false, sources: sources).render(diagnostics.sortedAndUnique())
        return Failure(diagnosticsText: text, message: "the configuration has errors; nothing was checked",
                       diagnostics: diagnostics)
    }
}

/// What the configuration means for one spec.
public struct SpecSettings: Sendable {
    /// The config that governs the spec (the defaults when there is none).
    public var config: ProjectConfig
    /// The limits: command line, else the config's, else the defaults.
    public var limits: ReadLimits
    /// The spec's path relative to the config's directory, `/`-separated, when
    /// it is inside it: what `suppress:` entries' `file:` is matched against.
    public var path: String?
    /// Whether the caller gave up on the compiles these settings make (the
    /// language server's, for a superseded version): ``CompileOptions/cancellation``.
    public var cancellation = Cancellation.never

    public init(config: ProjectConfig, limits: ReadLimits = .defaults) {
        self.config = config
        self.limits = limits
    }

    /// The built-in catalog plus the config's `customDevices:`.
    public var devices: [Device] { config.devices }

    /// Compile options for one target, with the config's devices, rule severities and view limit.
    public func compileOptions(deviceID: String? = nil, orientation: Orientation? = nil,
                               contentSize: ContentSizeCategory? = nil,
                               layoutDirection: LayoutDirection? = nil) -> CompileOptions {
        var options = CompileOptions(deviceID: deviceID, orientation: orientation, devices: devices,
                                     maxViews: limits.maxViews)
        options.maxIslandSize = limits.maxIslandSize
        options.maxXMLAttributes = limits.maxXMLAttributes
        options.cancellation = cancellation
        options.contentSize = contentSize
        options.layoutDirection = layoutDirection
        options.ruleSettings = config.rules
        options.enabledRules = Self.enabledRules(config.rules)
        if let path, !config.suppressions.isEmpty {
            options.configSuppressions = config.suppressions.filter { $0.file.matches(path) }
        }
        return options
    }

    /// The rules to run under `rules:`: those on by default, less the ones set
    /// `off`, plus the ones off by default that it gives a severity; `nil`
    /// (the defaults) when it changes neither.
    static func enabledRules(_ rules: [RuleID: ProjectConfig.RuleSetting]) -> Set<RuleID>? {
        let catalog = Validation.RuleCatalog.all
        let off = Set(rules.filter { $0.value == .off }.keys)
        let defaultOff = Set(catalog.filter { !$0.enabledByDefault }.map(\.id))
        let turnedOn = Set(rules.filter { $0.value != .off }.keys).intersection(defaultOff)
        guard !off.isEmpty || !turnedOn.isEmpty else { return nil }
        return Set(catalog.map(\.id)).subtracting(defaultOff).union(turnedOn).subtracting(off)
    }

    /// Throws a ``UnknownDevice`` (with "did you mean") unless `id` is in ``devices``.
    public func checkDevice(id: String) throws {
        guard !devices.contains(where: { $0.id == id }) else { return }
        throw UnknownDevice(id: id, known: devices.map(\.id))
    }

    /// The spec's bytes: a regular file within ``ReadLimits/maxFileBytes``.
    public func readSpec(_ path: String) throws -> [UInt8] {
        try FileBytes.contents(of: path, maxBytes: limits.maxFileBytes)
    }
}

/// `--device` naming no device of the catalog (a usage error, exit 2).
public struct UnknownDevice: Error, CustomStringConvertible {
    public let id: String
    public let known: [String]
    public var description: String {
        let hint = DidYouMean.closest(to: id, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown device '\(id)'\(hint) (see `layoutc devices`)"
    }
}
