import Diagnostics
import SwiftCodegen

/// Two specs whose screens give one Swift type name: an error on each, naming
/// the other, and neither is written.
enum TypeNameCollisions {
    static func report(in outputs: inout [LayoutGeneration.Output]) {
        var byName: [String: [Int]] = [:]
        for (index, output) in outputs.enumerated() {
            if let name = output.typeName { byName[name, default: []].append(index) }
        }
        for index in outputs.indices {
            guard let name = outputs[index].typeName, let sharing = byName[name], sharing.count > 1 else { continue }
            let others = sharing.filter { $0 != index }.map { outputs[$0].result.file }
            let file = outputs[index].result.file
            var diagnostic = Diagnostic.error(
                .typeNameCollision,
                "screen '\(outputs[index].result.screen?.name ?? "")' gives the Swift type '\(name)', as "
                    + others.map { "'\($0)'" }.joined(separator: " and ") + " does; give one of them another screen name",
                at: screenKeyRange(outputs[index].result.source))
            diagnostic.file = file
            outputs[index].result.diagnostics.append(diagnostic)
            outputs[index].result.diagnostics.sortAndUnique()
            outputs[index].source = nil
        }
    }

    /// The `screen:` line of the spec, else its first line.
    static func screenKeyRange(_ source: SourceText) -> SourceRange {
        for (number, line) in source.lines.enumerated() where line.hasPrefix("screen:") {
            return SourceRange(line: number + 1, column: 1, endLine: number + 1, endColumn: 8)
        }
        return SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1)
    }
}
