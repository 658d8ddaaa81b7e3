import Diagnostics
import LayoutIR

extension ScreenBuilder {
    /// Every `<constraint>` of the screen's views, in document order, as
    /// Docs/SpecFormat.md#auto-layout-constraints constraints (Docs/InterfaceBuilder.md says what becomes what).
    func readConstraints() {
        var ordinals: [Int: Int] = [:]
        // In the order the file writes them (a view's `<constraints>` after its
        // `<subviews>`), which is also the order `import` writes them in: the solver
        // breaks ties in that order, so the file and its spec solve alike.
        let lists = constraintOwners.compactMap { owner, view in
            tree.child(of: owner, named: "constraints").map { (list: $0, owner: owner, view: view) }
        }.sorted { $0.list < $1.list }
        for (list, owner, view) in lists {
            for element in tree.elements[list].children where tree.elements[element].name == "constraint" {
                let node = tree.elements[element]
                // Removed at build time, as Xcode does: what it held in the canvas may be
                // ambiguous in the built nib, whose constraints are made in code instead.
                // Read as saved (the answer key, `import`), it stays: IB drew the canvas
                // with it, and the stored frames are that drawing's.
                if node["placeholder"] == "YES" {
                    let name = node["id"].map { "constraint '\($0)'" } ?? "a constraint"
                    if savedBy == nil {
                        note("\(name) is a placeholder, removed at build time: it is not imported, and the built nib's "
                                + "layout may be ambiguous where it placed a view (the app must add a constraint in code)",
                             at: tree.range(ofElement: element))
                        continue
                    }
                    note("\(name) is a placeholder, removed at build time: it is kept here as Interface Builder draws the "
                            + "file, and the app must add a constraint in code", at: tree.range(ofElement: element))
                }
                if let id = node["id"], excludedConstraints.contains(id) { continue }
                let ordinal = ordinals[view, default: 0]
                guard var constraint = constraint(element, owner: view, ownerObject: tree.elements[owner]["id"],
                                                   ordinal: ordinal) else { continue }
                if absorbIntoArrangedView(&constraint, element: element) { continue }
                ordinals[view] = ordinal + 1
                let range = tree.range(ofElement: element)
                keyRanges[view, default: [:]]["constraints.\(ordinal)"] = range
                keyRanges[view, default: [:]]["constraints[\(ordinal)]"] = range
                constraint.location = range.start
                constraint.text = SpecText.line(constraint, owner: view, views: views)
                constraints.append(constraint)
            }
        }
        readArrangedBounds()
    }

    /// An arranged view's own `width >= c` or `height <= c` (kept by
    /// ``absorbIntoArrangedView(_:element:)`` until its `=` ones are read): at its
    /// natural length on that axis, the bound is the compression resistance
    /// (`>=`) or hugging (`<=`) at the constraint's priority, when higher (a
    /// container's `height = 85 @750` with `height >= 85` cannot shrink); any
    /// other is noted and left out, as before.
    private func readArrangedBounds() {
        for (view, constraint, element) in arrangedBounds {
            let horizontal = constraint.first.attribute == .width
            var size = views[view].attributes.intrinsicSize ?? naturalFromFrame(view)
            // A stack's length comes from its arranged views, which the bound is checked against.
            if views[view].kind == .stack, let frame = stored[view].frame, size.map({ horizontal ? $0.width : $0.height }) == -1 {
                if horizontal { size?.width = frame.width } else { size?.height = frame.height }
            }
            let natural = size.map { horizontal ? $0.width : $0.height }
            guard let natural, abs(natural - constraint.constant) < 0.001 else {
                note("constraint '\(constraint.id ?? "")' is on an arranged view of a stack, which layoutc does not solve "
                        + "(Docs/SpecFormat.md#constraints); it is not imported", at: tree.range(ofElement: element))
                continue
            }
            if views[view].attributes.intrinsicSize == nil, let size {
                var attributes = views[view].attributes
                attributes.intrinsicSize = size
                views[view].attributes = attributes
            }
            let priority = constraint.priority
            switch (constraint.relation, horizontal) {
            case (.greaterThanOrEqual, true): stored[view].compressionResistance.horizontal = max(stored[view].compressionResistance.horizontal, priority)
            case (.greaterThanOrEqual, false): stored[view].compressionResistance.vertical = max(stored[view].compressionResistance.vertical, priority)
            case (.lessThanOrEqual, true): stored[view].hugging.horizontal = max(stored[view].hugging.horizontal, priority)
            case (.lessThanOrEqual, false): stored[view].hugging.vertical = max(stored[view].hugging.vertical, priority)
            case (.equal, _): break
            }
        }
        arrangedBounds.removeAll()
    }

