import Diagnostics
import Emitters

/// Renders compile results' diagnostics the way clang does, with source lines.
public enum DiagnosticPrinting {
    /// Every diagnostic of `results`, in order, as `file:line:col: severity: message [rule]`
    /// with the source line and a caret.
    public static func render(_ results: [CompileResult], color: Bool) -> String {
        var sources: [String: [Substring]] = [:]
        // Lines are split only for files that have something to show.
        for result in results where !result.diagnostics.isEmpty { sources[result.file] = result.source.lines }
        let renderer = TextDiagnosticRenderer(color: color, sources: sources)
        // One result's diagnostics are already unique; the same finding compiled
        // for several targets is printed once.
        var seen = Set<Diagnostic>()
        var out = ""
        var tally = RuleTally()
        for result in results {
            for diagnostic in result.diagnostics where results.count == 1 || seen.insert(diagnostic).inserted {
                out += renderer.render(diagnostic)
                tally.add(diagnostic)
            }
        }
        // Past a screenful, what it all was, rule by rule.
        return out + tally.line
    }
}
