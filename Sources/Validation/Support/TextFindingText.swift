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

    /// Whether the text could fit, so a finding says "may": SF Pro's size may be up to `margin` of
    /// the measured one smaller (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction:
    /// Inter stands in for SF Pro), and UIKit rounds that size up to the pixel
    /// grid of `scale` as it rounds Inter's. So a text whose `measured` size
    /// (before rounding) less the margin, rounded up, fits in `available` may
    /// fit; the rounding is allowed for on its own, not by a wider margin.
    static func mayFit(measured: Double, available: Double, margin: Double, scale: Double) -> Bool {
        let smallest = measured * (1 - margin)
        let rounded = scale > 0 ? (smallest * scale - 1e-6).rounded(.up) / scale : smallest
        return rounded <= available + 1e-6
    }

    /// The mend's ending for a view whose `intrinsicSize` the spec gives: the
    /// layout took that size, not the text's, so removing it is a mend too.
    static func givenSize(_ record: TextRecord) -> String {
        record.sizeGiven ? "; its 'intrinsicSize' is given, not measured: remove it to size the view by its text" : ""
    }
}
