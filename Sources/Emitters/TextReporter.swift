import Diagnostics

/// `--reporter text` (the default): every diagnostic as clang prints it
/// (`TextDiagnosticRenderer`), file by file in report order, then, past a
/// screenful, the count per rule (`RuleTally`), and one summary line:
/// `2 errors, 1 warning in 3 files`.
public struct TextReporter: DiagnosticReporter {
    public static let identifier = "text"

    public var renderer: TextDiagnosticRenderer
    /// A file's bytes, when the caller has them: source lines are then read
    /// straight from the bytes through a line table, as `compile` prints them,
    /// instead of from the renderer's lines (the same text either way).
    public var sourceBytes: ((String) -> [UInt8]?)?
    /// Rules whose notes are summarized per file: the first printed with the
    /// count of the rest (`lint` passes `ib-not-imported` and `misplaced-view`
    /// unless given `--verbose`). Warnings and errors are always printed.
    public var summarizedNotes: Set<RuleID> = []

    public init(renderer: TextDiagnosticRenderer, sourceBytes: ((String) -> [UInt8]?)? = nil,
                summarizedNotes: Set<RuleID> = []) {
        self.renderer = renderer
        self.sourceBytes = sourceBytes
        self.summarizedNotes = summarizedNotes
    }

    public func render(_ report: LintReport) -> [UInt8] {
        gathered(report)
    }

    /// The report in chunks of about 64 KiB as it is written (`layoutc lint` hands
    /// them to standard output: 31 MB of text for 100,000 findings never whole
    /// in memory).
    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        var writer = TextDiagnosticWriter(renderer: renderer)
        var tally = RuleTally()
        for file in report.files {
            write(file, source: sourceBytes?(file.path).map(SourceFileBytes.init(bytes:)), with: &writer, to: output)
            tally.add(contentsOf: file.diagnostics)
        }
        writer.write(tally.line, to: output)
        writer.write(report.summary.text + "\n", to: output)
        writer.flush(to: output)
    }

    /// One file's diagnostics, read in place (a `for … in` loop would copy each out of the array).
    private func write(_ file: LintReport.FileResult, source: SourceFileBytes?, with writer: inout TextDiagnosticWriter,
                       to output: (ArraySlice<UInt8>) -> Void) {
        let summaries = noteSummaries(file.diagnostics)
        for index in file.diagnostics.indices {
            if !summaries.isEmpty, let summary = summaries[index] {
                // The first note of a summarized rule stands for all of them; the others are skipped.
                guard var first = summary else { continue }
                first.file = first.file ?? file.path
                let own = first.file == file.path
                withUnsafePointer(to: first) { writer.write($0, source: own ? source : nil, to: output) }
                continue
            }
            let handled = file.diagnostics.withUnsafeBufferPointer { diagnostics -> Bool in
                let diagnostic = diagnostics.baseAddress! + index
                guard let path = diagnostic.pointee.file else { return false }
                writer.write(diagnostic, source: path == file.path ? source : nil, to: output)
                return true
            }
            if handled { continue }
            // A whole-file problem: named by the file it is listed under.
            var text = ""
            renderer.render(file.diagnostics[index], fallbackFile: file.path, into: &text)
            writer.write(text, to: output)
        }
    }

    /// For a file's notes of ``summarizedNotes`` rules with more than one note:
    /// the first one's index → it, its message saying how many there are; the
    /// others' → `nil` (skipped). Empty when nothing is summarized.
    private func noteSummaries(_ diagnostics: [Diagnostic]) -> [Int: Diagnostic?] {
        guard !summarizedNotes.isEmpty else { return [:] }
        var indices: [RuleID: [Int]] = [:]
        // Read in place: a 100,000-finding file must not copy each diagnostic out.
        diagnostics.withUnsafeBufferPointer { items in
            for index in items.indices where items[index].severity == .note && summarizedNotes.contains(items[index].rule) {
                indices[items[index].rule, default: []].append(index)
            }
        }
        var summaries: [Int: Diagnostic?] = [:]
        for (rule, members) in indices where members.count > 1 {
            var first = diagnostics[members[0]]
            first.message = "\(members.count) \(rule) notes in this file (--verbose lists each); the first: " + first.message
            summaries[members[0]] = first
            for other in members.dropFirst() { summaries[other] = .some(nil) }
        }
        return summaries
    }
}
