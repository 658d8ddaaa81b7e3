import LayoutIR

/// For each of a set of rectangles, the front-most later one that overlaps it
/// (a positive-area intersection), without comparing every pair.
///
/// The rectangles are bucketed into a flat uniform grid (``FlatGrid``) whose
/// cell is the larger of the median width and the median height, grown when
/// the rectangles' span would need more than about four cells per rectangle.
/// A query looks only at the cells its rectangle touches, walking each cell's
/// entries from the front (highest order) and stopping at the first overlap or
/// at entries that are not later. Rectangles that cannot be bucketed (a
/// coordinate that is not finite or beyond ±1e12) or that touch more than
/// `maxCells` cells are kept in a short list checked directly. Rectangles with
/// a zero or negative width or height never overlap anything and are left out.
/// For the tiled rectangles of a flow layout (non-overlapping, similar sizes) a
/// query costs O(1); heavily stacked input still stops at the first hit in
/// each cell.
///
/// Why the grid finds every overlap: a positive-area intersection holds a point
/// strictly inside both rectangles, and the cell index of a coordinate is a
/// monotone function of it (clamped floor of an offset over the cell size), so
/// that point's cell lies within both rectangles' cell ranges.
struct SiblingOverlaps {
    struct Entry {
        /// Back-to-front order among the siblings.
        var order: Int
        var rect: Rect
    }

    static let maxCells = 64
    /// Up to this many rectangles (most sibling groups) a query simply scans
    /// the later ones from the front: cheaper than building any grid.
    static let directCount = 12
    /// Coordinates at or beyond this magnitude are not bucketed.
    static let farFlung = 1e12

    private let entries: [Entry]
    private let grid: FlatGrid
    /// Positions of the entries checked against every query: not bucketable,
    /// or spanning more than `maxCells` cells. Ascending.
    private let large: [Int]
    /// Per position, whether the entry is in `large` (it is then also queried
    /// by a scan from the front).
    private let isLarge: [Bool]
    /// Per position, whether the entry has a positive width and height and so
    /// can overlap anything at all.
    private let canOverlap: [Bool]

    /// `entries` must be in ascending `order`.
    init(_ entries: [Entry]) {
        self.entries = entries
        guard entries.count > Self.directCount else {
            grid = .empty
            large = []
            isLarge = []
            canOverlap = []
            return
        }
        var bucketed: [Int] = []
        bucketed.reserveCapacity(entries.count)
        var large: [Int] = []
        var isLarge = [Bool](repeating: false, count: entries.count)
        var canOverlap = [Bool](repeating: false, count: entries.count)
        for (position, entry) in entries.enumerated() {
            let rect = entry.rect
            if Self.isBucketable(rect) {
                // Finite with `width <= 0` or `height <= 0`: `intersection` is nil for every partner.
                guard rect.width > 0, rect.height > 0 else { continue }
                canOverlap[position] = true
                bucketed.append(position)
            } else {
                canOverlap[position] = true
                isLarge[position] = true
                large.append(position)
            }
        }
        let grid = entries.count > 1 ? FlatGrid(entries: entries, positions: bucketed, maxCells: Self.maxCells) : .empty
        for position in grid.unplaced {
            isLarge[position] = true
        }
        if !grid.unplaced.isEmpty {
            large = (large + grid.unplaced).sorted()
        }
        self.grid = grid
        self.large = large
        self.isLarge = isLarge
        self.canOverlap = canOverlap
    }

    /// Finite and within ±`farFlung` on every edge.
    private static func isBucketable(_ rect: Rect) -> Bool {
        let limit = farFlung
        return abs(rect.minX) < limit && abs(rect.maxX) < limit && abs(rect.minY) < limit && abs(rect.maxY) < limit
    }

    /// The front-most entry after position `position` (in `order`) whose
    /// rectangle overlaps that entry's with a positive area.
    func frontmostOverlap(after position: Int) -> Entry? {
        frontmostOverlap(of: position, from: position + 1, where: { _ in true })
    }

    /// The front-most entry at position `first` or later (`first` > `position`)
    /// whose rectangle overlaps the entry at `position` with a positive area and
    /// that `accept` (given the candidate's position, called only for
    /// overlapping candidates, front-most first) takes.
    func frontmostOverlap(of position: Int, from first: Int, where accept: (Int) -> Bool) -> Entry? {
        let target = entries[position].rect
        let floor = max(first, position + 1) - 1
        var best = floor
        if entries.count <= Self.directCount {
            var candidate = entries.count - 1
            while candidate > floor {
                if entries[candidate].rect.intersection(target) != nil, accept(candidate) { best = candidate; break }
                candidate -= 1
            }
        } else if !canOverlap[position] {
            return nil
        } else if isLarge[position] {
            // Not in the grid: scan from the front; the first hit is the front-most.
            var candidate = entries.count - 1
            while candidate > floor {
                if canOverlap[candidate], entries[candidate].rect.intersection(target) != nil, accept(candidate) {
                    best = candidate
                    break
                }
                candidate -= 1
            }
        } else {
            // Large entries are ascending: walk them from the front too.
            var at = large.count - 1
            while at >= 0, large[at] > best {
                if entries[large[at]].rect.intersection(target) != nil, accept(large[at]) { best = large[at]; break }
                at -= 1
            }
            best = grid.frontmost(overlapping: target, atLeast: best, in: entries, where: accept)
        }
        return best > floor ? entries[best] : nil
    }
}
