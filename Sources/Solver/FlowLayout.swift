import LayoutIR

/// UICollectionViewFlowLayout's arithmetic (Docs/SpecFormat.md#flow-collections
/// and #flow-layout), as a pure function of the flow spec and the
/// collection view's geometry.
///
/// The steps, each in its own file under `Flow/`:
/// 1. ``FlowMetrics``: the available dimension and the `sectionInsetReference`
///    adjustments.
/// 2. ``FlowSectionLayout``: per section, the path UIKit takes (uniform grid or
///    row path) or the fixed-spacing alignments, then header and footer.
/// 3. Sections stack with no gap; the content size is their extent.
///
/// Linear in the number of items: every section is packed at most twice
/// (``FlowRowPath`` needs the last line's exceptions first) and nothing but the
/// output arrays is allocated.
public enum FlowLayout {
    /// Lays out every section of `input.flow`.
    public static func layout(_ input: FlowLayoutInput) -> FlowLayoutResult {
        let metrics = FlowMetrics(input)
        guard metrics.dimension > 0 else { return nothingLaidOut(input.flow) }

        var sections: [FlowSectionFrames] = []
        sections.reserveCapacity(input.flow.sections.count)
        var tooWide: [FlowTooWideItem] = []
        var position = metrics.leadingExtra
        for (index, section) in input.flow.sections.enumerated() {
            let placed = FlowSectionLayout.layout(
                section, index: index, flow: input.flow, metrics: metrics,
                start: position, scale: input.scale, tooWide: &tooWide)
            sections.append(placed.frames)
            position += placed.extent
        }
        position += metrics.trailingExtra
        let contentSize = metrics.axes.size(lineAxis: metrics.dimension, scrollAxis: position)
        let lineExtent = metrics.dimension - metrics.sectionInsets.lineStart - metrics.sectionInsets.lineEnd
        return FlowLayoutResult(sections: sections, contentSize: contentSize, tooWideItems: tooWide,
                                lineExtent: lineExtent)
    }

    /// A dimension of 0 (or NaN): UIKit lays nothing out
    /// (`_updateItemsLayoutForRect:` returns early). The compiler still needs a
    /// frame per item, so every item gets a zero rectangle at the origin; no
    /// header or footer, zero content size, and no too-wide warnings (nothing
    /// was laid out to be too wide).
    static func nothingLaidOut(_ flow: FlowSpec) -> FlowLayoutResult {
        let sections = flow.sections.map { section in
            FlowSectionFrames(items: [Rect](repeating: .zero, count: section.itemSizes.count))
        }
        return FlowLayoutResult(sections: sections, contentSize: .zero, tooWideItems: [])
    }
}
