import Diagnostics

/// `--reporter junit`: JUnit XML, for CI systems that show test results
/// (GitLab, Jenkins, Azure, CircleCI).
///
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="layoutc lint" tests="3" failures="2" errors="0">
///   <testsuite name="Specs/a.layout.yaml" tests="2" failures="2" errors="0">
///     <testcase classname="Specs/a.layout.yaml" name="hit-target-too-small root/children/1">
///       <failure type="warning" message="…">Specs/a.layout.yaml:3:7: warning: … [hit-target-too-small]</failure>
///     </testcase>
///   </testsuite>
///   <testsuite name="Specs/b.layout.yaml" tests="1" failures="0" errors="0">
///     <testcase classname="Specs/b.layout.yaml" name="lint"/>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - One `<testsuite>` per file checked, in report order; one `<testcase>` per
///   finding, in report order. A clean file gets one passing test case, `lint`,
///   so it shows up as passed.
/// - A test case is named `<rule-id> <view path>` (`<rule-id> <line>:<column>`
///   for a finding without a view), so its name survives edits that only move
///   lines and CI history can follow it.
/// - Errors and warnings are `<failure type="error|warning">` (a lint finding
///   is a failed check, not a crashed test, so `errors` is always 0); a note is a
///   passing test case with the text in `<system-out>`.
/// - The failure text is the clang-style header line plus one line per note.
/// - No timestamps or durations: the output is deterministic.
public struct JUnitReporter: DiagnosticReporter {
    public static let identifier = "junit"

    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        gathered(report)
    }

    /// The document in chunks as it is written (see ``ReportBytes``); the totals
    /// in its first line are counted first.
    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        var totalTests = 0
        var totalFailures = 0
        for file in report.files {
            totalTests += max(file.diagnostics.count, 1)
            totalFailures += Self.failures(in: file)
        }
        var out = ReportBytes()
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"layoutc lint\" tests=\"")
        out.append(totalTests)
        out.append("\" failures=\"")
        out.append(totalFailures)
        out.append("\" errors=\"0\">\n")
        for file in report.files {
            // The file's name escaped once, for its suite and each of its cases.
            let name = XML.attribute(file.path)
            out.append("  <testsuite name=\"")
            out.append(name)
            out.append("\" tests=\"")
            out.append(max(file.diagnostics.count, 1))
            out.append("\" failures=\"")
            out.append(Self.failures(in: file))
            out.append("\" errors=\"0\">\n")
            if file.diagnostics.isEmpty {
                out.append("    <testcase classname=\"")
                out.append(name)
                out.append("\" name=\"lint\"/>\n")
            }
            for diagnostic in file.diagnostics {
                writeTestCase(for: diagnostic, file: file, escapedName: name, to: &out)
                out.flushIfFull(to: output)
            }
            out.append("  </testsuite>\n")
        }
        out.append("</testsuites>\n")
        out.flush(to: output)
    }

    /// Errors and warnings: the failed test cases of a file.
    private static func failures(in file: LintReport.FileResult) -> Int {
        file.diagnostics.reduce(0) { $0 + ($1.severity != .note ? 1 : 0) }
    }

    private func writeTestCase(for diagnostic: Diagnostic, file: LintReport.FileResult, escapedName: String,
                               to out: inout ReportBytes) {
        let fileName = diagnostic.file(in: file)
        var name = diagnostic.rule.rawValue
        if let path = diagnostic.viewPath {
            name += " " + path
        } else if let range = diagnostic.range {
            name += " \(range.start.line):\(range.start.column)"
        }
        let location = TextDiagnosticRenderer.location(file: fileName, range: diagnostic.range)
        // Formatted once, for the failure's message and its text.
        let message = diagnostic.displayMessage
        var text = (location.isEmpty ? "" : location + ": ") + diagnostic.severity.rawValue + ": "
            + message + " [" + diagnostic.rule.rawValue + "]"
        for note in diagnostic.notes { text += "\n" + (location.isEmpty ? "" : location + ": ") + "note: " + note }
        out.append("    <testcase classname=\"")
        out.append(escapedName)
        out.append("\" name=\"")
        out.appendXML(name, inAttribute: true)
        out.append("\">\n")
        if diagnostic.severity == .note {
            out.append("      <system-out>")
            out.appendXML(text, inAttribute: false)
            out.append("</system-out>\n")
        } else {
            out.append("      <failure type=\"")
            out.append(diagnostic.severity.rawValue)
            out.append("\" message=\"")
            out.appendXML(message, inAttribute: true)
            out.append("\">")
            out.appendXML(text, inAttribute: false)
            out.append("</failure>\n")
        }
        out.append("    </testcase>\n")
    }
}
