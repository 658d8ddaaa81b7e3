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
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for file in report.files {
            let failures = file.diagnostics.filter { $0.severity != .note }.count
            let tests = max(file.diagnostics.count, 1)
            totalTests += tests
            totalFailures += failures
            let name = XML.attribute(file.path)
            suites += "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
            if file.diagnostics.isEmpty {
                suites += "    <testcase classname=\"\(name)\" name=\"lint\"/>\n"
            }
            for diagnostic in file.diagnostics {
                suites += testCase(for: diagnostic, file: file)
            }
            suites += "  </testsuite>\n"
        }
        let out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"layoutc lint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites
            + "</testsuites>\n"
        return Array(out.utf8)
    }

    private func testCase(for diagnostic: Diagnostic, file: LintReport.FileResult) -> String {
        let fileName = diagnostic.file(in: file)
        var name = diagnostic.rule.rawValue
        if let path = diagnostic.viewPath {
            name += " " + path
        } else if let range = diagnostic.range {
            name += " \(range.start.line):\(range.start.column)"
        }
        let location = TextDiagnosticRenderer.location(file: fileName, range: diagnostic.range)
        var text = (location.isEmpty ? "" : location + ": ") + diagnostic.severity.rawValue + ": "
            + diagnostic.displayMessage + " [" + diagnostic.rule.rawValue + "]"
        for note in diagnostic.notes { text += "\n" + (location.isEmpty ? "" : location + ": ") + "note: " + note }
        var out = "    <testcase classname=\"\(XML.attribute(file.path))\" name=\"\(XML.attribute(name))\">\n"
        if diagnostic.severity == .note {
            out += "      <system-out>\(XML.text(text))</system-out>\n"
        } else {
            out += "      <failure type=\"\(diagnostic.severity.rawValue)\" "
                + "message=\"\(XML.attribute(diagnostic.displayMessage))\">\(XML.text(text))</failure>\n"
        }
        out += "    </testcase>\n"
        return out
    }
}
