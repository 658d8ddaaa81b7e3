import ConstraintCore

/// A 50-view screen as Auto Layout sees it: ten cards in a column, each a container with an
/// avatar, a title and a subtitle label and a button (5 views), laid out by pins, a chain of
/// cards, an aspect ratio, a multiplier, centerY alignment, inequalities and the labels' and the
/// button's intrinsic sizes at their hugging and compression priorities. 200 variables
/// (x, y, width, height per view, each in its superview's coordinates).
///
/// The screen width `W` is not a variable: rows that mention it carry it in their constant,
/// so a new width changes only constants (`widthCoefficient · W`).
struct ScreenProblem {
    struct Row {
        var terms: [(Int, Double)]
        var constant: Double
        var widthCoefficient: Double
        var relation: RowRelation
        var priority: Double
        /// An intrinsic-size row rather than a constraint written in a spec.
        var isIntrinsic: Bool
    }

    var variableCount: Int
    var rows: [Row]

    init(cards: Int = 10) {
        variableCount = cards * 5 * 4
        rows = []
        for card in 0 ..< cards { addCard(card) }
    }

    func problem(width: Double) -> LinearProblem {
        LinearProblem(variableCount: variableCount, rows: rows.map { row in
            LinearRow(terms: row.terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) },
                      constant: row.constant + row.widthCoefficient * width, relation: row.relation,
                      priority: row.priority)
        })
    }

    func constants(width: Double) -> [Double] {
        rows.map { $0.constant + $0.widthCoefficient * width }
    }

    private mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: RowRelation,
                              _ priority: Double = 1000, width: Double = 0, intrinsic: Bool = false) {
        rows.append(Row(terms: terms, constant: constant, widthCoefficient: width, relation: relation,
                        priority: priority, isIntrinsic: intrinsic))
    }

    /// `size ≥ value @compression`, `size ≤ value @hugging`.
    private mutating func intrinsic(_ variable: Int, _ value: Double, hugging: Double, compression: Double) {
        add([(variable, 1)], -value, .greaterThanOrEqual, compression, intrinsic: true)
        add([(variable, 1)], -value, .lessThanOrEqual, hugging, intrinsic: true)
    }

    private mutating func addCard(_ card: Int) {
        let base = card * 20
        func x(_ view: Int) -> Int { base + view * 4 }
        func y(_ view: Int) -> Int { base + view * 4 + 1 }
        func w(_ view: Int) -> Int { base + view * 4 + 2 }
        func h(_ view: Int) -> Int { base + view * 4 + 3 }
        let (container, avatar, title, subtitle, button) = (0, 1, 2, 3, 4)

        // The card, in the root: leading/trailing 16 from the screen edges, chained 8 below the previous one.
        add([(x(container), 1)], -16, .equal)
        add([(x(container), 1), (w(container), 1)], 16, .equal, width: -1)
        if card == 0 {
            add([(y(container), 1)], -(59 + 8), .equal)
        } else {
            add([(y(container), 1), (base - 20 + 1, -1), (base - 20 + 3, -1)], -8, .equal)
        }
        // Its height hugs its content: at least 10 below the subtitle and 12 below the avatar.
        add([(h(container), 1), (y(subtitle), -1), (h(subtitle), -1)], -10, .greaterThanOrEqual)
        add([(h(container), 1), (y(avatar), -1), (h(avatar), -1)], -12, .greaterThanOrEqual)
        add([(h(container), 1)], 0, .equal, 250)

        // Avatar: 12 from the top and leading, width 0.15 of the card's at most 48, square.
        add([(x(avatar), 1)], -12, .equal)
        add([(y(avatar), 1)], -12, .equal)
        add([(w(avatar), 1), (w(container), -0.15)], 0, .equal, 750)
        add([(w(avatar), 1)], -48, .lessThanOrEqual)
        add([(h(avatar), 1), (w(avatar), -1)], 0, .equal)

        // Title: 12 after the avatar, 12 from the top, ends at least 8 before the button.
        add([(x(title), 1), (x(avatar), -1), (w(avatar), -1)], -12, .equal)
        add([(y(title), 1)], -12, .equal)
        add([(x(title), 1), (w(title), 1), (x(button), -1)], 8, .lessThanOrEqual)
        intrinsic(w(title), 120, hugging: 251, compression: 750)
        intrinsic(h(title), 20.5, hugging: 251, compression: 750)

        // Subtitle: under the title, leading-aligned, at least 12 from the card's trailing edge;
        // it gives way (749) before the title does.
        add([(x(subtitle), 1), (x(title), -1)], 0, .equal)
        add([(y(subtitle), 1), (y(title), -1), (h(title), -1)], -4, .equal)
        add([(x(subtitle), 1), (w(subtitle), 1), (w(container), -1)], 12, .lessThanOrEqual)
        intrinsic(w(subtitle), 280, hugging: 251, compression: 749)
        intrinsic(h(subtitle), 16, hugging: 251, compression: 750)

        // Button: trailing 12, centred on the title, at least 44 wide.
        add([(x(button), 1), (w(button), 1), (w(container), -1)], 12, .equal)
        add([(y(button), 1), (h(button), 0.5), (y(title), -1), (h(title), -0.5)], 0, .equal)
        add([(w(button), 1)], -44, .greaterThanOrEqual)
        intrinsic(w(button), 60, hugging: 250, compression: 750)
        intrinsic(h(button), 30, hugging: 250, compression: 750)
    }
}
