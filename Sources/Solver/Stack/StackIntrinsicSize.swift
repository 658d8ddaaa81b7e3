import LayoutIR

extension StackLayout {
    /// A stack's intrinsic size (Docs/SpecFormat.md#stack-views): along the axis the natural
    /// lengths plus the gaps (fillEqually: the longest natural length times `n`,
    /// plus the gaps), across it the largest natural cross length, plus the
    /// margins when `layoutMarginsRelative`. Hidden views count for nothing along
    /// the axis; across it a hidden view counts under `fill` beside a visible one:
    /// UIKit keeps its alignment to the others (hiding zeroes only its length
    /// along), and ties the stack's edges to the first visible view.
    public static func intrinsicSize(_ items: [StackItem], spec: StackSpec, margins: Insets) -> Size {
        var sum = 0.0, longest = 0.0, cross = 0.0, gaps = 0.0, n = 0
        var pendingGap = 0.0, hiddenCross = 0.0
        for item in items {
            if item.hidden {
                if spec.alignment == .fill { hiddenCross = max(hiddenCross, item.cross) }
                continue
            }
            if n > 0 { gaps += pendingGap }
            pendingGap = item.gapAfter
            sum += item.length
            longest = max(longest, item.length)
            cross = max(cross, item.cross)
            n += 1
        }
        if n > 0 { cross = max(cross, hiddenCross) }
        var along = (spec.distribution == .fillEqually ? longest * Double(n) : sum) + gaps
        let horizontal = spec.axis == .horizontal
        if spec.layoutMarginsRelative {
            along += horizontal ? margins.left + margins.right : margins.top + margins.bottom
            cross += horizontal ? margins.top + margins.bottom : margins.left + margins.right
        }
        return horizontal ? Size(width: along, height: cross) : Size(width: cross, height: along)
    }
}
