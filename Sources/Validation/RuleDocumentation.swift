import Diagnostics

/// The text `layoutc rules`, `layoutc explain` and Docs/Rules.md show, made
/// from the catalog (the command files only print it).
public enum RuleDocumentation {
    /// `layoutc rules`: one row per rule, columns id, severity, origin, summary.
    public static func table(_ rules: [RuleInfo] = RuleCatalog.all) -> String {
        let header = ["ID", "SEVERITY", "ORIGIN", "SUMMARY"]
        let rows = [header] + rules.map { [$0.id.rawValue, $0.defaultSeverity.rawValue, $0.origin.rawValue, $0.summary] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    /// `layoutc rules --format json`: a versioned document, keys in a fixed order.
    public static func json(_ rules: [RuleInfo] = RuleCatalog.all) -> String {
        let entries = rules.map { rule in
            let fields = [
                ("id", quoted(rule.id.rawValue)),
                ("severity", quoted(rule.defaultSeverity.rawValue)),
                ("origin", quoted(rule.origin.rawValue)),
                ("summary", quoted(rule.summary)),
                ("rationale", quoted(rule.rationale)),
            ]
            return "    {" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return "{\n  \"format\": \"layoutc.rules/1\",\n  \"rules\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// `layoutc explain RULE`: summary, rationale and examples.
    public static func explanation(_ rule: RuleInfo) -> String {
        var text = "\(rule.id) (\(rule.defaultSeverity.rawValue)\(rule.enabledByDefault ? "" : ", off by default"), \(rule.origin.rawValue))\n\n"
        text += rule.summary + "\n\n" + rule.rationale + "\n"
        let sections = [("Triggering", rule.triggering), ("Not triggering", rule.nonTriggering)]
        for (title, examples) in sections where !examples.isEmpty {
            for (number, example) in examples.enumerated() {
                let device = Self.cell(example, quote: "")
                text += "\n\(title) example \(number + 1)\(device):\n\n"
                text += example.spec.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        if !rule.triggering.isEmpty { text += "\n↓ marks where each finding is reported.\n" }
        return text
    }

    /// ` (device iphone-se-3, content size accessibilityLarge)`: where an example is compiled, when not the defaults.
    static func cell(_ example: RuleInfo.Example, quote: String) -> String {
        let parts = [example.device.map { "device \(quote)\($0)\(quote)" },
                     example.contentSize.map { "content size \(quote)\($0.rawValue)\(quote)" },
                     example.direction.map { "direction \(quote)\($0.rawValue)\(quote)" },
                     example.measuresText ? nil : "without the text font"].compactMap { $0 }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// Docs/Rules.md.
    public static func markdown(_ rules: [RuleInfo] = RuleCatalog.all) -> String {
        var text = """
            # Rules

            <!-- Generated from the rule catalog (Sources/Validation) by RuleDocumentation.markdown(). \
            Do not edit: run `LAYOUTC_RECORD=1 swift test --filter RulesDocTests` to regenerate. -->

            Every diagnostic layoutc reports has one of these ids. `reader` rules come from reading the \
            YAML and the format, `solver` rules from solving frames, `validation` rules check the solved \
            frames (`layoutc compile` and `layoutc lint` run them), `generate` rules come from naming the \
            Swift a spec becomes (`layoutc generate` only), `configuration` from `.layoutc.yml` and \
            suppressions. In the examples, `↓` marks where a \
            finding is reported. `layoutc explain RULE` prints one rule.

            | id | severity | origin | summary |
            | --- | --- | --- | --- |

            """
        for rule in rules {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.origin.rawValue) | \(escapedCell(rule.summary)) |\n"
        }
        text += "\n" + hitTestingNotes
        for rule in rules {
            text += "\n## \(rule.id)\n\n"
            text += "Default severity: **\(rule.defaultSeverity.rawValue)**"
                + (rule.enabledByDefault ? "" : " when turned on (off by default: give it a severity under `rules:`)")
                + ". Origin: \(rule.origin.rawValue).\n\n"
            text += rule.summary.prefix(1).uppercased() + rule.summary.dropFirst() + ".\n\n"
            text += rule.rationale + "\n"
            for (title, examples) in [("Triggering", rule.triggering), ("Not triggering", rule.nonTriggering)] {
                for (number, example) in examples.enumerated() {
                    let device = Self.cell(example, quote: "`")
                    let counter = examples.count > 1 ? " \(number + 1)" : ""
                    text += "\n\(title)\(counter)\(device):\n\n```\(example.spec.hasPrefix("<") ? "xml" : "yaml")\n\(example.spec)\n```\n"
                }
            }
        }
        return text
    }

    /// How the hit-testing rules (`hit-area-outside-parent`, `hit-target-too-small`,
    /// `hit-area-covered`, `outside-safe-area`) read a solved screen.
    public static let hitTestingNotes = """
        ## How the hit-testing rules see a screen

        `hit-area-outside-parent`, `hit-target-too-small`, `hit-area-covered` and \
        `outside-safe-area` follow UIKit's `hitTest(_:with:)`:

        - A view takes part in hit testing when it and every ancestor are shown (`hidden` is not \
        true, `alpha` is at least 0.01) and no ancestor turns interaction off for its subtree: \
        `interactive: false`, or a `label` or `image` without `interactive: true` (UILabel and \
        UIImageView have `isUserInteractionEnabled` false). Views that do not take part are never \
        reported and never cover another view.
        - A view's hit area is its `hitRect` (the frame grown or shrunk by `hitInsets`, after its \
        transform) mapped into the root's coordinates through every ancestor's transform; sizes are \
        compared on screen. Only interactive views have one (`button`, `textField`, `textView`, \
        `cell`, or `interactive: true`).
        - Views whose hit area is not finite or has a negative width or height (the solver reports \
        `non-finite-frame` or `negative-size`) are skipped; a hit area with a zero width or height is \
        only checked by `hit-target-too-small`.
        - Content of a scroll view, collection or table can scroll: from where it sits at rest it can \
        move up and left by `contentSize + adjustedContentInset − bounds` (at least 0). So a scroll \
        view's bounds count as its resting frame grown right and down by that much, content is \
        checked against the top and left edges at rest and against the bottom and right edges \
        scrolled to the end, and a table's section index strip (fixed on screen) meets every \
        content position.
        - Findings are reported at the view's first key, so a `# layoutc:disable-next-line rule-id` \
        comment goes above that line; `suppress: [rule-id]` on the view or an ancestor works too.

        """

    /// The known ids closest to `id` (edit distance at most a third of its
    /// length, at least 2), best first, for "did you mean".
    public static func suggestions(for id: String, among rules: [RuleInfo] = RuleCatalog.all) -> [RuleID] {
        DidYouMean.ranked(id, among: rules.map(\.id.rawValue)).map(RuleID.init(rawValue:))
    }

    /// The message for an unknown id.
    public static func unknownRuleMessage(_ id: String) -> String {
        let suggestions = suggestions(for: id)
        let hint = suggestions.isEmpty
            ? "see 'layoutc rules' for the list"
            : "did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        return "unknown rule '\(id)'; \(hint)"
    }

    // MARK: helpers

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func escapedCell(_ text: String) -> String { text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
