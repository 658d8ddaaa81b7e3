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
            addCollision(&outputs[index], typeName: name, others: sharing.filter { $0 != index }.map { outputs[$0].result.file })
        }
    }

    /// Outputs whose type name one of `siblings` (specs of the same module not
    /// generated in this run) also gives: the same error, naming those specs.
    static func report(in outputs: inout [LayoutGeneration.Output], siblings: [(file: String, typeName: String)]) {
        for index in outputs.indices {
            guard let name = outputs[index].typeName else { continue }
            let others = siblings.filter { $0.typeName == name }.map(\.file)
            if !others.isEmpty { addCollision(&outputs[index], typeName: name, others: others) }
        }
    }

    /// The error on `output`, which no longer writes its file.
    private static func addCollision(_ output: inout LayoutGeneration.Output, typeName name: String, others: [String]) {
        var diagnostic = Diagnostic.error(
            .typeNameCollision,
            "screen '\(output.result.screen?.name ?? "")' gives the Swift type '\(name)', as "
                + others.map { "'\($0)'" }.joined(separator: " and ") + " does; give one of them another screen name",
            at: screenKeyRange(output.result.source))
        diagnostic.file = output.result.file
        output.result.diagnostics.append(diagnostic)
        output.result.diagnostics.sortAndUnique()
        output.source = nil
    }

    /// The `screen:` line of the spec, else its first line.
    static func screenKeyRange(_ source: SourceText) -> SourceRange {
        for (number, line) in source.lines.enumerated() where line.hasPrefix("screen:") {
            return SourceRange(line: number + 1, column: 1, endLine: number + 1, endColumn: 8)
        }
        return SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1)
    }
}
