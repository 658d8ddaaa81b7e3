import Diagnostics
import LayoutIR

/// A scale followed by a translation: how a view's bounds coordinates map to
/// the root's (`convertRect:toView:` for the scale-only transforms the format has).
struct ScaleMap: Sendable {
    var scaleX: Double = 1
    var scaleY: Double = 1
    var translateX: Double = 0
    var translateY: Double = 0

    static let identity = ScaleMap()

    /// The bounding box of `rect` mapped through `self` (a negative scale flips
    /// the rectangle; a negative width stays negative).
    func apply(_ rect: Rect) -> Rect {
        let (x, w) = ScaleMap.map(rect.x, rect.width, scaleX, translateX)
        let (y, h) = ScaleMap.map(rect.y, rect.height, scaleY, translateY)
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// One axis: the interval `[origin, origin + length]` scaled by `scale` and
    /// moved by `translate`.
    static func map(_ origin: Double, _ length: Double, _ scale: Double, _ translate: Double) -> (Double, Double) {
        let a = scale * origin + translate
        let b = scale * (origin + length) + translate
        return scale < 0 ? (b, a - b) : (a, b - a)
    }
}

/// Per-view bits of the pass, one byte a view: the safe-area edges the view
/// passes on in the low four bits (an `EdgeSet`), then two flags.
struct ViewFlags: Sendable {
    var bits: UInt8 = EdgeSet.all.rawValue

    static let placedBit: UInt8 = 0x10
    static let aspectRatioBit: UInt8 = 0x20

    /// Whether the view's frame is set (by its parent's placement, the root step
    /// or the collection step).
    var placed: Bool {
        get { bits & Self.placedBit != 0 }
        set { bits = newValue ? bits | Self.placedBit : bits & ~Self.placedBit }
    }
    /// Whether `aspectRatio` was used to derive the view's size.
    var usedAspectRatio: Bool {
        get { bits & Self.aspectRatioBit != 0 }
        set { bits = newValue ? bits | Self.aspectRatioBit : bits & ~Self.aspectRatioBit }
    }
    /// The safe-area edges the view passes on to its subviews (all, except for
    /// scroll views, which keep the edges absorbed into `adjustedContentInset`).
    var propagatedEdges: EdgeSet {
        get { EdgeSet(rawValue: bits & 0x0F) }
        set { bits = bits & 0xF0 | newValue.rawValue & 0x0F }
    }
}

/// Everything the pass keeps besides the diagnostics: flat per-view storage
/// (no per-view dictionaries), read and written in place.
///
/// The per-view buffers are only valid while ``FrameSolver/solve(_:)`` runs:
/// it owns their memory and hands them to the steps as unsafe buffers, so a
/// step's read or write of one field is a load or a store, without an array's
/// uniqueness check or a copy of the whole value (every index used is checked
/// against the count, or is the loop's, or a parent earlier than it).
struct SolverState {
    let screen: Screen
    let device: Device
    let orientation: Orientation
    let metrics: DeviceMetrics
    let scale: Double
    var diagnostics: [Diagnostic] = []
    /// Each stack's intrinsic size, indexed like the views; empty without stacks.
    var stackNaturals: [Size] = []
    /// Each stack's hugging and compression resistance (``ArrangedPriorities``),
    /// indexed like ``stackNaturals``.
    var stackPriorities: [ArrangedPriorities] = []
    /// What the stack rules report (see ``StackFinding``).
    var stackFindings: [StackFinding] = []
    /// The islands of views laid out by constraints; `nil` without constraints.
    var constraintPlan: ConstraintPlan?
    /// An app's session: incremental constraint solves, no ambiguity analysis.
    var constraintSession: ConstraintSession?
    /// Most constraints one island may hold (``IslandLimit``).
    var maxIslandSize = IslandLimit.defaultMaxConstraints
    /// Whether the caller gave up on this solve: checked between islands and views.
    var cancellation = Cancellation.never
    /// Views of refused islands (``ResolvedLayout/unsolvedViews``).
    var unsolvedViews: [Int] = []
    /// Constraints that did not simply hold (``ConstraintOutcome``), by index.
    var constraintOutcomes: [Int: ConstraintOutcome] = [:]
    /// The content size, direction and measurer (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    var text = TextEnvironment()
    /// 0 in the first pass, 1 in the second pass of wrapping text (``TextSecondPass``).
    var textPass = 0
    /// Per view, whether its intrinsic size was measured from its text; empty when none was.
    var textMeasured: [Bool] = []
    /// Per view, whether it lays out right to left; empty when none does.
    var rightToLeft: [Bool] = []
    /// Scroll views whose content guide constraints named: the solved content
    /// size, which step 8 takes as `contentSize` (Docs/SpecFormat.md#auto-layout-constraints).
    var solvedContentSizes: [Int: Size] = [:]
    /// `screen.views`, in place: copying a `ViewSpec` out of the array would
    /// retain its strings, arrays and boxes.
    let specs: UnsafeBufferPointer<ViewSpec>
    /// The output, one entry per view.
    let resolved: UnsafeMutableBufferPointer<ResolvedView>
    /// Maps the view's bounds coordinates to the root's.
    let toRoot: UnsafeMutableBufferPointer<ScaleMap>
    /// Placement flags and propagated edges (see ``ViewFlags``).
    let flags: UnsafeMutableBufferPointer<ViewFlags>

