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
            return value(constraint.first, layout, mirrored: isMirrored(constraint, layout)).map { "= " + ViewSummary.number($0) }
        }
    }

    /// The anchor's value from the solved frame of its view: positions in the
    /// view's superview. Left to right leading is the left edge; in a
    /// constraint the solve mirrored (right to left, spec-format.md 3.4)
    /// leading is the right edge and trailing the left one, as compile has them.
    static func value(_ anchor: ConstraintAnchor, _ layout: ResolvedLayout, mirrored: Bool) -> Double? {
        guard anchor.view < layout.views.count else { return nil }
        let solved = layout.views[anchor.view]
        var (box, attribute) = solved.guideBox(anchor, in: solved.frame)
        if mirrored {
            if attribute == .leading { attribute = .right } else if attribute == .trailing { attribute = .left }
        }
        return box.value(of: attribute)
    }

    /// Whether the solve laid the constraint out right to left: as the solver
    /// decides it, by the first anchor that names leading or trailing (or
    /// their margins), whose view lays out right to left.
    static func isMirrored(_ constraint: LayoutConstraint, _ layout: ResolvedLayout) -> Bool {
        let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        guard let anchor = anchors.first(where: { directional.contains($0.attribute) }) else { return false }
        return anchor.view < layout.rightToLeft.count && layout.rightToLeft[anchor.view]
    }
}
