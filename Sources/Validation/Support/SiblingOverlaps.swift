import LayoutIR

/// For each of a set of rectangles, the front-most later one that overlaps it,
/// without comparing every pair.
///
/// The rectangles are bucketed into a uniform grid whose cell is the larger of
/// the median width and the median height, so at least half of them touch at
/// most four cells; a query looks only at the cells its rectangle touches,
/// walking each cell's entries from the front (highest order) and stopping at
/// the first overlap or at entries that are not later. Rectangles spanning more
/// than `maxCells` cells are kept in a short list checked directly. For the
/// tiled rectangles of a flow layout (non-overlapping, similar sizes) a query
/// costs O(1), so the whole pass is O(n log n) for the median; heavily
/// stacked input still stops at the first hit in each cell.
struct SiblingOverlaps {
    struct Entry {
        /// Back-to-front order among the siblings.
        var order: Int
        var rect: Rect
    }

    static let maxCells = 64

    private let entries: [Entry]
    private var cell = 1.0
    private var originX = 0.0
    private var originY = 0.0
    private var grid: [GridKey: [Int]] = [:]
    /// Entries spanning more than `maxCells` cells.
    private var large: [Int] = []

    private struct GridKey: Hashable {
        var x: Int
        var y: Int
    }

    /// `entries` must be in ascending `order`.
    init(_ entries: [Entry]) {
        self.entries = entries
        guard entries.count > 1 else { return }
        let widths = entries.map(\.rect.width).sorted(), heights = entries.map(\.rect.height).sorted()
        cell = max(widths[widths.count / 2], heights[heights.count / 2], 1)
        originX = entries.map(\.rect.minX).min() ?? 0
        originY = entries.map(\.rect.minY).min() ?? 0
        for (position, entry) in entries.enumerated() {
            guard let range = cells(entry.rect) else {
                large.append(position)
                continue
            }
            for x in range.x { for y in range.y { grid[GridKey(x: x, y: y), default: []].append(position) } }
        }
    }

    /// The grid cells `rect` touches, or `nil` when they are too many.
    private func cells(_ rect: Rect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let x0 = (rect.minX - originX) / cell, x1 = (rect.maxX - originX) / cell
        let y0 = (rect.minY - originY) / cell, y1 = (rect.maxY - originY) / cell
        // Far-flung coordinates would not fit a grid index: treat them as large.
        guard [x0, x1, y0, y1].allSatisfy({ abs($0) < 1e12 }),
              (x1 - x0 + 1) * (y1 - y0 + 1) <= Double(Self.maxCells) else { return nil }
        return (Int(x0.rounded(.down))...Int(x1.rounded(.down)), Int(y0.rounded(.down))...Int(y1.rounded(.down)))
    }

    /// The front-most entry after position `position` (in `order`) whose
    /// rectangle overlaps that entry's with a positive area.
    func frontmostOverlap(after position: Int) -> Entry? {
        let target = entries[position]
        var best: Int?
        func consider(_ candidate: Int) {
            guard candidate > position, candidate > (best ?? -1) else { return }
            if entries[candidate].rect.intersection(target.rect) != nil { best = candidate }
        }
        for candidate in large { consider(candidate) }
        if let range = cells(target.rect) {
            for x in range.x {
                for y in range.y {
                    guard let bucket = grid[GridKey(x: x, y: y)] else { continue }
                    for candidate in bucket.reversed() {
                        if candidate <= max(position, best ?? -1) { break }
                        if entries[candidate].rect.intersection(target.rect) != nil {
                            best = candidate
                            break
                        }
                    }
                }
            }
        } else {
            for candidate in stride(from: entries.count - 1, to: position, by: -1) {
                consider(candidate)
                if best != nil { break }
            }
        }
        return best.map { entries[$0] }
    }
}
