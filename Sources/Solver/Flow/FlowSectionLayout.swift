import LayoutIR

/// One section: its items on the path UIKit takes, its header and footer, and
/// its extent along the scroll axis (Docs/SpecFormat.md#flow-collections).
enum FlowSectionLayout {
    /// A laid-out section and how far it reaches along the scroll axis.
    struct Placed {
        var frames: FlowSectionFrames
        var extent: Double
    }

    /// Lays out `section` starting at `start` along the scroll axis; appends its
    /// over-long items to `tooWide`.
    static func layout(_ section: FlowSection, index: Int, flow: FlowSpec, metrics: FlowMetrics,
                       start: Double, scale: Double, tooWide: inout [FlowTooWideItem]) -> Placed {
        let axes = metrics.axes
        let items = FlowItemSizes(sizes: section.itemSizes, defaultSize: flow.itemSize,
                                  axes: axes)
        let context = FlowSectionContext(items: items, flow: flow, section: section,
                                         metrics: metrics)
        items.appendTooWide(section: index, available: context.available, to: &tooWide)

        var writer = FlowItemWriter(axes: axes, sectionStart: start, scale: scale,
                                    capacity: items.count)
        let linesEnd = placeItems(context, alignment: flow.alignment, into: &writer)

        // 1.7: `sectionInset` along the scroll axis separates the lines from the
        // footer; a header or footer of size ≤ 0 does not exist.
        let footerStart = linesEnd + context.insets.stackEnd
        let header = band(at: start, thickness: section.header, metrics, scale: scale)
        let footer = band(at: start + footerStart, thickness: section.footer, metrics, scale: scale)
        let extent = footerStart + (section.footer > 0 ? section.footer : 0)
        return Placed(frames: FlowSectionFrames(header: header, footer: footer, items: writer.rects),
                      extent: extent)
    }

    /// Dispatches to the placement path (uniform or row path for `justified`).
    static func placeItems(_ context: FlowSectionContext, alignment: FlowAlignment,
                           into writer: inout FlowItemWriter) -> Double {
        switch alignment {
        case .justified:
            context.isUniform
                ? FlowUniformPath.place(context, into: &writer)
                : FlowRowPath.place(context, into: &writer)
        case .left, .center, .right:
            FlowAlignedPath.place(context, alignment: alignment, into: &writer)
        }
    }

    /// A header or footer: the full `dimension` across (not inset by the
    /// section's left/right insets), `thickness` along the scroll axis, origin
    /// rounded like items; nil when `thickness ≤ 0` (or NaN).
    static func band(at v: Double, thickness: Double, _ metrics: FlowMetrics,
                     scale: Double) -> Rect? {
        guard thickness > 0 else { return nil }
        let rect = metrics.axes.rect(u: 0, v: v, length: metrics.dimension, thickness: thickness)
        return rounded(rect, scale: scale)
    }
}
