import LayoutIR

/// What a stack's arrangement found that the stack rules report: content
/// running past the end, a tie that decided the result, views wider than the
/// cross axis. The solver records one only for a stack that has one of them.
public struct StackFinding: Hashable, Sendable {
    /// A view the alignment leaves sticking out across the axis.
    public struct CrossOverflow: Hashable, Sendable {
        /// The arranged view's index in `Screen.views`.
        public var view: Int
        /// Its natural cross length `M_i`.
        public var length: Double
        public init(view: Int, length: Double) {
            self.view = view
            self.length = length
        }
    }

    /// A tie, with the views as indices in `Screen.views`.
    public struct Tie: Hashable, Sendable {
        public var priority: StackTie.Priority
        public var value: Double
        /// The tied views in order; the last stretched or shrank first.
        public var views: [Int]
        /// Points stretched, or still to shrink when the tied views were reached.
        public var amount: Double
        public init(priority: StackTie.Priority, value: Double, views: [Int], amount: Double) {
            self.priority = priority
            self.value = value
            self.views = views
            self.amount = amount
        }
    }

    /// The stack's index in `Screen.views`.
    public var stack: Int
    public var axis: StackAxis
    public var alignment: StackAlignment
    /// `A`, the length arranged along the axis.
    public var length: Double
    /// `C`, the length across it.
    public var crossLength: Double
    /// Points the content runs past the end of the axis (0 when it fits).
    public var overflow: Double
    public var tie: Tie?
    public var crossOverflows: [CrossOverflow]

    public init(stack: Int, axis: StackAxis, alignment: StackAlignment, length: Double, crossLength: Double,
                overflow: Double, tie: Tie?, crossOverflows: [CrossOverflow]) {
        self.stack = stack
        self.axis = axis
        self.alignment = alignment
        self.length = length
        self.crossLength = crossLength
        self.overflow = overflow
        self.tie = tie
        self.crossOverflows = crossOverflows
    }
}
