import LayoutIR

/// A uniform grid over rectangles stored flat (compressed rows: per cell an
/// offset into one array of entry positions), built by a counting sort: no
/// hashing and no array per cell. The backbone of ``SiblingOverlaps``.
///
/// Cells are squares of side `cell`, laid from the smallest `minX`/`minY` of
/// the rectangles; a coordinate's column (row) is the floor of its offset over
/// `cell`, clamped into the grid. That map is monotone, so two rectangles with
/// a positive-area intersection share a cell. The grid never has more than
/// `4 · count + 16` cells: when the rectangles' span needs more, the cell grows.
struct FlatGrid {
    /// The side of a cell.
    private(set) var cell = 1.0
    /// `1 / cell`: multiplying is cheaper than dividing and just as monotone.
    private var perCell = 1.0
    private var originX = 0.0
    private var originY = 0.0
    private(set) var columns = 0
    private(set) var rows = 0
    /// Cell `c` holds `items[cellStart[c]..<cellStart[c + 1]]`, ascending
    /// positions; cells are numbered row by row.
    private var cellStart: [Int32] = []
    private var items: [Int32] = []
    /// The positions given that span more than `maxCells` cells, ascending;
    /// not in the grid.
    private(set) var unplaced: [Int] = []

    /// How many rectangles the cell size is taken from, at most.
    static let sampleSize = 1024

    /// A grid with no cells.
    static let empty = FlatGrid()

    private init() {}

    /// Buckets the entries at `positions` (ascending). Their rectangles must
    /// be finite, with coordinates well inside ±1e15 so cell numbers fit an `Int`.
    init(entries: [SiblingOverlaps.Entry], positions: [Int], maxCells: Int) {
        guard !positions.isEmpty else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // The cell only sets the speed, never the answers: the medians of an even
        // sample of at most `sampleSize` rectangles do.
        let stride = max(1, positions.count / Self.sampleSize)
        var widths: [Double] = [], heights: [Double] = []
        widths.reserveCapacity(positions.count / stride + 1)
        heights.reserveCapacity(positions.count / stride + 1)
        for (at, position) in positions.enumerated() {
            let rect = entries[position].rect
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
            if at % stride == 0 {
                widths.append(rect.width)
                heights.append(rect.height)
            }
        }
        // At least about half the rectangles then touch at most four cells each.
        cell = max(Self.median(&widths), Self.median(&heights), 1)
        originX = minX
        originY = minY
        let budget = 4 * Double(positions.count) + 16
        while true {
            let spanX = ((maxX - minX) / cell).rounded(.down) + 1
            let spanY = ((maxY - minY) / cell).rounded(.down) + 1
            if spanX * spanY <= budget {
                columns = Int(spanX)
                rows = Int(spanY)
                break
            }
            // Grow by the factor that would fit, and a little more against rounding.
            cell *= max(1.01, (spanX * spanY / budget).squareRoot() * 1.01)
        }
        perCell = 1 / cell
        fill(entries: entries, positions: positions, maxCells: maxCells)
    }

