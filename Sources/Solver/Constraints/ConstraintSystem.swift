import ConstraintCore
import LayoutIR

/// Where a row of the linear system comes from, for messages and for the
/// conflict search's document order (Docs/SpecFormat.md#auto-layout-constraints).
enum ConstraintRowSource: Equatable {
    /// `Screen.constraints[index]`.
    case constraint(Int)
    /// One of the four equalities of a placed member's `frame`/`place` (or fill).
    case placement(view: Int)
    /// `size ≥ intrinsic` (compression resistance) or `size ≤ intrinsic` (hugging) on one axis.
    case intrinsic(view: Int, vertical: Bool, hugging: Bool, length: Double)
}

/// `Σ terms + constant`, an attribute or frame value as a linear expression.
struct Affine {
    var terms: [LinearTerm] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }
    init(variable: Int) { terms = [LinearTerm(variable: variable, coefficient: 1)] }

    static func + (a: Affine, b: Affine) -> Affine {
        var sum = a
        sum.terms += b.terms
        sum.constant += b.constant
        return sum
    }

    static func * (k: Double, a: Affine) -> Affine {
        var product = a
        for index in product.terms.indices { product.terms[index].coefficient *= k }
        product.constant *= k
        return product
    }

    static func - (a: Affine, b: Affine) -> Affine { a + (-1) * b }

    /// Terms of one variable added up, zeros dropped, by variable (deterministic rows).
    var normalized: Affine {
        var byVariable: [Int: Double] = [:]
        for term in terms { byVariable[term.variable, default: 0] += term.coefficient }
        var result = Affine(constant: constant)
        result.terms = byVariable.keys.sorted().compactMap { variable in
            let coefficient = byVariable[variable]!
            return coefficient == 0 ? nil : LinearTerm(variable: variable, coefficient: coefficient)
        }
        return result
    }
}

/// Step 2 of 3.3 for one island and one pass: the linear system whose unknowns
/// are each member's frame `x, y, width, height` in its superview's
/// coordinates (variables `4k … 4k+3` for the k-th member), with its rows
/// in the conflict search's document order.
struct ConstraintSystem {
    var problem = LinearProblem(variableCount: 0, rows: [])
    var sources: [ConstraintRowSource] = []
    /// Member view → its slot k.
    var slots: [Int: Int] = [:]
    /// Scroll view whose content guide a row names → the variable of its
    /// content width (its height is the next one), after the members' frames:
    /// the solved content guide is the scroll view's `contentSize` (Docs/SpecFormat.md#constraints, scroll views).
    var contentSlots: [Int: Int] = [:]
    /// Whether a row used the safe-area insets of a member (then the island is
    /// solved again with the insets of the first solution's frames).
    var usesMemberInsets = false

    /// Builds the system. `insets` are the safe-area insets of members for this
    /// pass (zero on the first).
    init(_ island: ConstraintIsland, plan: ConstraintPlan, insets: [Int: Insets], state: inout SolverState) {
        for (slot, member) in island.members.enumerated() { slots[member] = slot }
        var builder = RowBuilder(system: self, island: island, plan: plan, insets: insets)
        builder.build(&state)
        self = builder.system
    }
}

/// Builds the rows of a ``ConstraintSystem``.
private struct RowBuilder {
    var system: ConstraintSystem
    let island: ConstraintIsland
    let plan: ConstraintPlan
    let insets: [Int: Insets]
    /// Rows with their document-order key before sorting.
    var pending: [(key: (line: Int, column: Int, kind: Int, index: Int), row: LinearRow, source: ConstraintRowSource)] = []

    init(system: ConstraintSystem, island: ConstraintIsland, plan: ConstraintPlan, insets: [Int: Insets]) {
        self.system = system
        self.island = island
        self.plan = plan
        self.insets = insets
    }

    mutating func build(_ state: inout SolverState) {
        for member in island.members {
            let laidOut = plan.laidOut.contains(member)
            if laidOut { addIntrinsicRows(member, state) }
            // A view with `frame`/`place` and constraints keeps both, as one whose
            // translatesAutoresizingMaskIntoConstraints was left true.
            if !laidOut || PlacementStep.positioningKey(state.spec(member)) != nil { addPlacementRows(member, &state) }
        }
        for index in island.constraints {
            let c = state.screen.constraints[index]
            for anchor in [c.first, c.second].compactMap({ $0 }) where anchor.guide == .content {
                if system.contentSlots[anchor.view] == nil {
                    system.contentSlots[anchor.view] = 4 * island.members.count + 2 * system.contentSlots.count
                }
            }
        }
        for index in island.constraints { addConstraintRow(index, state) }
        pending.sort { a, b in
            (a.key.line, a.key.column, a.key.kind, a.key.index) < (b.key.line, b.key.column, b.key.kind, b.key.index)
        }
        system.problem = LinearProblem(variableCount: 4 * island.members.count + 2 * system.contentSlots.count,
                                       rows: pending.map(\.row))
        system.sources = pending.map(\.source)
    }

