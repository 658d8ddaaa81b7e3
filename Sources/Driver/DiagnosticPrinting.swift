import Diagnostics
import Emitters

/// Renders compile results' diagnostics the way clang does, with source lines.
public enum DiagnosticPrinting {
    /// Every diagnostic of `results`, in order, as `file:line:col: severity: message [rule]`
    /// with the source line and a caret; past a screenful, the count per rule.
    public static func render(_ results: [CompileResult], color: Bool) -> String {
        var bytes: [UInt8] = []
        write(results, color: color) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``render(_:color:)`` handed to `output` in chunks of about 64 KiB as it is
    /// made (standard error, for 100,000 findings, gets 30 MB without it ever
    /// being whole in memory).
    public static func write(_ results: [CompileResult], color: Bool, to output: (ArraySlice<UInt8>) -> Void) {
        var sources: [String: [Substring]] = [:]
        // Lines are split only for files that have something to show.
        for result in results where !result.diagnostics.isEmpty { sources[result.file] = result.source.lines }
        let renderer = TextDiagnosticRenderer(color: color, sources: sources)
        // One result's diagnostics are already unique; the same finding compiled
        // for several targets is printed once.
        var seen = Set<Diagnostic>()
        let chunk = 1 << 16
        var out: [UInt8] = []
        out.reserveCapacity(chunk + 4096)
        var tally = RuleTally()
        for result in results {
            for diagnostic in result.diagnostics where results.count == 1 || seen.insert(diagnostic).inserted {
                renderer.render(diagnostic, into: &out)
                tally.add(diagnostic)
                if out.count >= chunk {
                    output(out[...])
                    out.removeAll(keepingCapacity: true)
                }
            }
        }
        // Past a screenful, what it all was, rule by rule.
        out.append(contentsOf: tally.line.utf8)
        if !out.isEmpty { output(out[...]) }
    }
}
