import SpecGenerator

/// Small seeded specs that reach what `SpecGenerator`'s benchmark shapes leave
/// out: every bar set, orientation and `additionalSafeAreaInsets`, percentage
/// and centered pins, every reference box, `aspectRatio`, margins, transforms,
/// scroll views with each inset behaviour, horizontal and sectioned flows with
/// headers and footers and every section-inset reference, hidden views, and
/// stacks of every axis, distribution and alignment with arranged-view priorities,
/// and measured text, wrapping under constraints and in stacks (two passes).
struct VarietySpecs {
    var random: SeededRandom
    private var out = ""

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// One spec's text.
    mutating func spec(screen: String) -> String {
        out = "layout: 1\nscreen: \(screen)\n"
        let bars = ["[status]", "[]", "[status, navigation]", "[status, largeTitle]", "[status, tab]",
                    "[status, navigation, toolbar]", "[navigation, tab]"]
        out += "bars: \(pick(bars))\n"
        if chance(3) { out += "orientation: landscape\n" }
        if chance(4) { out += "additionalSafeAreaInsets: [\(n(0...20)), \(n(0...10)), \(n(0...20)), \(n(0...10))]\n" }
        out += "root:\n"
        if chance(2) { out += "  safeArea: true\n" }
        if chance(4) { out += "  margins: [\(n(0...20)), \(n(0...24)), \(n(0...20)), \(n(0...24))]\n" }
        out += "  children:\n"
        for _ in 0..<n(2...5) { view(depth: 1, indent: 4) }
        if chance(2) { wrappingUnderConstraints() }
        return out
    }

    private mutating func view(depth: Int, indent: Int, inStack: Bool = false) {
        let pad = String(repeating: " ", count: indent)
        let kinds = ["view", "label", "button", "image", "textView", "textField", "scroll", "collection", "table", "stack"]
        let kind = depth >= 3 ? pick(Array(kinds.prefix(6))) : pick(kinds)
        out += "\(pad)- kind: \(kind)\n"
        let key = pad + "  "
        if inStack {
            if kind != "stack", chance(2) { out += key + "intrinsicSize: [\(n(10...140)), \(n(10...60))]\n" }
            if chance(3) { out += key + "hugging: \(pick(["250", "251", "249", "1000"]))\n" }
            if chance(3) { out += key + "compressionResistance: \(pick(["750", "751", "749"]))\n" }
            if chance(4) { out += key + "spacingAfter: \(n(0...20))\n" }
        } else {
            out += key + "place: \(placement())\n"
        }
        if chance(5) { out += key + "transform: {scale: \(pick(["0.5", "0.9", "1.25", "2"]))}\n" }
        if chance(6) { out += key + "hidden: true\n" }
        if chance(5) { out += key + "hitInsets: \(pick(["-8", "[-4, -10, -4, -10]", "4"]))\n" }
        if chance(5) { out += key + "insets: [\(n(0...12)), \(n(0...12)), \(n(0...12)), \(n(0...12))]\n" }
        if chance(4) { out += key + "safeArea: \(pick(["true", "[top]", "[left, right]", "[bottom]"]))\n" }
        switch kind {
        case "label":
            out += key + "textInsets: [\(n(0...6)), \(n(0...8)), \(n(0...6)), \(n(0...8))]\n"
            if chance(2) { text(key) }
        case "image":
            out += key + "contentSize: [\(n(1...400)), \(n(1...400))]\n"
            out += key + "contentMode: \(pick(["scaleToFill", "aspectFit", "aspectFill", "center"]))\n"
        case "textView": out += key + "placeholder: {location: [\(n(0...8)), \(n(0...8))]}\n"
        case "textField", "button": out += key + "intrinsicSize: [\(n(40...200)), \(n(20...60))]\n"
        case "table": out += key + "sectionIndex: true\n"
        case "scroll":
            out += key + "contentInsetAdjustmentBehavior: \(pick(["automatic", "scrollableAxes", "never", "always"]))\n"
            if chance(2) { out += key + "contentInset: [\(n(0...20)), 0, \(n(0...20)), 0]\n" }
        case "collection": flow(key)
        case "stack":
            out += key + "stack: {axis: \(pick(["horizontal", "vertical"])), "
                + "distribution: \(pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])), "
                + "alignment: \(pick(["fill", "leading", "center", "trailing"])), spacing: \(n(0...16)), "
                + "layoutMarginsRelative: \(pick(["false", "true"]))}\n"
            out += key + "children:\n"
            for _ in 0..<n(1...4) { view(depth: depth + 1, indent: indent + 4, inStack: true) }
            return
        default: break
        }
        if depth < 3, kind != "collection", chance(2) {
            out += key + "children:\n"
            for _ in 0..<n(1...3) { view(depth: depth + 1, indent: indent + 4) }
        }
    }

