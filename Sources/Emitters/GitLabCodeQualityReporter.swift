import Diagnostics

/// `--reporter gitlab`: a GitLab Code Quality report, the Code Climate JSON
/// subset GitLab reads (`artifacts: reports: codequality:`).
///
/// ```
/// [
///   {"type": "issue", "check_name": "negative-size", "description": "…", "categories": ["Bug Risk"],
///    "severity": "major", "fingerprint": "…", "location": {"path": "Specs/a.layout.yaml", "lines": {"begin": 6}}}
/// ]
/// ```
///
/// Every field GitLab requires is present on every issue: `description`,
/// `check_name`, `fingerprint`, `severity` (error → `major`, warning →
/// `minor`, note → `info`) and `location.path` with `location.lines.begin`
/// (1 for a finding without a position). The fingerprint is the SARIF one
/// (``FindingFingerprints``): it does not change when unrelated lines move, so
/// GitLab's merge-request widget shows only findings that are really new or
/// fixed. Notes and the devices are appended to the description. Paths are as
/// given (relative to where lint ran, which in CI is the repository root); a
/// leading `./` is dropped.
public struct GitLabCodeQualityReporter: DiagnosticReporter {
    public static let identifier = "gitlab"

    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        gathered(report)
    }

    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        var json = JSONWriter()
        var fingerprints = FindingFingerprints(capacity: report.files.reduce(0) { $0 + $1.diagnostics.count })
        json.beginArray()
        for file in report.files {
            for diagnostic in file.diagnostics {
                let given = diagnostic.file(in: file)
                let path = Self.path(given)
                let message = diagnostic.message
                // Hashed as SARIF hashes it, so both reports know a finding by one fingerprint.
                let fingerprint = fingerprints.next(diagnostic, message: message, file: SARIFIndex.uri(for: given).uri)
                var description = diagnostic.displayMessage(message: message)
                for note in diagnostic.notes { description += "\nnote: " + note }
                json.beginObject(compact: true)
                json.key("type")
                json.string("issue")
                json.key("check_name")
                json.string(diagnostic.rule.rawValue)
                json.key("description")
                json.string(description)
                json.key("categories")
                json.beginArray(compact: true)
                json.string(diagnostic.severity == .error ? "Bug Risk" : "Style")
                json.endArray()
                json.key("severity")
                json.string(Self.severity(diagnostic.severity))
                json.key("fingerprint")
                json.string(fingerprint)
                json.key("location")
                json.beginObject(compact: true)
                json.key("path")
                json.string(path)
                json.key("lines")
                json.beginObject(compact: true)
                json.key("begin")
                json.integer(diagnostic.range.map { max(1, $0.start.line) } ?? 1)
                json.endObject()
                json.endObject()
                json.endObject()
                json.flushIfFull(to: output)
            }
        }
        json.endArray()
        json.newline()
        json.flush(to: output)
    }

    /// GitLab's severities: info, minor, major, critical, blocker.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    private static func path(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
