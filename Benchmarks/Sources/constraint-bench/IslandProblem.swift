import ConstraintCore

/// One island of constraint-laid views as the runtime solves it (no ambiguity analysis), in the
/// shapes of `Benchmarks/islands/island_spec.py`: a chain of labels (each 8 below the one before,
/// widths equal to the first, the first 16 from each screen edge), a grid of rows of ten (equal
/// widths in a row, 8 apart, rows chained) and a form (a label and a field per row, the field
/// after its label to 16 from the trailing edge, centred on it). Four variables per view (x, y,
/// width, height); labels' sizes are intrinsic at hugging 250 and compression resistance 750.
/// The screen width is carried in the rows' constants, as in `ScreenProblem`.
struct IslandProblem {
    enum Shape: String, CaseIterable { case chain, grid, form }

    private(set) var rows: [ScreenProblem.Row] = []
    let variableCount: Int

    init(_ shape: Shape, views: Int) {
        variableCount = views * 4
        switch shape {
        case .chain: chain(views)
        case .grid: grid(views)
        case .form: form(views)
        }
    }

    func problem(width: Double) -> LinearProblem {
        LinearProblem(variableCount: variableCount, rows: rows.map { row in
            LinearRow(terms: row.terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) },
                      constant: row.constant + row.widthCoefficient * width, relation: row.relation, priority: row.priority)
        })
    }

    func constants(width: Double) -> [Double] { rows.map { $0.constant + $0.widthCoefficient * width } }

    /// The rows that mention the screen width.
    var changingRows: [Int] { rows.indices.filter { rows[$0].widthCoefficient != 0 } }

    private func x(_ view: Int) -> Int { view * 4 }
    private func y(_ view: Int) -> Int { view * 4 + 1 }
    private func w(_ view: Int) -> Int { view * 4 + 2 }
    private func h(_ view: Int) -> Int { view * 4 + 3 }

    private mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: RowRelation,
                              _ priority: Double = 1000, width: Double = 0) {
        rows.append(ScreenProblem.Row(terms: terms, constant: constant, widthCoefficient: width, relation: relation,
                                      priority: priority, isIntrinsic: priority < 1000))
    }

    /// `size ≥ value @750`, `size ≤ value @250`.
    private mutating func intrinsic(_ variable: Int, _ value: Double) {
        add([(variable, 1)], -value, .greaterThanOrEqual, 750)
        add([(variable, 1)], -value, .lessThanOrEqual, 250)
    }

    private mutating func chain(_ views: Int) {
        for view in 0 ..< views {
            add([(x(view), 1)], -16, .equal)
            if view == 0 {
                add([(x(0), 1), (w(0), 1)], 16, .equal, width: -1)
                add([(y(0), 1)], -20, .equal)
            } else {
                add([(w(view), 1), (w(0), -1)], 0, .equal)
                add([(y(view), 1), (y(view - 1), -1), (h(view - 1), -1)], -8, .equal)
            }
            intrinsic(h(view), 20.5)
        }
    }

    private mutating func grid(_ views: Int) {
        for view in 0 ..< views {
            let column = view % 10
            let first = view - column
            if column == 0 {
                add([(x(view), 1)], -16, .equal)
                if view == 0 {
                    add([(y(0), 1)], -20, .equal)
                } else {
                    add([(y(view), 1), (y(first - 10), -1), (h(first - 10), -1)], -8, .equal)
                }
            } else {
                add([(x(view), 1), (x(view - 1), -1), (w(view - 1), -1)], -8, .equal)
                add([(w(view), 1), (w(first), -1)], 0, .equal)
                add([(y(view), 1), (y(first), -1)], 0, .equal)
            }
            if column == 9 || view == views - 1 { add([(x(view), 1), (w(view), 1)], 16, .equal, width: -1) }
            intrinsic(h(view), 20.5)
        }
    }

    private mutating func form(_ views: Int) {
        for row in 0 ..< views / 2 {
            let label = 2 * row
            let field = label + 1
            add([(x(label), 1)], -16, .equal)
            if row == 0 {
                add([(y(field), 1)], -20, .equal)
            } else {
                add([(y(field), 1), (y(field - 2), -1), (h(field - 2), -1)], -12, .equal)
            }
            intrinsic(w(label), 80)
            intrinsic(h(label), 20.5)
            add([(x(field), 1), (x(label), -1), (w(label), -1)], -8, .equal)
            add([(x(field), 1), (w(field), 1)], 16, .equal, width: -1)
            add([(h(field), 1)], -34, .equal)
            // centerY: y(label) + h(label)/2 = y(field) + h(field)/2
            add([(y(label), 1), (h(label), 0.5), (y(field), -1), (h(field), -0.5)], 0, .equal)
        }
    }
}
