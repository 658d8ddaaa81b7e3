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
        var out: [UInt8] = []
        var tally = RuleTally()
        for file in report.files {
            for diagnostic in file.diagnostics { renderer.render(diagnostic, fallbackFile: file.path, into: &out) }
            tally.add(contentsOf: file.diagnostics)
        }
        out.append(contentsOf: tally.line.utf8)
        out.append(contentsOf: report.summary.text.utf8)
        out.append(UInt8(ascii: "\n"))
        return out
    }
}
