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
    static func collect(_ paths: [String], discovery: ProjectConfigDiscovery) throws -> [LintSpec] {
        var specs: [String: LintSpec] = [:]
        for given in paths {
            let path = discovery.paths.absolute(given)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SpecDiscovery.MissingPath(path: given)
            }
            guard isDirectory.boolValue else {
                specs[path] = try spec(path, discovery: discovery)
                continue
            }
            for file in layoutFiles(in: path) where specs[file] == nil {
                let spec = try spec(file, discovery: discovery)
                let config = try discovery.config(forSpec: file).config
                if selects(config, file: file, paths: discovery.paths) { specs[file] = spec }
            }
        }
        return specs.values.sorted { ($0.display, $0.path) < ($1.display, $1.path) }
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

    /// Every `*.layout.yaml` under `directory`, hidden directories skipped, each
    /// directory visited once.
    static func layoutFiles(in directory: String) -> [String] {
        var found: [String] = []
        var pending = [directory]
        var visited = Set<String>()  // real paths, so a symlink loop ends
        let manager = FileManager.default
        while let current = pending.popLast() {
            guard visited.insert((current as NSString).resolvingSymlinksInPath).inserted else { continue }
            guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = (current as NSString).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(path)
                } else if name.hasSuffix(".layout.yaml") {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
