import Diagnostics
import Driver
import Foundation

/// The project's `.layoutc.yml` as the server uses it, through the one
/// configuration API every command uses (`ProjectSettings`): custom devices,
/// rule severities, limits and `devices:`.
///
/// It is looked up afresh on each compile (a few `stat`s up the directory tree
/// and a parse of a small file), so edits to the config take effect on the
/// next keystroke; when the client watches files for the server, or saves a
/// config it has open, every open spec is compiled again at once
/// (``LanguageServerSession/configFilesChanged(_:_:)``).
enum ProjectConfigAccess {
    /// What the config of one spec gives the server.
    struct Loaded {
        var settings: SpecSettings
        /// A config that could not be used, said once to the client; the
        /// defaults are used instead.
        var problem: String?
    }

    /// The settings of the spec at `path` (absolute), or the defaults.
    static func load(forSpec path: String) -> Loaded {
        let directory = (path as NSString).deletingLastPathComponent
        let defaults = SpecSettings(config: ProjectConfig(directory: directory.isEmpty ? "/" : directory))
        guard path.hasPrefix("/") else { return Loaded(settings: defaults) }
        do {
            return Loaded(settings: try ProjectSettings(currentDirectory: directory).settings(forSpec: path))
        } catch let failure as ProjectSettings.Failure {
            let first = failure.diagnostics.first { $0.severity == .error }
            let place = first.map { diagnostic in
                (diagnostic.file ?? ProjectConfig.fileName) + (diagnostic.range.map { ":\($0.start.line):\($0.start.column)" } ?? "")
            }
            let problem = place.map { "\($0): \(first?.message ?? "error")" } ?? failure.message
            return Loaded(settings: defaults, problem: problem + "; the defaults are used until it is fixed")
        } catch {
            return Loaded(settings: defaults, problem: "\(error); the defaults are used")
        }
    }

    /// Compiles a spec on the targets the editor's settings and the config
    /// choose; `unknownDevices` are the settings' devices the catalog lacks.
    static func compile(_ bytes: [UInt8], file: String, settings: EditorSettings, loaded: Loaded)
        -> (compile: DocumentCompile, unknownDevices: [String])
    {
        let (targets, unknown) = settings.targets(projectTargets: loaded.settings.config.targets,
                                                  catalog: loaded.settings.devices)
        // The file size limit `compile` reads a file within holds for the editor's
        // text too: a 99 MB document is refused at once, not read into views.
        let maxBytes = loaded.settings.limits.maxFileBytes
        guard bytes.count <= maxBytes else {
            var outcome = TargetMatrixCheck.run([], file: file, targets: [targets.first ?? CompileTarget()],
                                                settings: loaded.settings)
            var limit = Diagnostic.error(.limitExceeded, Self.overSizeLimit(bytes.count, maxBytes),
                                         at: SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1))
            limit.file = file
            outcome.results[0].diagnostics = [limit]
            return (DocumentCompile(result: outcome.results[0], diagnostics: [limit], targets: []), unknown)
        }
        let outcome = TargetMatrixCheck.run(bytes, file: file, targets: targets, settings: loaded.settings)
        let labels = outcome.results.map { result in
            result.layout.map { "\($0.device.id)/\($0.orientation.rawValue)" } ?? ""
        }
        let compile = DocumentCompile(result: outcome.results[0], diagnostics: outcome.diagnostics, targets: labels)
        return (compile, unknown)
    }

    /// Says as `compile` does (``FileBytes``) that the text is past the file size limit.
    static func overSizeLimit(_ size: Int, _ maxBytes: Int) -> String {
        "the document is \(size) bytes, over the file size limit of \(maxBytes) bytes (raise it with "
            + "'limits: {maxFileBytes: N}' in .layoutc.yml); nothing in it is checked"
    }
}
