import Diagnostics
import LayoutIR

/// Everything the solver computed for one view.
///
/// Rectangles may hold NaN, infinities or negative sizes: the solver records
/// what UIKit's arithmetic gives and reports it, it never stops.
///
/// Kept small (a screen can hold a million views): the outputs only some kinds
/// have, and insets other than the usual defaults, live in one box allocated
/// when the first is set; they read and write as plain stored values.
public struct ResolvedView: Hashable, Sendable {
    /// Frame in the parent's coordinates, after the transform (the transformed
    /// bounding box). Flow items and headers: in the collection's content
    /// coordinates at content offset zero.
    public var frame: Rect
    /// Bounds size, untransformed (UIKit keeps `bounds` when a transform is set).
    public var boundsSize: Size
    /// Frame in the root view's coordinates (`convertRect:toView:` the root).
    public var windowFrame: Rect
    private var hitRectStorage = Rect.zero
    private var hasHitRect = false
    private var kindOutputs: KindOutputsBox?

    public init(frame: Rect = .zero, boundsSize: Size = .zero, windowFrame: Rect = .zero,
                safeAreaInsets: Insets = .zero, layoutMargins: Insets = Insets(top: 8, left: 8, bottom: 8, right: 8)) {
        self.frame = frame
        self.boundsSize = boundsSize
        self.windowFrame = windowFrame
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }

    /// `safeAreaInsets`, `[top, left, bottom, right]`; zero for most views, so a
    /// non-zero value is what takes the box.
    public var safeAreaInsets: Insets {
        get { kindOutputs?.value.safeAreaInsets ?? .zero }
        set {
            guard kindOutputs != nil || newValue != .zero else { return }
            modifyOutputs { $0.safeAreaInsets = newValue }
        }
    }
    /// Effective layout margins (the `margins` reference box uses safe area +
    /// these); UIKit's default 8 on every edge takes no space.
    public var layoutMargins: Insets {
        get { kindOutputs?.value.layoutMargins ?? KindOutputs.defaultMargins }
        set {
            guard kindOutputs != nil || newValue != KindOutputs.defaultMargins else { return }
            modifyOutputs { $0.layoutMargins = newValue }
        }
    }

    /// Interactive views: the frame grown or shrunk by `hitInsets`, in the parent's
    /// coordinates, after the transform.
    public var hitRect: Rect? {
        get { hasHitRect ? hitRectStorage : nil }
        set {
            hasHitRect = newValue != nil
            hitRectStorage = newValue ?? .zero
        }
    }
    /// label: bounds inset by `textInsets`; textView: bounds inset by `textContainerInset`.
    public var textRect: Rect? {
        get { kindOutputs?.value.textRect }
        set { modifyOutputs { $0.textRect = newValue } }
    }
    /// image: where the image is drawn, in the view's bounds.
    public var contentRect: Rect? {
        get { kindOutputs?.value.contentRect }
        set { modifyOutputs { $0.contentRect = newValue } }
    }
    /// textView with a placeholder: the placeholder's rect in the view's bounds.
    public var placeholderRect: Rect? {
        get { kindOutputs?.value.placeholderRect }
        set { modifyOutputs { $0.placeholderRect = newValue } }
    }
    /// table with `sectionIndex`: the index strip, in the table's bounds.
    public var indexRect: Rect? {
        get { kindOutputs?.value.indexRect }
        set { modifyOutputs { $0.indexRect = newValue } }
    }
    /// Scroll views: `contentInset` plus the safe-area edges the behaviour applies.
    public var adjustedContentInset: Insets? {
        get { kindOutputs?.value.adjustedContentInset }
        set { modifyOutputs { $0.adjustedContentInset = newValue } }
    }
    /// Scroll views: the content size.
    public var contentSize: Size? {
        get { kindOutputs?.value.contentSize }
        set { modifyOutputs { $0.contentSize = newValue } }
    }

    private mutating func modifyOutputs(_ change: (inout KindOutputs) -> Void) {
        if kindOutputs == nil {
            kindOutputs = KindOutputsBox(KindOutputs())
        } else if !isKnownUniquelyReferenced(&kindOutputs!) {
            kindOutputs = KindOutputsBox(kindOutputs!.value)
        }
        change(&kindOutputs!.value)
    }

    public static func == (a: ResolvedView, b: ResolvedView) -> Bool {
        a.frame == b.frame && a.boundsSize == b.boundsSize && a.windowFrame == b.windowFrame && a.hitRect == b.hitRect
            && (a.kindOutputs?.value ?? KindOutputs()) == (b.kindOutputs?.value ?? KindOutputs())
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(windowFrame)
    }
}

/// The outputs only some kinds have, and the insets most views leave at their defaults.
private struct KindOutputs: Hashable, Sendable {
    static let defaultMargins = Insets(top: 8, left: 8, bottom: 8, right: 8)
    var safeAreaInsets = Insets.zero
    var layoutMargins = defaultMargins
    var textRect: Rect?
    var contentRect: Rect?
    var placeholderRect: Rect?
    var indexRect: Rect?
    var adjustedContentInset: Insets?
    var contentSize: Size?
}

/// Copy-on-write storage of ``KindOutputs``.
private final class KindOutputsBox: @unchecked Sendable {
    // Only written while uniquely referenced (`modifyOutputs`), so never shared mutably.
    var value: KindOutputs
    init(_ value: KindOutputs) { self.value = value }
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
