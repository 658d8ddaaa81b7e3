import LayoutIR

/// Step 7 for a stack (Docs/SpecFormat.md#stack-views): its children are its arranged
/// views, laid out by ``StackLayout`` in its bounds (or its `in: margins` box
/// when `layoutMarginsRelative`) instead of being placed by their own
/// `frame`/`place`, which UIKit overwrites. Every edge lands on the pixel grid.
///
/// Natural sizes of stacks come from ``naturals(_:)``, one pass from the
/// last view to the first before the solve: the IR is pre-order, so a nested
/// stack's size is known before its parent's, at any depth, without recursion.
enum StackStep {
    /// Each stack's intrinsic size and priorities (``ArrangedPriorities``),
    /// indexed like the views (zero and unused for other views); empty when the
    /// screen has no stack.
    static func naturals(_ specs: UnsafeBufferPointer<ViewSpec>) -> (sizes: [Size], priorities: [ArrangedPriorities]) {
        // By index, reading the kind where it lies: `firstIndex(where:)` hands the
        // closure each view by value, a copy of every string and array in it.
        guard let first = specs.indices.first(where: { specs[$0].kind == .stack }) else { return ([], []) }
        var sizes = [Size](repeating: .zero, count: specs.count)
        let none = ArrangedPriorities(horizontalHugging: 0, verticalHugging: 0, horizontalResistance: 0, verticalResistance: 0)
        var priorities = [ArrangedPriorities](repeating: none, count: specs.count)
        var index = specs.count - 1
        while index >= first {
            if specs[index].kind == .stack {
                let (_, items) = arranged(of: index, specs: specs, naturals: sizes, priorities: priorities)
                let margins = specs[index].margins ?? LayoutMarginsStep.defaultMargins
                var size = StackLayout.intrinsicSize(items, spec: specs[index].stackSpec, margins: margins)
                // A stack's own length on an axis (an IB size constraint on an arranged
                // stack) is its length there, whatever its arranged views need: UIKit
                // keeps the stack's own constraints (an empty stack with `height = 40`
                // is 40 tall).
                let own = specs[index].attributes.intrinsicSize
                if let width = PlacementStep.intrinsicLength(own?.width) { size.width = width }
                if let height = PlacementStep.intrinsicLength(own?.height) { size.height = height }
                sizes[index] = size
                priorities[index] = ArrangedPriorities.derived(stack: index, specs: specs, stacks: priorities)
            }
            index -= 1
        }
        return (sizes, priorities)
    }

    /// A view's natural size in a stack: a stack's intrinsic size, else its
    /// `intrinsicSize` (an image's `contentSize`), else zero.
    static func natural(_ index: Int, specs: UnsafeBufferPointer<ViewSpec>, naturals: [Size]) -> Size {
        if specs[index].kind == .stack { return index < naturals.count ? naturals[index] : .zero }
        guard let size = PlacementStep.intrinsicSize(specs.baseAddress! + index) else { return .zero }
        // No intrinsic length on an axis is a natural length of 0 there.
        return Size(width: PlacementStep.intrinsicLength(size.width) ?? 0, height: PlacementStep.intrinsicLength(size.height) ?? 0)
    }

    /// The stack's arranged views (its valid children, in order) and what the
    /// arrangement needs of each.
    static func arranged(of stack: Int, specs: UnsafeBufferPointer<ViewSpec>, naturals: [Size],
                         priorities: [ArrangedPriorities]) -> (views: [Int], items: [StackItem]) {
        let spec = specs[stack].stackSpec
        let horizontal = spec.axis == .horizontal
        var views: [Int] = [], items: [StackItem] = []
        views.reserveCapacity(specs[stack].children.count)
        items.reserveCapacity(specs[stack].children.count)
        for child in specs.arrangedViews(of: stack) {
            let size = natural(child, specs: specs, naturals: naturals)
            let settings = specs[child].arranged
            let childPriorities = ArrangedPriorities.of(child, specs: specs, stacks: priorities)
            views.append(child)
            items.append(StackItem(length: horizontal ? size.width : size.height,
                                   cross: horizontal ? size.height : size.width,
                                   hugging: childPriorities.hugging(vertical: !horizontal),
                                   compressionResistance: childPriorities.resistance(vertical: !horizontal),
                                   gapAfter: settings.spacingAfter ?? spec.spacing, hidden: specs[child].hidden,
                                   crossResistance: childPriorities.resistance(vertical: horizontal)))
        }
        return (views, items)
    }

