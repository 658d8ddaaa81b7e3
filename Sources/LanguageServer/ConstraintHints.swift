import LayoutIR
import Solver

/// The inlay hint of a constraint line (issue 26, part 5): what the solve made
/// of it. A constraint that held shows its first item's attribute as solved
/// (`= 16`: a size, or a position in the first item's superview, guides and
/// margins included, pixel-rounded as the frames are); one the conflict search
/// broke shows `broken`; an optional one left unmet shows its priority and by
/// how much (`unmet at 250: off by 12 pt`).
enum ConstraintHints {
    static func label(_ index: Int, screen: Screen, layout: ResolvedLayout) -> String? {
        guard index < screen.constraints.count else { return nil }
        let constraint = screen.constraints[index]
        switch layout.constraintOutcomes[index] ?? .met {
        case .broken: return "broken"
        case .unmet(let error):
            return "unmet at \(ViewSummary.number(constraint.priority)): off by \(ViewSummary.number(error)) pt"
        case .met:
            return value(constraint.first, layout, mirrored: layout.laysOutRightToLeft(constraint)).map { "= " + ViewSummary.number($0) }
        }
    }

    /// The anchor's value from the solved frame of its view: positions in the
    /// view's superview. Left to right leading is the left edge; in a
    /// constraint the solve mirrored (``ResolvedLayout/laysOutRightToLeft(_:)``)
    /// leading is the right edge and trailing the left one, as compile has them.
    static func value(_ anchor: ConstraintAnchor, _ layout: ResolvedLayout, mirrored: Bool) -> Double? {
        guard anchor.view < layout.views.count else { return nil }
        let solved = layout.views[anchor.view]
        let (box, attribute) = solved.guideBox(anchor, in: solved.frame)
        return box.value(of: attribute.edge(mirrored: mirrored))
    }
}
