import ArgumentParser
import Driver
import Foundation
import LayoutIR

/// `layoutc compile`: frames JSON for each spec and device.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Solve every frame of the specs and print (or write) the frames JSON.",
        discussion: """
            Diagnostics go to standard error as file:line:col: severity: message [rule-id].
            Each spec is compiled under its .layoutc.yml (the first in its directory or an ancestor, \
            or --config), as `lint` does: its customDevices, rules severities and limits.
            A directory is searched for *.layout.yaml; a symbolic link out of it is not followed. \
            Control characters of keys and ids are printed as <U+001B>.
            Exit codes: 0 no errors, 1 an error diagnostic (or no spec found), 2 bad usage, a bad \
            config, or a file that cannot be read or written.
            """)

    @Argument(help: "Spec files (*.layout.yaml, or any .yaml named here), directories to search, or - for standard input.")
    var paths: [String]

    @Option(name: .long, help: ArgumentHelp(
        "The name standard input (-) goes by in messages; its directory is where .layoutc.yml is searched from.",
        valueName: "path"))
    var stdinPath: String?

    @Option(name: .long, help: "Device id (see `layoutc devices`); repeat for several. Default: the spec's device.")
    var device: [String] = []

    @Option(name: .long, help: "portrait or landscape; repeat for both. Default: the spec's orientation.")
    var orientation: [Orientation] = []

    @OptionGroup var text: TextAxesOptions

    /// The output format. The frames document is the only one; the option is
    /// accepted so that scripts can say what they parse.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case json
    }

    @Option(name: .long, help: "Output format: json, the layoutc.frames/1 document (the only one).")
    var format: OutputFormat = .json

    @Option(name: [.short, .customLong("output")], help: "Directory to write <spec>.<device>.<orientation>.json into (created if missing); never over a spec or config read. Another content size or direction than large, leftToRight adds them: <spec>.<device>.<orientation>.<category>.<direction>.json.")
    var output: String?

    @OptionGroup var jobs: JobsOption

    @OptionGroup var project: ProjectOptions

    @OptionGroup var color: ColorOption

    func validate() throws {
        try EmptyPath.reject(paths, "a path names a spec, a directory or - (standard input)")
        try EmptyPath.reject([output], "--output names the directory to write into")
        if stdinPath != nil, !paths.contains("-") {
            throw ValidationError("--stdin-path names standard input; give - among the paths to read it")
        }
    }

    func run() throws {
        let targets = CompileTarget.matrix(devices: device, orientations: orientation, contentSizes: text.contentSize,
                                           layoutDirections: text.layoutDirection)
        var batch = BatchCompiler(paths: paths, targets: targets, outputDirectory: output,
                                  jobs: jobs.count,
                                  project: project.settings(), standardInputPath: stdinPath)
        batch.leavesMemoryToExit = true
        batch.documentStream = DocumentToStandardOutput.stream()
        let outcome: BatchCompiler.Outcome
        do {
            // One spec's frames file is written while its diagnostics print; a closed
            // standard error does not end the process before the file is done.
            outcome = try Terminal.deferringSIGPIPE { try batch.run(alongsideWriting: printDiagnostics) }
            DocumentToStandardOutput.raiseHeldSIGPIPE()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw Terminal.fail(error)
        }
        for output in outcome.outputs {
            // Streamed: the document is never whole in memory (nor copied into a `Data`).
            output.document?.write { Terminal.write($0, to: FileHandle.standardOutput) }
            if let failure = output.writeError { Terminal.error(failure) }
        }
        for (_, reason) in outcome.unreadable { Terminal.error(reason) }
        // Ends the process here: the outcome (a screen's findings, a spec's bytes)
        // goes back with it instead of being freed piece by piece on return.
        Terminal.exit(outcome.exitCode, keeping: outcome)
    }

    /// What the batch found missing, then every diagnostic, on standard error.
    private func printDiagnostics(_ outcome: BatchCompiler.Outcome) throws {
        for directory in outcome.emptyDirectories {
            let message = "no specs (*.layout.yaml) found in \(directory)"
            if outcome.outputs.isEmpty && outcome.unreadable.isEmpty { Terminal.error(message) } else { Terminal.warning(message) }
        }
        if output == nil, outcome.outputs.count > 1 {
            Terminal.error("several specs or targets print several documents; write them with -o DIR")
            throw ExitCode(2)
        }
        DiagnosticPrinting.write(outcome.resultsMergedAcrossTargets(), color: color.enabled) {
            Terminal.write($0, to: FileHandle.standardError)
        }
    }
}

extension Orientation: ExpressibleByArgument {}
