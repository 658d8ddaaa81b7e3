import Diagnostics
import LayoutIR
import Solver

/// What the picture draws, worked out before any byte is written: every view's
/// rectangles in window coordinates, what could not be drawn, and which legend
/// entries are needed. One pass over the views, in `Screen.views` order.
struct SVGScene {
    /// One view's drawing.
    struct Item {
        var index: Int
        var kind: ViewKind
        /// The `id`, else the last path component (the last two when that one is a number).
        var name: String
        /// The window frame, standardized; nil when not finite (not drawn).
        var rect: Rect?
        /// Corner radius in window units, clamped like CALayer.
        var cornerRadius: (x: Double, y: Double) = (0, 0)
        var hidden = false
        /// Hidden through an ancestor (so not visible either).
        var hiddenByAncestor = false
        var interactive = false
        /// The worst severity of the view's diagnostics and their rule ids, sorted.
        var severity: Severity?
        var rules: [String] = []
        /// The view's errors and warnings, in diagnostic order (notes are not findings).
        var findings: [Diagnostic] = []
        /// The badge number shown on the view and in the findings list; nil without findings.
        var badge: Int?
        /// Kind outputs in window coordinates: (class, rect).
        var outputs: [(style: String, rect: Rect)] = []
        var hit: Rect?
    }

    var items: [Item] = []
    /// "name: what" for every rectangle skipped because it is not finite.
    var skipped: [String] = []
    /// Diagnostics about no view (or a view that is not drawn): shown as notes.
    var unattached: [Diagnostic] = []
    /// Style classes used, for the legend.
    var used: Set<String> = []
    /// Views with a badge, in badge order (indices into `items`).
    var badged: [Int] = []

    init(screen: Screen, layout: ResolvedLayout, diagnostics: [Diagnostic]) {
        precondition(layout.views.count == screen.views.count,
                     "ResolvedLayout has \(layout.views.count) views for a screen of \(screen.views.count)")
        let scales = SVGGeometry.accumulatedScales(screen.views)
        let byView = Self.diagnosticsByView(diagnostics, screen: screen, unattached: &unattached)
        items.reserveCapacity(screen.views.count)
        for index in screen.views.indices {
            var item = makeItem(index, screen: screen, layout: layout, scales: scales)
            let found = byView[index] ?? []
            item.severity = found.map(\.severity).min()
            item.rules = Array(Set(found.map(\.rule.rawValue))).sorted()
            item.findings = found
            if item.rect == nil {
                unattached += found.map { diagnostic in
                    var diagnostic = diagnostic
                    if diagnostic.viewID == nil && diagnostic.viewPath == nil { diagnostic.viewID = item.name }
                    return diagnostic
                }
            }
            if item.rect != nil && !found.isEmpty {
                badged.append(items.count)
                item.badge = badged.count
            }
            note(item)
            items.append(item)
        }
    }

    private mutating func makeItem(_ index: Int, screen: Screen, layout: ResolvedLayout,
                                   scales: [(x: Double, y: Double)]) -> Item {
        let spec = screen.views[index]
        let view = layout.views[index]
        var item = Item(index: index, kind: spec.kind, name: Self.name(of: spec))
        item.hiddenByAncestor = spec.parent.map { items[$0].hidden || items[$0].hiddenByAncestor } ?? false
        item.hidden = spec.hidden
        item.interactive = spec.isInteractive
        guard view.windowFrame.isFinite else {
            skipped.append("\(item.name): windowFrame")
            return item
        }
        let window = SVGGeometry.standardized(view.windowFrame)
        item.rect = window
        let scale = scales[index]
        let radius = SVGGeometry.clampedCornerRadius(spec.cornerRadius, boundsSize: view.boundsSize)
        if spec.maskedCorners == .all {
            item.cornerRadius = ((radius * scale.x).magnitude, (radius * scale.y).magnitude)
        }
        let local: [(String, String, Rect?)] = [
            ("text", "textRect", view.textRect), ("content", "contentRect", view.contentRect),
            ("placeholder", "placeholderRect", view.placeholderRect), ("index", "indexRect", view.indexRect),
        ]
        for case let (style, key, rect?) in local {
            let mapped = SVGGeometry.fromBounds(rect, windowFrame: view.windowFrame, scale: scale)
            if rect.isFinite && mapped.isFinite {
                item.outputs.append((style, mapped))
            } else {
                skipped.append("\(item.name): \(key)")
            }
        }
        if let hit = view.hitRect {
            let parentScale = spec.parent.map { scales[$0] } ?? (1, 1)
            let mapped = SVGGeometry.fromParent(hit, frame: view.frame, windowFrame: view.windowFrame,
                                                parentScale: parentScale)
            if hit.isFinite && view.frame.isFinite && mapped.isFinite {
                item.hit = mapped
            } else {
                skipped.append("\(item.name): hitRect")
            }
        }
        return item
    }

    /// Records the classes the item uses, for the legend.
    private mutating func note(_ item: Item) {
        guard item.rect != nil else { return }
        used.insert(SVGStyle.kindClass(item.kind))
        if item.hidden || item.hiddenByAncestor { used.insert("hid") }
        if item.interactive { used.insert("i") }
        switch item.severity {
        case .error: used.insert("err")
        case .warning: used.insert("warn")
        default: break
        }
        for output in item.outputs { used.insert(output.style) }
        if item.hit != nil && !(item.hidden || item.hiddenByAncestor) { used.insert("hit") }
    }

    /// The label of a view: its `id`, `root` for the root, else the last path
    /// component, with the components that say what it is when it is an index
    /// (`items/3`) or a section's header or footer (`sections/1/header`).
    static func name(of spec: ViewSpec) -> String {
        if let id = spec.id { return id }
        if spec.parent == nil { return "root" }
        let parts = spec.path.split(separator: "/")
        guard let last = parts.last else { return spec.path }
        let keep = last.allSatisfy(\.isNumber) ? 2 : (last == "header" || last == "footer") ? 3 : 1
        return parts.suffix(keep).joined(separator: "/")
    }

    /// Diagnostics grouped by the view they are about (by index, else by path);
    /// the others go to `unattached`.
    static func diagnosticsByView(_ diagnostics: [Diagnostic], screen: Screen,
                                  unattached: inout [Diagnostic]) -> [Int: [Diagnostic]] {
        var indexByPath: [String: Int] = [:]
        if diagnostics.contains(where: { $0.viewIndex == nil && $0.viewPath != nil }) {
            for (index, view) in screen.views.enumerated() { indexByPath[view.path] = index }
        }
        var byView: [Int: [Diagnostic]] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .note {
            let index = diagnostic.viewIndex.flatMap { $0 < screen.views.count ? $0 : nil }
                ?? diagnostic.viewPath.flatMap { indexByPath[$0] }
            if let index {
                byView[index, default: []].append(diagnostic)
            } else {
                unattached.append(diagnostic)
            }
        }
        return byView
    }
}
