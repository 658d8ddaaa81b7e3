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
///   as `%3A`, `%2C` in property values, so that every command is one line and
///   no text of the spec (a newline in an id followed by `::error …`) can start
///   another; other control characters of the spec's text are shown as
///   `<U+001B>` (``ControlCharacters``) first, so none reaches the log raw.
/// - No summary line (anything else on stdout would be a plain log line).
public struct GitHubActionsReporter: DiagnosticReporter {
    public static let identifier = "github"

    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        gathered(report)
    }

    /// One command a line, in chunks as they are written (see ``ReportBytes``).
    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        var out = ReportBytes()
        for file in report.files {
            for diagnostic in file.diagnostics {
                writeCommand(for: diagnostic, file: diagnostic.file(in: file), to: &out)
                out.append("\n")
                out.flushIfFull(to: output)
            }
        }
        out.flush(to: output)
    }

    private func writeCommand(for diagnostic: Diagnostic, file: String, to out: inout ReportBytes) {
        out.append("::")
        out.append(Self.command(diagnostic.severity))
        out.append(" file=")
        out.appendGitHub(ControlCharacters.escaped(file, keepingLineBreaks: true), property: true)
        if let range = diagnostic.range {
            out.append(",line=")
            out.append(range.start.line)
            if range.end.line == range.start.line {
                out.append(",col=")
                out.append(range.start.column)
                out.append(",endLine=")
                out.append(range.end.line)
                out.append(",endColumn=")
                out.append(max(range.start.column, range.end.column - 1))
            } else {
                out.append(",endLine=")
                out.append(max(range.start.line, range.end.line))
            }
        }
        out.append(",title=")
        out.appendGitHub(diagnostic.rule.rawValue, property: true)
        var message = ControlCharacters.escaped(diagnostic.displayMessage, keepingLineBreaks: true)
        for note in diagnostic.notes {
            message += "\nnote: " + ControlCharacters.escaped(note, keepingLineBreaks: true)
        }
        out.append("::")
        out.appendGitHub(message, property: false)
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}

extension ReportBytes {
    /// `text` with `%`, `\r` and `\n` percent-encoded, as a GitHub workflow
    /// command's message; with `property`, `:` and `,` too, as a property value.
    mutating func appendGitHub(_ text: String, property: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "%"): append("%25")
                case UInt8(ascii: "\r"): append("%0D")
                case UInt8(ascii: "\n"): append("%0A")
                case UInt8(ascii: ":") where property: append("%3A")
                case UInt8(ascii: ",") where property: append("%2C")
                default: append(byte: byte)
                }
            }
        }
    }
}
