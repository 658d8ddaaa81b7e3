import Diagnostics

extension BatchCompiler.Outcome {
    /// The results to print: a spec compiled for several targets has its
    /// findings merged across them as `lint` merges them (one finding for the
    /// same place, naming the targets it occurs on when not all; differing
    /// numbers quoted from the first), so a warning from a multi-device
    /// compile says which device it comes from. A spec compiled for one
    /// target is printed as it is.
    public func resultsMergedAcrossTargets() -> [CompileResult] {
        var order: [PathKey] = []
        var groups: [PathKey: [Int]] = [:]
        for (index, output) in outputs.enumerated() {
            let key = PathKey(output.result.file)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.map { key in
            let members = groups[key] ?? []
            guard members.count > 1 else { return outputs[members[0]].result }
            // A target written without findings dropped its source: take one that kept it.
            var first = outputs[members.first { !outputs[$0].result.source.bytes.isEmpty } ?? members[0]].result
            let runs = members.map {
                LintMerger.Run(label: outputs[$0].targetLabel, diagnostics: outputs[$0].result.diagnostics)
            }
            first.diagnostics = LintMerger.merge(runs).sortedAndUnique()
            return first
        }
    }
}
