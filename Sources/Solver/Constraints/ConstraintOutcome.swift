import ConstraintCore
import LayoutIR

/// What became of one constraint in the solve (for the editor's inlay hints
/// and the pictures): held, broken by the conflict search (the last row of a
/// minimal conflicting set, Docs/Constraints.md#step-1-conflicts), or an optional
/// constraint left unmet at the optimum of its tier (step 2), with by how much.
public enum ConstraintOutcome: Hashable, Sendable {
    case met
    case broken
    /// `error` points: an equality's |lhs − rhs|, an inequality's violation.
    case unmet(error: Double)

    /// A row error at most this is met (the LP core's feasibility tolerance,
    /// with room for the sum of a row's terms).
    public static let tolerance: Double = 1e-6
}

extension ConstraintStep {
    /// Each constraint of the island that did not simply hold, by its index in
    /// `Screen.constraints`: broken rows first, then optional rows with an error.
    static func outcomes(_ solution: LinearSolution, _ system: ConstraintSystem) -> [Int: ConstraintOutcome] {
        var outcomes: [Int: ConstraintOutcome] = [:]
        let broken = Set(solution.conflicts.map(\.broken))
        for (row, source) in system.sources.enumerated() {
            guard case .constraint(let index) = source else { continue }
            if broken.contains(row) {
                outcomes[index] = .broken
            } else if row < solution.rowErrors.count, solution.rowErrors[row] > ConstraintOutcome.tolerance {
                outcomes[index] = .unmet(error: solution.rowErrors[row])
            }
        }
        return outcomes
    }
}

extension ResolvedView {
    /// The box an anchor's guide means inside `rect` (the view's frame or window
    /// frame: the safe-area and margins guides inset by the view's safe area and
    /// layout margins) and the anchor's plain attribute (`leadingMargin` is the
    /// margins guide's `leading`), for drawing and describing solved constraints.
    public func guideBox(_ anchor: ConstraintAnchor, in rect: Rect) -> (box: Rect, attribute: LayoutAttribute) {
        var attribute = anchor.attribute, guide = anchor.guide
        if let plain = attribute.withoutMargin {
            attribute = plain
            guide = .margins
        }
        var box = rect
        if guide == .safeArea || guide == .margins { box = box.inset(by: safeAreaInsets) }
        if guide == .margins { box = box.inset(by: layoutMargins) }
        return (box, attribute)
    }
}

extension Rect {
    /// The value of a plain attribute of the rectangle, left to right (leading
    /// is the left edge); `nil` for a margin attribute or a baseline.
    public func value(of attribute: LayoutAttribute) -> Double? {
        switch attribute {
        case .left, .leading: x
        case .right, .trailing: x + width
        case .top: y
        case .bottom: y + height
        case .width: width
        case .height: height
        case .centerX: x + width / 2
        case .centerY: y + height / 2
        default: nil
        }
    }
}

extension ResolvedLayout {
    /// Whether the solve laid `constraint` out right to left (Docs/SpecFormat.md#right-to-left),
    /// as ``ConstraintSystem`` decides it (``ConstraintSemantics/directionalAnchor(of:)``):
    /// by the first of its anchors that names leading or trailing, whose view lays out right to left.
    /// There leading is the right edge and trailing the left one.
    public func laysOutRightToLeft(_ constraint: LayoutConstraint) -> Bool {
        guard let anchor = ConstraintSemantics.directionalAnchor(of: constraint) else { return false }
        return anchor.view < rightToLeft.count && rightToLeft[anchor.view]
    }
}

extension LayoutAttribute {
    /// The plain edge this attribute is when the constraint is laid out right
    /// to left (`mirrored`): leading is right, trailing is left; others stay.
    public func edge(mirrored: Bool) -> LayoutAttribute {
        guard mirrored else { return self }
        switch self {
        case .leading: return .right
        case .trailing: return .left
        default: return self
        }
    }
}
