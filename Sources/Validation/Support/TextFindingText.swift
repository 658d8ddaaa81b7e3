import LayoutIR
import Solver

/// Wording the text rules share.
enum TextFindingText {
    /// `'Ingredients and allergens'`, cut after 40 characters.
    static func quoted(_ text: String) -> String {
        let flat = String(text.map { $0 == "\n" ? " " : $0 })
        return "'" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "'"
    }

    /// `at content size accessibilityExtraLarge (40 pt)`. The direction is left
    /// to lint's cell list, so that one finding in both directions stays one.
    static func cell(_ record: TextRecord, layout: ResolvedLayout) -> String {
        "at content size \(layout.contentSize.rawValue) (\(RuleText.number(record.font.pointSize)) pt"
            + (record.scales ? "" : ", a fixed size") + ")"
    }

    /// "may " when the overflow is within the measuring margin of the size it
    /// overflows (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction: Inter stands in for SF Pro).
    static func may(overflow: Double, of size: Double, margin: Double) -> String {
        overflow <= size * margin ? "may " : ""
    }

    /// The mend's ending for a view whose `intrinsicSize` the spec gives: the
    /// layout took that size, not the text's, so removing it is a mend too.
    static func givenSize(_ record: TextRecord) -> String {
        record.sizeGiven ? "; its 'intrinsicSize' is given, not measured: remove it to size the view by its text" : ""
    }
}
