/// The `stacks` shape: a scroll view holding one vertical feed stack, whose
/// arranged views are rows of horizontal stacks in four patterns: a fill row
/// with one view hugging lowest, a fillEqually row, an equalSpacing row of
/// icons, and a row with a nested vertical stack. Every row fits its 361 pt
/// width with no tie, so the screen passes lint.
extension SpecWriter {
    mutating func stacksBody() {
        rootOpen(safeArea: true)
        guard budget > 0 else { return }
        let scroll = take()
        line(4, "- id: s\(scroll)")
        line(6, "kind: scroll")
        line(6, "place: {in: safeArea}")
        guard budget > 0 else { return }
        line(6, "children:")
        let feed = take()
        line(8, "- id: feed\(feed)")
        line(10, "kind: stack")
        line(10, "place: {top: 8, left: 16, right: 16}")
        line(10, "stack: {axis: vertical, spacing: 8}")
        guard budget > 0 else { return }
        line(10, "children:")
        while budget > 0 {
            switch random.int(0...3) {
            case 0: fillRow(12)
            case 1: equalRow(12, distribution: "fillEqually", count: random.int(2...6))
            case 2: equalRow(12, distribution: "equalSpacing", count: random.int(2...8))
            default: nestedRow(12)
            }
        }
    }

    /// An icon, a title that takes the spare width (hugging 200, the only
    /// lowest) and a detail label: 40 + 120 + 60 + 2 · 8 = 236 pt of 361.
    private mutating func fillRow(_ indent: Int) {
        let n = take()
        line(indent, "- id: row\(n)")
        line(indent + 2, "kind: stack")
        line(indent + 2, "stack: {alignment: center, spacing: 8}")
        guard budget > 0 else { return }
        line(indent + 2, "children:")
        let rows = ["- {kind: image, contentSize: [40, 40], hugging: 260}",
                    "- {kind: label, fontSize: 17, intrinsicSize: [120, 20], hugging: 200}",
                    "- {kind: label, fontSize: 13, intrinsicSize: [60, 16]}"]
        for text in rows where budget > 0 {
            _ = take()
            line(indent + 4, text)
        }
    }

    /// `count` views (fewer at the end of the budget) of at most 32 pt, 8 apart:
    /// at most 8 · 32 + 7 · 8 = 312 pt of 361.
    private mutating func equalRow(_ indent: Int, distribution: String, count: Int) {
        let n = take()
        line(indent, "- id: row\(n)")
        line(indent + 2, "kind: stack")
        line(indent + 2, "stack: {distribution: \(distribution), alignment: center, spacing: 8}")
        guard budget > 0 else { return }
        line(indent + 2, "children:")
        for _ in 0..<count where budget > 0 {
            _ = take()
            line(indent + 4, "- {kind: image, contentSize: [\(random.int(4...8) * 4), 32]}")
        }
    }

    /// A 48-pt image beside a vertical stack of a title and a subtitle, which
    /// takes the spare width (the image hugs at 251); the row is 8 pt taller than
    /// the texts, and the title (251 against 252) takes that.
    private mutating func nestedRow(_ indent: Int) {
        let n = take()
        line(indent, "- id: row\(n)")
        line(indent + 2, "kind: stack")
        line(indent + 2, "stack: {spacing: 12, layoutMarginsRelative: true}")
        line(indent + 2, "margins: [4, 0, 4, 0]")
        guard budget > 0 else { return }
        line(indent + 2, "children:")
        _ = take()
        line(indent + 4, "- {kind: image, contentSize: [48, 48], hugging: 251}")
        guard budget > 0 else { return }
        _ = take()
        line(indent + 4, "- kind: stack")
        line(indent + 6, "stack: {axis: vertical, alignment: leading, spacing: 2}")
        guard budget > 0 else { return }
        line(indent + 6, "children:")
        for text in ["- {kind: label, fontSize: 17, intrinsicSize: [180, 22]}",
                     "- {kind: label, fontSize: 13, intrinsicSize: [140, 16], hugging: 252}"] where budget > 0 {
            _ = take()
            line(indent + 8, text)
        }
    }
}
