import Diagnostics
import Foundation

/// One spec to lint.
public struct LintSpec: Hashable, Sendable {
    /// Absolute, for reading.
    public var path: String
    /// As reports name it (relative to the current directory when inside it).
    public var display: String
    /// The absolute path of its config, `nil` for the defaults.
    public var configPath: String?
}

/// The specs a `lint` command names. A file named on the command line is always
/// linted; a directory is searched recursively for `*.layout.yaml` (skipping
/// directories whose name starts with `.`), and each file found is kept when its
/// config's `include:` is empty or matches it, and no `exclude:` matches it
/// (paths relative to the config's directory; a file outside that directory is
/// not filtered). Sorted by display path, duplicates removed.
enum LintFiles {
    static func collect(_ paths: [String], discovery: ProjectConfigDiscovery,
                        standardInputPath: String? = nil) throws -> [LintSpec] {
        var specs: [PathKey: LintSpec] = [:]
        for given in paths {
            if given == "-" {
                specs[PathKey("-")] = try standardInput(named: standardInputPath, discovery: discovery)
                continue
            }
            let path = discovery.paths.absolute(given)
            var info = stat()
            guard lstat(path, &info) == 0 else {
                throw SpecDiscovery.MissingPath(path: given, reason: SystemError.reason(errno))
            }
            guard SpecDiscovery.isDirectory(path) else {
                specs[PathKey(path)] = try spec(path, discovery: discovery)
                continue
            }
            let found: [String]
            do {
                found = try layoutFiles(in: path)
            } catch let failure as SpecDiscovery.MissingPath {
                throw SpecDiscovery.MissingPath(path: discovery.paths.display(failure.path), reason: failure.reason)
            }
            for file in found where specs[PathKey(file)] == nil {
                let spec = try spec(file, discovery: discovery)
                let config = try discovery.config(forSpec: file).config
                if selects(config, file: file, paths: discovery.paths) { specs[PathKey(file)] = spec }
            }
        }
        return specs.values.sorted {
            $0.display != $1.display ? PathKey.precedes($0.display, $1.display) : PathKey.precedes($0.path, $1.path)
        }
    }

    /// Standard input, named by `--stdin-path` (whose directory finds its config) or `<stdin>`.
    private static func standardInput(named name: String?, discovery: ProjectConfigDiscovery) throws -> LintSpec {
        let directory = name.map { (discovery.paths.absolute($0) as NSString).deletingLastPathComponent }
            ?? discovery.paths.currentDirectory
        let config = discovery.configPath(forDirectory: directory)
        if let config { _ = try discovery.load(config) }
        return LintSpec(path: "-", display: name ?? "<stdin>", configPath: config)
    }

    private static func spec(_ path: String, discovery: ProjectConfigDiscovery) throws -> LintSpec {
        let config = discovery.configPath(forDirectory: (path as NSString).deletingLastPathComponent)
        if let config { _ = try discovery.load(config) }
        return LintSpec(path: path, display: discovery.paths.display(path), configPath: config)
    }

    /// Whether `config`'s include and exclude lists keep `file` (absolute).
    static func selects(_ config: ProjectConfig, file: String, paths: LintPaths) -> Bool {
        guard let relative = paths.relative(file, to: config.directory) else { return true }
        if !config.include.isEmpty, !config.include.contains(where: { $0.matches(relative) }) { return false }
        return !config.exclude.contains { $0.matches(relative) }
    }

    /// Every `*.layout.yaml` under `directory`, found as `compile` finds them
    /// (``SpecDiscovery/specs(inDirectory:)``): hidden names skipped, each real
    /// directory searched once and each real file taken once, dangling links kept.
    static func layoutFiles(in directory: String) throws -> [String] {
        try SpecDiscovery.specs(inDirectory: directory)
    }
}