    /// Lays out the arranged views of `stack`, whose own frame, safe area and
    /// margins are known.
    static func run(_ stack: Int, in state: inout SolverState) {
        let spec = state.specs[stack].stackSpec
        let horizontal = spec.axis == .horizontal
        let (views, items) = arranged(of: stack, specs: state.specs, naturals: state.stackNaturals,
                                        priorities: state.stackPriorities)
        let box = spec.layoutMarginsRelative
            ? ReferenceBoxStep.box(.margins, of: stack, in: state)
            : Rect(x: 0, y: 0, width: state.resolved[stack].boundsSize.width,
                   height: state.resolved[stack].boundsSize.height)
        let a = horizontal ? box.width : box.height, c = horizontal ? box.height : box.width
        let arrangement = StackLayout.arrange(items, spec: spec, length: a, cross: c)
        for (k, child) in views.enumerated() {
            let slot = arrangement.slots[k]
            let (axisMin, crossMin) = horizontal ? (box.minX, box.minY) : (box.minY, box.minX)
            let start = pixel(axisMin + slot.start, state.scale)
            let end = pixel(axisMin + slot.start + slot.length, state.scale)
            let crossStart = pixel(crossMin + slot.crossStart, state.scale)
            let crossEnd = pixel(crossMin + slot.crossStart + slot.crossLength, state.scale)
            let frame = horizontal
                ? Rect(x: start, y: crossStart, width: end - start, height: crossEnd - crossStart)
                : Rect(x: crossStart, y: start, width: crossEnd - crossStart, height: end - start)
            PlacementStep.checkSize(child, frame: frame, parent: stack, in: &state)
            let resolved = ResolvedView(frame: TransformStep.apply(state.specs[child].transform, to: frame),
                                        boundsSize: frame.size)
            state.resolved[child] = resolved
            state.flags[child].placed = true
            if frame.isFinite, !resolved.frame.isFinite { TransformStep.report(child, in: &state) }
        }
        record(stack, spec: spec, views: views, items: items, arrangement: arrangement, length: a, cross: c, in: &state)
    }

    /// Auto Layout's pixel grid (``pixelRounded(_:scale:)``): the nearest
    /// multiple of `1 / scale`, halves away from zero, so `5/6 · 3` rounds as
    /// the exact 2.5 it stands for.
    static func pixel(_ value: Double, _ scale: Double) -> Double {
        pixelRounded(value, scale: scale)
    }

    /// Keeps what the stack rules report: overflow, a deciding tie, views
    /// sticking out across the axis.
    static func record(_ stack: Int, spec: StackSpec, views: [Int], items: [StackItem],
                       arrangement: StackArrangement, length a: Double, cross c: Double, in state: inout SolverState) {
        // Room, a shortfall or an overhang of half a pixel or less is the rounding of
        // the stack's own edges to the pixel grid (a stack sized by constraints to its
        // content): it shows nowhere, so it is no tie and no overflow.
        let noise = 0.5 / state.scale + StackLayout.tolerance
        var crossOverflows: [StackFinding.CrossOverflow] = []
        // A view the stack squeezed to its cross length (StackLayout.place) does not stick out.
        if spec.alignment != .fill {
            for (k, item) in items.enumerated()
            where !item.hidden && item.cross - c > noise && arrangement.slots[k].crossLength - c > noise {
                crossOverflows.append(StackFinding.CrossOverflow(view: views[k], length: item.cross))
            }
        }
        let tie = arrangement.tie.flatMap { tie in
            tie.amount <= noise ? nil
                : StackFinding.Tie(priority: tie.priority, value: tie.value, views: tie.items.map { views[$0] }, amount: tie.amount)
        }
        guard arrangement.overflow > 0 || tie != nil || !crossOverflows.isEmpty else { return }
        state.stackFindings.append(StackFinding(stack: stack, axis: spec.axis, alignment: spec.alignment, length: a,
                                                crossLength: c, overflow: arrangement.overflow, tie: tie,
                                                crossOverflows: crossOverflows))
    }
}
