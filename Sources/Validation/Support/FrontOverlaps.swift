import LayoutIR

/// For each interactive view, the front-most view in hit-testing order whose
/// hit area overlaps its own: a view after its subtree in pre-order (views are
/// in pre-order, so that is every index from the subtree's end on).
///
/// Two views meet in one of two ways, each answered by its own grids
/// (``SiblingOverlaps``), so that no query walks past candidates that only
/// seem to overlap:
/// - *at rest*: where both hit areas show before any scrolling (each cut to
///   its ancestors' frames). One grid over every view.
/// - *inside one scroll view*: views whose innermost scroll view is the same
///   move together, so they meet wherever their hit areas do, below the fold
///   too (each cut to its ancestors' bounds swept by scrolling). One grid per
///   scroll view.
/// The front-most of the two answers is the front-most overall.
///
/// Every answer is worked out here, one grid at a time, each freed before the
/// next is built: the at-rest grid and the scroll views' grids each hold an
/// entry of 40 bytes a view and their cells, and holding them all at once set
/// the compile's peak memory on screens of many views.
struct FrontOverlaps {
    /// The views with a reachable hit area (swept by scrolling), ascending: their
    /// indices only, the areas being ``HitGeometry/reachableHitArea(_:)``.
    private(set) var views: [Int32] = []
    /// Per position in ``views``, the front-most view over it, or -1.
    private var fronts: [Int32] = []

    init(_ geometry: HitGeometry) {
        let count = geometry.hitArea.count
        let subtreeEnd = Self.subtreeEnds(geometry)
        views.reserveCapacity(count)
        // At rest: every view that shows before scrolling, and per entry its position in `views`.
        var rest: [SiblingOverlaps.Entry] = []
        var restViews: [Int32] = []
        for index in 0..<count {
            guard let swept = geometry.reachableHitArea(index) else { continue }
            let parent = geometry.parent(of: index)
            if let parent, let shown = geometry.restClip(under: parent), let atRest = swept.intersection(shown) {
                rest.append(.init(order: index, rect: atRest))
                restViews.append(Int32(views.count))
            } else if parent == nil {
                rest.append(.init(order: index, rect: swept))
                restViews.append(Int32(views.count))
            }
            views.append(Int32(index))
        }
        fronts = [Int32](repeating: -1, count: views.count)
        Self.answer(rest, positions: restViews, subtreeEnd: subtreeEnd, into: &fronts)
        rest = []
        restViews = []
        answerScrollLayers(geometry, subtreeEnd: subtreeEnd)
    }

    /// The front-most view over the view at `position` in ``views``, in either layer.
    func frontmost(at position: Int) -> Int? {
        fronts[position] >= 0 ? Int(fronts[position]) : nil
    }

    /// Each scroll view's layer in turn: its views (by innermost scroll view,
    /// grouped by a counting sort that keeps them ascending), its grid, its answers.
    private mutating func answerScrollLayers(_ geometry: HitGeometry, subtreeEnd: [Int32]) {
        // Per view position, its layer or -1; per scroll view (by view index), its layer:
        // an array, not a dictionary hashed once per view, dropped once the layers are numbered.
        var layerOf = [Int32](repeating: -1, count: views.count)
        var layerSizes: [Int32] = []
        do {
            var layerOfScroller = [Int32](repeating: -1, count: geometry.hitArea.count)
            for (position, view) in views.enumerated() {
                let scroller = geometry.scroller(of: Int(view))
                guard scroller >= 0 else { continue }
                if layerOfScroller[scroller] < 0 {
                    layerOfScroller[scroller] = Int32(layerSizes.count)
                    layerSizes.append(0)
                }
                let layer = Int(layerOfScroller[scroller])
                layerOf[position] = Int32(layer)
                layerSizes[layer] += 1
            }
        }
        guard !layerSizes.isEmpty else { return }
        var layerStart = [Int](repeating: 0, count: layerSizes.count + 1)
        for layer in layerSizes.indices { layerStart[layer + 1] = layerStart[layer] + Int(layerSizes[layer]) }
        var grouped = [Int32](repeating: 0, count: layerStart[layerSizes.count])
        var next = layerStart
        for position in layerOf.indices where layerOf[position] >= 0 {
            let layer = Int(layerOf[position])
            grouped[next[layer]] = Int32(position)
            next[layer] += 1
        }
        layerOf = []
        var entries: [SiblingOverlaps.Entry] = []
        for layer in layerSizes.indices {
            let members = Array(grouped[layerStart[layer]..<layerStart[layer + 1]])
            entries.removeAll(keepingCapacity: true)
            for position in members {
                let index = Int(views[Int(position)])
                // Non-nil: `views` holds only the views that have one.
                entries.append(.init(order: index, rect: geometry.reachableHitArea(index)!))
            }
            Self.answer(entries, positions: members, subtreeEnd: subtreeEnd, into: &fronts)
        }
    }

    /// The front-most entry over each of `entries` (ascending views) at or past
    /// its subtree's end, kept in `fronts` (at the entry's position in ``views``,
    /// `positions`) where it is in front of what is there.
    private static func answer(_ entries: [SiblingOverlaps.Entry], positions: [Int32], subtreeEnd: [Int32],
                               into fronts: inout [Int32]) {
        guard entries.count > 1 else { return }
        let overlaps = SiblingOverlaps(entries)
        for position in entries.indices {
            let end = Int(subtreeEnd[entries[position].order])
            // The first entry at or past `end`: entries are ascending in view index.
            var low = position + 1, high = entries.count
            while low < high {
                let mid = (low + high) / 2
                if entries[mid].order < end { low = mid + 1 } else { high = mid }
            }
            guard low < entries.count,
                  let front = overlaps.frontmostOverlap(of: position, from: low, where: { _ in true }) else { continue }
            let at = Int(positions[position])
            fronts[at] = max(fronts[at], Int32(front.order))
        }
    }

    /// Per view, the index just past its subtree (32 bits: the view limit is far below 2³¹).
    private static func subtreeEnds(_ geometry: HitGeometry) -> [Int32] {
        let count = geometry.hitArea.count
        var ends = (0..<count).map { Int32($0 + 1) }
        for index in stride(from: count - 1, to: 0, by: -1) {
            if let parent = geometry.parent(of: index) { ends[parent] = max(ends[parent], ends[index]) }
        }
        return ends
    }
}
