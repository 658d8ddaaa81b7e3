import Diagnostics
import Emitters

extension LintRunner {
    /// `--baseline`'s file, read before anything is checked (a bad one stops the run).
    func readBaseline() throws -> LintBaseline? {
        guard let path = options.baselinePath else { return nil }
        return try LintBaseline.read(absolute(path), display: path)
    }

    /// Writes `--write-baseline` (every finding of the run) and leaves out of
    /// the report what `baseline` records, saying on standard error what it hid.
    /// Keys are made only when a baseline is asked for: an IB file's objects are
    /// read from its XML again.
    func applyBaseline(_ baseline: LintBaseline?, to outcome: inout LintOutcome, checked: Checked, inputs: InputFiles) {
        guard baseline != nil || options.writeBaselinePath != nil else { return }
        let keys = LintBaseline.keys(of: outcome.report, paths: checked.projectPaths) {
            checked.sources[PathKey($0)]?.bytes
        }
        if let path = options.writeBaselinePath {
            do {
                try AtomicFile.write(LintBaseline(keys: keys.flatMap { $0 }).bytes, to: absolute(path), sparing: inputs)
            } catch {
                let reason = (error as? AtomicFile.WriteError)?.reason ?? "\(error)"
                outcome.standardError += "layoutc: error: cannot write \(path): \(reason)\n"
                outcome.exitCode = 2
            }
        }
        if let baseline, let path = options.baselinePath {
            let filtered = baseline.filter(outcome.report, keys: keys)
            outcome.report = filtered.report
            outcome.standardError += LintBaseline.summary(filtered, path: path)
        }
    }

    /// `path` against the current directory, as a shell resolves it.
    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : options.currentDirectory + "/" + path
    }
}
