import LayoutIR

extension ScreenBuilder {
    /// A view that is not laid out by constraints (nor arranged by a stack) keeps
    /// its design-time frame, with its `autoresizingMask` as `place:` pins: a
    /// flexible margin or size is a percentage of the parent's size (the part
    /// that grows with it), a fixed one is pinned in points.
    func placeByAutoresizing(_ index: Int) {
        guard let parent = views[index].parent, views[parent].kind != .stack, !stored[index].byConstraints,
              var frame = stored[index].frame else { return }
        // UIKit sets the frame; the pins place the alignment rect inside it, which
        // the solver grows back to the frame (a switch's).
        let alignment = views[index].alignmentRectInsets
        frame = Rect(x: frame.x + alignment.left, y: frame.y + alignment.top,
                     width: frame.width - alignment.left - alignment.right,
                     height: frame.height - alignment.top - alignment.bottom)
        let parentSize = stored[parent].frame.map { Size(width: $0.width, height: $0.height) }
            ?? Size(width: frame.maxX, height: frame.maxY)
        let element = elementOfView[index]
        var mask = Set<String>()
        if let maskElement = tree.child(of: element, named: "autoresizingMask", key: "autoresizingMask") {
            for attribute in tree.elements[maskElement].attributes where attribute.value == "YES" { mask.insert(attribute.name) }
            keyRanges[index, default: [:]]["autoresizingMask"] = tree.range(ofElement: maskElement)
        }
        var horizontal = Self.pins(origin: frame.x, length: frame.width, parent: parentSize.width,
                                   flexibleLeading: mask.contains("flexibleMinX"), flexibleSize: mask.contains("widthSizable"),
                                   flexibleTrailing: mask.contains("flexibleMaxX"))
        // A table sets each cell's frame itself, as wide as the table on every device
        // and orientation (less the side insets of an inset grouped table, kept as
        // stored): a cell's mask (IB writes an empty one) and its stored width are
        // the design device's only.
        if tree.elements[element].name == "tableViewCell", views[parent].kind == .table {
            horizontal = AxisPins(leading: .points(frame.x), trailing: .points(parentSize.width - frame.maxX))
            mask.subtract(["flexibleMinX", "widthSizable", "flexibleMaxX"])
        }
        let vertical = Self.pins(origin: frame.y, length: frame.height, parent: parentSize.height,
                                 flexibleLeading: mask.contains("flexibleMinY"), flexibleSize: mask.contains("heightSizable"),
                                 flexibleTrailing: mask.contains("flexibleMaxY"))
        // Two flexible parts on an axis share a change as UIKit does: by constraints
        // (not inside a scroll view, whose edges seen from inside are its content's).
        let shares = (x: AutoresizingShares.terms(origin: frame.x, length: frame.width, parent: parentSize.width,
                                                  flexibleLeading: mask.contains("flexibleMinX"),
                                                  flexibleSize: mask.contains("widthSizable"),
                                                  flexibleTrailing: mask.contains("flexibleMaxX"), horizontal: true),
                      y: AutoresizingShares.terms(origin: frame.y, length: frame.height, parent: parentSize.height,
                                                  flexibleLeading: mask.contains("flexibleMinY"),
                                                  flexibleSize: mask.contains("heightSizable"),
                                                  flexibleTrailing: mask.contains("flexibleMaxY"), horizontal: false))
        if shares.x != nil || shares.y != nil, !views[parent].kind.isScrollView, parentSize.width > 0, parentSize.height > 0 {
            views[index].positioning = .fill
            autoresizingTerms[index] = (shares.x ?? AutoresizingShares.terms(of: horizontal, horizontal: true))
                + (shares.y ?? AutoresizingShares.terms(of: vertical, horizontal: false))
            return
        }
        views[index].positioning = .place(horizontal: horizontal, vertical: vertical)
    }

    /// The constraints of views whose mask shares a change between two parts
    /// (``AutoresizingShares``), after the file's own: owned by the view, at its
    /// `autoresizingMask` element.
    func addAutoresizingConstraints() {
        for index in autoresizingTerms.keys.sorted() {
            guard let parent = views[index].parent else { continue }
            let location = keyRanges[index]?["autoresizingMask"]?.start ?? tree.range(ofElement: elementOfView[index]).start
            for term in autoresizingTerms[index] ?? [] {
                let ordinal = constraints.filter { $0.owner == index }.count
                var made = LayoutConstraint(
                    first: ConstraintAnchor(view: index, attribute: term.attribute), relation: .equal,
                    second: term.parentAttribute.map { ConstraintAnchor(view: parent, attribute: $0) },
                    multiplier: term.parentAttribute == nil ? 1 : term.multiplier, constant: term.constant,
                    owner: index, ordinal: ordinal, location: location)
                made.text = SpecText.line(made, owner: index, views: views)
                constraints.append(made)
            }
        }
    }

    /// One axis of an autoresizing mask as pins. Margins and sizes that are flexible
    /// become percentages of the parent's length; with a parent of length 0 every
    /// pin is in points.
    static func pins(origin: Double, length: Double, parent: Double, flexibleLeading: Bool, flexibleSize: Bool,
                     flexibleTrailing: Bool) -> AxisPins {
        let trailing = parent - origin - length
        func share(_ value: Double) -> Length { parent == 0 ? .points(value) : .percent(value / parent * 100) }
        switch (flexibleLeading, flexibleSize, flexibleTrailing) {
        case (false, false, false), (false, false, true):
            return AxisPins(leading: .points(origin), size: .points(length))
        case (true, false, false):
            return AxisPins(trailing: .points(trailing), size: .points(length))
        case (false, true, false):
            return AxisPins(leading: .points(origin), trailing: .points(trailing))
        case (true, false, true):
            return AxisPins(size: .points(length), center: share(origin + length / 2 - parent / 2))
        case (true, true, false):
            return AxisPins(leading: share(origin), trailing: .points(trailing))
        case (false, true, true):
            return AxisPins(leading: .points(origin), trailing: share(trailing))
        case (true, true, true):
            return AxisPins(leading: share(origin), trailing: share(trailing))
        }
    }
}
