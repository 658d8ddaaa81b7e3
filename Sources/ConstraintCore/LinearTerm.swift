/// One term `coefficient · x[variable]` of a linear row.
public struct LinearTerm: Hashable, Sendable {
    /// The variable's index, `0 ..< LinearProblem.variableCount`.
    public var variable: Int
    public var coefficient: Double

    public init(variable: Int, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
