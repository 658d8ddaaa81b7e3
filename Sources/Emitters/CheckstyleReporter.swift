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
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in report.files {
            var current = file.path
            out += "  <file name=\"\(XML.attribute(current))\">\n"
            for diagnostic in file.diagnostics {
                let name = diagnostic.file(in: file)
                if name != current {
                    current = name
                    out += "  </file>\n  <file name=\"\(XML.attribute(current))\">\n"
                }
                out += "    " + element(for: diagnostic) + "\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return Array(out.utf8)
    }

    private func element(for diagnostic: Diagnostic) -> String {
        var attributes = ""
        if let range = diagnostic.range {
            attributes += "line=\"\(range.start.line)\" column=\"\(range.start.column)\" "
        }
        var message = diagnostic.displayMessage
        for note in diagnostic.notes { message += "\nnote: " + note }
        attributes += "severity=\"\(Self.severity(diagnostic.severity))\" "
        attributes += "message=\"\(XML.attribute(message))\" "
        attributes += "source=\"\(XML.attribute("layoutc." + diagnostic.rule.rawValue))\""
        return "<error " + attributes + "/>"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
