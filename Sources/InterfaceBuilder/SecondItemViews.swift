import LayoutIR

extension ScreenBuilder {
    /// IB writes a constraint's two items in either order, and a view whose every
    /// constraint names it second (`trailing = badge.trailing + 20` on its superview)
    /// is still laid out by them; the solver takes a constraint's first item as the
    /// view it lays out (Docs/SpecFormat.md#constraints). So such a view's constraints are written
    /// the other way round (`badge.trailing = trailing − 20`, the same equation),
    /// where the item it trades places with is its ancestor, a view that is placed
    /// otherwise, or one that stays another constraint's first item.
    ///
    /// Likewise a constraint whose first item is an ancestor of its second
    /// (`bottomMargin = cacheKey.bottom + 8`, IB's usual order on a superview) is
    /// the descendant's: written with it first, the ancestor keeps the frame its
    /// own parent gives it (a table's cell, with its margins and safe area as laid out).
    func putSecondItemViewsFirst() {
        var firsts: [Int: Int] = [:]
        for constraint in constraints { firsts[constraint.first.view, default: 0] += 1 }
        for index in constraints.indices {
            let constraint = constraints[index]
            guard let second = constraint.second, second.guide == .view, constraint.multiplier != 0 else { continue }
            let ancestor = constraint.first.view
            guard second.view != ancestor, isInside(second.view, ancestor), stored[second.view].byConstraints,
                  !stored[ancestor].byConstraints || firsts[ancestor, default: 0] > 1 else { continue }
            constraints[index] = Self.swapped(constraint)
            firsts[ancestor, default: 0] -= 1
            firsts[second.view, default: 0] += 1
            constraints[index].text = SpecText.line(constraints[index], owner: constraint.owner, views: views)
        }
        for view in views.indices where stored[view].byConstraints && firsts[view] == nil {
            for index in constraints.indices {
                let constraint = constraints[index]
                guard let second = constraint.second, second.view == view, second.guide == .view,
                      constraint.multiplier != 0 else { continue }
                let other = constraint.first.view
                let otherStaysPlaced = isInside(view, other) || !stored[other].byConstraints || firsts[other, default: 0] > 1
                guard otherStaysPlaced else { continue }
                constraints[index] = Self.swapped(constraint)
                firsts[other, default: 0] -= 1
                firsts[view, default: 0] += 1
                constraints[index].text = SpecText.line(constraints[index], owner: constraint.owner, views: views)
            }
        }
    }

    /// `a R m·b + c` as `b R' (1/m)·a − c/m`: the relation turns round with the
    /// sides, and again when `m` is negative.
    static func swapped(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard let second = constraint.second else { return constraint }
        var made = constraint
        made.first = second
        made.second = constraint.first
        made.multiplier = 1 / constraint.multiplier
        made.constant = -constraint.constant / constraint.multiplier
        if constraint.relation != .equal {
            var reversed = constraint.relation == .lessThanOrEqual
            if constraint.multiplier < 0 { reversed.toggle() }
            made.relation = reversed ? .greaterThanOrEqual : .lessThanOrEqual
        }
        return made
    }
}
