/// The `constraints` shape: cards of 10 to 20 views laid out by Auto Layout
/// constraints (Docs/SpecFormat.md#auto-layout-constraints), stacked down the root. Each card is
/// placed with `frame`; inside it a title label pinned to the card, a chain
/// of icons after it, and a grid of tiles four to a row (each tile chained to
/// the one before it or to the row above, a quarter of the card wide). No two
/// cards are connected, so a spec of n cards is n small solves; every view is
/// fully determined and nothing conflicts, so the screen passes lint.
extension SpecWriter {
    mutating func constraintsBody() {
        rootOpen(safeArea: false)
        var top = 100
        while budget > 0 {
            let card = take()
            let children = min(budget, random.int(9...19))
            let icons = min(children - min(children, 1), random.int(0...3))
            let tiles = max(0, children - 1 - icons)
            let rows = (tiles + 3) / 4
            let height = 44 + rows * 48 + 12
            line(4, "- id: card\(card)")
            line(6, "frame: [16, \(top), 361, \(height)]")
            top += height + 16
            guard children > 0 else { continue }
            line(6, "children:")
            let title = take()
            line(8, "- id: t\(title)")
            line(10, "kind: label")
            line(10, "intrinsicSize: [120, 20]")
            line(10, "constraints: [leading = superview.leading + 12, top = superview.top + 12, trailing <= superview.trailing - 12]")
            var previous = "t\(title)"
            for _ in 0..<icons {
                let icon = take()
                line(8, "- id: i\(icon)")
                line(10, "kind: image")
                line(10, "contentSize: [20, 20]")
                line(10, "constraints: [leading = \(previous).trailing + 8, centerY = t\(title).centerY]")
                previous = "i\(icon)"
            }
            var above: [String] = []
            var row: [String] = []
            for index in 0..<tiles {
                let tile = take()
                let column = index % 4
                if column == 0 {
                    above = row
                    row = []
                }
                let leading = column == 0 ? "superview.leading + 12" : "\(row[column - 1]).trailing + 8"
                let topPin = above.isEmpty ? "t\(title).bottom + 12" : "\(above[column < above.count ? column : 0]).bottom + 8"
                line(8, "- id: g\(tile)")
                line(10, "constraints: [leading = \(leading), top = \(topPin), width = 0.25 * superview.width - 15, height = 40]")
                row.append("g\(tile)")
            }
        }
    }
}