    /// Measured text: a few words in a text style or a fixed size, wrapping or not.
    private mutating func text(_ key: String) {
        let words = ["a", "to", "the", "wrap", "label", "height", "follows", "constraints", "Übergrößen"]
        out += key + "text: \"\((0..<n(1...14)).map { _ in pick(words) }.joined(separator: " "))\"\n"
        out += key + "font: \(pick(["{style: body}", "{style: headline}", "{style: caption1}", "{size: 15, weight: bold}"]))\n"
        out += key + "numberOfLines: \(pick(["0", "0", "2", "1"]))\n"
    }

    /// A wrapping label pinned top, leading and trailing, and a view that follows its bottom.
    private mutating func wrappingUnderConstraints() {
        out += "    - id: wrapped\n      kind: label\n"
        text("      ")
        out += "      constraints:\n"
        out += "        - leading = \(pick(["superview.leading", "margins.leading", "safeArea.leading"])) + \(n(0...24))\n"
        out += "        - trailing \(pick(["=", "<="])) superview.trailing - \(n(0...24))\n"
        out += "        - top = safeArea.top + \(n(0...40))\n"
        out += "    - id: afterWrapped\n      intrinsicSize: [\(n(20...120)), \(n(20...50))]\n"
        out += "      constraints: [leading = wrapped.leading, top = wrapped.bottom + \(n(0...12))]\n"
    }

    private mutating func placement() -> String {
        let box = pick(["", "in: bounds, ", "in: safeArea, ", "in: margins, ", "in: content, "])
        let horizontal = pick(["left: \(n(0...40)), right: \(n(0...40))", "left: \(n(0...60)), width: \(n(20...300))",
                               "centerX: \(n(-20...20)), width: \"\(n(10...90))%\"", "right: \(n(0...30)), width: \(n(40...200))",
                               "left: \"\(n(0...20))%\", right: \"\(n(0...20))%\""])
        let vertical = pick(["top: \(n(0...80)), height: \(n(20...240))", "top: \(n(0...40)), bottom: \(n(0...40))",
                             "centerY: \(n(-30...30)), height: \"\(n(10...60))%\"", "bottom: \(n(0...50)), height: \(n(30...120))"])
        if chance(6) { return "{\(box)left: \(n(0...40)), width: \(n(60...240)), top: \(n(0...40)), aspectRatio: 1.5}" }
        return "{\(box)\(horizontal), \(vertical)}"
    }

    private mutating func flow(_ key: String) {
        out += key + "flow:\n"
        out += key + "  direction: \(pick(["vertical", "vertical", "horizontal"]))\n"
        out += key + "  align: \(pick(["justified", "left", "center", "right"]))\n"
        out += key + "  sectionInset: [\(n(0...12)), \(n(0...20)), \(n(0...12)), \(n(0...20))]\n"
        out += key + "  interitemSpacing: \(n(0...12))\n"
        out += key + "  lineSpacing: \(n(0...12))\n"
        out += key + "  sectionInsetReference: \(pick(["contentInset", "safeArea", "layoutMargins"]))\n"
        out += key + "  sections:\n"
        for _ in 0..<n(1...2) {
            out += key + "    - header: \(pick(["0", "0", "30", "44"]))\n"
            out += key + "      footer: \(pick(["0", "0", "20"]))\n"
            out += key + "      items:\n"
            let uniform = chance(2)
            for _ in 0..<n(1...5) {
                let size = uniform ? "[60, 40]" : "[\(n(20...120)), \(n(20...60))]"
                out += key + "        - {size: \(size)\(chance(3) ? ", repeat: \(n(2...4))" : "")}\n"
            }
        }
    }

    private mutating func n(_ range: ClosedRange<Int>) -> Int { random.int(range) }
    private mutating func chance(_ oneIn: Int) -> Bool { random.int(1...oneIn) == 1 }
    private mutating func pick<T>(_ options: [T]) -> T { options[random.int(0...(options.count - 1))] }
}
