import LayoutIR

/// What holds a constraint-laid stack's length across its axis
/// (Docs/SpecFormat.md#stack-layout), as the constraints UIStackView makes do.
///
/// - `fill`: every arranged view's two cross edges equal the stack's
///   (`UISV-alignment`, `UISV-canvas-connection`), hidden views' too (hiding
///   only zeroes a view's length along the axis). So each view with an
///   intrinsic length `M` across holds the stack at `≥ M` at its compression
///   resistance and `≤ M` at its hugging, each at its own priority.
/// - `leading`, `center`, `trailing`: the visible views lie inside the stack
///   (`UISV-spanning-boundary`, required), so each holds it at `≥ M` at its
///   compression resistance; nothing but a weak fit keeps the stack from
///   growing: the spanning guide's length 0 at priority 51 (`UISV-spanning-fit`)
///   with two or more visible views, the stack's own at 49 (`UISV-canvas-fit`)
///   with one. A hidden view is in neither.
///
/// The lengths include the stack's margins across the axis when it is
/// margins-relative, as its intrinsic size does.
struct StackCrossFit {
    /// One row on the stack's cross length: `length ≥ value` (`atLeast`) or `≤`.
    struct Bound: Equatable {
        var length: Double
        var atLeast: Bool
        var priority: Double
        /// The view the row comes from (an arranged view, or the stack for its fit).
        var view: Int
    }

    /// `UISV-spanning-fit`: the guide spanning two or more aligned views.
    static let spanningFitPriority = 51.0
    /// `UISV-canvas-fit`: the stack itself, around its one visible view.
    static let canvasFitPriority = 49.0

    /// The rows across the axis of `stack`; empty when no arranged view is visible.
    static func bounds(_ stack: Int, _ state: SolverState) -> [Bound] {
        let spec = state.specs[stack].stackSpec
        let acrossVertical = spec.axis == .horizontal
        let fill = spec.alignment == .fill
        var margin = 0.0
        if spec.layoutMarginsRelative {
            let m = state.specs[stack].margins ?? LayoutMarginsStep.defaultMargins
            margin = acrossVertical ? m.top + m.bottom : m.left + m.right
        }
        var bounds: [Bound] = []
        var visible = 0, longest = 0.0
        for child in state.specs.arrangedViews(of: stack) {
            let hidden = state.specs[child].hidden
            if !hidden { visible += 1 }
            guard fill || !hidden, let length = crossLength(child, vertical: acrossVertical, state) else { continue }
            let priorities = ArrangedPriorities.of(child, specs: state.specs, stacks: state.stackPriorities)
            let resistance = priorities.resistance(vertical: acrossVertical)
            bounds.append(Bound(length: length + margin, atLeast: true, priority: resistance, view: child))
            if fill {
                let hugging = priorities.hugging(vertical: acrossVertical)
                bounds.append(Bound(length: length + margin, atLeast: false, priority: hugging, view: child))
            } else {
                longest = max(longest, length)
            }
        }
        guard visible > 0 else { return [] }
        if !fill {
            bounds.append(Bound(length: longest + margin, atLeast: false,
                                priority: visible > 1 ? spanningFitPriority : canvasFitPriority, view: stack))
        }
        return bounds
    }

    /// A view's intrinsic length across (a nested stack's: its intrinsic size);
    /// `nil` when it has none, so it holds the stack by nothing of its own.
    private static func crossLength(_ view: Int, vertical: Bool, _ state: SolverState) -> Double? {
        if state.specs[view].kind == .stack {
            guard view < state.stackNaturals.count else { return nil }
            let size = state.stackNaturals[view]
            return vertical ? size.height : size.width
        }
        guard let size = PlacementStep.intrinsicSize(state.spec(view)) else { return nil }
        return PlacementStep.intrinsicLength(vertical ? size.height : size.width)
    }
}
