import Diagnostics
import LayoutIR

/// Everything the solver computed for one view.
///
/// Rectangles may hold NaN, infinities or negative sizes: the solver records
/// what UIKit's arithmetic gives and reports it, it never stops.
public struct ResolvedView: Hashable, Sendable {
    /// Frame in the parent's coordinates, after the transform (the transformed
    /// bounding box). Flow items and headers: in the collection's content
    /// coordinates at content offset zero.
    public var frame: Rect
    /// Bounds size, untransformed (UIKit keeps `bounds` when a transform is set).
    public var boundsSize: Size
    /// Frame in the root view's coordinates (`convertRect:toView:` the root).
    public var windowFrame: Rect
    /// `safeAreaInsets`, `[top, left, bottom, right]`.
    public var safeAreaInsets: Insets
    /// Effective layout margins (the `margins` reference box uses safe area + these).
    public var layoutMargins: Insets
    /// label: bounds inset by `textInsets`; textView: bounds inset by `textContainerInset`.
    public var textRect: Rect?
    /// image: where the image is drawn, in the view's bounds.
    public var contentRect: Rect?
    /// textView with a placeholder: the placeholder's rect in the view's bounds.
    public var placeholderRect: Rect?
    /// Interactive views: the frame grown or shrunk by `hitInsets`, in the parent's
    /// coordinates, after the transform.
    public var hitRect: Rect?
    /// table with `sectionIndex`: the index strip, in the table's bounds.
    public var indexRect: Rect?
    /// Scroll views: `contentInset` plus the safe-area edges the behaviour applies.
    public var adjustedContentInset: Insets?
    /// Scroll views: the content size.
    public var contentSize: Size?

    public init(frame: Rect = .zero, boundsSize: Size = .zero, windowFrame: Rect = .zero,
                safeAreaInsets: Insets = .zero, layoutMargins: Insets = .zero) {
        self.frame = frame
        self.boundsSize = boundsSize
        self.windowFrame = windowFrame
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }
}

/// The solved screen for one device and orientation.
public struct ResolvedLayout: Sendable {
    public var device: Device
    public var orientation: Orientation
    /// One entry per `Screen.views` element, same indices.
    public var views: [ResolvedView]
    /// Geometry diagnostics (rule ids `over-constrained`, `ambiguous-position`,
    /// `ambiguous-size`, `non-finite-frame`, `negative-size`,
    /// `placeholder-location-ignored`, `flow-item-too-wide`), addressed by
    /// `viewIndex`/`sourceKey`; the driver adds file positions.
    public var diagnostics: [Diagnostic]

    public init(device: Device, orientation: Orientation, views: [ResolvedView], diagnostics: [Diagnostic]) {
        self.device = device
        self.orientation = orientation
        self.views = views
        self.diagnostics = diagnostics
    }

    /// The device's metrics in the solved orientation.
    public var metrics: DeviceMetrics { device.metrics(orientation) }
}
