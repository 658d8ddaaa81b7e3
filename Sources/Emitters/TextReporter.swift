import Diagnostics

/// `--reporter text` (the default): every diagnostic as clang prints it
/// (`TextDiagnosticRenderer`), file by file in report order, then, past a
/// screenful, the count per rule (`RuleTally`), and one summary line:
/// `2 errors, 1 warning in 3 files`.
public struct TextReporter: DiagnosticReporter {
    public static let identifier = "text"

    public var renderer: TextDiagnosticRenderer

    public init(renderer: TextDiagnosticRenderer) {
        self.renderer = renderer
    }

    public func render(_ report: LintReport) -> [UInt8] {
        var out = ""
        var tally = RuleTally()
        for file in report.files {
            out += renderer.render(file.diagnostics, fallbackFile: file.path)
            tally.add(contentsOf: file.diagnostics)
        }
        out += tally.line
        out += report.summary.text
        out += "\n"
        return Array(out.utf8)
    }
}
