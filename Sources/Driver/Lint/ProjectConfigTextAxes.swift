import Diagnostics
import LayoutIR
import YAMLSyntax

extension ProjectConfigParser {
    /// `contentSizes:` (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): content size categories, each a word
    /// of `ContentSizeCategory`; a misspelt one gets "did you mean".
    static func readContentSizes(_ node: YAMLNodeID, _ values: inout ProjectConfigValues) -> [ContentSizeCategory] {
        readWords(node, key: "contentSizes", of: ContentSizeCategory.self, &values)
    }

    /// `layoutDirections:`: `leftToRight`, `rightToLeft`.
    static func readLayoutDirections(_ node: YAMLNodeID, _ values: inout ProjectConfigValues) -> [LayoutDirection] {
        readWords(node, key: "layoutDirections", of: LayoutDirection.self, &values)
    }

    private static func readWords<Word: RawRepresentable & CaseIterable & Equatable>(
        _ node: YAMLNodeID, key: String, of _: Word.Type, _ values: inout ProjectConfigValues
    ) -> [Word] where Word.RawValue == String {
        guard let items = values.list(node, key: key) else { return [] }
        let names = Word.allCases.map(\.rawValue)
        var words: [Word] = []
        for item in items {
            let text = values.document.kind(item) == .scalar ? values.document.scalar(item) : ""
            guard let word = Word(rawValue: text) else {
                values.report(.typeMismatch, "expected one of " + names.joined(separator: ", ")
                    + " for '\(key)', found \(values.describe(item))" + DidYouMean.hint(for: text, among: names), at: item)
                continue
            }
            if !words.contains(word) { words.append(word) }
        }
        return words
    }
}

extension ProjectConfig {
    /// The targets to lint on: `devices:` (or the spec's own) × `contentSizes:` × `layoutDirections:`.
    public var lintTargets: [CompileTarget] {
        let devices = targets.isEmpty ? [CompileTarget()] : targets
        let sizes: [ContentSizeCategory?] = contentSizes.isEmpty ? [nil] : contentSizes
        let directions: [LayoutDirection?] = layoutDirections.isEmpty ? [nil] : layoutDirections
        return devices.flatMap { device in
            sizes.flatMap { size in
                directions.map { direction in
                    var target = device
                    target.contentSize = size
                    target.layoutDirection = direction
                    return target
                }
            }
        }
    }
}
