import LayoutIR

/// UIStackView's arrangement of its views along and across its axis, as
/// Docs/SpecFormat.md#stack-views gives it (`A` the axis length, `L_i` the natural
/// lengths, `g_i` the gaps, `G` their sum, `E = A − ΣL − G`):
///
/// | distribution | lengths | gaps |
/// | --- | --- | --- |
/// | fill | natural; `E > 0`: the lowest hugging gets `+E`; `E < 0`: shrink | `g_i` |
/// | fillEqually | `max(0, (A − G) / n)` | `g_i` |
/// | fillProportionally | `max(0, L_i (A − G) / ΣL)`, as fillEqually when `ΣL = 0` | `g_i` |
/// | equalSpacing | natural, or shrink when `E < 0` | `g_i + E / (n − 1)` when `E ≥ 0` |
/// | equalCentering | natural, or shrink when `E < 0` | centers evenly spaced; a distance that would bring two views closer than `g_i` stays at its least, the others equal |
///
/// Ties go to the last view. Work is linear in the number of views, plus a
/// sort of the distinct compression resistances when the stack must shrink.
/// Plain values in and out, so the runtime solves stacks with the same code.
public enum StackLayout {
    /// Below this many points a difference is rounding noise, not overflow.
    static let tolerance = 1e-7
    /// A required priority: a view resisting compression across the axis at this
    /// cannot be squeezed into the stack.
    static let required = 1000.0

    /// The slots of `items` in a box `length` long along the axis and `cross` across it.
    public static func arrange(_ items: [StackItem], spec: StackSpec, length a: Double,
                               cross c: Double) -> StackArrangement {
        var visible: [Int] = []
        visible.reserveCapacity(items.count)
        for index in items.indices where !items[index].hidden { visible.append(index) }
        let n = visible.count
        var lengths = [Double](repeating: 0, count: items.count)
        var gaps = [Double](repeating: 0, count: max(0, n - 1))
        var sumL = 0.0, sumG = 0.0
        for k in 0..<n {
            lengths[visible[k]] = items[visible[k]].length
            sumL += items[visible[k]].length
            if k < n - 1 {
                gaps[k] = items[visible[k]].gapAfter
                sumG += gaps[k]
            }
        }
        let e = a - sumL - sumG
        var tie: StackTie?
        switch spec.distribution {
        case .fill:
            if e > 0 { tie = stretch(items, visible, &lengths, by: e) }
            if e < 0 { tie = shrink(items, visible, &lengths, by: -e) }
        case .fillEqually:
            for i in visible { lengths[i] = max(0, (a - sumG) / Double(n)) }
        case .fillProportionally:
            for i in visible {
                lengths[i] = sumL > 0 ? max(0, items[i].length * (a - sumG) / sumL) : max(0, (a - sumG) / Double(n))
            }
        case .equalSpacing:
            if e < 0 { tie = shrink(items, visible, &lengths, by: -e) } else { spread(e, over: &gaps) }
        case .equalCentering:
            if e < 0 {
                tie = shrink(items, visible, &lengths, by: -e)
            } else {
                _ = center(visible, lengths, length: a, gaps: &gaps)
            }
        }
        let (slots, end) = place(items, lengths: lengths, gaps: gaps, alignment: spec.alignment, cross: c,
                                 squeeze: spec.prioritiesFromArrangedViews)
        let overflow = n > 0 && end - a > tolerance ? end - a : 0
        return StackArrangement(slots: slots, overflow: overflow, tie: tie, extra: e)
    }

    /// `fill` with room to spare: the view with the lowest hugging (the last of
    /// equals) takes all of `e`.
    static func stretch(_ items: [StackItem], _ visible: [Int], _ lengths: inout [Double], by e: Double) -> StackTie? {
        var lowest = Double.infinity
        var tied: [Int] = []
        for i in visible {
            let hugging = items[i].hugging
            if hugging < lowest {
                lowest = hugging
                tied.removeAll(keepingCapacity: true)
                tied.append(i)
            } else if hugging == lowest {
                tied.append(i)
            }
        }
        guard let last = tied.last else { return nil }
        lengths[last] += e
        // Room of a rounding's noise (a stack sized by constraints to its own
        // content, edges rounded to pixels) goes nowhere visible: no tie decides it.
        return tied.count > 1 && e > tolerance ? StackTie(priority: .hugging, value: lowest, items: tied, amount: e) : nil
    }

