import Diagnostics
import Emitters

extension LintRunner {
    /// Renders every reporter; files are written atomically, standard-output
    /// reporters concatenated in order. A file that cannot be written is
    /// reported on standard error and left out of `outputs`. With `stream`,
    /// standard-output reporters write their chunks to it and files are written
    /// chunk by chunk as made, none of it kept (``LintOutcome/Output/bytes`` is
    /// empty); without it, every output is kept whole.
    /// No file is written over one of `inputs`, the specs and configurations read.
    func render(into outcome: inout LintOutcome, sources: [PathKey: SourceText], inputs: InputFiles,
                stream: ((ArraySlice<UInt8>) -> Void)? = nil) {
        // Split into lines only for a diagnostic that shows its source line.
        let lines = LazySourceLines(sources)
        let report = outcome.report
        let requests = options.effectiveReporters
        // Files first, then standard output: a reader that stops reading early
        // (`| head`) ends the process at its next write, and the report files
        // asked for are written by then, as they were when standard output
        // came last in one piece. `outputs` stays in reporter order.
        let order = requests.indices.filter { requests[$0].output != nil }
            + requests.indices.filter { requests[$0].output == nil }
        var produced = [LintOutcome.Output?](repeating: nil, count: requests.count)
        // The files written so far: two spellings of one file (`r.sarif`,
        // `./r.sarif`) passed the usage check, and the second report replaced the first.
        var written: [(output: String, path: String)] = []
        for position in order {
            let request = requests[position]
            let color = request.output == nil && options.color
            var reporter = request.kind.makeReporter(
                renderer: TextDiagnosticRenderer(color: color) { lines.lines(of: $0) }, tool: options.tool,
                sourceBytes: { sources[PathKey($0)]?.bytes })
            if var text = reporter as? TextReporter, !options.verbose {
                // Quiet by default: what the import leaves out, the stored-frame check and the hidden views, once per file.
                text.summarizedNotes = [.ibNotImported, .misplacedView, .hiddenViewNotChecked]
                reporter = text
            }
            guard let output = request.output else {
                if let stream {
                    reporter.write(report, to: stream)
                    produced[position] = LintOutcome.Output(kind: request.kind, path: nil, bytes: [])
                    continue
                }
                let bytes = reporter.render(report)
                produced[position] = LintOutcome.Output(kind: request.kind, path: nil, bytes: bytes)
                // The first report shares the buffer: appended to an empty array it would
                // be copied (31 MB of text for 100,000 findings).
                if outcome.standardOutput.isEmpty { outcome.standardOutput = bytes } else { outcome.standardOutput += bytes }
                continue
            }
            // Resolved by the system, as a shell's `>` would: not normalized by
            // hand, which took `link/../r.sarif` past the link's target and
            // wrote `-o build/` (a trailing slash, a directory) as a file `build`.
            let path = output.hasPrefix("/") ? output : options.currentDirectory + "/" + output
            do {
                var bytes: [UInt8] = []
                if let earlier = written.first(where: { InputFiles.sameRegularFile($0.path, path) }) {
                    throw AtomicFile.WriteError(path: output, reason: "another reporter writes it (--output "
                        + "\(earlier.output)); give each --reporter its own --output")
                }
                if stream != nil {
                    try AtomicFile.write(to: path, sparing: inputs) { emit in reporter.write(report, to: emit) }
                } else {
                    bytes = reporter.render(report)
                    try AtomicFile.write(bytes, to: path, sparing: inputs)
                }
                produced[position] = LintOutcome.Output(kind: request.kind, path: output, bytes: bytes)
                written.append((output, path))
            } catch {
                let reason = (error as? AtomicFile.WriteError)?.reason ?? "\(error)"
                outcome.standardError += "layoutc: error: cannot write \(output): \(reason)\n"
            }
        }
        outcome.outputs += produced.compactMap { $0 }
    }
}