    init(screen: Screen, device: Device, orientation: Orientation,
         specs: UnsafeBufferPointer<ViewSpec>, resolved: UnsafeMutableBufferPointer<ResolvedView>,
         toRoot: UnsafeMutableBufferPointer<ScaleMap>, flags: UnsafeMutableBufferPointer<ViewFlags>) {
        self.screen = screen
        self.device = device
        self.orientation = orientation
        self.metrics = device.metrics(orientation)
        self.scale = device.scale
        self.specs = specs
        self.resolved = resolved
        self.toRoot = toRoot
        self.flags = flags
    }

    /// View `index`'s spec, in place.
    @inline(__always)
    func spec(_ index: Int) -> UnsafePointer<ViewSpec> {
        precondition(index >= 0 && index < specs.count, "view index out of range")
        return specs.baseAddress! + index
    }

    /// The view's parent, when it is a valid earlier index (the IR is pre-order).
    @inline(__always)
    func parent(of index: Int) -> Int? {
        guard let parent = specs[index].parent, parent >= 0, parent < index else { return nil }
        return parent
    }

    /// Whether the view is an ordinary subview (not a flow header, item or footer).
    @inline(__always)
    func isSubview(_ index: Int) -> Bool {
        if case .subview = specs[index].role { return true }
        return false
    }

    /// The origin of the view's bounds at rest: zero, except for scroll views,
    /// whose resting content offset is `(−adjusted.left, −adjusted.top)`. Only
    /// scroll views have an `adjustedContentInset`, so it is derived from it
    /// rather than stored for every view.
    @inline(__always)
    func boundsOrigin(_ index: Int) -> Point {
        guard let adjusted = resolved[index].adjustedContentInset else { return .zero }
        return Point(x: -adjusted.left, y: -adjusted.top)
    }

    /// The view's bounds at rest, in its own coordinates.
    @inline(__always)
    func bounds(of index: Int) -> Rect {
        let origin = boundsOrigin(index), size = resolved[index].boundsSize
        return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Records a geometry diagnostic about view `index`.
    mutating func report(_ rule: RuleID, _ severity: Severity, _ message: String, view index: Int, key: String?) {
        let view = spec(index)
        diagnostics.append(Diagnostic(rule: rule, severity: severity, message: message,
                                      viewPath: view.pointee.path, viewID: view.pointee.id,
                                      viewIndex: index, sourceKey: key))
    }
}

/// Number formatting for messages: at most 4 decimals, shortest form.
enum Format {
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    static func rect(_ rect: Rect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }
}
