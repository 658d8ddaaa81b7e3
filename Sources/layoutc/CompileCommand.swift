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
            Exit codes: 0 no errors, 1 an error diagnostic, 2 bad usage or an unreadable file.
            """)

    @Argument(help: "Spec files (*.layout.yaml, or any .yaml named here) or directories to search.")
    var paths: [String]

    @Option(name: .long, help: "Device id (see `layoutc devices`); repeat for several. Default: the spec's device.")
    var device: [String] = []

    @Option(name: .long, help: "portrait or landscape; repeat for both. Default: the spec's orientation.")
    var orientation: [Orientation] = []

    @Option(name: [.short, .customLong("output")], help: "Directory to write <spec>.<device>.<orientation>.json into (created if missing).")
    var output: String?

    @Option(name: .long, help: "Specs compiled in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: "Most views a spec may expand to, repeat included (the view limit).")
    var maxViews: Int = 2_000_000

    @Option(name: .long, help: "Color diagnostics: auto, always or never.")
    var color: ColorChoice = .auto

    func validate() throws {
        for id in device where DeviceCatalog.device(id: id) == nil {
            throw ValidationError("unknown device '\(id)'; see `layoutc devices`")
        }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if maxViews < 1 { throw ValidationError("--max-views must be at least 1") }
    }

    func run() throws {
        let targets = (device.isEmpty ? [nil] : device.map(Optional.some)).flatMap { id in
            (orientation.isEmpty ? [nil] : orientation.map(Optional.some)).map {
                CompileTarget(deviceID: id, orientation: $0)
            }
        }
        let batch = BatchCompiler(paths: paths, targets: targets, outputDirectory: output, jobs: jobs, maxViews: maxViews)
        let outcome: BatchCompiler.Outcome
        do {
            outcome = try batch.run()
        } catch {
            Terminal.error("\(error)")
            throw ExitCode(2)
        }
        if output == nil, outcome.outputs.count > 1 {
            Terminal.error("several specs or targets print several documents; write them with -o DIR")
            throw ExitCode(2)
        }
        DiagnosticPrinting.write(outcome.outputs.map(\.result), color: color.enabled) {
            FileHandle.standardError.write(Data($0))
        }
        for output in outcome.outputs {
            // Streamed: the document is never whole in memory (nor copied into a `Data`).
            output.document?.write { FileHandle.standardOutput.write(Data($0)) }
            if let failure = output.writeError { Terminal.error(failure) }
        }
        for (_, reason) in outcome.unreadable { Terminal.error(reason) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

extension Orientation: ExpressibleByArgument {}
