/// A system of linear rows over `variableCount` unknowns, each unbounded in both directions.
public struct LinearProblem: Hashable, Sendable {
    public var variableCount: Int
    /// In document order: the order the conflict search takes required rows in.
    public var rows: [LinearRow]

    public init(variableCount: Int, rows: [LinearRow]) {
        self.variableCount = variableCount
        self.rows = rows
    }
}
