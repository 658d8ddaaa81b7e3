/// How a row's left side compares with 0.
public enum RowRelation: Hashable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// One linear constraint `Σ terms + constant  REL  0` at `priority`
/// (1...1000; 1000 and above is required, as NSLayoutConstraint's priorities).
public struct LinearRow: Hashable, Sendable {
    public var terms: [LinearTerm]
    public var constant: Double
    public var relation: RowRelation
    public var priority: Double

    public init(terms: [LinearTerm], constant: Double, relation: RowRelation, priority: Double) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    /// The priority at and above which a row must hold (Docs/Constraints.md#step-1-conflicts).
    public static let requiredPriority: Double = 1000

    /// Whether the row must hold rather than be satisfied as well as its tier allows.
    public var isRequired: Bool { priority >= LinearRow.requiredPriority }

    /// `Σ terms + constant` at `values`.
    public func leftSide(at values: [Double]) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * values[term.variable] }
        return sum
    }

    /// How far `values` are from meeting the row: an equality's `|lhs|`, an inequality's
    /// violation, 0 when met. A row counts as met within `SolverTolerance.feasibility` scaled by its
    /// magnitude (`|constant| + Σ |coefficient · value|`), plus half of `SolverTolerance.valueGrid`
    /// for each unit of `Σ |coefficient|`: values are reported on that grid, so a row that holds
    /// exactly (`w = 4·x` with `x = 0.4`) can miss by up to that much on the reported values and
    /// must not show as unmet.
    public func error(at values: [Double]) -> Double {
        var sum = constant
        var magnitude = abs(constant)
        var weight = 0.0
        for term in terms {
            let product = term.coefficient * values[term.variable]
            sum += product
            magnitude += abs(product)
            weight += abs(term.coefficient)
        }
        let error: Double
        switch relation {
        case .equal: error = abs(sum)
        case .lessThanOrEqual: error = max(0, sum)
        case .greaterThanOrEqual: error = max(0, -sum)
        }
        let tolerance = SolverTolerance.scaled(SolverTolerance.feasibility, by: magnitude)
            + weight * SolverTolerance.valueGrid / 2
        return error <= tolerance ? 0 : error
    }
}
