import ArgumentParser
import Driver
import Foundation

/// `layoutc report`: every spec on every configured device and orientation,
/// in one self-contained HTML page. All work is in `Driver.ReportBuilder`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Draw every spec on every configured device and orientation into one HTML page.",
        discussion: """
            Targets: the matrix of each spec's .layoutc.yml (or --config: devices, contentSizes, \
            layoutDirections), as lint uses it; --device/--orientation, --content-size and \
            --layout-direction each replace their axis of it. The page needs no network and no other \
            file: the pictures side by side per spec, the findings beside them (click one to \
            outline its view in every picture), a filter by rule and severity, and a summary table.
            A spec with errors is drawn with its errors listed. Once written, a line on standard error \
            says where the page went and how many specs, targets, errors and warnings it shows (or that \
            it is empty: no spec found).
            Exit codes: 0 written, 1 written and a finding is an error, 2 bad usage, a bad config, \
            or a file that cannot be read or written.
            """)

    @OptionGroup var targets: ReportTargetOptions

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write (directories are created); default: standard output.")
    var output: String?

    @Option(name: .long, help: "The page's title.")
    var title: String = "layoutc report"

    @OptionGroup var jobs: JobsOption

    func validate() throws {
    }

    func run() throws {
        var options = targets.reportOptions(title: title)
        if let given = jobs.given { options.jobs = given }
        let outcome = ReportBuilder(options: options).run()
        Terminal.printDiagnostics(outcome.standardError)
        guard !outcome.html.isEmpty else { throw ExitCode(outcome.exitCode) }
        if let output {
            do {
                try AtomicFile.write(outcome.html, to: output, sparing: outcome.inputs)
            } catch {
                Terminal.error("\(error)")
                throw ExitCode(2)
            }
        } else {
            StandardOutput.write(outcome.html[...])
        }
        // Where the page went and what it holds (errors in specs are in the page).
        Terminal.note(outcome.summary(writtenTo: output ?? "standard output", searched: targets.paths))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
