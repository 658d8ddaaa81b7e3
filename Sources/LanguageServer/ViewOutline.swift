import Diagnostics
import Driver
import LayoutIR
import SpecReader

/// Where each view of one compile is written, with a lookup from a position to
/// the innermost view around it in O(log views + depth) (hover used to test
/// every view's range).
struct ViewOutline {
    /// The range of each view's mapping, by view index (empty when unknown).
    let ranges: [SourceRange]
    /// View indices by where their mapping starts; copies made by `repeat`,
    /// which share their item's mapping, only once (the first copy).
    let byStart: [Int]
    /// How many views share each mapping written more than once (the copies
    /// of a `repeat`), by the first copy's index; absent for mappings that
    /// make one view.
    let copies: [Int: Int]
    private let parents: [Int?]

    init(_ result: CompileResult) {
        let views = result.screen?.views ?? []
        let ranges = result.sourceMap.viewRanges()
        self.ranges = ranges.count == views.count ? ranges : []
        parents = views.map(\.parent)
        // One entry per mapping, so the table is as small as the spec text
        // however many copies a `repeat` makes.
        var first: [SourceRange: Int] = [:]
        var copies: [Int: Int] = [:]
        for index in self.ranges.indices {
            if let owner = first[ranges[index]] {
                copies[owner, default: 1] += 1
            } else {
                first[ranges[index]] = index
            }
        }
        self.copies = copies
        byStart = first.values.sorted { (ranges[$0].start, $0) < (ranges[$1].start, $1) }
    }

    /// The views a mapping makes: 1, or the copies of a `repeat`.
    func copyCount(of index: Int) -> Int { copies[index] ?? 1 }

    /// The innermost view whose mapping contains `location`.
    func view(containing location: SourceLocation) -> Int? {
        var low = 0, high = byStart.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[byStart[mid]].start <= location { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        var candidate: Int? = byStart[low - 1]
        while let view = candidate {
            if ranges[view].start <= location, location < ranges[view].end { return view }
            candidate = parents[view]
        }
        return nil
    }
}
