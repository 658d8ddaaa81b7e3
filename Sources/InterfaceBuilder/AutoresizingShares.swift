import LayoutIR

/// An autoresizing mask with two flexible parts on an axis: UIKit shares a
/// change of the parent's length between them in proportion to their sizes
/// (a flexible left margin `L` and width `W` beside a fixed right margin `R`
/// grow to `(P' − R)·L/(L + W)` and `(P' − R)·W/(L + W)` in a parent of
/// length `P'`). A `place` percentage of the parent grows a part in proportion
/// to the parent instead, so such a view is laid out by the constraints UIKit's
/// rule amounts to, each `edge = m · parent.edge + c`: exact on the design
/// device and at every other length.
enum AutoresizingShares {
    /// `attribute = multiplier · parent.parentAttribute + constant`, or
    /// `attribute = constant` without a parent attribute.
    struct Term: Equatable {
        var attribute: LayoutAttribute
        var parentAttribute: LayoutAttribute?
        var multiplier: Double = 1
        var constant: Double
    }

    private static func names(_ horizontal: Bool) -> (near: LayoutAttribute, far: LayoutAttribute, size: LayoutAttribute) {
        horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
    }

    /// The two terms fixing one axis, from the stored origin and length in a
    /// parent of length `parent`; `nil` when the mask has fewer than two
    /// flexible parts there, or all three (a `place` is exact then).
    static func terms(origin: Double, length: Double, parent: Double, flexibleLeading: Bool, flexibleSize: Bool,
                      flexibleTrailing: Bool, horizontal: Bool) -> [Term]? {
        let trailing = parent - origin - length
        let (near, far, size) = names(horizontal)
        // Two parts of zero length share a change equally.
        func share(_ part: Double, _ other: Double) -> Double { part + other == 0 ? 0.5 : part / (part + other) }
        switch (flexibleLeading, flexibleSize, flexibleTrailing) {
        case (true, true, false):
            // Leading margin and size share P' − R: left = (P' − R)·L/(L + W), right = P' − R.
            let k = share(origin, length)
            return [Term(attribute: near, parentAttribute: far, multiplier: k, constant: -trailing * k),
                    Term(attribute: far, parentAttribute: far, constant: -trailing)]
        case (false, true, true):
            // Size and trailing margin share P' − L: left = L, right = P' − (P' − L)·R/(W + R).
            let k = share(trailing, length)
            return [Term(attribute: near, parentAttribute: near, constant: origin),
                    Term(attribute: far, parentAttribute: far, multiplier: 1 - k, constant: origin * k)]
        case (true, false, true):
            // Both margins share P' − W: left = (P' − W)·L/(L + R); the size stays.
            let k = share(origin, trailing)
            return [Term(attribute: near, parentAttribute: far, multiplier: k, constant: -length * k),
                    Term(attribute: size, constant: length)]
        default:
            return nil
        }
    }

    /// An axis `place` pins exactly (at most one flexible part, or all three) as
    /// terms, for a view whose other axis needs terms.
    static func terms(of pins: AxisPins, horizontal: Bool) -> [Term] {
        let (near, far, size) = names(horizontal)
        var terms: [Term] = []
        switch pins.leading {
        case .points(let value)?: terms.append(Term(attribute: near, parentAttribute: near, constant: value))
        case .percent(let value)?: terms.append(Term(attribute: near, parentAttribute: far, multiplier: value / 100, constant: 0))
        case nil: break
        }
        switch pins.trailing {
        case .points(let value)?: terms.append(Term(attribute: far, parentAttribute: far, constant: -value))
        case .percent(let value)?: terms.append(Term(attribute: far, parentAttribute: far, multiplier: 1 - value / 100, constant: 0))
        case nil: break
        }
        switch pins.size {
        case .points(let value)?: terms.append(Term(attribute: size, constant: value))
        case .percent(let value)?: terms.append(Term(attribute: size, parentAttribute: size, multiplier: value / 100, constant: 0))
        case nil: break
        }
        return terms
    }
}
