import ArgumentParser
import Driver
import Emitters
import Foundation
import LayoutIR

/// `layoutc lint`: every spec on every configured device, findings merged,
/// reported in one or more formats. All work is in `Driver.LintRunner`.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check specs on every configured device and orientation and report the findings.",
        discussion: """
            Configuration: the first .layoutc.yml found in each spec's directory or an ancestor \
            (or --config): devices, contentSizes, layoutDirections, rules, include, exclude, \
            suppress, customDevices. --device and --orientation choose the devices on the command line instead \
            of the config's (and the spec's own), as on compile; --content-size and --layout-direction \
            replace the config's contentSizes and layoutDirections the same way, each axis on its own. \
            A finding on several targets names them (device/orientation, and content size/direction \
            when the matrix has more than large, left to right).
            Reporters: text (default), json, sarif, github, junit, checkstyle, gitlab (GitLab Code Quality). The n-th --output \
            is for the n-th --reporter; a reporter without one (or with --output -) writes to \
            standard output. With GITHUB_ACTIONS=true, github annotations are added to standard \
            output unless a reporter other than text already writes there.
            Baseline: --write-baseline FILE records today's findings by file, object (an Interface Builder \
            object id, or a spec view's id or path) and rule, not by line; --baseline FILE then reports only \
            the findings it does not record (a key recorded once hides one finding: a second is new).
            Exit codes: 0 nothing fails, 1 an error finding (or a warning with --strict), \
            2 bad usage, a bad config, or an unreadable or unwritable file.
            """)

    @Argument(help: "Spec files, directories to search for *.layout.yaml (default: the current directory), or - for standard input.")
    var paths: [String] = []

    @OptionGroup var project: ProjectOptions

    @Option(name: .long, help: ArgumentHelp(
        "The name standard input (-) goes by in reports; its directory is where .layoutc.yml is searched from.",
        valueName: "path"))
    var stdinPath: String?

    @Option(name: .long, help: "Device id (see `layoutc devices`, or the config's customDevices); repeat for several. Default: the config's devices, else the spec's device.")
    var device: [String] = []

    @Option(name: .long, help: "portrait or landscape; repeat for both. Default: the config's, else the spec's orientation.")
    var orientation: [Orientation] = []

    @OptionGroup var text: TextAxesOptions

    @Option(name: .long, help: "text, json, sarif, github, junit, checkstyle or gitlab; repeat for several.")
    var reporter: [String] = []

    @Option(name: [.short, .long], help: "File for the reporter in the same position (- for standard output).")
    var output: [String] = []

    @Flag(name: .long, help: "Warnings fail the run (exit 1) too.")
    var strict = false

    @OptionGroup var jobs: JobsOption

    @Option(name: .long, help: "Color the text reporter on standard output: auto, always or never.")
    var color: ColorChoice = .auto

    @Option(name: .long, help: ArgumentHelp(
        "Leave out the findings this baseline records (by file, object and rule; see --write-baseline).",
        valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp(
        "Record every finding of this run in FILE (written atomically), to pass to --baseline later.",
        valueName: "file"))
    var writeBaseline: String?

    @Flag(name: .long, help: "List every ib-not-imported, misplaced-view and hidden-view-not-checked note (the text reporter shows one of each per file).")
    var verbose = false

    func validate() throws {
        try EmptyPath.reject(paths, "a path names a spec, a directory or - (standard input)")
        try EmptyPath.reject(output, "--output names a reporter's file (- for standard output)")
        try EmptyPath.reject([baseline, writeBaseline], "--baseline and --write-baseline name a file")
    }

    func run() throws {
        let requests: [ReporterRequest]
        do {
            if stdinPath != nil, !paths.contains("-") {
                throw LintUsageError("--stdin-path names standard input; give - among the paths to read it")
            }
            requests = try ReporterRequest.pair(reporters: reporter, outputs: output)
        } catch {
            Terminal.error("\(error)")
            throw ExitCode(2)
        }
        let useColor = color == .auto
            ? isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            : color.enabled
        var options = LintOptions(
            paths: paths, configPath: project.config, reporters: requests, strict: strict,
            jobs: jobs.count, color: useColor,
            tool: ToolInfo(semanticVersion: LayoutcVersion.current, informationURI: LintOptions.informationURI))
        options.limits = project.limits
        options.standardInputPath = stdinPath
        options.baselinePath = baseline
        options.writeBaselinePath = writeBaseline
        options.verbose = verbose
        options.axes = TargetAxes(deviceIDs: device, orientations: orientation,
                                  contentSizes: text.contentSize, layoutDirections: text.layoutDirection)
        // Reports stream to standard output as they are made, never whole in memory.
        let outcome = LintRunner(options: options).run { Terminal.write($0, to: FileHandle.standardOutput) }
        if !outcome.standardError.isEmpty { FileHandle.standardError.write(Data(outcome.standardError.utf8)) }
        // Ends the process here: the outcome goes back with it, not freed piece by piece.
        Terminal.exit(outcome.exitCode, keeping: outcome)
    }
}
