import ArgumentParser
import Driver

/// The options of every command that reads specs: the project configuration
/// and the limits (`@OptionGroup var project: ProjectOptions`). Turned into a
/// ``ProjectSettings`` by ``settings()``.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The config to use for every spec, instead of searching for .layoutc.yml.", valueName: "file"))
    var config: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Most views a spec may expand to, repeat included (default: the config's limits.maxViews, else 2000000).",
        valueName: "n"))
    var maxViews: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Largest spec file read, in bytes (default: the config's limits.maxFileBytes, else 268435456).",
        valueName: "bytes"))
    var maxFileSize: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Most constraints one island of connected constraints may hold; a larger one is an error and is not solved (default: the config's limits.maxIslandSize, else 20000).",
        valueName: "n"))
    var maxIslandSize: Int?

    @OptionGroup var xml: XMLAttributeLimitOption

    func validate() throws {
        try EmptyPath.reject([config], "--config names the configuration file")
        if let maxViews, maxViews < 1 { throw ValidationError("--max-views must be at least 1, not \(maxViews)") }
        if let maxFileSize, maxFileSize < 1 {
            throw ValidationError("--max-file-size must be at least 1 byte, not \(maxFileSize)")
        }
        if let maxIslandSize, maxIslandSize < 1 {
            throw ValidationError("--max-island-size must be at least 1, not \(maxIslandSize)")
        }
    }

    /// The limits given here.
    var limits: ReadLimits.Overrides {
        ReadLimits.Overrides(maxViews: maxViews, maxFileBytes: maxFileSize, maxIslandSize: maxIslandSize,
                             maxXMLAttributes: xml.maxXMLAttributes)
    }

    /// The configuration of every spec, found as `lint` finds it.
    func settings() -> ProjectSettings { ProjectSettings(configPath: config, limits: limits) }
}

extension Terminal {
    /// Prints what stops a command before it compiles anything (a broken config,
    /// an unknown device, an unreadable path) and returns exit code 2.
    static func fail(_ error: Error) -> ExitCode {
        if let failure = error as? ProjectSettings.Failure {
            printDiagnostics(failure.diagnosticsText)
            Terminal.error(failure.message)
        } else {
            Terminal.error("\(error)")
        }
        return ExitCode(2)
    }
}
