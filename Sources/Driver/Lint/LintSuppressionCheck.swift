import Diagnostics
import Foundation

/// Reports rule ids that name no rule in a spec's suppressions: a view's
/// `suppress: [rule-id]` and a `# layoutc:disable-next-line rule-id` comment.
/// Each is an `unknown-rule` error at the id itself, so a typo never silently
/// suppresses nothing.
enum LintSuppressionCheck {
    static func unknownRules(in result: CompileResult, known: [RuleID]) -> [Diagnostic] {
        let knownSet = Set(known)
        var found: [Diagnostic] = []
        var seen = Set<String>()  // items made by `repeat` share their source
        // The file split into lines once, when the first unknown id needs a line:
        // looked up one by one, each line was found by scanning the file from its
        // start (50,000 suppressions took a minute).
        let split = LazySourceLines([PathKey(result.file): result.source])
        func line(_ number: Int) -> Substring? {
            guard let lines = split.lines(of: result.file), number >= 1, number <= lines.count else { return nil }
            return lines[number - 1]
        }
        // One message per unknown id (its did-you-mean measures the id against every rule).
        var messages: [String: String] = [:]
        func message(_ id: String) -> String {
            if let known = messages[id] { return known }
            let made = LintRules.unknownRuleMessage(id, known: known)
            messages[id] = made
            return made
        }
        if let screen = result.screen {
            // Views without suppressions (nearly all) skipped in place, not copied out.
            for index in screen.views.indices where !screen.views[index].suppress.isEmpty {
                let view = screen.views[index]
                for id in view.suppress where !knownSet.contains(RuleID(id)) {
                    guard let list = result.sourceMap.range(forView: index, key: "suppress") else { continue }
                    let range = locate(id, in: list, line: line) ?? list
                    guard seen.insert("\(range) \(id)").inserted else { continue }
                    var diagnostic = Diagnostic.error(.unknownRule, message(id), at: range)
                    diagnostic.file = result.file
                    diagnostic.viewPath = view.path
                    diagnostic.viewID = view.id
                    found.append(diagnostic)
                }
            }
        }
        for (number, id) in Suppressions(source: result.source).namedRules where !knownSet.contains(RuleID(id)) {
            let whole = SourceRange(line: number, column: 1, endLine: number, endColumn: 1)
            let directive = line(number).flatMap { text in
                text.range(of: Suppressions.directive).map { text.unicodeScalars.distance(from: text.startIndex, to: $0.upperBound) }
            } ?? 0
            var diagnostic = Diagnostic.error(.unknownRule, message(id),
                                              at: locate(id, in: whole, line: line, after: directive) ?? whole)
            diagnostic.file = result.file
            found.append(diagnostic)
        }
        return found
    }

    /// The range of `id` written as a word within `range` (first line only when
    /// the range is one line; searching each line of a multi-line range).
    static func locate(_ id: String, in range: SourceRange, line lineText: (Int) -> Substring?,
                       after skip: Int = 0) -> SourceRange? {
        let needle = Array(id.unicodeScalars)
        guard !needle.isEmpty else { return nil }
        for line in range.start.line...max(range.start.line, range.end.line) {
            guard let text = lineText(line) else { continue }
            let scalars = Array(text.unicodeScalars)
            let from = line == range.start.line ? max(range.start.column - 1, skip) : 0
            guard from + needle.count <= scalars.count else { continue }
            for start in from...(scalars.count - needle.count) where scalars[start..<start + needle.count].elementsEqual(needle) {
                let before = start == 0 ? " " : scalars[start - 1]
                let after = start + needle.count < scalars.count ? scalars[start + needle.count] : " "
                guard !isIDCharacter(before), !isIDCharacter(after) else { continue }
                return SourceRange(line: line, column: start + 1, endLine: line, endColumn: start + needle.count + 1)
            }
        }
        return nil
    }

    private static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
}
