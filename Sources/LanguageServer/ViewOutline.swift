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
    private let parents: [Int?]

    init(_ result: CompileResult) {
        let views = result.screen?.views ?? []
        let ranges = result.sourceMap.viewRanges()
        self.ranges = ranges.count == views.count ? ranges : []
        parents = views.map(\.parent)
        var seen = Set<SourceRange>()
        byStart = self.ranges.indices.filter { seen.insert(ranges[$0]).inserted }
            .sorted { (ranges[$0].start, $0) < (ranges[$1].start, $1) }
    }

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
