import LayoutIR

/// Views that constraints connect, solved together (Docs/SpecFormat.md#auto-layout-constraints:
/// who is laid out by constraints).
///
/// A constraint's unknowns are the frames on the paths from its two items up
/// to their nearest common ancestor (that ancestor itself only when it is an
/// item and has unknowns of its own): every view on those paths is a
/// *member*. A view that is a constraint's first item is *laid out by
/// constraints*; every other member keeps its placement, which enters as
/// required equalities. Members that constraints connect form one island, and
/// islands are solved one by one: a spec of a thousand cards is a thousand
/// small solves.
struct ConstraintIsland {
    /// The nearest common ancestor of the members' superviews. It is not a
    /// member, so its frame, safe area and margins are known when the forward
    /// pass reaches it, and the island is solved then, before its subviews are placed.
    var anchor: Int
    /// Member views, ascending (document order).
    var members: [Int]
    /// Indices into `Screen.constraints`, in document order.
    var constraints: [Int]
}

/// Every island of a screen, and who is laid out by constraints.
struct ConstraintPlan {
    var islands: [ConstraintIsland] = []
    /// Island indices by anchor view.
    var islandsByAnchor: [Int: [Int]] = [:]
    /// Views that are the first item of a constraint (never the root: its frame is the screen's).
    var laidOut: Set<Int> = []

    /// `nil` when the screen has no constraints.
    static func make(_ screen: Screen) -> ConstraintPlan? {
        guard !screen.constraints.isEmpty else { return nil }
        let views = screen.views
        var plan = ConstraintPlan()
        var paths: [[Int]] = []
        var members = Set<Int>()
        for constraint in screen.constraints {
            let first = constraint.first.view
            // An arranged view's frame is its stack's to give (Docs/SpecFormat.md#constraints): a
            // constraint it owns to its own subviews (`bottom = label.bottom + 8`) places
            // the subviews inside it, not the arranged view, as in UIKit, where the
            // stack's constraints fix it. Leaving it a member would leave its x and y free.
            let arranged = views[first].parent.map { views[$0].kind == .stack } ?? false
            if first != 0, !arranged { plan.laidOut.insert(first) }
            let path = Self.path(constraint, views)
            paths.append(path)
            members.formUnion(path)
        }
        members.formUnion(plan.laidOut)
        // Union-find over member views; a constraint joins the members it touches.
        var parent: [Int: Int] = [:]
        for member in members { parent[member] = member }
        func find(_ view: Int) -> Int {
            var root = view
            while let next = parent[root], next != root { root = next }
            var current = view
            while let next = parent[current], next != root {
                parent[current] = root
                current = next
            }
            return root
        }
        var touched: [[Int]] = []
        for (index, constraint) in screen.constraints.enumerated() {
            var views = paths[index]
            for item in [constraint.first.view, constraint.second?.view].compactMap({ $0 }) where members.contains(item) {
                views.append(item)
            }
            touched.append(views)
            for view in views.dropFirst() {
                let a = find(views[0]), b = find(view)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var islandOfRoot: [Int: Int] = [:]
        for member in members.sorted() {
            let root = find(member)
            if let island = islandOfRoot[root] {
                plan.islands[island].members.append(member)
            } else {
                islandOfRoot[root] = plan.islands.count
                plan.islands.append(ConstraintIsland(anchor: 0, members: [member], constraints: []))
            }
        }
        for (index, constraint) in screen.constraints.enumerated() {
            if let first = touched[index].first, let island = islandOfRoot[find(first)] {
                plan.islands[island].constraints.append(index)
            } else {
                // No unknowns at all (a constraint on the root): checked on its own at the root.
                plan.islands.append(ConstraintIsland(anchor: constraint.first.view, members: [], constraints: [index]))
            }
        }
        for index in plan.islands.indices where !plan.islands[index].members.isEmpty {
            let superviews = plan.islands[index].members.compactMap { views[$0].parent }
            plan.islands[index].anchor = superviews.dropFirst().reduce(superviews.first ?? 0) {
                ViewTree.commonAncestor($0, $1, in: views) ?? 0
            }
        }
        for (index, island) in plan.islands.enumerated() { plan.islandsByAnchor[island.anchor, default: []].append(index) }
        return plan
    }

    /// The views whose frames a constraint's two sides are expressed through:
    /// from each item up to, not including, their nearest common ancestor.
    static func path(_ constraint: LayoutConstraint, _ views: [ViewSpec]) -> [Int] {
        let first = constraint.first.view
        let top = ConstraintSemantics.top(of: constraint, in: views)
        var path: [Int] = []
        for start in [first, constraint.second?.view].compactMap({ $0 }) {
            var current: Int? = start
            while let view = current, view != top {
                if view != 0 { path.append(view) }
                current = views[view].parent
            }
        }
        return path
    }
}
