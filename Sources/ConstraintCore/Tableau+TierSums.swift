/// Each optional tier's sum of errors, read and held (see `SolveRun+Checks.swift`).
extension Tableau {
    /// Records that `symbol` counts `weight` times in optional tier `tier`'s objective.
    mutating func noteMember(_ tier: Int, _ symbol: Int32, _ weight: Double) {
        while tierMembers.count <= tier { tierMembers.append([]) }
        tierMembers[tier].append(TierMember(symbol: symbol, weight: weight))
    }

    /// Optional tier `tier`'s sum of errors at the current point: its objective's value, read from
    /// its error symbols' values rather than from reduced costs that gathered rounding.
    func tierSum(_ tier: Int) -> Double {
        guard tier < tierMembers.count else { return 0 }
        var sum = 0.0
        for member in tierMembers[tier] { sum += member.weight * value(of: member.symbol) }
        return sum
    }

    /// Rewrites optional tier `tier`'s objective from its error symbols over the parametric symbols
    /// of the moment, dropping what the pivots since it was written gathered (see
    /// `SolveRun.satisfyOptionalTiers`). One pass over the rows of its basic errors.
    mutating func refreshObjective(ofTier tier: Int) {
        guard tier < tierMembers.count, !tierMembers[tier].isEmpty else { return }
        setObjective(tier, to: expression(of: tierMembers[tier].map { ($0.symbol, $0.weight) }))
    }

    /// Adds the required row `Σ weight · error ≤ optimum + slack` over optional tier `tier`'s
    /// error symbols, so that no later tier can take from this one, whatever its reduced costs
    /// say (the slack is `SolverTolerance.tierHold` times the row count plus the optimum). The
    /// point reached satisfies it, so it always joins.
    mutating func holdSum(ofTier tier: Int, atMost optimum: Double) {
        guard tier < tierMembers.count, !tierMembers[tier].isEmpty else { return }
        let members = tierMembers[tier]
        let limit = optimum + SolverTolerance.tierHold * (Double(members.count) + abs(optimum))
        _ = addRow(variables: members.map(\.symbol)[...], coefficients: members.map { -$0.weight }[...], constant: limit,
                   isEquality: false, role: .required(traced: false))
    }
}
