/// The `mixedFindings` shape: a screen where most views have something wrong,
/// of several kinds, as a spec under construction (or a generated one) has.
extension SpecWriter {
    /// Scroll sections of leaves on a grid, five in eight of them with a finding
    /// (a small button or text field, a hit area reaching out of its parent, a
    /// zero font size, a corner radius too large), and every fourth section a
    /// collection of 32-pt chips written once with `repeat` (one folded finding).
    mutating func mixedFindingsBody() {
        rootOpen(safeArea: true)
        var section = 0
        while budget > 0 {
            let n = take()
            line(4, "- id: s\(n)")
            line(6, "kind: scroll")
            line(6, "place: {in: safeArea, top: \(n % 40), left: 0, right: 0, height: 600}")
            guard budget > 0 else { continue }
            line(6, "children:")
            if section % 4 == 3, budget > 1 {
                let chips = min(budget - 1, random.int(16...64))
                _ = take(1 + chips)
                line(8, "- kind: collection")
                line(10, "frame: [0, 0, 390, 600]")
                line(10, "flow:")
                line(12, "interitemSpacing: 8")
                line(12, "items:")
                line(14, "- {kind: button, size: [32, 32], repeat: \(chips)}")
            } else {
                let leaves = random.int(16...64)
                for slot in 0..<leaves where budget > 0 { faultyLeaf(8, slot: slot) }
            }
            section += 1
        }
    }

    /// A leaf at grid slot `slot` (the grid of ``leaf(_:slot:top:)``), most kinds with a finding.
    private mutating func faultyLeaf(_ indent: Int, slot: Int) {
        let n = take()
        let x = 8 + (slot % 4) * 80, y = 8 + (slot / 4) * 60
        let k = indent + 2
        switch random.int(0...7) {
        case 0:
            line(indent, "- id: b\(n)")
            line(k, "kind: button")
            line(k, "frame: [\(x), \(y), 28, 28]")
        case 1:
            line(indent, "- kind: button")
            line(k, "frame: [\(x), \(y), 72, 44]")
            line(k, "hitInsets: -12")
        case 2:
            line(indent, "- id: l\(n)")
            line(k, "kind: label")
            line(k, "frame: [\(x), \(y), 72, 21]")
            line(k, "fontSize: 0")
        case 3:
            line(indent, "- frame: [\(x), \(y), 72, 44]")
            line(k, "cornerRadius: 40")
        case 4:
            line(indent, "- kind: textField")
            line(k, "frame: [\(x), \(y), 72, 30]")
        case 5:
            line(indent, "- id: ok\(n)")
            line(k, "kind: button")
            line(k, "frame: [\(x), \(y), 72, 44]")
        case 6:
            line(indent, "- kind: image")
            line(k, "frame: [\(x), \(y), 72, 44]")
        default:
            line(indent, "- place: {top: \(y), left: \(x), width: 72, height: 44}")
        }
    }
}
