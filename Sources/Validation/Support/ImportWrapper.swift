import LayoutIR

extension Screen {
    /// Whether the root is the one an Interface Builder import makes around a
    /// top-level view that is not screen-sized (a table cell, a freeform view):
    /// a root with no `source:` whose only subview has one. Such a root is not a
    /// view of the app; the view inside it is sized and placed on screen by the
    /// table or container that shows it (Docs/InterfaceBuilder.md#what-becomes-what).
    /// A screen-sized import's root carries its top view's `source:`, and a
    /// hand-written spec has no `source:`, so neither is a wrapper.
    var rootWrapsImportedView: Bool {
        guard views.count > 1, views[0].source == nil, views[0].children == [1] else { return false }
        return views[1].source != nil
    }
}
