import Diagnostics
import SwiftCodegen

/// Two specs whose screens give one Swift type name: an error on each, naming
/// the other. Names that differ only in case (`UrlBarLayout`, `URLBarLayout`)
/// collide too: their files, `<Type>.swift`, are one file on a case-insensitive
/// file system (macOS's default), and the second would overwrite the first.
enum TypeNameCollisions {
    /// What two names collide on.
    static func key(_ typeName: String) -> String { typeName.lowercased() }

    /// Reports every collision among `outputs`; true when there was one.
    @discardableResult
    static func report(in outputs: inout [LayoutGeneration.Output]) -> Bool {
        var byName: [String: [Int]] = [:]
        for (index, output) in outputs.enumerated() {
            if let name = output.typeName { byName[key(name), default: []].append(index) }
        }
        var found = false
        for index in outputs.indices {
            guard let name = outputs[index].typeName, let sharing = byName[key(name)], sharing.count > 1 else { continue }
            let others = sharing.filter { $0 != index }.map { (file: outputs[$0].result.file, typeName: outputs[$0].typeName!) }
            addCollision(&outputs[index], typeName: name, others: others)
            found = true
        }
        return found
    }

    /// Outputs whose type name one of `siblings` (specs of the same module not
    /// generated in this run) also gives: the same error, naming those specs.
    @discardableResult
    static func report(in outputs: inout [LayoutGeneration.Output], siblings: [(file: String, typeName: String)]) -> Bool {
        var found = false
        for index in outputs.indices {
            guard let name = outputs[index].typeName else { continue }
            let others = siblings.filter { key($0.typeName) == key(name) }
            if !others.isEmpty {
                addCollision(&outputs[index], typeName: name, others: others)
                found = true
            }
        }
        return found
    }

    /// The error on `output`, which no longer writes its file.
    private static func addCollision(_ output: inout LayoutGeneration.Output, typeName name: String,
                                     others: [(file: String, typeName: String)]) {
        let same = others.filter { $0.typeName == name }.map { "'\($0.file)'" }
        let cased = others.filter { $0.typeName != name }.map { "'\($0.typeName)' of '\($0.file)'" }
        var clauses: [String] = []
        if !same.isEmpty { clauses.append("as " + same.joined(separator: " and ") + " does") }
        if !cased.isEmpty {
            clauses.append("which differs only in case from " + cased.joined(separator: " and ")
                           + " (one file on a case-insensitive file system)")
        }
        var diagnostic = Diagnostic.error(
            .typeNameCollision,
            "screen '\(output.result.screen?.name ?? "")' gives the Swift type '\(name)', "
                + clauses.joined(separator: ", ") + "; give one of them another screen name",
            at: output.screenKey ?? SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1))
        diagnostic.file = output.result.file
        output.result.diagnostics.append(diagnostic)
        output.result.diagnostics.sortAndUnique()
        output.source = nil
    }
}
