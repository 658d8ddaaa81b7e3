import Emitters
import Foundation

/// What `layoutc lint` was asked to do.
public struct LintOptions: Sendable {
    /// Spec files and directories; empty means the current directory.
    public var paths: [String]
    /// `--config`: one config for every spec instead of searching.
    public var configPath: String?
    /// `--reporter`/`--output` pairs; empty means `text` to standard output.
    public var reporters: [ReporterRequest]
    /// `--strict`: warnings fail the run too.
    public var strict: Bool
    /// Spec × target checks run in parallel.
    public var jobs: Int
    /// ANSI colors in the `text` reporter when it writes to standard output.
    public var color: Bool
    /// The environment (`GITHUB_ACTIONS`).
    public var environment: [String: String]
    /// Where relative paths start and what reports are relative to.
    public var currentDirectory: String
    /// Published by the SARIF reporter.
    public var tool: ToolInfo
    /// `--max-views` and `--max-file-size`, where given; they win over the configs' `limits:`.
    public var limits = ReadLimits.Overrides()
    /// `--stdin-path`: the name standard input (the path `-`) goes by; its
    /// directory is where its config is searched from.
    public var standardInputPath: String?
    /// `--device`, `--orientation`, `--content-size`, `--layout-direction`: each
    /// axis given replaces the configs' (`devices:`, `contentSizes:`,
    /// `layoutDirections:`, and the spec's own device); empty keeps those.
    public var axes = TargetAxes()
    /// `--baseline FILE`: findings it records are left out of the report (``LintBaseline``).
    public var baselinePath: String?
    /// `--write-baseline FILE`: every finding of this run recorded there, atomically.
    public var writeBaselinePath: String?
    /// `--verbose`: the text reporter lists every `ib-not-imported`,
    /// `misplaced-view` and `hidden-view-not-checked` note instead of one summary per file.
    public var verbose = false

    public init(paths: [String] = [], configPath: String? = nil, reporters: [ReporterRequest] = [],
                strict: Bool = false, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, color: Bool = false,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                tool: ToolInfo = ToolInfo(semanticVersion: "0.0.0", informationURI: LintOptions.informationURI)) {
        self.paths = paths
        self.configPath = configPath
        self.reporters = reporters
        self.strict = strict
        self.jobs = max(1, jobs)
        self.color = color
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.tool = tool
    }

    /// The project's home page, published as the SARIF tool's `informationUri`.
    public static let informationURI = "https://github.com/layoutc/layoutc"

    /// The reporters to run: the requested ones (or `text` to standard output),
    /// plus `github` to standard output when running in GitHub Actions
    /// (`GITHUB_ACTIONS=true`), unless a `github` reporter is already requested
    /// or a reporter other than `text` already writes to standard output (its
    /// output would be corrupted by annotation lines).
    public var effectiveReporters: [ReporterRequest] {
        var requests = reporters.isEmpty ? [ReporterRequest(kind: .text)] : reporters
        let stdoutTaken = requests.contains { $0.output == nil && $0.kind != .text }
        if environment["GITHUB_ACTIONS"] == "true", !stdoutTaken, !requests.contains(where: { $0.kind == .github }) {
            requests.append(ReporterRequest(kind: .github))
        }
        return requests
    }
}

/// One `--reporter`, and where it writes.
public struct ReporterRequest: Hashable, Sendable {
    public var kind: ReporterKind
    /// The file to write; `nil` for standard output.
    public var output: String?

    public init(kind: ReporterKind, output: String? = nil) {
        self.kind = kind
        self.output = output
    }

    /// Pairs `--reporter` and `--output` values by position: the n-th `--output`
    /// belongs to the n-th `--reporter`, and reporters without one write to
    /// standard output (as does `--output -`). With no `--reporter`, one `--output`
    /// is for the default `text`. More outputs than reporters, an unknown
    /// reporter, or two reporters writing one file are usage errors.
    public static func pair(reporters: [String], outputs: [String]) throws -> [ReporterRequest] {
        let names = reporters.isEmpty && !outputs.isEmpty ? ["text"] : reporters
        var requests: [ReporterRequest] = []
        for (index, name) in names.enumerated() {
            guard let kind = ReporterKind(rawValue: name) else {
                throw LintUsageError("unknown reporter '\(name)'; expected one of "
                    + ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let output = index < outputs.count && outputs[index] != "-" ? outputs[index] : nil
            if let output, requests.contains(where: { $0.output == output }) {
                throw LintUsageError("two reporters write to '\(output)'; give each --reporter its own --output")
            }
            requests.append(ReporterRequest(kind: kind, output: output))
        }
        if outputs.count > names.count {
            throw LintUsageError("--output '\(outputs[names.count])' has no --reporter to go with; "
                + "the n-th --output is for the n-th --reporter")
        }
        return requests
    }
}

/// A bad flag or flag combination (exit code 2).
public struct LintUsageError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
