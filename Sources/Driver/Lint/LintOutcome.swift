import Diagnostics
import Emitters

/// What `layoutc lint` gives: the merged report, every reporter's bytes, what
/// goes to standard output and standard error, and the exit code.
public struct LintOutcome: Sendable {
    /// One reporter's output.
    public struct Output: Sendable {
        public var kind: ReporterKind
        /// The file written; `nil` for standard output.
        public var path: String?
        /// What the reporter wrote; empty when it was streamed (see ``LintRunner/run(standardOutput:)``).
        public var bytes: [UInt8]
    }

    /// Every spec checked (sorted by path) with its merged findings.
    public var report: LintReport
    /// Each reporter's output, in reporter order.
    public var outputs: [Output] = []
    /// The reporters' standard-output bytes, concatenated in reporter order
    /// (empty when they were streamed).
    public var standardOutput: [UInt8] = []
    /// Tool failures and configuration errors, for standard error.
    public var standardError: String = ""
    /// Problems in the configuration files (fatal: nothing is linted).
    public var configDiagnostics: [Diagnostic] = []
    /// 0: nothing fails; 1: an error finding (or a warning with `--strict`);
    /// 2: bad usage, a bad config, an unreadable spec or an unwritable output.
    public var exitCode: Int32 = 0

    public init(report: LintReport = LintReport(files: [])) {
        self.report = report
    }

    /// Exit code 1 or 0 for a report.
    static func findingsExitCode(_ report: LintReport, strict: Bool) -> Int32 {
        let summary = report.summary
        return summary.errors > 0 || (strict && summary.warnings > 0) ? 1 : 0
    }

    /// An outcome that stops before linting: usage or configuration trouble.
    static func failure(_ message: String) -> LintOutcome {
        var outcome = LintOutcome()
        outcome.standardError = "layoutc: error: \(message)\n"
        outcome.exitCode = 2
        return outcome
    }
}
