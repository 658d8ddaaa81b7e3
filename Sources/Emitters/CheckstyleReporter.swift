import Diagnostics

/// `--reporter checkstyle`: the checkstyle XML format that Jenkins, GitLab,
/// reviewdog and danger read.
///
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="Specs/a.layout.yaml">
///     <error line="3" column="7" severity="warning" message="…" source="layoutc.hit-target-too-small"/>
///   </file>
/// </checkstyle>
/// ```
///
/// Every file checked gets a `<file>` (empty when clean), in report order.
/// Severities `error`, `warning`, and `info` for notes. `line`/`column` are
/// left out for a diagnostic without a range. The message carries the device
/// list; notes follow on their own lines. A diagnostic naming another file than
/// the one it is listed under gets a `<file>` element of its own.
public struct CheckstyleReporter: DiagnosticReporter {
    public static let identifier = "checkstyle"

    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        gathered(report)
    }

    /// The document in chunks as it is written (see ``ReportBytes``).
    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        var out = ReportBytes()
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for file in report.files {
            var current = file.path
            out.append("  <file name=\"")
            out.appendXML(current, inAttribute: true)
            out.append("\">\n")
            for diagnostic in file.diagnostics {
                let name = diagnostic.file(in: file)
                if name != current {
                    current = name
                    out.append("  </file>\n  <file name=\"")
                    out.appendXML(current, inAttribute: true)
                    out.append("\">\n")
                }
                out.append("    ")
                writeElement(for: diagnostic, to: &out)
                out.append("\n")
                out.flushIfFull(to: output)
            }
            out.append("  </file>\n")
        }
        out.append("</checkstyle>\n")
        out.flush(to: output)
    }

    private func writeElement(for diagnostic: Diagnostic, to out: inout ReportBytes) {
        out.append("<error ")
        if let range = diagnostic.range {
            out.append("line=\"")
            out.append(range.start.line)
            out.append("\" column=\"")
            out.append(range.start.column)
            out.append("\" ")
        }
        var message = diagnostic.displayMessage
        for note in diagnostic.notes { message += "\nnote: " + note }
        out.append("severity=\"")
        out.append(Self.severity(diagnostic.severity))
        out.append("\" message=\"")
        out.appendXML(message, inAttribute: true)
        out.append("\" source=\"")
        out.appendXML("layoutc." + diagnostic.rule.rawValue, inAttribute: true)
        out.append("\"/>")
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
