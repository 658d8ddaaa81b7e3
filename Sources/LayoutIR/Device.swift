/// Heights of the bars a device shows in one orientation.
public struct BarHeights: Hashable, Sendable {
    public var navigation: Double
    public var largeTitle: Double
    public var tab: Double
    public var toolbar: Double

    public init(navigation: Double, largeTitle: Double, tab: Double, toolbar: Double) {
        self.navigation = navigation
        self.largeTitle = largeTitle
        self.tab = tab
        self.toolbar = toolbar
    }

    /// The height of `bar`; the status bar's height is the device's, not here.
    public func height(of bar: Bar) -> Double {
        switch bar {
        case .status: 0
        case .navigation: navigation
        case .largeTitle: largeTitle
        case .tab: tab
        case .toolbar: toolbar
        }
    }
}

/// What a device looks like in one orientation.
public struct DeviceMetrics: Hashable, Sendable {
    /// Screen size in points.
    public var size: Size
    /// The window's safe-area insets with the status bar shown.
    public var safeAreaInsets: Insets
    /// Status-bar height (0 where the status bar is hidden: iPhones in landscape).
    public var statusBarHeight: Double
    public var bars: BarHeights
    /// Leading and trailing layout margins of a root view (16 compact width, 20
    /// regular, and 20 on the 414-pt and wider phones in portrait).
    public var rootSideMargin: Double
    /// The size classes UIKit reports in this orientation: what picks an IB file's
    /// size-class variations. Stated by every catalog device.
    public var sizeClasses: SizeClasses

    /// Metrics; `sizeClasses` defaults to ``SizeClasses/standIn(for:)`` of `size`
    /// (for a device the catalog does not describe).
    public init(size: Size, safeAreaInsets: Insets, statusBarHeight: Double, bars: BarHeights, rootSideMargin: Double,
                sizeClasses: SizeClasses? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.bars = bars
        self.rootSideMargin = rootSideMargin
        self.sizeClasses = sizeClasses ?? .standIn(for: size)
    }
}

/// A device of the catalog (Docs/SpecFormat.md#devices).
public struct Device: Hashable, Sendable {
    /// Stable id, part of the spec format (`iphone-15-pro`).
    public var id: String
    /// Marketing name.
    public var name: String
    /// Points to pixels.
    public var scale: Double
    public var portrait: DeviceMetrics
    public var landscape: DeviceMetrics

    public init(id: String, name: String, scale: Double, portrait: DeviceMetrics, landscape: DeviceMetrics) {
        self.id = id
        self.name = name
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The metrics for `orientation`.
    public func metrics(_ orientation: Orientation) -> DeviceMetrics {
        orientation == .portrait ? portrait : landscape
    }
}