    // MARK: Values

    private func variable(_ view: Int, _ component: Int) -> Affine? {
        system.slots[view].map { Affine(variable: 4 * $0 + component) }
    }

    /// The view's width or height: its unknown, or its solved bounds.
    private func size(_ view: Int, vertical: Bool, _ state: SolverState) -> Affine {
        if let unknown = variable(view, vertical ? 3 : 2) { return unknown }
        let bounds = state.resolved[view].boundsSize
        return Affine(constant: vertical ? bounds.height : bounds.width)
    }

    /// The view's safe-area insets in this pass.
    private mutating func safeAreaInsets(_ view: Int, _ state: SolverState) -> Insets {
        if system.slots[view] != nil {
            system.usesMemberInsets = true
            return insets[view] ?? .zero
        }
        return state.resolved[view].safeAreaInsets
    }

    private func margins(_ view: Int, _ state: SolverState) -> Insets {
        system.slots[view] != nil ? state.specs[view].margins ?? LayoutMarginsStep.defaultMargins
            : state.resolved[view].layoutMargins
    }

    /// Where a view's guide starts along an axis, in the view's own bounds
    /// coordinates, and how long it is.
    private mutating func guideSpan(_ view: Int, _ guide: ConstraintGuide, vertical: Bool,
                                    _ state: SolverState) -> (start: Affine, length: Affine) {
        if guide == .content, let width = system.contentSlots[view] {
            // The content area starts at the bounds origin 0 (contentOffset 0).
            return (Affine(), Affine(variable: width + (vertical ? 1 : 0)))
        }
        let length = size(view, vertical: vertical, state)
        var lead = 0.0, trail = 0.0
        switch guide {
        case .view, .content, .frame: break  // frameLayoutGuide: the bounds at contentOffset 0
        case .safeArea, .margins:
            let safe = safeAreaInsets(view, state)
            lead = vertical ? safe.top : safe.left
            trail = vertical ? safe.bottom : safe.right
            if guide == .margins {
                let m = margins(view, state)
                lead += vertical ? m.top : m.left
                trail += vertical ? m.bottom : m.right
            }
        }
        return (Affine(constant: lead), length - Affine(constant: lead + trail))
    }

    /// The view's origin along an axis in the coordinates of its ancestor `top`:
    /// the frame origins of the views between them.
    private func origin(of view: Int, in top: Int?, vertical: Bool, _ state: SolverState) -> Affine {
        var sum = Affine()
        var current: Int? = view
        while let index = current, index != top {
            if let unknown = variable(index, vertical ? 1 : 0) {
                sum = sum + unknown
            } else {
                let frame = state.resolved[index].frame
                sum = sum + Affine(constant: vertical ? frame.y : frame.x)
            }
            current = state.specs[index].parent
        }
        return sum
    }

    /// An anchor's value: a size, or a position in the coordinates of `top`.
    /// `mirrored` (a right-to-left constraint, Docs/SpecFormat.md#text-dynamic-type-and-layout-direction) measures horizontal
    /// positions from the right, as the engine does: leading is the right edge,
    /// trailing the left one, and every x is negated so that a positive
    /// constant after `leading` moves toward the left.
    private mutating func value(_ anchor: ConstraintAnchor, in top: Int?, mirrored: Bool,
                                _ state: SolverState) -> Affine {
        let attribute = anchor.attribute
        let vertical = !attribute.isHorizontal
        let span = guideSpan(anchor.view, anchor.guide, vertical: vertical, state)
        if attribute.isSize { return span.length }
        let start = origin(of: anchor.view, in: top, vertical: vertical, state) + span.start
        let position: Affine = switch attribute {
        case .left, .top: start
        case .leading: mirrored ? start + span.length : start
        case .right, .bottom: start + span.length
        case .trailing: mirrored ? start : start + span.length
        default: start + 0.5 * span.length  // centerX, centerY
        }
        return mirrored && !vertical ? (-1) * position : position
    }

    /// Whether a constraint is laid out right to left: it names `leading` or
    /// `trailing` (or their margins) of a view whose layout direction is right
    /// to left (Docs/SpecFormat.md#constraints; the first such anchor's view decides).
    private func isMirrored(_ c: LayoutConstraint, _ state: SolverState) -> Bool {
        guard let directional = ConstraintSemantics.directionalAnchor(of: c) else { return false }
        return state.isRightToLeft(directional.view)
    }

    // MARK: Rows

    private mutating func addConstraintRow(_ index: Int, _ state: SolverState) {
        let c = state.screen.constraints[index]
        let views = state.screen.views
        let top = ConstraintSemantics.top(of: c, in: views)
        let mirrored = isMirrored(c, state)
        var expression = value(c.first, in: top, mirrored: mirrored, state) - Affine(constant: c.constant)
        if let second = c.second {
            expression = expression - c.multiplier * value(second, in: top, mirrored: mirrored, state)
        }
        let relation: RowRelation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let location = c.location ?? .init(line: 0, column: 0)
        append(expression, relation, priority: c.priority, source: .constraint(index),
               key: (location.line, location.column, 2, index))
    }