    private func constraint(_ element: Int, owner: Int, ownerObject: String?, ordinal: Int) -> LayoutConstraint? {
        let node = tree.elements[element]
        let label = node["id"].map { "constraint '\($0)'" } ?? "a constraint"
        func drop(_ why: String, attribute: String? = nil) -> LayoutConstraint? {
            note("\(label) \(why); it is not imported",
                 at: attribute.map { tree.range(ofAttribute: $0, element: element) } ?? tree.range(ofElement: element))
            return nil
        }
        guard let firstObject = node["firstItem"] ?? ownerObject else { return drop("has no first item") }
        guard let firstAttributeName = node["firstAttribute"] else { return drop("has no firstAttribute") }
        // An attribute no view has is named as such, not as a view this screen lacks.
        for name in ["firstAttribute", "secondAttribute"] {
            if let value = node[name], LayoutAttribute(rawValue: value) == nil, !value.hasSuffix("aseline") {
                return drop("has \(name) '\(value)', which is not a layout attribute", attribute: name)
            }
        }
        guard let first = anchor(object: firstObject, attributeName: firstAttributeName, element: element) else {
            return drop("names '\(firstObject)', which is not a view of this screen or a guide it models",
                        attribute: node["firstItem"] == nil ? nil : "firstItem")
        }
        var second: ConstraintAnchor?
        if let secondObject = node["secondItem"] {
            guard let secondAttributeName = node["secondAttribute"] else { return drop("has no secondAttribute") }
            guard let anchor = anchor(object: secondObject, attributeName: secondAttributeName, element: element) else {
                return drop("names '\(secondObject)', which is not a view of this screen or a guide it models",
                            attribute: "secondItem")
            }
            second = anchor
        }
        let relation: ConstraintRelation = switch node["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        guard let multiplier = Self.multiplier(node["multiplier"]) else {
            return drop("has multiplier '\(node["multiplier"] ?? "")', which is not a number or a ratio like \"2:1\" or \"2/3\"",
                        attribute: "multiplier")
        }
        guard let constant = node["constant"].map(Double.init) ?? 0, constant.isFinite else {
            return drop("has a constant that is not a finite number", attribute: "constant")
        }
        guard let priority = node["priority"].map(Double.init) ?? 1000, priority.isFinite else {
            return drop("has a priority that is not a number", attribute: "priority")
        }
        var made = LayoutConstraint(first: first, relation: relation, second: second, multiplier: multiplier,
                                    constant: constant, priority: priority, id: node["id"], owner: owner, ordinal: ordinal)
        // A scroll view's edges seen from inside it are its content area, as UIKit
        // reads them and as the spec reader does (Docs/SpecFormat.md#auto-layout-constraints); a table's or a
        // collection's content comes from its items, which the spec format refuses.
        for isFirst in [true, false] {
            guard let anchor = isFirst ? made.first : made.second, let other = isFirst ? made.second?.view : made.first.view,
                  ConstraintSemantics.meansContentArea(anchor, seenFrom: other, in: views) else { continue }
            guard views[anchor.view].kind == .scroll else {
                return drop("pins a view inside the \(views[anchor.view].kind.rawValue) to its content area, which comes "
                                + "from its items")
            }
            if isFirst { made.first.guide = .content } else { made.second?.guide = .content }
        }
        return made
    }

