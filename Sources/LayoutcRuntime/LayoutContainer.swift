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

    /// 20 (regular width) for a container at least 700 pt in both directions (an
    /// iPad) or at least 900 pt wide (a Max phone in landscape), else 16 (compact
    /// width): the catalog's size classes. In split-screen iPad apps the size class
    /// can be compact at a larger size; pass `rootSideMargin` from the trait
    /// collection there (the UIKit glue does).
    public static func defaultSideMargin(for size: CGSize) -> CGFloat {
        let regular = min(size.width, size.height) >= 700 || size.width >= 900
        return regular ? 20 : 16
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
