import LayoutIR

/// What a flow layout needs to know about its collection view.
public struct FlowLayoutInput: Sendable {
    public var flow: FlowSpec
    /// The collection view's bounds size.
    public var boundsSize: Size
    /// The collection's `adjustedContentInset`.
    public var adjustedContentInset: Insets
    /// The collection's own safe-area insets (for `sectionInsetReference: safeArea`).
    public var safeAreaInsets: Insets
    /// The collection's layout margins (for `sectionInsetReference: layoutMargins`).
    public var layoutMargins: Insets
    /// The device scale: item and header origins are rounded to its pixel grid.
    public var scale: Double

    public init(flow: FlowSpec, boundsSize: Size, adjustedContentInset: Insets,
                safeAreaInsets: Insets, layoutMargins: Insets, scale: Double) {
        self.flow = flow
        self.boundsSize = boundsSize
        self.adjustedContentInset = adjustedContentInset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.scale = scale
    }
}

/// Frames of one section, in the collection's content coordinates.
public struct FlowSectionFrames: Hashable, Sendable {
    /// `nil` when the header's reference size is 0 (UIKit makes none).
    public var header: Rect?
    public var footer: Rect?
    public var items: [Rect]

    public init(header: Rect? = nil, footer: Rect? = nil, items: [Rect] = []) {
        self.header = header
        self.footer = footer
        self.items = items
    }
}

/// An item that cannot fit the available width (height, for horizontal flows).
public struct FlowTooWideItem: Hashable, Sendable {
    public var section: Int
    public var item: Int
    /// The item's extent across the lines.
    public var extent: Double
    /// The extent available for a line.
    public var available: Double

    public init(section: Int, item: Int, extent: Double, available: Double) {
        self.section = section
        self.item = item
        self.extent = extent
        self.available = available
    }
}

/// What a flow layout computes.
public struct FlowLayoutResult: Hashable, Sendable {
    public var sections: [FlowSectionFrames]
    /// `collectionViewContentSize`.
    public var contentSize: Size
    public var tooWideItems: [FlowTooWideItem]

    /// The extent a line can fill: the content dimension across the scroll axis
    /// less the section insets on that axis (after `sectionInsetReference`).
    /// Negative when the insets are wider than the collection.
    public var lineExtent: Double

    public init(sections: [FlowSectionFrames], contentSize: Size, tooWideItems: [FlowTooWideItem],
                lineExtent: Double = 0) {
        self.sections = sections
        self.contentSize = contentSize
        self.tooWideItems = tooWideItems
        self.lineExtent = lineExtent
    }
}
