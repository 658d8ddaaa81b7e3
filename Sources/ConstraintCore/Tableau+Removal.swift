extension Tableau {
    /// Takes out the required row whose marker is `marker` (Cassowary's constraint removal), keeping
    /// the tableau feasible: the marker belongs to that row alone, so once it is basic, no other
    /// row holds a multiple of the removed row, and deleting the marker's row leaves exactly the
    /// others. When the marker is parametric it first enters the basis through the row that a
    /// ratio test picks (the first restricted value to reach 0 as the marker moves), so every other
    /// restricted value stays non-negative.
    ///
    /// Returns false when the marker is in no row (its row cancelled away by rounding): the caller
    /// must then rebuild the tableau without the row.
    mutating func removeRow(marker: Int32) -> Bool {
        var index = Int(rowOfSymbol[Int(marker)])
        if index < 0 {
            guard let leaving = markerLeavingRow(marker) else { return false }
            pivot(row: leaving, entering: marker)
            index = leaving
        }
        removeRow(index)
        return true
    }

    /// The row through which `marker` enters the basis before its row is removed: moving the
    /// marker up, the rows whose restricted (or fixed) basic value falls bound the step; failing
    /// those, moving it down; failing those, any row (its basic is a free variable). Among rows
    /// that bind within their tolerance, the largest pivot (Harris's second pass), then the lowest
    /// basic symbol.
    private func markerLeavingRow(_ marker: Int32) -> Int? {
        var holders: [Int32] = []
        appendHolders(of: marker, to: &holders)
        guard !holders.isEmpty else { return nil }
        for direction in [1.0, -1.0] {
            var longest = Double.infinity
            var bounding: [(row: Int, rate: Double, ratio: Double)] = []
            for holder in holders {
                let row = rows[Int(holder)]
                let kind = kinds[Int(row.basic)]
                let rate = row.coefficient(of: marker) * direction
                if kind == .dummy {
                    bounding.append((Int(holder), abs(rate), 0))
                    longest = 0
                    continue
                }
                guard kind.isRestricted, rate < 0 else { continue }
                let constant = max(0, row.constant)
                let slack = SolverTolerance.scaled(SolverTolerance.feasibility, by: constant)
                bounding.append((Int(holder), -rate, constant / -rate))
                longest = min(longest, (constant + slack) / -rate)
            }
            if let best = Tableau.largestPivot(bounding.filter { $0.ratio <= longest }, rows: rows) { return best }
        }
        let free = holders.map { (row: Int($0), rate: abs(rows[Int($0)].coefficient(of: marker)), ratio: 0.0) }
        return Tableau.largestPivot(free, rows: rows)
    }

    private static func largestPivot(_ candidates: [(row: Int, rate: Double, ratio: Double)], rows: [TableauRow]) -> Int? {
        var best: (row: Int, rate: Double)?
        for candidate in candidates {
            guard let current = best else {
                best = (candidate.row, candidate.rate)
                continue
            }
            if candidate.rate > current.rate
                || (candidate.rate == current.rate && rows[candidate.row].basic < rows[current.row].basic) {
                best = (candidate.row, candidate.rate)
            }
        }
        return best?.row
    }
}
