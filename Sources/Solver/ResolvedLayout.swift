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
    ///
    /// Most views' bounds size is their frame's size and their hit rect their
    /// frame, so neither is stored for them (see `Derived`); changing the frame
    /// first keeps the values they had.
    public var frame: Rect {
        @inlinable get { storedFrame }
        set {
            let old = storedFrame
            if derived.contains(.boundsSize), newValue.size != old.size {
                modifyOutputs { $0.boundsSize = old.size }
                derived.remove(.boundsSize)
            }
            if derived.contains(.hitRect), newValue != old {
                modifyOutputs { $0.hitRect = old }
                derived.remove(.hitRect)
            }
            storedFrame = newValue
            if kindOutputs != nil { deriveFromFrame() }
        }
    }
    /// Frame in the root view's coordinates (`convertRect:toView:` the root).
    public var windowFrame: Rect
    // `@usableFromInline` so the getters below inline into validation's and
    // the emitters' loops over every view.
    @usableFromInline var storedFrame: Rect
    @usableFromInline var kindOutputs: KindOutputsBox?
    @usableFromInline var derived: Derived = .boundsSize
    @usableFromInline var hasHitRect = false

    /// Values that are not stored because they equal the frame's.
    @usableFromInline
    struct Derived: OptionSet, Hashable, Sendable {
        @usableFromInline let rawValue: UInt8
        @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `boundsSize` is `frame.size`.
        @inlinable static var boundsSize: Derived { Derived(rawValue: 1) }
        /// `hitRect` is `frame`.
        @inlinable static var hitRect: Derived { Derived(rawValue: 2) }
    }

    public init(frame: Rect = .zero, boundsSize: Size = .zero, windowFrame: Rect = .zero,
                safeAreaInsets: Insets = .zero, layoutMargins: Insets = Insets(top: 8, left: 8, bottom: 8, right: 8)) {
        self.storedFrame = frame
        self.windowFrame = windowFrame
        self.boundsSize = boundsSize
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }

    /// Bounds size, untransformed (UIKit keeps `bounds` when a transform is set).
    public var boundsSize: Size {
        @inlinable get { derived.contains(.boundsSize) ? storedFrame.size : kindOutputs?.value.boundsSize ?? .zero }
        set {
            if newValue == storedFrame.size {
                derived.insert(.boundsSize)
                if kindOutputs?.value.boundsSize != nil { modifyOutputs { $0.boundsSize = nil } }
            } else {
                derived.remove(.boundsSize)
                modifyOutputs { $0.boundsSize = newValue }
            }
        }
    }

    /// Interactive views: the frame grown or shrunk by `hitInsets`, in the parent's
    /// coordinates, after the transform.
    public var hitRect: Rect? {
        @inlinable get {
            guard hasHitRect else { return nil }
            return derived.contains(.hitRect) ? storedFrame : kindOutputs?.value.hitRect
        }
        set {
            hasHitRect = newValue != nil
            if let newValue, newValue != storedFrame {
                derived.remove(.hitRect)
                modifyOutputs { $0.hitRect = newValue }
                return
            }
            if newValue == nil { derived.remove(.hitRect) } else { derived.insert(.hitRect) }
            if kindOutputs?.value.hitRect != nil { modifyOutputs { $0.hitRect = nil } }
        }
    }

    /// `safeAreaInsets`, `[top, left, bottom, right]`; zero for most views, so a
    /// non-zero value is what takes the box.
    public var safeAreaInsets: Insets {
        @inlinable get { kindOutputs?.value.safeAreaInsets ?? .zero }
        set {
            guard kindOutputs != nil || newValue != .zero else { return }
            modifyOutputs { $0.safeAreaInsets = newValue }
        }
    }
    /// Effective layout margins (the `margins` reference box uses safe area +
    /// these); UIKit's default 8 on every edge takes no space.
    public var layoutMargins: Insets {
        @inlinable get { kindOutputs?.value.layoutMargins ?? KindOutputs.defaultMargins }
        set {
            guard kindOutputs != nil || newValue != KindOutputs.defaultMargins else { return }
            modifyOutputs { $0.layoutMargins = newValue }
        }
    }

    /// label: bounds inset by `textInsets`; textView: bounds inset by `textContainerInset`.
    public var textRect: Rect? {
        @inlinable get { kindOutputs?.value.textRect }
        set { modifyOutputs { $0.textRect = newValue } }
    }
    /// image: where the image is drawn, in the view's bounds.
    public var contentRect: Rect? {
        @inlinable get { kindOutputs?.value.contentRect }
        set { modifyOutputs { $0.contentRect = newValue } }
    }
    /// textView with a placeholder: the placeholder's rect in the view's bounds.
    public var placeholderRect: Rect? {
        @inlinable get { kindOutputs?.value.placeholderRect }
        set { modifyOutputs { $0.placeholderRect = newValue } }
    }
    /// table with `sectionIndex`: the index strip, in the table's bounds.
    public var indexRect: Rect? {
        @inlinable get { kindOutputs?.value.indexRect }
        set { modifyOutputs { $0.indexRect = newValue } }
    }
    /// Scroll views: `contentInset` plus the safe-area edges the behaviour applies.
    public var adjustedContentInset: Insets? {
        @inlinable get { kindOutputs?.value.adjustedContentInset }
        set { modifyOutputs { $0.adjustedContentInset = newValue } }
    }
    /// Scroll views: the content size.
    public var contentSize: Size? {
        @inlinable get { kindOutputs?.value.contentSize }
        set { modifyOutputs { $0.contentSize = newValue } }
    }

    /// Whether anything is kept outside the inline fields (for tests of the layout).
    var storesOutputs: Bool { kindOutputs != nil }

    /// Stops storing a bounds size or hit rect that the new frame now gives, and
    /// drops the box when nothing else is in it: the order the solver sets the
    /// frame and the bounds size in does not decide what a view costs.
    private mutating func deriveFromFrame() {
        guard let outputs = kindOutputs?.value else { return }
        if let size = outputs.boundsSize, size == storedFrame.size {
            derived.insert(.boundsSize)
            modifyOutputs { $0.boundsSize = nil }
        }
        if hasHitRect, let rect = outputs.hitRect, rect == storedFrame {
            derived.insert(.hitRect)
            modifyOutputs { $0.hitRect = nil }
        }
        if kindOutputs?.value == KindOutputs() { kindOutputs = nil }
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
            && a.otherOutputs == b.otherOutputs
    }

    /// The boxed outputs other than the two that may be derived from the frame
    /// (compared through their getters instead).
    private var otherOutputs: KindOutputs {
        var outputs = kindOutputs?.value ?? KindOutputs()
        outputs.boundsSize = nil
        outputs.hitRect = nil
        return outputs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(windowFrame)
    }
}

/// The outputs only some kinds have, and the insets most views leave at their defaults.
@usableFromInline
struct KindOutputs: Hashable, Sendable {
    @inlinable static var defaultMargins: Insets { Insets(top: 8, left: 8, bottom: 8, right: 8) }
    @usableFromInline var safeAreaInsets = Insets.zero
    @usableFromInline var layoutMargins = defaultMargins
    @usableFromInline var textRect: Rect?
    @usableFromInline var contentRect: Rect?
    @usableFromInline var placeholderRect: Rect?
    @usableFromInline var indexRect: Rect?
    @usableFromInline var adjustedContentInset: Insets?
    @usableFromInline var contentSize: Size?
    /// `boundsSize` when it is not the frame's size.
    @usableFromInline var boundsSize: Size?
    /// `hitRect` when it is not the frame.
    @usableFromInline var hitRect: Rect?
}

/// Copy-on-write storage of ``KindOutputs``.
@usableFromInline
final class KindOutputsBox: @unchecked Sendable {
    // Only written while uniquely referenced (`modifyOutputs`), so never shared mutably.
    // Unchecked: exclusivity holds by construction, and the dynamic check cost
    // a runtime call per read.
    @exclusivity(unchecked) @usableFromInline var value: KindOutputs
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
