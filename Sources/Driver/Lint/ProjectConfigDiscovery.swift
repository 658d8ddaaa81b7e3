import Foundation

/// Finds and loads the `.layoutc.yml` that governs each spec: the first one in
/// the spec's directory or its ancestors, or the one `--config` names for all.
/// Each config file is read once.
public final class ProjectConfigDiscovery {
    /// A config that could not be read at all.
    public struct Unreadable: Error, CustomStringConvertible {
        public let path: String
        /// The system's reason, or "not a regular file".
        public var reason: String = "unreadable"
        public var description: String { "cannot read config \(path): \(reason)" }
    }

    /// The longest config file read: a config is a few lines.
    static let maxConfigBytes = 1 << 20

    /// `--config`: used for every spec instead of searching.
    public let override: String?
    /// How paths in diagnostics are shown.
    let paths: LintPaths
    private var byDirectory: [String: String?] = [:]
    private var loaded: [String: ProjectConfigResult] = [:]
    /// Every config loaded, by absolute path, in load order.
    public private(set) var order: [String] = []

    public init(override: String? = nil, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        let paths = LintPaths(currentDirectory: currentDirectory)
        self.paths = paths
        self.override = override.map { paths.absolute($0) }
    }

    /// The absolute path of the config for a spec in `directory` (absolute), or
    /// `nil` when neither it nor an ancestor has one.
    public func configPath(forDirectory directory: String) -> String? {
        if let override { return override }
        var visited: [String] = []
        var current = (directory as NSString).standardizingPath
        var found: String?
        while true {
            if let cached = byDirectory[current] {
                found = cached
                break
            }
            visited.append(current)
            let candidate = (current as NSString).appendingPathComponent(ProjectConfig.fileName)
            if FileManager.default.fileExists(atPath: candidate) {
                found = candidate
                break
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        for directory in visited { byDirectory[directory] = .some(found) }
        return found
    }

    /// The config for the spec at `file` (absolute): loaded (once) and parsed, or
    /// the defaults rooted at the current directory when there is none.
    public func config(forSpec file: String) throws -> ProjectConfigResult {
        guard let path = configPath(forDirectory: (file as NSString).deletingLastPathComponent) else {
            return ProjectConfigResult(config: ProjectConfig(directory: paths.currentDirectory))
        }
        return try load(path)
    }

    /// The config at `path` (absolute), parsed once.
    public func load(_ path: String) throws -> ProjectConfigResult {
        if let result = loaded[path] { return result }
        let bytes: [UInt8]
        if SpecDiscovery.realPath(path) == "/dev/null" {
            bytes = []  // `--config /dev/null`: an empty config, the defaults
        } else {
            do {
                bytes = try FileBytes.contents(of: path, maxBytes: Self.maxConfigBytes)
            } catch let error as FileBytes.ReadError {
                throw Unreadable(path: paths.display(path), reason: error.reason)
            }
        }
        let result = ProjectConfigParser.parse(bytes, file: paths.display(path),
                                               directory: (path as NSString).deletingLastPathComponent)
        loaded[path] = result
        order.append(path)
        return result
    }

    /// Every config loaded so far, in load order.
    public var configs: [ProjectConfigResult] { order.compactMap { loaded[$0] } }
}

/// Absolute paths for reading, and paths relative to the current directory for
/// reports: a file under the current directory is shown relative to it, any
/// other file by its absolute path.
public struct LintPaths: Sendable {
    public let currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = (currentDirectory as NSString).standardizingPath
    }

    /// `path` made absolute against the current directory, `.` and `..` resolved
    /// by name (symbolic links are kept, so reports name a link as it was given).
    public func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// How reports name `path` (absolute).
    public func display(_ path: String) -> String {
        relative(path, to: currentDirectory) ?? path
    }

    /// `path` relative to `directory` when it is inside it.
    public func relative(_ path: String, to directory: String) -> String? {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : nil
    }
}
