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
        // Source lines come straight from each file's bytes; only a diagnostic off
        // the fast path (color, notes, a long or non-ASCII line) has its file split
        // into lines, once.
        var sources: [PathKey: SourceText] = [:]
        for result in results where !result.diagnostics.isEmpty { sources[PathKey(result.file)] = result.source }
        let split = LazySourceLines(sources)
        var writer = TextDiagnosticWriter(renderer: TextDiagnosticRenderer(color: color) { split.lines(of: $0) })
        // One result's diagnostics are already unique; the same finding compiled
        // for several targets is printed once.
        var seen = Set<Diagnostic>()
        // Room for all at once: growing rehashes every member, and hashing a
        // diagnostic formats its message (100,000 findings on each target).
        if results.count > 1 { seen.reserveCapacity(results.reduce(0) { $0 + $1.diagnostics.count }) }
        var tally = RuleTally()
        for result in results where !result.diagnostics.isEmpty {
            let source = SourceFileBytes(bytes: result.source.bytes)
            // Through the buffer: a `for … in` loop would copy each diagnostic out
            // of the array (a retain of each of its strings and arrays).
            result.diagnostics.withUnsafeBufferPointer { items in
                for index in items.indices where results.count == 1 || seen.insert(items[index]).inserted {
                    let diagnostic = items.baseAddress! + index
                    writer.write(diagnostic, source: diagnostic.pointee.file == result.file ? source : nil, to: output)
                    tally.add(rule: diagnostic.pointee.rule)
                }
            }
        }
        // Past a screenful, what it all was, rule by rule.
        writer.write(tally.line, to: output)
        writer.flush(to: output)
    }
}