    /// `"2:1"` → 2, `"2/3"` → 0.666…, `"0.5"` → 0.5; absent → 1. Xcode keeps
    /// the ratio as typed in the Size inspector, with either separator.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite { return a / b }
        if parts.count == 1, let value = Double(text), value.isFinite { return value }
        return nil
    }

    /// An item and IB attribute name as an anchor: a view, its safe area, a scroll
    /// view's content or frame guide, or a controller's top/bottom layout guide.
    private func anchor(object: String, attributeName: String, element: Int) -> ConstraintAnchor? {
        var attribute: LayoutAttribute
        switch attributeName {
        case "baseline", "lastBaseline", "firstBaseline":
            attribute = attributeName == "firstBaseline" ? .top : .bottom
            note("\(attributeName) is taken as the view's \(attribute.rawValue) until text is measured",
                 at: tree.range(ofElement: element))
        default:
            guard let known = LayoutAttribute(rawValue: attributeName) else { return nil }
            attribute = known
        }
        if let view = objectViews[object] {
            // A margin attribute is the margins guide's plain attribute, as the spec reader resolves it.
            if let plain = attribute.withoutMargin { return ConstraintAnchor(view: view, guide: .margins, attribute: plain) }
            return ConstraintAnchor(view: view, attribute: attribute)
        }
        guard let guide = guides[object] else { return nil }
        if let plain = attribute.withoutMargin { attribute = plain }
        // A controller's top layout guide ends where the safe area begins, its bottom one starts where it ends.
        if topLayoutGuides.contains(object) { attribute = .top }
        if bottomLayoutGuides.contains(object) { attribute = .bottom }
        return ConstraintAnchor(view: guide.view, guide: guide.guide, attribute: attribute)
    }

    /// A constraint on a stack's arranged view: its own width or height against a
    /// constant becomes its intrinsic size on that axis, hugged and resisting at the
    /// constraint's priority (a table's `height = 1000 @750` gives way as UIKit lets
    /// it); a `>=` or `<=` one is kept for ``readArrangedBounds()``
    /// (layoutc does not solve constraints on arranged views: Docs/SpecFormat.md#constraints); any other
    /// is noted and left out. Returns whether the constraint was taken here.
    private func absorbIntoArrangedView(_ constraint: inout LayoutConstraint, element: Int) -> Bool {
        let items = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
        // An arranged view's own frame is constrained when it is an item and the
        // other is not inside it (a subview pinned to it is that subview's constraint).
        guard let arranged = items.first(where: { candidate in
            isArranged(candidate) && items.allSatisfy { $0 == candidate || !isInside($0, candidate) }
        }) else { return false }
        if constraint.second == nil, constraint.first.view == arranged, constraint.first.guide == .view,
           constraint.first.attribute.isSize, constraint.relation == .equal {
            var attributes = views[arranged].attributes
            var size = attributes.intrinsicSize ?? naturalFromFrame(arranged) ?? Size(width: 0, height: 0)
            let horizontal = constraint.first.attribute == .width
            if horizontal { size.width = constraint.constant } else { size.height = constraint.constant }
            attributes.intrinsicSize = size
            views[arranged].attributes = attributes
            let priority = constraint.priority
            if horizontal { stored[arranged].hugging.horizontal = priority; stored[arranged].compressionResistance.horizontal = priority }
            else { stored[arranged].hugging.vertical = priority; stored[arranged].compressionResistance.vertical = priority }
            keyRanges[arranged, default: [:]]["intrinsicSize"] = tree.range(ofElement: element)
            return true
        }
        if constraint.second == nil, constraint.first.view == arranged, constraint.first.guide == .view,
           constraint.first.attribute.isSize {
            arrangedBounds.append((view: arranged, constraint: constraint, element: element))
            return true
        }
        note("constraint '\(constraint.id ?? "")' is on an arranged view of a stack, which layoutc does not solve (Docs/SpecFormat.md#constraints); "
                + "it is not imported", at: tree.range(ofElement: element))
        quietTieDecidedBy(constraint, arranged: arranged)
        return true
    }

    /// The design-time size an arranged view without an intrinsic size starts from
    /// (a container that its subviews' constraints size): its stored frame's. A
    /// stack has none: its arranged views give its size (UIStackView has no
    /// intrinsic size), so only the axis a constraint of its own sets is its own.
    private func naturalFromFrame(_ view: Int) -> Size? {
        if views[view].kind == .stack {
            return Size(width: KindAttributes.noIntrinsicMetric, height: KindAttributes.noIntrinsicMetric)
        }
        return stored[view].frame.map { Size(width: $0.width, height: $0.height) }
    }

    /// A length along a stack's axis tied to another arranged view's or to the
    /// stack's own (`width = 0.33 × stack`, `width = 0.9 × sibling`) decides how
    /// the stack shares its length, before any hugging or compression resistance
    /// does. Left out, the priorities alone would seem to tie: so the stack gets
    /// `suppress: [stack-priority-ambiguous]`, the note above saying why.
    private func quietTieDecidedBy(_ constraint: LayoutConstraint, arranged: Int) {
        guard let stack = views[arranged].parent, let second = constraint.second,
              constraint.first.guide == .view, second.guide == .view else { return }
        let length: LayoutAttribute = views[stack].stackSpec.axis == .horizontal ? .width : .height
        let anchors = [constraint.first, second]
        guard anchors.allSatisfy({ $0.attribute == length && ($0.view == stack || views[$0.view].parent == stack) }),
              constraint.first.view != second.view else { return }
        let rule = RuleID.stackPriorityAmbiguous.rawValue
        if !views[stack].suppress.contains(rule) { views[stack].suppress.append(rule) }
    }

    /// Whether `view` is `ancestor` or inside it.
    func isInside(_ view: Int, _ ancestor: Int) -> Bool {
        ViewTree.isInside(view, ancestor, in: views)
    }

    /// Whether `view` is an arranged view of a stack (its parent is one).
    func isArranged(_ view: Int) -> Bool {
        guard let parent = views[view].parent else { return false }
        return views[parent].kind == .stack
    }
}
