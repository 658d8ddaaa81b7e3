import Diagnostics
import LayoutIR

/// Turns a parsed constraint line into a ``LayoutConstraint``: items to views
/// and guides, then UIKit's pairing rules and this version's limits
/// (Docs/SpecFormat.md#auto-layout-constraints). Each mistake is reported at its token and the
/// constraint is dropped.
struct ConstraintResolver {
    let reader: ConstraintReader
    let owner: Int
    let line: ConstraintLine
    let place: ScalarPlace

    init(reader: ConstraintReader, owner: Int, line: ConstraintLine, place: ScalarPlace) {
        self.reader = reader
        self.owner = owner
        self.line = line
        self.place = place
    }

    private var views: [ViewSpec] { reader.views }

    mutating func resolve() -> LayoutConstraint? {
        guard let first = anchor(line.first, bareView: owner) else { return nil }
        var second: ConstraintAnchor?
        if let reference = line.second {
            // A bare attribute on the right is the first item's view's (`width = 2 * height`).
            guard let resolved = anchor(reference, bareView: first.view) else { return nil }
            second = resolved
        }
        guard let multiplier = finite(line.multiplier, line.multiplierValue, what: "multiplier"),
              let constant = finite(line.constant, line.constantValue, what: "constant"),
              let priority = priority() else { return nil }
        let relation: ConstraintRelation = switch line.relation.text {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
        var constraint = LayoutConstraint(first: first, relation: relation, second: second, multiplier: multiplier,
                                          constant: constant, priority: priority, owner: owner, ordinal: 0)
        guard pairIsValid(constraint), withinLimits(constraint), scrollContent(&constraint) else { return nil }
        return constraint
    }

    // MARK: Items

    /// The anchor a reference names; a bare attribute belongs to `bareView`.
    private func anchor(_ reference: ConstraintLine.Reference, bareView: Int) -> ConstraintAnchor? {
        let attributeToken = reference.attribute
        guard let attribute = LayoutAttribute(rawValue: attributeToken.text) else { return nil }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            fail(.unsupportedConstraint, attributeToken,
                 "baselines ('\(attribute.rawValue)') are not in this version of the format; constrain top, bottom or centerY instead")
            return nil
        }
        guard var anchor = item(reference.item, bareView: bareView) else { return nil }
        anchor.attribute = attribute
        if let plain = attribute.withoutMargin {
            guard anchor.guide == .view else {
                fail(.invalidConstraint, attributeToken,
                     "'\(attribute.rawValue)' is a view's margin attribute, and '\(reference.item.map(\.text).joined(separator: "."))' is a layout guide; use '\(plain.rawValue)' of the guide")
                return nil
            }
            anchor.guide = .margins
            anchor.attribute = plain
        }
        return anchor
    }

    /// The view and guide an item path names.
    private func item(_ names: [ConstraintLine.Token], bareView: Int) -> ConstraintAnchor? {
        guard let head = names.first else { return ConstraintAnchor(view: bareView, attribute: .width) }
        let superviewWords = ["superview", "safeArea", "margins"]
        var view: Int
        var guide = ConstraintGuide.view
        if superviewWords.contains(head.text) {
            guard let parent = views[owner].parent else {
                fail(.invalidConstraint, head, "the root view has no superview; constrain the root's subviews instead")
                return nil
            }
            view = parent
            if head.text != "superview" { guide = head.text == "safeArea" ? .safeArea : .margins }
        } else if let found = reader.viewsByID[head.text] {
            view = found
        } else {
            fail(.unknownView, head, "no view has the id '\(head.text)'"
                 + DidYouMean.hint(for: head.text, among: reader.ids + superviewWords)
                 + " (items are superview, safeArea, margins or a view's id)")
            return nil
        }
        guard names.count > 1 else { return ConstraintAnchor(view: view, guide: guide, attribute: .width) }
        let guideToken = names[1]
        guard names.count == 2, guide == .view else {
            let extra = guide == .view ? names[2] : guideToken
            fail(.constraintSyntax, extra, "expected an attribute after '\(names[..<names.firstIndex(of: extra)!].map(\.text).joined(separator: "."))', found '\(extra.text)'"
                 + DidYouMean.hint(for: extra.text, among: ConstraintLine.attributeNames))
            return nil
        }
        switch guideToken.text {
        case "safeArea": guide = .safeArea
        case "margins": guide = .margins
        case "content", "frame":
            guard [.scroll, .collection, .table].contains(views[view].kind) else {
                fail(.invalidConstraint, guideToken,
                     "'\(guideToken.text)' is a scroll view's layout guide, and '\(head.text)' is a \(views[view].kind.rawValue)")
                return nil
            }
            guard views[view].kind == .scroll else {
                fail(.unsupportedConstraint, guideToken,
                     "a \(views[view].kind.rawValue)'s '\(guideToken.text)' layout guide is not solved in this version (its content comes from its items); use a scroll view, or place the content")
                return nil
            }
            guide = guideToken.text == "content" ? .content : .frame
        default:
            fail(.constraintSyntax, guideToken,
                 "expected an attribute or a guide (safeArea, margins, content, frame) after '\(head.text).', found '\(guideToken.text)'"
                 + DidYouMean.hint(for: guideToken.text, among: ConstraintLine.attributeNames + ["safeArea", "margins", "content", "frame"]))
            return nil
        }
        return ConstraintAnchor(view: view, guide: guide, attribute: .width)
    }

