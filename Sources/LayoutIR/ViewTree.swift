/// Walks of the view tree that the readers, the solver and the rules share: the
/// one home for depths, containment and common ancestors, so each is written once.
/// Views are the flat pre-order array of a ``Screen``; a view's `parent` is an index
/// into it (Docs/Architecture.md#where-a-new-capability-goes).
public enum ViewTree {
    /// How many ancestors `view` has (the root has none).
    public static func depth(of view: Int, in views: [ViewSpec]) -> Int {
        var depth = 0, current = views[view].parent
        while let index = current {
            depth += 1
            current = views[index].parent
        }
        return depth
    }

    /// Whether `view` is `ancestor` itself or lies inside it.
    public static func isInside(_ view: Int, _ ancestor: Int, in views: [ViewSpec]) -> Bool {
        var current: Int? = view
        while let index = current {
            if index == ancestor { return true }
            current = views[index].parent
        }
        return false
    }

    /// The nearest common ancestor of two views (one of them when it holds the
    /// other); `nil` when they share none. Both walks climb to the same depth
    /// first, then together, so no set of ancestors is built.
    public static func commonAncestor(_ a: Int, _ b: Int, in views: [ViewSpec]) -> Int? {
        var depthA = depth(of: a, in: views), depthB = depth(of: b, in: views)
        var a: Int? = a, b: Int? = b
        while depthA > depthB, let x = a { a = views[x].parent; depthA -= 1 }
        while depthB > depthA, let y = b { b = views[y].parent; depthB -= 1 }
        while let x = a, let y = b, x != y {
            a = views[x].parent
            b = views[y].parent
        }
        return a
    }
}