    /// A placed member keeps its placement as required equalities, linear in its
    /// superview's size (autoresizing-mask constraints).
    private mutating func addPlacementRows(_ view: Int, _ state: inout SolverState) {
        guard let parent = state.specs[view].parent else { return }
        let parentInsets = safeAreaInsets(parent, state)
        let parentMargins = margins(parent, state)
        // The frame is affine in the superview's size: sampled at three sizes, and
        // the placement's own findings kept from the first sample only.
        func frame(_ width: Double, _ height: Double, _ state: inout SolverState) -> Rect {
            let box = ReferenceBoxStep.box(state.specs[view].referenceBox, boundsSize: Size(width: width, height: height),
                                           safeArea: parentInsets, safeAreaEdges: state.specs[parent].safeAreaEdges,
                                           insets: state.specs[parent].insets, margins: parentMargins)
            return PlacementStep.untransformedFrame(view, box: box, in: &state)
        }
        let base = frame(0, 0, &state)
        let reported = state.diagnostics.count
        let wide = frame(100, 0, &state), tall = frame(0, 100, &state)
        state.diagnostics.removeSubrange(reported...)
        let width = size(parent, vertical: false, state), height = size(parent, vertical: true, state)
        let values = [(base.x, wide.x, tall.x), (base.y, wide.y, tall.y),
                      (base.width, wide.width, tall.width), (base.height, wide.height, tall.height)]
        let location = state.screen.constraintKeyLocations[view]?.placement ?? .init(line: 0, column: 0)
        for (component, (at0, atW, atH)) in values.enumerated() {
            guard let unknown = variable(view, component) else { continue }
            let placed = Affine(constant: at0) + ((atW - at0) / 100) * width + ((atH - at0) / 100) * height
            append(unknown - placed, .equal, priority: 1000, source: .placement(view: view),
                   key: (location.line, location.column, 0, view))
        }
    }

    /// `size ≥ intrinsic` at the compression resistance and `size ≤ intrinsic`
    /// at the hugging priority, per axis that has an intrinsic length.
    private mutating func addIntrinsicRows(_ view: Int, _ state: SolverState) {
        guard let (size, priorities) = IntrinsicContent.of(view, state) else { return }
        let keys = state.screen.constraintKeyLocations[view]
        let location = keys?.intrinsicSize ?? keys?.placement ?? .init(line: 0, column: 0)
        for vertical in [false, true] {
            if let across = priorities.across, across.vertical == vertical {
                addCrossFitRows(view, vertical: vertical, across.bounds, key: (location.line, location.column, 1, view))
                continue
            }
            guard let length = PlacementStep.intrinsicLength(vertical ? size.height : size.width),
                  let unknown = variable(view, vertical ? 3 : 2) else { continue }
            let resistance = vertical ? priorities.verticalResistance : priorities.horizontalResistance
            let hugging = vertical ? priorities.verticalHugging : priorities.horizontalHugging
            let expression = unknown - Affine(constant: length)
            append(expression, .greaterThanOrEqual, priority: resistance,
                   source: .intrinsic(view: view, vertical: vertical, hugging: false, length: length),
                   key: (location.line, location.column, 1, view))
            append(expression, .lessThanOrEqual, priority: hugging,
                   source: .intrinsic(view: view, vertical: vertical, hugging: true, length: length),
                   key: (location.line, location.column, 1, view))
        }
    }

    /// A stack's rows across its axis (``StackCrossFit``), each named by the
    /// arranged view it comes from. An arranged view's rows come after every
    /// other row in the conflict search's order, so a required one is the row
    /// broken when it conflicts (the last of a set is): UIKit keeps the stack's
    /// own constraints and breaks the arranged view's size (IB stores an image
    /// `height = 16` in a fill stack held 40 tall at 40).
    private mutating func addCrossFitRows(_ stack: Int, vertical: Bool, _ bounds: [StackCrossFit.Bound],
                                          key: (Int, Int, Int, Int)) {
        guard let unknown = variable(stack, vertical ? 3 : 2) else { return }
        for bound in bounds {
            append(unknown - Affine(constant: bound.length), bound.atLeast ? .greaterThanOrEqual : .lessThanOrEqual,
                   priority: bound.priority,
                   source: .intrinsic(view: bound.view, vertical: vertical, hugging: !bound.atLeast, length: bound.length),
                   key: bound.view == stack ? key : (Int.max, 0, 1, bound.view))
        }
    }

    private mutating func append(_ expression: Affine, _ relation: RowRelation, priority: Double,
                                 source: ConstraintRowSource, key: (Int, Int, Int, Int)) {
        let normalized = expression.normalized
        let row = LinearRow(terms: normalized.terms, constant: normalized.constant, relation: relation,
                            priority: min(max(priority, 1), 1000))
        pending.append((key: (key.0, key.1, key.2, key.3), row: row, source: source))
    }
}
