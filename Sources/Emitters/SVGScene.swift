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
        /// Whether the view lies wholly outside the picture: listed, not drawn
        /// (a 100,000-item collection scrolls far past the screen).
        var offPicture = false
        /// Where the clipping ancestors (`clipsToBounds: true`) let the view show,
        /// in window coordinates; nil when none clips.
        var clip: Rect?
        /// What the view's subviews are clipped to: `clip`, cut by the view's
        /// own frame when it clips to its bounds.
        var childClip: Rect?
        /// Whether a clipping ancestor hides all of the view: not drawn, as the
        /// device shows nothing of it.
        var clippedAway = false
        /// The window frame where the picture draws the view; nil when it does not.
        var drawnRect: Rect? { offPicture || clippedAway ? nil : rect }
        /// The clip the picture must apply to the view: nil when the view lies
        /// inside it (or nothing clips it).
        var cutBy: Rect? {
            guard let clip, let rect, !SVGGeometry.contains(clip, rect) else { return nil }
            return clip
        }
        /// Corner radius in window units, clamped like CALayer.
        var cornerRadius: (x: Double, y: Double) = (0, 0)
        /// The corners `cornerRadius` rounds, as drawn (a mirroring transform
        /// swaps them); all four unless `maskedCorners` names fewer.
        var roundedCorners: CornerSet = .all
        var hidden = false
        /// Hidden through an ancestor (so not visible either).
        var hiddenByAncestor = false
        var interactive = false
        /// The worst severity of the view's diagnostics and their rule ids, sorted.
        var severity: Severity?
        var rules: [String] = []
        /// The view's errors and warnings, in diagnostic order (notes are not findings).
        var findings: [Diagnostic] = []
        /// The numbers of the findings badged on the view, ascending (empty without findings).
        var badges: [Int] = []
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
    /// Views with a badge, in view order (indices into `items`).
    var badged: [Int] = []
    /// The findings on drawn views, by number: the findings list under the screen.
    var findings: [Finding] = []

    /// One numbered finding and the drawn views that carry its badge: one view,
    /// or every drawn copy of a folded finding (`Diagnostic.foldedPaths`).
    struct Finding {
        var diagnostic: Diagnostic
        var number: Int
        /// Indices into `items`, in view order.
        var items: [Int]
    }

    /// `numbers`: each diagnostic's badge number (parallel to `diagnostics`, 0
    /// for none), so a page can number the pictures as its merged list; nil
    /// numbers the findings 1, 2, … in the order their first view is drawn.
    /// `picture`: the area shown; views wholly outside it are not drawn, and
    /// their findings are notes (nil: every finite view is drawn).
    init(screen: Screen, layout: ResolvedLayout, diagnostics: [Diagnostic], numbers: [Int]? = nil,
         picture: Rect? = nil) {
        precondition(layout.views.count == screen.views.count,
                     "ResolvedLayout has \(layout.views.count) views for a screen of \(screen.views.count)")
        let scales = SVGGeometry.accumulatedScales(screen.views)
        let byView = Self.diagnosticsByView(diagnostics, screen: screen, unattached: &unattached)
        var drawnOn = [[Int]](repeating: [], count: diagnostics.count)
        var attached = [Bool](repeating: false, count: diagnostics.count)
        items.reserveCapacity(screen.views.count)
        for index in screen.views.indices {
            var item = makeItem(index, screen: screen, layout: layout, scales: scales)
            if let picture, let rect = item.rect { item.offPicture = !SVGGeometry.overlaps(rect, picture) }
            let found = byView[index] ?? []
            item.severity = found.map { diagnostics[$0].severity }.min()
            item.rules = Array(Set(found.map { diagnostics[$0].rule.rawValue })).sorted()
            item.findings = found.map { diagnostics[$0] }
            for d in found {
                attached[d] = true
                if item.drawnRect != nil { drawnOn[d].append(items.count) }
            }
            if item.drawnRect != nil && !found.isEmpty { badged.append(items.count) }
            note(item)
            items.append(item)
        }
        // A finding whose views are none of them drawn is a note under the picture.
        for d in diagnostics.indices where attached[d] && drawnOn[d].isEmpty {
            var diagnostic = diagnostics[d]
            if diagnostic.viewID == nil && diagnostic.viewPath == nil,
               let index = byView.filter({ $0.value.contains(d) }).keys.min() {
                diagnostic.viewID = items[index].name
            }
            unattached.append(diagnostic)
        }
        number(diagnostics, drawnOn: drawnOn, given: numbers)
    }

    /// Numbers the findings on drawn views and puts each number on its views.
    private mutating func number(_ diagnostics: [Diagnostic], drawnOn: [[Int]], given: [Int]?) {
        var numbers = [Int](repeating: 0, count: diagnostics.count)
        if let given, given.count == diagnostics.count { numbers = given }
        var next = (numbers.max() ?? 0) + 1
        // Unnumbered findings take the next numbers in the order their first view is drawn.
        let unnumbered = diagnostics.indices.filter { numbers[$0] <= 0 && !drawnOn[$0].isEmpty }
        for d in unnumbered.sorted(by: { (drawnOn[$0][0], $0) < (drawnOn[$1][0], $1) }) {
            numbers[d] = next
            next += 1
        }
        for d in diagnostics.indices where !drawnOn[d].isEmpty {
            findings.append(Finding(diagnostic: diagnostics[d], number: numbers[d], items: drawnOn[d]))
            for item in drawnOn[d] where !items[item].badges.contains(numbers[d]) { items[item].badges.append(numbers[d]) }
        }
        findings.sort { ($0.number, $0.items[0]) < ($1.number, $1.items[0]) }
        for index in badged { items[index].badges.sort() }
    }

    private mutating func makeItem(_ index: Int, screen: Screen, layout: ResolvedLayout,
                                   scales: [(x: Double, y: Double)]) -> Item {
        let spec = screen.views[index]
        let view = layout.views[index]
        var item = Item(index: index, kind: spec.kind, name: Self.name(of: spec))
        item.hiddenByAncestor = spec.parent.map { items[$0].hidden || items[$0].hiddenByAncestor } ?? false
        item.hidden = spec.hidden
        item.interactive = spec.isInteractive
        if let parent = spec.parent, parent < items.count {
            item.clip = items[parent].childClip
            item.clippedAway = items[parent].clippedAway
        }
        item.childClip = item.clip
        guard view.windowFrame.isFinite else {
            skipped.append("\(item.name): windowFrame")
            return item
        }
        let window = SVGGeometry.standardized(view.windowFrame)
        item.rect = window
        if let clip = item.clip, !item.clippedAway, !SVGGeometry.overlaps(window, clip) || clip.width <= 0 || clip.height <= 0 {
            item.clippedAway = true
        }
        if spec.clipsToBounds {
            // An empty intersection leaves a zero-size clip: every subview is clipped away.
            item.childClip = item.clip.map { $0.intersection(window) ?? Rect(x: window.x, y: window.y, width: 0, height: 0) }
                ?? window
        }
        let scale = scales[index]
        let radius = SVGGeometry.clampedCornerRadius(spec.cornerRadius, boundsSize: view.boundsSize)
        item.cornerRadius = ((radius * scale.x).magnitude, (radius * scale.y).magnitude)
        item.roundedCorners = SVGGeometry.drawnCorners(spec.maskedCorners, scale: scale)
        let local: [(String, String, Rect?)] = [
            ("text", "textRect", view.textRect), ("content", "contentRect", view.contentRect),
            ("placeholder", "placeholderRect", view.placeholderRect), ("index", "indexRect", view.indexRect),
        ]
        for case let (style, key, rect?) in local {
            let mapped = SVGGeometry.fromBounds(rect, windowFrame: view.windowFrame, scale: scale)
            if rect.isFinite && mapped.isFinite {
                // A view that clips to its bounds draws nothing outside them (an
                // aspect-fill image's content rect is larger than the view).
                guard spec.clipsToBounds else {
                    item.outputs.append((style, mapped))
                    continue
                }
                if let clipped = mapped.intersection(window) { item.outputs.append((style, clipped)) }
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
        guard item.drawnRect != nil else { return }
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

    /// The indices of the diagnostics about each view (by index, else by path;
    /// a folded finding is about every copy in its `foldedPaths`); the others
    /// go to `unattached`.
    static func diagnosticsByView(_ diagnostics: [Diagnostic], screen: Screen,
                                  unattached: inout [Diagnostic]) -> [Int: [Int]] {
        var indexByPath: [String: Int] = [:]
        if diagnostics.contains(where: { ($0.viewIndex == nil && $0.viewPath != nil) || !$0.foldedPaths.isEmpty }) {
            for (index, view) in screen.views.enumerated() { indexByPath[view.path] = index }
        }
        var byView: [Int: [Int]] = [:]
        for (d, diagnostic) in diagnostics.enumerated() where diagnostic.severity != .note {
            let copies = diagnostic.foldedPaths.compactMap { indexByPath[$0] }
            if !copies.isEmpty {
                for index in Set(copies).sorted() { byView[index, default: []].append(d) }
                continue
            }
            let index = diagnostic.viewIndex.flatMap { $0 < screen.views.count ? $0 : nil }
                ?? diagnostic.viewPath.flatMap { indexByPath[$0] }
            if let index {
                byView[index, default: []].append(d)
            } else {
                unattached.append(diagnostic)
            }
        }
        return byView
    }
}
