import LayoutIR

/// The collection-wide numbers every section shares: the available dimension
/// (Docs/SpecFormat.md#flow-collections) and the `sectionInsetReference` adjustments.
struct FlowMetrics {
    let axes: FlowAxes
    /// Content extent across the scroll axis: the width of a vertical flow less
    /// the adjusted content insets, clamped at 0.
    let dimension: Double
    /// Extra space before the first section (scroll axis).
    let leadingExtra: Double
    /// Extra space after the last section (scroll axis).
    let trailingExtra: Double
    /// Section insets after the cross-axis `sectionInsetReference` adjustment.
    let sectionInsets: LineInsets

    init(_ input: FlowLayoutInput) {
        let axes = FlowAxes(direction: input.flow.direction)
        let adjusted = axes.lineInsets(input.adjustedContentInset)
        let bounds = axes.lineAxisExtent(of: input.boundsSize)
        self.axes = axes
        self.dimension = Self.clampedDimension(bounds - adjusted.lineStart - adjusted.lineEnd)

        let given = axes.lineInsets(input.flow.sectionInset)
        guard let reference = Self.reference(input) else {
            // `.fromContentInset`: no adjustment at all, not even clamping.
            self.leadingExtra = 0
            self.trailingExtra = 0
            self.sectionInsets = given
            return
        }
        let ref = axes.lineInsets(reference)
        // Per section only the cross axis is adjusted; the scroll-axis insets stay
        // as given, and the scroll axis gets a one-off extra at each end instead
        // (1.10: the same function called with a zero inset).
        self.sectionInsets = LineInsets(
            lineStart: Self.adjust(given.lineStart, ref.lineStart, adjusted.lineStart),
            lineEnd: Self.adjust(given.lineEnd, ref.lineEnd, adjusted.lineEnd),
            stackStart: given.stackStart,
            stackEnd: given.stackEnd)
        self.leadingExtra = Self.adjust(0, ref.stackStart, adjusted.stackStart)
        self.trailingExtra = Self.adjust(0, ref.stackEnd, adjusted.stackEnd)
    }

    /// The insets `sectionInsetReference` measures from, or nil for `contentInset`.
    private static func reference(_ input: FlowLayoutInput) -> Insets? {
        switch input.flow.sectionInsetReference {
        case .contentInset: nil
        case .safeArea: input.safeAreaInsets
        case .layoutMargins: input.layoutMargins
        }
    }

    /// `edge' = max(inset + ref − adjusted, 0)`. A NaN stays NaN so the
    /// bad input shows in the frames instead of being silently zeroed.
    static func adjust(_ inset: Double, _ ref: Double, _ adjusted: Double) -> Double {
        let value = inset + ref - adjusted
        return value < 0 ? 0 : value
    }

    /// `max(0, raw)`, with NaN treated as 0: UIKit lays nothing out unless the
    /// dimension is positive, and a NaN width is no better than zero.
    static func clampedDimension(_ raw: Double) -> Double {
        raw > 0 ? raw : 0
    }
}
