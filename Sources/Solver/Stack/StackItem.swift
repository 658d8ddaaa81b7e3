import LayoutIR

/// One arranged view as a stack sees it: its natural size along and across
/// the axis, its priorities and the gap after it (Docs/SpecFormat.md#stack-views).
public struct StackItem: Hashable, Sendable {
    /// `L_i`: the natural length along the axis (negative or non-finite counts as 0).
    public var length: Double
    /// `M_i`: the natural length across the axis (negative or non-finite counts as 0).
    public var cross: Double
    /// Content hugging priority along the axis.
    public var hugging: Double
    /// Compression resistance priority along the axis.
    public var compressionResistance: Double
    /// Compression resistance priority across the axis: whether a stack that
    /// squeezes its views (``StackSpec/prioritiesFromArrangedViews``) may narrow
    /// this one to its cross length (below 1000) or it sticks out (1000).
    public var crossResistance: Double
    /// `g_i`: the gap after this view when a visible view follows (its
    /// `spacingAfter`, else the stack's `spacing`).
    public var gapAfter: Double
    /// A hidden view takes no length and no gap.
    public var hidden: Bool

    public init(length: Double, cross: Double, hugging: Double = 250,
                compressionResistance: Double = ArrangedSettings.defaultCompressionResistance,
                gapAfter: Double = 0, hidden: Bool = false,
                crossResistance: Double = ArrangedSettings.defaultCompressionResistance) {
        self.length = StackItem.natural(length)
        self.cross = StackItem.natural(cross)
        // A NaN priority (only possible through this initialiser) would make the
        // order of priorities undefined: it counts as the lowest.
        self.hugging = hugging.isNaN ? 0 : hugging
        self.compressionResistance = compressionResistance.isNaN ? 0 : compressionResistance
        self.crossResistance = crossResistance.isNaN ? 0 : crossResistance
        self.gapAfter = gapAfter
        self.hidden = hidden
    }

    /// UIKit reads a negative intrinsic metric as "none" (`UIView.noIntrinsicMetric`
    /// is −1): a natural length is never below 0.
    static func natural(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}

/// Where a stack puts one arranged view, in the arrangement box (origin at the
/// box's leading corner), before pixel rounding.
public struct StackSlot: Hashable, Sendable {
    /// Offset and length along the axis.
    public var start: Double
    public var length: Double
    /// Offset and length across the axis.
    public var crossStart: Double
    public var crossLength: Double

    public init(start: Double, length: Double, crossStart: Double, crossLength: Double) {
        self.start = start
        self.length = length
        self.crossStart = crossStart
        self.crossLength = crossLength
    }
}

/// A tie that decided how a stack stretched or shrank: views with the same
/// lowest priority, of which UIKit may pick any (layoutc picks the last).
public struct StackTie: Hashable, Sendable {
    public enum Priority: String, Hashable, Sendable {
        case hugging, compressionResistance
    }

    /// Which priority tied.
    public var priority: Priority
    /// The priority the views share.
    public var value: Double
    /// Positions in the item list of the tied views, in order; the last one
    /// stretched or shrank first.
    public var items: [Int]
    /// The points stretched (`E`) or still to shrink when the tied views were reached.
    public var amount: Double

    public init(priority: Priority, value: Double, items: [Int], amount: Double) {
        self.priority = priority
        self.value = value
        self.items = items
        self.amount = amount
    }
}

/// A stack's arrangement: one slot per item (hidden ones too), and what does not fit.
public struct StackArrangement: Hashable, Sendable {
    public var slots: [StackSlot]
    /// Points the content runs past the end of the axis (0 when it fits).
    public var overflow: Double
    /// The tie that decided the result, if any.
    public var tie: StackTie?
    /// `E = A − ΣL − G`: the free length before the distribution.
    public var extra: Double

    public init(slots: [StackSlot], overflow: Double, tie: StackTie?, extra: Double) {
        self.slots = slots
        self.overflow = overflow
        self.tie = tie
        self.extra = extra
    }
}
