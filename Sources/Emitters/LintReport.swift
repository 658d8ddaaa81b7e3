import Diagnostics

/// What the rule catalogue says about one rule; the reporters publish it
/// (SARIF `tool.driver.rules`), the validation module fills the catalogue.
public struct RuleDescriptor: Hashable, Sendable {
    /// The stable rule id (`hit-target-too-small`).
    public var id: RuleID
    /// The severity the rule reports with unless configured otherwise.
    public var defaultSeverity: Severity
    /// One line, lowercase, no trailing period: what the rule finds.
    public var summary: String
    /// Why it matters and how to fix it (a paragraph or two, plain text).
    public var rationale: String
    /// Where the rule's documentation lives, when it is published.
    public var helpURI: String?

    public init(id: RuleID, defaultSeverity: Severity, summary: String, rationale: String, helpURI: String? = nil) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.helpURI = helpURI
    }
}

/// The result of `layoutc lint`: every file checked, with its diagnostics, in
/// the order the reporters print (the caller's; reporters never reorder).
public struct LintReport: Hashable, Sendable {
    /// One checked file and what was found in it.
    public struct FileResult: Hashable, Sendable {
        /// The file as the user named it (relative paths stay relative).
        public var path: String
        /// The findings, in print order; a diagnostic without `file` belongs to `path`.
        public var diagnostics: [Diagnostic]

        public init(path: String, diagnostics: [Diagnostic]) {
            self.path = path
            self.diagnostics = diagnostics
        }
    }

    public var files: [FileResult]
    /// The rule catalogue (published by the SARIF reporter, in this order).
    public var rules: [RuleDescriptor]

    public init(files: [FileResult], rules: [RuleDescriptor] = []) {
        self.files = files
        self.rules = rules
    }

    /// Counts over the whole report.
    public var summary: LintSummary {
        var summary = LintSummary(files: files.count)
        for file in files {
            if !file.diagnostics.isEmpty { summary.filesWithFindings += 1 }
            for diagnostic in file.diagnostics {
                switch diagnostic.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                case .note: summary.notes += 1
                }
            }
        }
        return summary
    }
}

/// Counts of a `LintReport`.
public struct LintSummary: Hashable, Sendable {
    public var files: Int
    public var filesWithFindings = 0
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init(files: Int, filesWithFindings: Int = 0, errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
        self.files = files
        self.filesWithFindings = filesWithFindings
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    /// `2 errors, 1 warning in 3 files`; `, 1 note` is added before ` in` when
    /// there are notes.
    public var text: String {
        var parts = [Self.count(errors, "error"), Self.count(warnings, "warning")]
        if notes > 0 { parts.append(Self.count(notes, "note")) }
        return parts.joined(separator: ", ") + " in " + Self.count(files, "file")
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}

/// Who produced a report: published by the SARIF reporter.
public struct ToolInfo: Hashable, Sendable {
    public var name: String
    public var semanticVersion: String
    public var informationURI: String

    public init(name: String = "layoutc", semanticVersion: String, informationURI: String) {
        self.name = name
        self.semanticVersion = semanticVersion
        self.informationURI = informationURI
    }
}

/// Turns a lint report into the bytes of one output format (`--reporter`).
public protocol DiagnosticReporter {
    /// The `--reporter` value that selects this reporter (`sarif`).
    static var identifier: String { get }
    /// The whole output; deterministic for the same report.
    func render(_ report: LintReport) -> [UInt8]
    /// The same bytes handed to `output` in chunks as they are made, so that a
    /// large report need not be whole in memory (see ``TextReporter``).
    func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void)
}

extension DiagnosticReporter {
    /// ``render(_:)`` in one chunk, for reporters that build their output whole.
    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        let bytes = render(report)
        if !bytes.isEmpty { output(bytes[...]) }
    }

    /// The output as a string (UTF-8).
    public func renderString(_ report: LintReport) -> String {
        String(decoding: render(report), as: UTF8.self)
    }
}

extension Diagnostic {
    /// The diagnostic's file, or the report file it was listed under.
    func file(in result: LintReport.FileResult) -> String { file ?? result.path }
}