    // MARK: Numbers

    private func finite(_ token: ConstraintLine.Token?, _ value: Double, what: String) -> Double? {
        guard let token else { return value }
        guard value.isFinite, abs(value) <= 1e9 else {
            fail(.invalidConstraint, token, "the \(what) must be a finite number from -1000000000 to 1000000000, found \(token.text)")
            return nil
        }
        return value
    }

    private func priority() -> Double? {
        guard let token = line.priority else { return 1000 }
        switch token.text {
        case "required": return 1000
        case "high": return 750
        case "low": return 250
        default: break
        }
        guard let value = Double(token.text), value >= 1, value <= 1000 else {
            fail(.invalidConstraint, token, "a priority must be from 1 to 1000 (or required, high, low), found \(token.text)")
            return nil
        }
        return value
    }

    // MARK: UIKit's rules and this version's limits

    /// UIKit's pairing rules (`NSLayoutConstraint` raises on the others).
    private func pairIsValid(_ c: LayoutConstraint) -> Bool {
        let firstToken = line.first.attribute
        guard let second = c.second, let secondToken = line.second?.attribute else {
            if !c.first.attribute.isSize {
                fail(.invalidConstraint, firstToken,
                     "a position ('\(c.first.attribute.rawValue)') needs a second item to be measured from; a bare constant only fits width or height (rule: position against a constant)")
                return false
            }
            return true
        }
        let a = c.first.attribute, b = second.attribute
        if a.isSize != b.isSize {
            fail(.invalidConstraint, secondToken,
                 "'\(a.rawValue)' and '\(b.rawValue)' do not pair: a size pairs with a size, a position with a position on the same axis (rule: size against position)")
            return false
        }
        if !a.isSize, a.isHorizontal != b.isHorizontal {
            fail(.invalidConstraint, secondToken,
                 "'\(a.rawValue)' is \(a.isHorizontal ? "horizontal" : "vertical") and '\(b.rawValue)' is \(b.isHorizontal ? "horizontal" : "vertical"); positions pair only on the same axis (rule: mixed axes)")
            return false
        }
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let absolute: Set<LayoutAttribute> = [.left, .right]
        if directional.contains(a) && absolute.contains(b) || absolute.contains(a) && directional.contains(b) {
            fail(.invalidConstraint, secondToken,
                 "'\(a.rawValue)' and '\(b.rawValue)' mix leading/trailing with left/right, which UIKit refuses (rule: mixed directions); use leading/trailing on both sides or left/right on both")
            return false
        }
        if !a.isSize, c.multiplier == 0 {
            fail(.invalidConstraint, line.multiplier ?? firstToken,
                 "a multiplier of 0 on a position makes it a constant position, which UIKit refuses (rule: zero multiplier on a position)")
            return false
        }
        return true
    }

    /// Arranged views and flow views are placed by their stack or flow: no
    /// constraint may move one. A constraint's unknowns are the frames on the
    /// paths from its items up to their nearest common ancestor (Docs/SpecFormat.md#constraints),
    /// so none of those views may be an arranged or a flow view.
    private func withinLimits(_ c: LayoutConstraint) -> Bool {
        let top = ConstraintSemantics.top(of: c, in: views)
        for (anchor, reference) in [(c.first, line.first), (c.second, line.second)] {
            guard let anchor, let reference else { continue }
            var current: Int? = anchor.view
            while let view = current, view != top {
                if let parent = views[view].parent {
                    let token = reference.item.first ?? reference.attribute
                    if case .subview = views[view].role {} else {
                        fail(.unsupportedConstraint, token,
                             "'\(name(view))' is placed by its collection's flow; constraints cannot move it or reach into a flow item from outside it")
                        return false
                    }
                    if views[parent].kind == .stack {
                        fail(.unsupportedConstraint, token,
                             "'\(name(view))' is an arranged view of a stack, which places it; constraints on arranged views are not in this version: give it 'intrinsicSize' and priorities instead")
                        return false
                    }
                }
                current = views[view].parent
            }
        }
        return true
    }

    /// A scroll view's edges, seen from inside it, mean its content area and so
    /// decide its `contentSize` (Docs/SpecFormat.md#constraints, scroll views): such an anchor becomes the scroll view's
    /// content guide. A table's or a collection's content comes from its items,
    /// so there it is refused rather than solved as the frame.
    private func scrollContent(_ c: inout LayoutConstraint) -> Bool {
        guard let second = c.second else { return true }
        for (isFirst, other, reference) in [(true, second.view, line.first), (false, c.first.view, line.second!)] {
            let anchor = isFirst ? c.first : second
            guard ConstraintSemantics.meansContentArea(anchor, seenFrom: other, in: views) else { continue }
            guard views[anchor.view].kind == .scroll else {
                fail(.unsupportedConstraint, reference.item.first ?? reference.attribute,
                     "'\(anchor.attribute.rawValue)' of the \(views[anchor.view].kind.rawValue) '\(name(anchor.view))' means its content area here, which comes from its items; place the content, or use a scroll view")
                return false
            }
            if isFirst { c.first.guide = .content } else { c.second?.guide = .content }
        }
        return true
    }

    private func name(_ view: Int) -> String { views[view].id ?? views[view].path }

    private func fail(_ rule: RuleID, _ token: ConstraintLine.Token, _ message: String) {
        reader.report(rule, message, owner: owner, range: place.range(token.offset, token.length))
    }
}
