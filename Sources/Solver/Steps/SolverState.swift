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

/// Everything the pass keeps besides the output, one flat array per quantity
/// (no per-view dictionaries).
struct SolverState {
    let screen: Screen
    let device: Device
    let orientation: Orientation
    let metrics: DeviceMetrics
    let scale: Double
    var resolved: [ResolvedView]
    /// Whether the view's frame is set (by its parent's placement, the root step
    /// or the collection step).
    var placed: [Bool]
    /// The origin of the view's bounds at rest: zero, except for scroll views,
    /// whose resting content offset is `(−adjusted.left, −adjusted.top)`.
    var boundsOrigin: [Point]
    /// The safe-area edges the view passes on to its subviews (all, except for
    /// scroll views, which keep the edges absorbed into `adjustedContentInset`).
    var propagatedEdges: [EdgeSet]
    /// Maps the view's bounds coordinates to the root's.
    var toRoot: [ScaleMap]
    /// Whether `aspectRatio` was used to derive the view's size.
    var usedAspectRatio: [Bool]
    var diagnostics: [Diagnostic] = []
    /// `screen.views`' storage while ``FrameSolver/solve(_:)`` runs, so steps read
    /// a view's fields in place: copying a `ViewSpec` (768 bytes, a dozen strings
    /// and arrays) out of the array is most of a step's cost.
    var specs: UnsafeBufferPointer<ViewSpec> = UnsafeBufferPointer(start: nil, count: 0)

    init(screen: Screen, device: Device, orientation: Orientation) {
        self.screen = screen
        self.device = device
        self.orientation = orientation
        self.metrics = device.metrics(orientation)
        self.scale = device.scale
        let count = screen.views.count
        resolved = Array(repeating: ResolvedView(), count: count)
        placed = Array(repeating: false, count: count)
        boundsOrigin = Array(repeating: .zero, count: count)
        propagatedEdges = Array(repeating: .all, count: count)
        toRoot = Array(repeating: .identity, count: count)
        usedAspectRatio = Array(repeating: false, count: count)
    }

    /// View `index`'s spec, in place (only while `specs` is set).
    @inline(__always)
    func spec(_ index: Int) -> UnsafePointer<ViewSpec> {
        precondition(index >= 0 && index < specs.count, "view index out of range")
        return specs.baseAddress! + index
    }

    /// The view's parent, when it is a valid earlier index (the IR is pre-order).
    func parent(of index: Int) -> Int? {
        guard let parent = screen.views[index].parent, parent >= 0, parent < index else { return nil }
        return parent
    }

    /// The view's bounds at rest, in its own coordinates.
    func bounds(of index: Int) -> Rect {
        let origin = boundsOrigin[index], size = resolved[index].boundsSize
        return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Records a geometry diagnostic about view `index`.
    mutating func report(_ rule: RuleID, _ severity: Severity, _ message: String, view index: Int, key: String?) {
        let view = screen.views[index]
        diagnostics.append(Diagnostic(rule: rule, severity: severity, message: message,
                                      viewPath: view.path, viewID: view.id,
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