    /// The counting sort: cell sizes, their prefix sums, then the positions.
    /// Each entry's cells are worked out again in the placing pass rather than
    /// kept from the counting pass: a list of them was 24 bytes an entry at the
    /// compile's peak, and finding them is four multiplications.
    private mutating func fill(entries: [SiblingOverlaps.Entry], positions: [Int], maxCells: Int) {
        let columns = columns
        // Cell offsets fit 32 bits: at most `maxCells` cells per entry, and entries are views.
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var unplaced: [Int] = []
        entries.withUnsafeBufferPointer { entries in
            counts.withUnsafeMutableBufferPointer { counts in
                for position in positions {
                    let span = cells(entries[position].rect)
                    guard (span.x1 - span.x0 + 1) * (span.y1 - span.y0 + 1) <= maxCells else {
                        unplaced.append(position)
                        continue
                    }
                    for y in span.y0...span.y1 {
                        for x in span.x0...span.x1 { counts[y * columns + x + 1] += 1 }
                    }
                }
                for c in 1..<counts.count { counts[c] += counts[c - 1] }
            }
        }
        // The placing pass moves each cell's start up to its end; shifting back restores it.
        var items = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        var skipped = 0
        entries.withUnsafeBufferPointer { entries in
            items.withUnsafeMutableBufferPointer { items in
                counts.withUnsafeMutableBufferPointer { next in
                    for position in positions {
                        // `unplaced` is ascending and a subsequence of `positions`.
                        if skipped < unplaced.count, unplaced[skipped] == position {
                            skipped += 1
                            continue
                        }
                        let span = cells(entries[position].rect)
                        for y in span.y0...span.y1 {
                            for x in span.x0...span.x1 {
                                let c = y * columns + x
                                // Positions are view indices, which the IR keeps in 32 bits.
                                items[Int(next[c])] = Int32(truncatingIfNeeded: position)
                                next[c] += 1
                            }
                        }
                    }
                }
            }
        }
        // After placing, counts[c] is cell c's end, which is cell c + 1's start.
        counts.insert(0, at: 0)
        counts.removeLast()
        self.cellStart = counts
        self.items = items
        self.unplaced = unplaced
    }

    /// The columns and rows `rect` touches, clamped into the grid.
    @inline(__always)
    private func cells(_ rect: Rect) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
        (column(rect.minX), column(rect.maxX), row(rect.minY), row(rect.maxY))
    }

    @inline(__always)
    private func column(_ x: Double) -> Int { Self.index(x, from: originX, perCell: perCell, count: columns) }
    @inline(__always)
    private func row(_ y: Double) -> Int { Self.index(y, from: originY, perCell: perCell, count: rows) }

    @inline(__always)
    private static func index(_ value: Double, from origin: Double, perCell: Double, count: Int) -> Int {
        let offset = ((value - origin) * perCell).rounded(.down)
        // Clamped as a Double first so no conversion can trap.
        return Int(min(max(offset, 0), Double(count - 1)))
    }

    /// The highest position after `atLeast` whose rectangle has a positive-area
    /// intersection with `target` and that `accept` takes, or `atLeast` when
    /// there is none. `target` must be finite.
    func frontmost(overlapping target: Rect, atLeast: Int, in entries: [SiblingOverlaps.Entry],
                   where accept: (Int) -> Bool) -> Int {
        guard columns > 0 else { return atLeast }
        var best = atLeast
        let span = cells(target)
        items.withUnsafeBufferPointer { items in
            entries.withUnsafeBufferPointer { entries in
                for y in span.y0...span.y1 {
                    for x in span.x0...span.x1 {
                        let c = y * columns + x
                        var at = Int(cellStart[c + 1]) - 1
                        let start = Int(cellStart[c])
                        // Ascending positions: walk from the front, stop at the first hit
                        // or at a position that would not improve on `best`.
                        while at >= start {
                            let candidate = Int(items[at])
                            if candidate <= best { break }
                            if entries[candidate].rect.intersection(target) != nil, accept(candidate) {
                                best = candidate
                                break
                            }
                            at -= 1
                        }
                    }
                }
            }
        }
        return best
    }

    /// The median (upper middle) of `values`, reordering them: a quickselect,
    /// linear on average, not a full sort.
    static func median(_ values: inout [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let k = values.count / 2
        var low = 0, high = values.count - 1
        // Past this many rounds the input defeats the pivot choice: finish with a sort.
        var rounds = 2 * Int.bitWidth - values.count.leadingZeroBitCount * 2 + 8
        while low < high {
            rounds -= 1
            if rounds < 0 {
                values[low...high].sort()
                break
            }
            // Median of three as the pivot keeps sorted and tiled input linear.
            let mid = low + (high - low) / 2
            let a = values[low], b = values[mid], c = values[high]
            let pivot = max(min(a, b), min(max(a, b), c))
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { break }
        }
        return values[k]
    }
}
