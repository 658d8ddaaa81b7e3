import ArgumentParser
import Driver
import Foundation

/// `layoutc generate`: one Swift type per spec, solved at run time by LayoutcRuntime.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a Swift type for each spec that solves its frames at run time with LayoutcRuntime.",
        discussion: """
            Writes <Screen>Layout.swift into the -o directory (files whose bytes would not change are not touched),
            or prints the Swift of a single spec. A spec with an error diagnostic generates nothing; warnings do not stop it.
            Diagnostics go to standard error as file:line:col: severity: message [rule-id].
            Exit codes: 0 no errors, 1 an error diagnostic, 2 bad usage or an unreadable or unwritable file.
            """)

    @Argument(help: "Spec files (*.layout.yaml, or any .yaml named here) or directories to search.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "Directory to write <Type>.swift into (created if missing); never over a spec or config read.")
    var output: String?

    @Option(name: .long, help: "The file to write a single spec's Swift to (what the build plugin uses).")
    var outputFile: String?

    @Option(name: .long, help: ArgumentHelp(
        "The name a single spec goes by in the generated code, instead of its path.",
        discussion: "Written into the header comment, specPath and framesJSON()'s file; diagnostics keep the path given. The build plugin passes the spec's path relative to the package, so no absolute path of one machine is compiled in.",
        valueName: "name"))
    var displayPath: String?

    @Option(name: .long, help: ArgumentHelp(
        "Another spec built into the same Swift module (repeatable), read only for its screen name.",
        discussion: "Two specs giving one type name are then an error naming both, as when both are generated in one run; the build plugin names the target's other specs here."))
    var sibling: [String] = []

    @OptionGroup var jobs: JobsOption

    @OptionGroup var project: ProjectOptions

    @OptionGroup var color: ColorOption

    func validate() throws {
        if output != nil, outputFile != nil { throw ValidationError("give -o DIR or --output-file FILE, not both") }
        try EmptyPath.reject(paths, "a path names a spec or a directory")
        if paths.contains("-") {
            // Each Swift file and type is named after its spec's file, which standard input has not.
            throw ValidationError("generate does not read standard input (-): it names each Swift file after its spec file; give the spec's path")
        }
        try EmptyPath.reject([output], "--output names the directory to write into")
        try EmptyPath.reject([outputFile], "--output-file names the file to write")
        if displayPath?.isEmpty == true { throw ValidationError("--display-path names the spec; it cannot be empty") }
    }

    func run() throws {
        var generation = LayoutGeneration(paths: paths, outputDirectory: output, outputFile: outputFile,
                                          jobs: jobs.count,
                                          layoutcVersion: LayoutcVersion.current, project: project.settings())
        generation.siblings = sibling
        generation.displayPath = displayPath
        let outcome: LayoutGeneration.Outcome
        do {
            outcome = try generation.run()
        } catch {
            throw Terminal.fail(error)
        }
        let toStandardOutput = output == nil && outputFile == nil
        if toStandardOutput, outcome.outputs.count > 1 {
            Terminal.error("several specs make several files; write them with -o DIR")
            throw ExitCode(2)
        }
        for directory in outcome.emptyDirectories {
            // As `compile`: an error when nothing at all was found, else a warning.
            let message = "no specs (*.layout.yaml) found in \(directory)"
            if outcome.outputs.isEmpty && outcome.unreadable.isEmpty { Terminal.error(message) } else { Terminal.warning(message) }
        }
        Terminal.printDiagnostics(DiagnosticPrinting.render(outcome.outputs.map(\.result), color: color.enabled))
        for generated in outcome.outputs {
            if toStandardOutput, let source = generated.source { StandardOutput.write(source) }
            if let failure = generated.writeError { Terminal.error(failure) }
        }
        for (_, reason) in outcome.unreadable { Terminal.error(reason) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
