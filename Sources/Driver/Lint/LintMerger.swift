import Diagnostics

/// Merges the findings of one spec checked on several targets into one finding
/// per problem.
///
/// Two findings are the same problem when they have the same rule, severity,
/// file, source range and view path, and their messages are equal once every
/// number in them is blanked (`width -12 is negative` and `width -44 is
/// negative` are one problem; the first target's message is kept). The merged
/// finding's `devices` lists the targets (`id/orientation`, in target order)
/// it occurs on — and stays empty when it occurs on every target the spec was
/// checked on, so a problem that does not depend on the device reads as plainly
/// as with one target. When the merged messages quote different numbers, the
/// kept one says whose they are: `… (numbers from iphone-se-3/portrait)`.
enum LintMerger {
    /// One target's findings.
    struct Run {
        var label: String
        var diagnostics: [Diagnostic]
    }

    static func merge(_ runs: [Run]) -> [Diagnostic] {
        keyedMerge(runs).map(\.diagnostic).sortedAndUnique()
    }

    /// The merged findings, in print order, and for each run's diagnostics the
    /// 1-based position in them of the finding each became: what `report` numbers
    /// every picture's badges with, so they match its merged list.
    static func numberedMerge(_ runs: [Run]) -> (findings: [Diagnostic], numbers: [[Int]]) {
        var keyed = keyedMerge(runs)
        keyed.sort { Diagnostic.sortedOrder($0.diagnostic, $1.diagnostic) }
        var findings: [Diagnostic] = []
        var numberByKey: [Key: Int] = [:]
        for (key, diagnostic) in keyed {
            // Equal diagnostics are one finding (as `sortedAndUnique` keeps one).
            if findings.last != diagnostic { findings.append(diagnostic) }
            numberByKey[key] = findings.count
        }
        let numbers = runs.map { run in run.diagnostics.map { numberByKey[Key($0)] ?? 0 } }
        return (findings, numbers)
    }

    /// One merged finding per key, in first-seen order.
    private static func keyedMerge(_ runs: [Run]) -> [(key: Key, diagnostic: Diagnostic)] {
        var allLabels: [String] = []
        for run in runs where !allLabels.contains(run.label) { allLabels.append(run.label) }
        var order: [Key] = []
        var merged: [Key: (diagnostic: Diagnostic, labels: [String])] = [:]
        var numbersDiffer = Set<Key>()
        for run in runs {
            for diagnostic in run.diagnostics {
                let key = Key(diagnostic)
                if merged[key] == nil {
                    order.append(key)
                    merged[key] = (diagnostic, [])
                } else if merged[key]!.diagnostic.message != diagnostic.message {
                    numbersDiffer.insert(key)
                }
                if !merged[key]!.labels.contains(run.label) { merged[key]!.labels.append(run.label) }
            }
        }
        return order.map { key in
            var (diagnostic, labels) = merged[key]!
            diagnostic.devices = Set(labels) == Set(allLabels) ? [] : labels
            if numbersDiffer.contains(key), let first = labels.first { diagnostic.message += " (numbers from \(first))" }
            return (key, diagnostic)
        }
    }

    /// What makes two findings the same problem.
    struct Key: Hashable {
        var rule: RuleID
        var severity: Severity
        var file: String?
        var range: SourceRange?
        var viewPath: String?
        var message: String

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule
            severity = diagnostic.severity
            file = diagnostic.file
            range = diagnostic.range
            // A folded finding quotes its worst copy, which may differ from target to target.
            viewPath = diagnostic.foldedPaths.isEmpty ? diagnostic.viewPath : nil
            message = LintMerger.blankingNumbers(diagnostic.message)
        }
    }

    /// `message` with each number (`12`, `-4.5`) replaced by `#`.
    static func blankingNumbers(_ message: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = message.unicodeScalars[...]
        while let scalar = scalars.first {
            let isDigit = ("0"..."9").contains(scalar)
            let isSigned = scalar == "-" && scalars.dropFirst().first.map { ("0"..."9").contains($0) } == true
            guard isDigit || isSigned else {
                out.append(scalar)
                scalars = scalars.dropFirst()
                continue
            }
            scalars = scalars.dropFirst()
            scalars = scalars.drop { ("0"..."9").contains($0) || $0 == "." }
            out.append("#")
        }
        return String(out)
    }
}
