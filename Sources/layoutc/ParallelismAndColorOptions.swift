import ArgumentParser
import Foundation

/// `--jobs N`, for every command that works on several inputs at once
/// (`@OptionGroup var jobs: JobsOption`).
struct JobsOption: ParsableArguments {
    @Option(name: .customLong("jobs"), parsing: .unconditional,
            help: "Inputs worked on in parallel (default: the number of cores); the output does not depend on it.")
    var given: Int?

    func validate() throws {
        if let given, given < 1 { throw ValidationError("--jobs must be at least 1, not \(given)") }
    }

    /// The number given, else the number of cores.
    var count: Int { given ?? ProcessInfo.processInfo.activeProcessorCount }
}

/// `--color auto|always|never`, for every command that prints diagnostics
/// (`@OptionGroup var color: ColorOption`).
struct ColorOption: ParsableArguments {
    @Option(name: .customLong("color"), help: "Color diagnostics: auto, always or never.")
    var choice: ColorChoice = .auto

    /// Whether to color standard error (``ColorChoice/enabled``).
    var enabled: Bool { choice.enabled }
}
