import Diagnostics
import LayoutIR

/// Everything the solver computed for one view.
///
/// Rectangles may hold NaN, infinities or negative sizes: the solver records
/// what UIKit's arithmetic gives and reports it, it never stops.
///
/// Kept small (a screen can hold a million views): the outputs only some kinds
/// have, and insets other than the usual defaults, live in `CompactOutputs`,
/// which holds just the ones a view has; they read and write as plain stored values.
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
                set(.boundsSize, old.size.width, old.size.height)
                derived.remove(.boundsSize)
            }
            if derived.contains(.hitRect), newValue != old {
                set(.hitRect, old)
                derived.remove(.hitRect)
            }
            storedFrame = newValue
            if outputs != nil { deriveFromFrame() }
        }
    }
    /// Frame in the root view's coordinates (`convertRect:toView:` the root).
    public var windowFrame: Rect
    // `@usableFromInline` so the getters below inline into validation's and
    // the emitters' loops over every view.
    @usableFromInline var storedFrame: Rect
    @usableFromInline var outputs: SharedOutputs?
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
        @inlinable get { derived.contains(.boundsSize) ? storedFrame.size : outputs?.size(.boundsSize) ?? .zero }
        set {
            if newValue == storedFrame.size {
                derived.insert(.boundsSize)
                if outputs?.values(.boundsSize) != nil { set(.boundsSize, nil as Double?) }
            } else {
                derived.remove(.boundsSize)
                set(.boundsSize, newValue.width, newValue.height)
            }
        }
    }

    /// Interactive views: the frame grown or shrunk by `hitInsets`, in the parent's
    /// coordinates, after the transform.
    public var hitRect: Rect? {
        @inlinable get {
            guard hasHitRect else { return nil }
            return derived.contains(.hitRect) ? storedFrame : outputs?.rect(.hitRect)
        }
        set {
            hasHitRect = newValue != nil
            if let newValue, newValue != storedFrame {
                derived.remove(.hitRect)
                set(.hitRect, newValue)
                return
            }
            if newValue == nil { derived.remove(.hitRect) } else { derived.insert(.hitRect) }
            if outputs?.values(.hitRect) != nil { set(.hitRect, nil as Double?) }
        }
    }

    /// `safeAreaInsets`, `[top, left, bottom, right]`; zero for most views, so a
    /// non-zero value is what takes the box.
    public var safeAreaInsets: Insets {
        @inlinable get { outputs?.insets(.safeAreaInsets) ?? .zero }
        set {
            guard outputs != nil || newValue != .zero else { return }
            set(.safeAreaInsets, newValue == .zero ? nil : newValue)
        }
    }
    /// Effective layout margins (the `margins` reference box uses safe area +
    /// these); UIKit's default 8 on every edge takes no space.
    public var layoutMargins: Insets {
        @inlinable get { outputs?.insets(.layoutMargins) ?? KindOutputs.defaultMargins }
        set {
            guard outputs != nil || newValue != KindOutputs.defaultMargins else { return }
            set(.layoutMargins, newValue == KindOutputs.defaultMargins ? nil : newValue)
        }
    }

    /// label: bounds inset by `textInsets`; textView: bounds inset by `textContainerInset`.
    public var textRect: Rect? {
        @inlinable get { outputs?.rect(.textRect) }
        set { set(.textRect, newValue) }
    }
    /// image: where the image is drawn, in the view's bounds.
    public var contentRect: Rect? {
        @inlinable get { outputs?.rect(.contentRect) }
        set { set(.contentRect, newValue) }
    }
    /// textView with a placeholder: the placeholder's rect in the view's bounds.
    public var placeholderRect: Rect? {
        @inlinable get { outputs?.rect(.placeholderRect) }
        set { set(.placeholderRect, newValue) }
    }
    /// table with `sectionIndex`: the index strip, in the table's bounds.
    public var indexRect: Rect? {
        @inlinable get { outputs?.rect(.indexRect) }
        set { set(.indexRect, newValue) }
    }
    /// Scroll views: `contentInset` plus the safe-area edges the behaviour applies.
    public var adjustedContentInset: Insets? {
        @inlinable get { outputs?.insets(.adjustedContentInset) }
        set { set(.adjustedContentInset, newValue) }
    }
    /// Scroll views: the content size.
    public var contentSize: Size? {
        @inlinable get { outputs?.size(.contentSize) }
        set { set(.contentSize, newValue?.width, newValue?.height) }
    }

    /// Whether anything is kept outside the inline fields (for tests of the layout).
    var storesOutputs: Bool { outputs != nil }

    /// Stops storing a bounds size or hit rect that the new frame now gives, and
    /// drops the box when nothing else is in it: the order the solver sets the
    /// frame and the bounds size in does not decide what a view costs.
    private mutating func deriveFromFrame() {
        if let size = outputs?.size(.boundsSize), size == storedFrame.size {
            derived.insert(.boundsSize)
            set(.boundsSize, nil as Double?)
        }
        if hasHitRect, let rect = outputs?.rect(.hitRect), rect == storedFrame {
            derived.insert(.hitRect)
            set(.hitRect, nil as Double?)
        }
    }

    /// Outputs are immutable storage: a change makes new storage with just the
    /// fields present (a few per view, while solving).
    private mutating func set(_ field: CompactOutputs.Field, _ rect: Rect?) {
        set(field, rect?.x, rect?.y, rect?.width, rect?.height)
    }

    private mutating func set(_ field: CompactOutputs.Field, _ insets: Insets?) {
        set(field, insets?.top, insets?.left, insets?.bottom, insets?.right)
    }

    /// Sets `field` to the given doubles (its width of them), or removes it when the first is nil.
    private mutating func set(_ field: CompactOutputs.Field, _ a: Double?, _ b: Double? = nil, _ c: Double? = nil,
                              _ d: Double? = nil) {
        guard let a else {
            outputs = CompactOutputs.replacing(field, with: nil, in: outputs)
            return
        }
        var values = (a, b ?? 0, c ?? 0, d ?? 0)
        outputs = withUnsafeBytes(of: &values) { raw in
            CompactOutputs.replacing(field, with: raw.bindMemory(to: Double.self), in: outputs)
        }
    }

    public static func == (a: ResolvedView, b: ResolvedView) -> Bool {
        a.frame == b.frame && a.boundsSize == b.boundsSize && a.windowFrame == b.windowFrame && a.hitRect == b.hitRect
            && a.otherOutputs == b.otherOutputs
    }

    /// The boxed outputs other than the two that may be derived from the frame
    /// (compared through their getters instead).
    private var otherOutputs: KindOutputs {
        var value = outputs?.outputs ?? KindOutputs()
        value.boundsSize = nil
        value.hitRect = nil
        return value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(windowFrame)
    }
}

