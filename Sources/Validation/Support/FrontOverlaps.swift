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
struct FrontOverlaps {
    /// One grid and the views in it, ascending.
    private struct Layer {
        var entries: [SiblingOverlaps.Entry] = []
        var overlaps = SiblingOverlaps([])

        mutating func build() { overlaps = SiblingOverlaps(entries) }

        /// The front-most entry at or past view index `end` overlapping the
        /// entry at `position`.
        func frontmost(of position: Int, notBefore end: Int) -> SiblingOverlaps.Entry? {
            var low = position + 1, high = entries.count
            while low < high {
                let mid = (low + high) / 2
                if entries[mid].order < end { low = mid + 1 } else { high = mid }
            }
            guard low < entries.count else { return nil }
            return overlaps.frontmostOverlap(of: position, from: low, where: { _ in true })
        }
    }

    /// The views with a reachable hit area (swept by scrolling), ascending: their
    /// indices only, the areas being ``HitGeometry/reachableHitArea(_:)`` (a copy
    /// of each area here was 40 bytes a view at the compile's peak).
    private(set) var views: [Int32] = []
    private var rest = Layer()
    private var scrolls: [Layer] = []
    /// Per view index: its position in `rest` and in its scroll view's layer
    /// (and which layer), or -1.
    private var restPosition: [Int32]
    private var scrollLayer: [Int32]
    private var scrollPosition: [Int32]
    private let subtreeEnd: [Int32]

    init(_ geometry: HitGeometry) {
        let count = geometry.hitArea.count
        restPosition = Array(repeating: -1, count: count)
        scrollLayer = Array(repeating: -1, count: count)
        scrollPosition = Array(repeating: -1, count: count)
        subtreeEnd = Self.subtreeEnds(geometry)
        // Per scroll view (by view index), its layer, or -1: an array, not a dictionary
        // hashed once per view.
        var layerOfScroller = [Int32](repeating: -1, count: count)
        views.reserveCapacity(count)
        rest.entries.reserveCapacity(count)
        for index in 0..<count {
            guard let swept = geometry.reachableHitArea(index) else { continue }
            views.append(Int32(index))
            let parent = geometry.parent(of: index)
            if let parent, let shown = geometry.restClip(under: parent), let atRest = swept.intersection(shown) {
                restPosition[index] = Int32(rest.entries.count)
                rest.entries.append(.init(order: index, rect: atRest))
            } else if parent == nil {
                restPosition[index] = Int32(rest.entries.count)
                rest.entries.append(.init(order: index, rect: swept))
            }
            let scroller = geometry.scroller(of: index)
            guard scroller >= 0 else { continue }
            let layer: Int
            if layerOfScroller[scroller] >= 0 {
                layer = Int(layerOfScroller[scroller])
            } else {
                layer = scrolls.count
                layerOfScroller[scroller] = Int32(layer)
                scrolls.append(Layer())
            }
            scrollLayer[index] = Int32(layer)
            scrollPosition[index] = Int32(scrolls[layer].entries.count)
            scrolls[layer].entries.append(.init(order: index, rect: swept))
        }
        rest.build()
        for layer in scrolls.indices { scrolls[layer].build() }
    }

    /// The front-most view over view `index` (one of ``views``) in either layer.
    func frontmost(over index: Int) -> Int? {
        let end = Int(subtreeEnd[index])
        var best: Int?
        if restPosition[index] >= 0 {
            best = rest.frontmost(of: Int(restPosition[index]), notBefore: end)?.order
        }
        if scrollLayer[index] >= 0,
           let front = scrolls[Int(scrollLayer[index])].frontmost(of: Int(scrollPosition[index]), notBefore: end)?.order {
            best = max(best ?? front, front)
        }
        return best
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
