/// SF Pro's size-dependent tracking, which UIKit applies to the system font
/// at every point size, from Apple's Human Interface Guidelines (Typography,
/// "Tracking values", iOS and iPadOS), in thousandths of an em; layoutc
/// applies it to Inter, the stand-in (Docs/SpecFormat.md#text).
enum SFTracking {
    /// (point size, tracking) rows of the table, ascending by size.
    static let table: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 5),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking at `pointSize`, in ems: the table's row, linear between
    /// rows (the table lists whole sizes, with gaps above 54 pt), its first
    /// and last rows past its ends.
    static func ems(at pointSize: Double) -> Double {
        guard pointSize.isFinite, let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.tracking / 1000 }
        if pointSize >= last.size { return last.tracking / 1000 }
        let upper = table.firstIndex { $0.size >= pointSize }!
        let high = table[upper], low = table[upper - 1]
        let fraction = (pointSize - low.size) / (high.size - low.size)
        return (low.tracking + (high.tracking - low.tracking) * fraction) / 1000
    }
}