/// The outputs only some kinds have, and the insets most views leave at their
/// defaults: the value `CompactOutputs` stores the present fields of.
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
    /// What stacks' arrangements found for the stack rules (overflow, deciding
    /// ties, views sticking out across the axis); only stacks with one of them.
    public var stackFindings: [StackFinding] = []
    /// Constraints (by index in `Screen.constraints`) that were broken or, being
    /// optional, left unmet; every other constraint held (``ConstraintOutcome``).
    public var constraintOutcomes: [Int: ConstraintOutcome] = [:]
    /// The content size category the screen was solved at (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    public var contentSize: ContentSizeCategory = .standard
    /// The layout direction the screen was solved in.
    public var direction: LayoutDirection = .leftToRight
    /// Per view, whether it laid out right to left; empty when none did.
    public var rightToLeft: [Bool] = []
    /// The measured text of every view whose size came from its text, for the text rules.
    public var textRecords: [TextRecord] = []
    /// Views of islands refused by the island size limit (``IslandLimit``):
    /// their frames are empty, so findings about their geometry say nothing.
    public var unsolvedViews: [Int] = []

    public init(device: Device, orientation: Orientation, views: [ResolvedView], diagnostics: [Diagnostic]) {
        self.device = device
        self.orientation = orientation
        self.views = views
        self.diagnostics = diagnostics
    }

    /// The device's metrics in the solved orientation.
    public var metrics: DeviceMetrics { device.metrics(orientation) }
}
