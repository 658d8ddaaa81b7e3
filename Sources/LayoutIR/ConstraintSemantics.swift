/// What an Auto Layout constraint means beyond its numbers, decided in one place
/// for the spec reader, the Interface Builder mapping and the solver, so the three
/// cannot disagree (Docs/SpecFormat.md#constraints).
public enum ConstraintSemantics {
    /// The view both sides of `constraint` are measured in: the nearest common
    /// ancestor of its two items, or the first item's superview for a size
    /// against a constant. The constraint's unknowns are the frames on the paths
    /// from its items up to (not including) this view.
    public static func top(of constraint: LayoutConstraint, in views: [ViewSpec]) -> Int? {
        guard let second = constraint.second else { return views[constraint.first.view].parent }
        return ViewTree.commonAncestor(constraint.first.view, second.view, in: views)
    }

    /// The anchor whose view's layout direction decides whether the constraint is
    /// laid out right to left: the first that names `leading` or `trailing`
    /// (Docs/SpecFormat.md#constraints, right to left); `nil` when none does, and
    /// the constraint never mirrors.
    public static func directionalAnchor(of constraint: LayoutConstraint) -> ConstraintAnchor? {
        let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        return anchors.first { $0.attribute == .leading || $0.attribute == .trailing }
    }

    /// Whether `anchor`, paired with a view `other` inside the anchor's view, is an
    /// edge of that scroll view's content area rather than of its frame: a scroll
    /// view's `left right top bottom leading trailing` seen from inside it
    /// (Docs/SpecFormat.md#constraints, scroll views). Asked of a table or a
    /// collection too, whose content comes from its items: the readers refuse it there.
    public static func meansContentArea(_ anchor: ConstraintAnchor, seenFrom other: Int, in views: [ViewSpec]) -> Bool {
        let edges: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]
        return [.scroll, .collection, .table].contains(views[anchor.view].kind) && anchor.guide == .view
            && edges.contains(anchor.attribute) && other != anchor.view
            && ViewTree.isInside(other, anchor.view, in: views)
    }
}