    /// Shrinks views from the lowest compression resistance up, each at most to 0,
    /// the last of equals first, until `deficit` is gone. Returns the tie when the
    /// shrink stops inside a group of two or more views that can still shrink
    /// (a group shrunk to nothing shrinks the same in any order).
    static func shrink(_ items: [StackItem], _ visible: [Int], _ lengths: inout [Double],
                       by deficit: Double) -> StackTie? {
        var groups: [Double: [Int]] = [:]
        for i in visible where lengths[i] > 0 { groups[items[i].compressionResistance, default: []].append(i) }
        var remaining = deficit
        for value in groups.keys.sorted() where remaining > tolerance {
            let members = groups[value] ?? []
            let total = members.reduce(0) { $0 + lengths[$1] }
            if remaining >= total - tolerance {
                for i in members { lengths[i] = 0 }
                remaining -= total
                continue
            }
            let tie = members.count > 1
                ? StackTie(priority: .compressionResistance, value: value, items: members, amount: remaining) : nil
            for i in members.reversed() where remaining > 0 {
                let cut = min(lengths[i], remaining)
                lengths[i] -= cut
                remaining -= cut
            }
            return tie
        }
        return nil
    }

    /// equalSpacing: `e` shared equally by the gaps (nothing to share with one view).
    static func spread(_ e: Double, over gaps: inout [Double]) {
        guard !gaps.isEmpty else { return }
        let share = e / Double(gaps.count)
        for k in gaps.indices { gaps[k] += share }
    }

    /// equalCentering with room (`E ≥ 0`): the centers' distances `d_k` run from
    /// the first view's center at `L_1/2` to the last's at `A − L_n/2`, each at
    /// least `m_k = L_k/2 + g_k + L_{k+1}/2` (UIKit's required spacing). UIKit asks
    /// them equal at a low priority (149); where a gap would fall under its
    /// spacing, that distance stays at its `m_k` and the others share the rest
    /// equally (`d_k = max(m_k, t)`, `Σ d_k = A − L_1/2 − L_n/2`), the fewest
    /// distances unequal: exact for three views. Writes the gaps; false when
    /// there is nothing to center (fewer than two views).
    static func center(_ visible: [Int], _ lengths: [Double], length a: Double, gaps: inout [Double]) -> Bool {
        guard visible.count > 1, let firstIndex = visible.first, let lastIndex = visible.last else { return false }
        let count = visible.count - 1
        var minimum = [Double](repeating: 0, count: count)
        for k in 0..<count { minimum[k] = lengths[visible[k]] / 2 + gaps[k] + lengths[visible[k + 1]] / 2 }
        let total = a - lengths[firstIndex] / 2 - lengths[lastIndex] / 2
        // The common distance t: the c smallest minimums take t, the others their own.
        let sorted = minimum.sorted()
        var fixed = 0.0, t = total / Double(count)
        for c in stride(from: count, through: 1, by: -1) {
            t = (total - fixed) / Double(c)
            if t >= sorted[c - 1] - tolerance { break }
            fixed += sorted[c - 1]
        }
        for k in 0..<count {
            let distance = max(minimum[k], t)
            gaps[k] = distance - lengths[visible[k]] / 2 - lengths[visible[k + 1]] / 2
        }
        return true
    }

    /// Slots in order from the leading edge; a hidden view sits, 0 long, at the
    /// end of the visible view before it. Returns the end of the last visible view.
    ///
    /// Across the axis with `squeeze` (a stack read as UIKit builds it,
    /// ``StackSpec/prioritiesFromArrangedViews``) a visible view longer than the
    /// stack under `leading`, `center` or `trailing` takes the stack's cross
    /// length at 0 unless it resists compression there at 1000: UIStackView holds
    /// each such view inside itself with required constraints
    /// (`UISV-spanning-boundary`), so its compression resistance gives way.
    /// Without it a spec's stack lets the view stick out
    /// (Docs/SpecFormat.md#stack-layout).
    static func place(_ items: [StackItem], lengths: [Double], gaps: [Double], alignment: StackAlignment,
                      cross c: Double, squeeze: Bool = false) -> ([StackSlot], Double) {
        var slots: [StackSlot] = []
        slots.reserveCapacity(items.count)
        var cursor = 0.0, end = 0.0, k = 0
        for (i, item) in items.enumerated() {
            let start: Double
            if item.hidden {
                start = end
            } else {
                start = cursor
                end = cursor + lengths[i]
                cursor = end + (k < gaps.count ? gaps[k] : 0)
                k += 1
            }
            let m = item.cross
            let squeezed = squeeze && !item.hidden && m - c > tolerance && item.crossResistance < required
            let (crossStart, crossLength): (Double, Double)
            switch alignment {
            case .fill: (crossStart, crossLength) = (0, c)
            case _ where squeezed: (crossStart, crossLength) = (0, c)
            case .leading: (crossStart, crossLength) = (0, m)
            case .trailing: (crossStart, crossLength) = (c - m, m)
            case .center: (crossStart, crossLength) = ((c - m) / 2, m)
            }
            slots.append(StackSlot(start: start, length: item.hidden ? 0 : lengths[i], crossStart: crossStart,
                                   crossLength: crossLength))
        }
        return (slots, end)
    }
}
