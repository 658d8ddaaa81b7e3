import Diagnostics

/// `--reporter github`: GitHub Actions workflow commands, one line per
/// diagnostic, which the runner turns into annotations on the pull request:
///
/// `::warning file=Specs/a.layout.yaml,line=3,col=7,endLine=3,endColumn=10,title=hit-target-too-small::message`
///
/// - `error`, `warning`; notes become `notice`.
/// - `line`/`endLine` when there is a range; `col`/`endColumn` only when the range
///   is on one line (GitHub ignores columns otherwise). GitHub's `endColumn` is
///   inclusive, so it is the range's exclusive end minus one (at least `col`).
/// - `title` is the rule id. The message carries the device list, and each note
///   on its own line (`note: …`).
/// - Escaping: `%`, `\r`, `\n` as `%25`, `%0D`, `%0A` everywhere, and `:`, `,`
///   as `%3A`, `%2C` in property values.
/// - No summary line (anything else on stdout would be a plain log line).
public struct GitHubActionsReporter: DiagnosticReporter {
    public static let identifier = "github"

    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        var out = ""
        for file in report.files {
            for diagnostic in file.diagnostics {
                out += command(for: diagnostic, file: diagnostic.file(in: file))
                out += "\n"
            }
        }
        return Array(out.utf8)
    }

    func command(for diagnostic: Diagnostic, file: String) -> String {
        var properties = ["file=" + Self.escapeProperty(file)]
        if let range = diagnostic.range {
            properties.append("line=\(range.start.line)")
            if range.end.line == range.start.line {
                properties.append("col=\(range.start.column)")
                properties.append("endLine=\(range.end.line)")
                properties.append("endColumn=\(max(range.start.column, range.end.column - 1))")
            } else {
                properties.append("endLine=\(max(range.start.line, range.end.line))")
            }
        }
        properties.append("title=" + Self.escapeProperty(diagnostic.rule.rawValue))
        var message = diagnostic.displayMessage
        for note in diagnostic.notes { message += "\nnote: " + note }
        return "::" + Self.command(diagnostic.severity) + " " + properties.joined(separator: ",")
            + "::" + Self.escapeData(message)
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// `%`, `\r`, `\n` percent-encoded: the message part of a command.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `escapeData` plus `:` and `,`: a property value.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
