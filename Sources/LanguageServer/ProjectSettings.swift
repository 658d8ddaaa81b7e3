import Diagnostics
import Driver
import Foundation

/// The project's `.layoutc.yml` as the server uses it: the only file of the
/// server that knows the configuration types, so that a shared configuration
/// API can replace them here alone.
///
/// It is looked up afresh on each compile (a few `stat`s up the directory tree
/// and a parse of a small file), so edits to the config take effect on the
/// next keystroke without a file watcher.
enum ProjectSettings {
    /// What the config of one spec gives the server.
    struct Loaded {
        var config: ProjectConfig
        /// A config that could not be used, said once to the client; the
        /// defaults are used instead.
        var problem: String?
    }

    /// The config governing the spec at `path` (absolute), or the defaults.
    static func load(forSpec path: String) -> Loaded {
        let directory = (path as NSString).deletingLastPathComponent
        let defaults = ProjectConfig(directory: directory.isEmpty ? "/" : directory)
        guard path.hasPrefix("/") else { return Loaded(config: defaults) }
        let discovery = ProjectConfigDiscovery(currentDirectory: directory)
        do {
            let result = try discovery.config(forSpec: path)
            if result.hasErrors {
                let first = result.diagnostics.first { $0.severity == .error }
                let place = first?.range.map { ":\($0.start.line):\($0.start.column)" } ?? ""
                return Loaded(config: defaults, problem: "\(result.config.file ?? ProjectConfig.fileName)\(place): "
                    + "\(first?.message ?? "error"); the defaults are used until it is fixed")
            }
            return Loaded(config: result.config)
        } catch {
            return Loaded(config: defaults, problem: "\(error); the defaults are used")
        }
    }

    /// Compiles a spec on the targets the settings and the config choose.
    static func compile(_ bytes: [UInt8], file: String, settings: EditorSettings, loaded: Loaded)
        -> (compile: DocumentCompile, problems: [String])
    {
        let config = loaded.config
        let (targets, unknown) = settings.targets(projectTargets: config.targets, catalog: config.devices)
        let outcome = TargetMatrixCheck.run(bytes, file: file, targets: targets, config: config)
        let labels = outcome.results.map { result in
            result.layout.map { "\($0.device.id)/\($0.orientation.rawValue)" } ?? ""
        }
        let compile = DocumentCompile(result: outcome.results[0], diagnostics: outcome.diagnostics, targets: labels)
        return (compile, unknown + (loaded.problem.map { [$0] } ?? []))
    }
}
