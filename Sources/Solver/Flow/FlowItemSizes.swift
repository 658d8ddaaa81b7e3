import LayoutIR

/// A section's item sizes with `nil` resolved to the flow's `itemSize`, seen in
/// line coordinates. Reads the spec's array in place: no per-item copies.
struct FlowItemSizes {
    let sizes: [Size?]
    let defaultSize: Size
    let axes: FlowAxes

    var count: Int { sizes.count }

    /// The item's screen size.
    @inline(__always)
    func size(_ index: Int) -> Size { sizes[index] ?? defaultSize }

    /// The item's extent along its line (width, for a vertical flow).
    @inline(__always)
    func length(_ index: Int) -> Double { axes.length(of: size(index)) }

    /// The item's extent across its line (height, for a vertical flow).
    @inline(__always)
    func thickness(_ index: Int) -> Double { axes.thickness(of: size(index)) }

    /// Whether UIKit takes the uniform (grid) path for this section: every size
    /// identical, so zero or one item is uniform too (Docs/SpecFormat.md#flow-collections).
    /// A NaN size never equals anything, so it sends the section down the row path.
    var isUniform: Bool {
        guard count > 1 else { return true }
        let first = size(0)
        for index in 1..<count where size(index) != first {
            return false
        }
        return true
    }

    /// Items longer than `available`: UIKit only logs them, the compiler
    /// warns. Appends in item order.
    func appendTooWide(section: Int, available: Double, to list: inout [FlowTooWideItem]) {
        for index in 0..<count {
            let extent = length(index)
            if extent > available {
                list.append(FlowTooWideItem(section: section, item: index,
                                            extent: extent, available: available))
            }
        }
    }
}
