import LayoutIR

extension ScreenBuilder {
    /// A table cell with `selectionStyle="none"` and nothing to tap inside it (no
    /// control, no view taking touches, no `button` accessibility trait) is no tap
    /// target: the app gives a touch on it no feedback, so it is decoration (a
    /// separator row, a spacer), and the hit-area rules leave it alone
    /// (Docs/InterfaceBuilder.md#what-becomes-what). A cell whose selection
    /// shows, or that holds a control, stays one.
    func readQuietCells() {
        for cell in views.indices where views[cell].kind == .cell && views[cell].interactiveOverride == nil {
            let element = elementOfView[cell]
            let node = tree.elements[element]
            guard node.name == "tableViewCell", node["selectionStyle"] == "none", !hasButtonTrait(element) else { continue }
            var inside = cell + 1, interactive = false
            // Views are in pre-order: the cell's descendants follow it until a view outside it.
            while inside < views.count, isDescendant(inside, of: cell) {
                if views[inside].isInteractive || hasButtonTrait(elementOfView[inside]) { interactive = true; break }
                inside += 1
            }
            if !interactive { views[cell].interactiveOverride = false }
        }
    }

    private func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
        var current = views[view].parent
        while let index = current {
            if index == ancestor { return true }
            current = views[index].parent
        }
        return false
    }

    /// `<accessibility><accessibilityTraits key="traits" button="YES"/>`: the app
    /// tells VoiceOver the element is a button.
    private func hasButtonTrait(_ element: Int) -> Bool {
        guard let accessibility = tree.child(of: element, named: "accessibility"),
              let traits = tree.child(of: accessibility, named: "accessibilityTraits") else { return false }
        return tree.elements[traits]["button"] == "YES"
    }
}
