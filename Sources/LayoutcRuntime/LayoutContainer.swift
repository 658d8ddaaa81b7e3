import Foundation

/// Where a screen is solved at run time: the container's size, its root's final
/// safe-area insets (bars and `additionalSafeAreaInsets` included, as UIKit
/// reports `safeAreaInsets`), the screen scale, and the root's side layout margins.
public struct LayoutContainer: Hashable, Sendable {
    public var size: CGSize
    public var safeAreaInsets: LayoutInsets
    public var scale: CGFloat
    /// The root view's left and right system layout margins: UIKit gives 16 in a
    /// compact-width size class and 20 in a regular one.
    public var rootSideMargin: CGFloat

    /// A container whose side margins follow from `size` (see ``defaultSideMargin(for:)``).
    public init(size: CGSize, safeAreaInsets: LayoutInsets, scale: CGFloat, rootSideMargin: CGFloat? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.rootSideMargin = rootSideMargin ?? Self.defaultSideMargin(for: size)
    }

    /// The catalog's root side margin for a container of `size` (a device's screen
    /// in one orientation: 20 on iPads and on the Plus and Max phones, else 16);
    /// for any other size, that of its stand-in size classes
    /// (``SizeClasses/standIn(for:)``). In an app, pass the margin UIKit reports
    /// instead: the UIKit glue reads the view controller's `systemMinimumLayoutMargins`,
    /// which follow the trait collection (split-screen iPad apps are compact).
    public static func defaultSideMargin(for size: CGSize) -> CGFloat {
        let points = Size(width: Double(size.width), height: Double(size.height))
        for device in DeviceCatalog.all {
            for metrics in [device.portrait, device.landscape] where metrics.size == points {
                return CGFloat(metrics.rootSideMargin)
            }
        }
        return CGFloat(SizeClasses.standIn(for: points).rootSideMargin)
    }

    /// A device standing for this container: its metrics in both orientations,
    /// no status bar and bars of height 0, so the root's safe area is exactly
    /// `safeAreaInsets` (see `RootStep.safeAreaInsets`).
    var device: Device {
        let metrics = DeviceMetrics(
            size: Size(width: Double(size.width), height: Double(size.height)),
            safeAreaInsets: safeAreaInsets.irInsets, statusBarHeight: 0,
            bars: BarHeights(navigation: 0, largeTitle: 0, tab: 0, toolbar: 0),
            rootSideMargin: Double(rootSideMargin))
        // Names of at most 15 UTF-8 bytes are stored inline: no allocation per solve.
        return Device(id: "custom", name: "container", scale: Double(scale),
                      portrait: metrics, landscape: metrics)
    }

    /// Landscape when wider than tall.
    var orientation: Orientation { size.width > size.height ? .landscape : .portrait }
}
