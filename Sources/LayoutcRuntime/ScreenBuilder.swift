/// Builds a screen's IR one view at a time: what generated code uses to hold
/// the spec as Swift values, one statement per view.
///
/// ```swift
/// var screen = ScreenBuilder(name: "TagPicker") { $0.bars = [.status, .navigation] }
/// screen.view("root") { $0.safeAreaEdges = .all }
/// screen.view("root/children/0", id: "tags", kind: .collection, parent: 0) { … }
/// let ir = screen.build()
/// ```
///
/// Views are added in pre-order; each is appended to its parent's children in
/// the order added (the reader's order), unless its parent's `children` are set
/// explicitly.
public struct ScreenBuilder {
    fileprivate(set) var screen: Screen
    private var explicitChildren: Set<Int> = []
    private let interner = ViewStorageInterner()

    /// A screen named `name`, its screen-level keys set by `configure`.
    public init(name: String, _ configure: (inout Screen) -> Void = { _ in }) {
        screen = Screen(name: name, views: [])
        configure(&screen)
    }

    /// Adds the next view (its index is the number of views added before it).
    public mutating func view(_ path: String, id: String? = nil, kind: ViewKind = .view, parent: Int? = nil,
                              role: ViewRole = .subview, _ configure: (inout ViewSpec) -> Void = { _ in }) {
        var spec = ViewSpec(id: id, path: path, kind: kind, parent: parent)
        spec.role = role
        configure(&spec)
        if !spec.children.isEmpty { explicitChildren.insert(screen.views.count) }
        // Equal styles share storage, as the reader's views do.
        spec.shareStorage(interner)
        if let parent, parent < screen.views.count, !explicitChildren.contains(parent) {
            screen.views[parent].children.append(screen.views.count)
        }
        screen.views.append(spec)
    }

    /// Adds the next constraint (Docs/SpecFormat.md#auto-layout-constraints), in document order.
    public mutating func constraint(_ constraint: LayoutConstraint) {
        screen.constraints.append(constraint)
    }

    /// Where view `view`'s `frame`/`place` and `intrinsicSize` keys are written
    /// (they order the conflict search among the constraints).
    public mutating func keyLocations(of view: Int, placement: SourceLocation? = nil, intrinsicSize: SourceLocation? = nil) {
        screen.constraintKeyLocations[view] = ConstraintKeyLocations(placement: placement, intrinsicSize: intrinsicSize)
    }

    /// The screen.
    public func build() -> Screen { screen }
}

extension FlowSpec {
    /// A flow layout with UIKit's defaults, then `configure`.
    public init(_ configure: (inout FlowSpec) -> Void) {
        self.init()
        configure(&self)
    }
}

extension FlowSection {
    /// A section whose item sizes are given as runs, `(size, count)` (a `nil`
    /// size uses the flow's `itemSize`), as a spec writes them with `repeat:`.
    public init(header: Double = 0, footer: Double = 0, items runs: [(Size?, Int)]) {
        self.init(header: header, footer: footer, itemSizes: runs.flatMap { Array(repeating: $0.0, count: $0.1) })
    }
}

extension ScreenBuilder {
    /// Appends item-size runs to section `section` of view `view`'s flow
    /// (generated code writes a long section's sizes in several statements).
    public mutating func appendItemSizes(toFlowOf view: Int, section: Int, _ runs: [(Size?, Int)]) {
        screen.views[view].flow?.sections[section].itemSizes += runs.flatMap { Array(repeating: $0.0, count: $0.1) }
    }
}
