import LayoutIR
import Solver

/// Wording the text rules share.
enum TextFindingText {
    /// `'Ingredients and allergens'`, cut after 40 characters.
    static func quoted(_ text: String) -> String {
        let flat = String(text.map { $0 == "\n" ? " " : $0 })
        return "'" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "'"
    }

    /// `at content size accessibilityExtraLarge (headline, 40 pt)`, and `right to left` when it is.
    static func cell(_ record: TextRecord, layout: ResolvedLayout) -> String {
        var text = "at content size \(layout.contentSize.rawValue) (\(RuleText.number(record.font.pointSize)) pt"
            + (record.scales ? "" : ", a fixed size") + ")"
        if layout.direction == .rightToLeft { text += ", right to left" }
        return text
    }

    /// "may " when the overflow is within the measuring margin of the size it
    /// overflows (spec-format.md 3.4: Inter stands in for SF Pro).
    static func may(overflow: Double, of size: Double, margin: Double) -> String {
        overflow <= size * margin ? "may " : ""
    }
}
