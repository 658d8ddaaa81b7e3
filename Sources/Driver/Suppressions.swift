import Diagnostics
import LayoutIR

/// Findings the author chose not to see: a view's `suppress: [rule-id]`, which
/// covers the view and its subviews, and a `# layoutc:disable-next-line rule-id`
/// comment, which covers diagnostics on the line after it.
struct Suppressions {
    /// Rule ids disabled for each line (1-based) by the comment above it; an empty
    /// set disables every rule.
    private var lineRules: [Int: Set<String>] = [:]

    static let directive = "layoutc:disable-next-line"

    init(source: SourceText) {
        for (offset, line) in source.lines.enumerated() {
            // Search bytes, not Characters: lines can be megabytes long.
            guard let hash = line.utf8.firstIndex(of: UInt8(ascii: "#")) else { continue }
            let comment = line[line.utf8.index(after: hash)...].drop { $0 == " " }
            guard comment.hasPrefix(Self.directive) else { continue }
            let rules = comment.dropFirst(Self.directive.count)
                .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            lineRules[offset + 2] = Set(rules)
        }
    }

    /// The rule ids named by `disable-next-line` comments, with their lines, so
    /// unknown ids can be reported.
    var namedRules: [(line: Int, rule: String)] {
        lineRules.sorted { $0.key < $1.key }.flatMap { line, rules in rules.sorted().map { (line - 1, $0) } }
    }

    /// Whether `diagnostic` is suppressed by a comment or by a `suppress:` list on
    /// its view or one of the view's ancestors.
    func suppresses(_ diagnostic: Diagnostic, views: [ViewSpec]?) -> Bool {
        if let line = diagnostic.range?.start.line, let rules = lineRules[line] {
            if rules.isEmpty || rules.contains(diagnostic.rule.rawValue) { return true }
        }
        guard let views, var index = diagnostic.viewIndex, index < views.count else { return false }
        while true {
            if views[index].suppress.contains(diagnostic.rule.rawValue) { return true }
            guard let parent = views[index].parent else { return false }
            index = parent
        }
    }
}
