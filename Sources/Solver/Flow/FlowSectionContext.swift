import LayoutIR

/// What every placement path needs to know about one section, in line
/// coordinates (see ``FlowAxes``).
struct FlowSectionContext {
    let items: FlowItemSizes
    /// The collection's content extent across the scroll axis.
    let dimension: Double
    /// Section insets after the `sectionInsetReference` adjustment.
    let insets: LineInsets
    /// Header reference size along the scroll axis, as given.
    let header: Double
    /// Space between neighbouring items of a line.
    let inLineSpacing: Double
    /// Space between neighbouring lines.
    let lineSpacing: Double
    /// Whether UIKit takes the uniform (grid) path for the section.
    let isUniform: Bool

    /// `avail` of 1.2: the length of a line, `dimension − (left + right)` in
    /// UIKit's order of operations (it decides exact fits in the packing).
    var available: Double { dimension - (insets.lineStart + insets.lineEnd) }

    /// Where the first line starts, relative to the section (`_otherMargin`).
    /// UIKit adds the header dimension as given: a negative header
    /// has no frame but still pulls the lines up (read in `computeLayout`).
    var firstLineOffset: Double { header + insets.stackStart }

    init(items: FlowItemSizes, flow: FlowSpec, section: FlowSection, metrics: FlowMetrics) {
        self.items = items
        self.dimension = metrics.dimension
        self.insets = metrics.sectionInsets
        self.header = section.header
        let uniform = items.isUniform
        self.isUniform = uniform
        // 1.9: the row path of a horizontal flow swaps the spacings (the packing
        // uses `minimumLineSpacing`, columns advance by `minimumInteritemSpacing`);
        // the uniform path keeps the documented roles in both directions.
        if metrics.axes.isHorizontal && !uniform {
            self.inLineSpacing = flow.lineSpacing
            self.lineSpacing = flow.interitemSpacing
        } else {
            self.inLineSpacing = flow.interitemSpacing
            self.lineSpacing = flow.lineSpacing
        }
    }

    /// The greedy packer for this section, spaced as this section's path spaces
    /// its lines. The empty-first-line quirk belongs to the row path only.
    func packer() -> FlowLinePacker {
        FlowLinePacker(items: items, available: available, spacing: inLineSpacing,
                       emptyFirstLineQuirk: !isUniform)
    }

    /// Offset of an item across its line: centered on the line (default
    /// vertical alignment 1), written as UIKit writes it: `H·0.5 − h·0.5`.
    @inline(__always)
    func acrossOffset(lineThickness: Double, itemThickness: Double) -> Double {
        lineThickness * 0.5 + itemThickness * -0.5
    }
}
