import Diagnostics
import Driver

/// Rule ids offered where a spec names rules: in `suppress: [` (through
/// ``SchemaLookup/values(for:key:)``) and after a
/// `# layoutc:disable-next-line ` comment, which the YAML-structure completion
/// never sees (it stops at comments).
enum RuleCompletion {
    static let directive = Array("layoutc:disable-next-line".unicodeScalars)

    /// Each id that may be suppressed, with its one-line summary.
    static let rules: [(id: String, summary: String)] = {
        let summaries = Dictionary(LintRules.descriptors.map { ($0.id, $0.summary) }, uniquingKeysWith: { a, _ in a })
        return LintRules.knownIDs.map { ($0.rawValue, summaries[$0] ?? "") }
    }()

    /// The ids a view's `suppress:` list can silence: not the syntax, schema and
    /// limit errors, which are about the file rather than a view (a
    /// `disable-next-line` comment silences those, so it is offered every id).
    static let viewSuppressible: [String] = LintRules.knownIDs
        .filter { !LintRules.unconfigurable.contains($0) }.map(\.rawValue)

    /// The summary of rule `id`, when documented.
    static func summary(of id: String) -> String? {
        rules.first { $0.id == id }.flatMap { $0.summary.isEmpty ? nil : $0.summary }
    }

    /// When the cursor (scalar `column`) is among the rule ids of a
    /// `disable-next-line` comment: where the id being typed starts, and the
    /// ids already written on the line (not offered again).
    static func directiveContext(_ text: [Unicode.Scalar], column: Int) -> (prefixStart: Int, written: Set<String>)? {
        let cursor = min(column, text.count)
        guard let hash = LineShape.commentStart(text, from: 0), hash < cursor else { return nil }
        var index = hash + 1
        while index < cursor, text[index] == " " { index += 1 }
        guard index + directive.count < cursor, Array(text[index..<index + directive.count]) == directive,
              text[index + directive.count] == " " else { return nil }
        let idsStart = index + directive.count
        var prefixStart = cursor
        while prefixStart > idsStart, text[prefixStart - 1] != " ", text[prefixStart - 1] != "," { prefixStart -= 1 }
        let written = String(String.UnicodeScalarView(text[idsStart...]))
            .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let current = String(String.UnicodeScalarView(text[prefixStart..<cursor]))
        return (prefixStart, Set(written).subtracting([current]))
    }
}
