import Diagnostics
import LayoutIR
import Solver

/// `hit-area-covered`: a view in front in hit-testing order that takes
/// touches, or a table's section index, lies over an interactive view's hit area.
///
/// Hit testing asks subviews front-most first (the last of `children:` wins)
/// and goes down into the first that holds the point, so every view after a
/// view's subtree in pre-order (a later sibling of the view or of an ancestor,
/// or inside one) is asked before it. Where such a view takes touches
/// (interactive and shown, in a subtree that passes touches) and its hit area,
/// cut to its ancestors' bounds, overlaps the view's, the touch goes there. One
/// finding per covered view, naming the front-most view over it; a backdrop
/// (a hit area spanning its whole parent) is behind its later siblings by design. A table's section index strip is a
/// control above the table's content; it swallows the touches over any
/// interactive descendant's hit area (content counts at every scroll position).
/// All hit areas go into one grid (``SiblingOverlaps``), not compared pairwise.
public enum HitAreaCoveredRule: LayoutRule {
    public static let info = RuleInfo(
        id: .hitAreaCovered, defaultSeverity: .warning,
        summary: "a view in front in hit-testing order that takes touches, or a table's section index, lies over an interactive view's hit area",
        rationale: """
            Hit testing asks a view's subviews front-most first, and the later of two siblings in \
            'children:' is in front, so where a later sibling that takes touches (interactive, shown) \
            overlaps an earlier one's hit area, the touch goes to the later sibling and the earlier one \
            never gets it. The same holds across the hierarchy: a later sibling of any ancestor, and \
            everything inside it, is asked first, so a button that is a child of the root covers a \
            button inside an earlier stack. A view only takes touches inside its ancestors' bounds, so \
            only that part of its hit area counts; views in different scroll views meet where both show \
            before scrolling. A table's section index is a control laid over the trailing edge of the \
            table's content, so it swallows the touches on a button or cell area underneath (the classic \
            case: a call button at the trailing edge of a contacts cell). Move the views apart, shrink the \
            hit areas (positive 'hitInsets'), reorder 'children:' if the covered view should win, or keep \
            a table's content clear of the 16 pt index strip. A view whose hit area spans its whole \
            parent is a backdrop (the full-screen dismiss button behind a menu): its later siblings lie \
            over it by design, and it is not reported for them unless one covers it whole.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Form
                root:
                  children:
                    - ↓id: help
                      kind: button
                      frame: [16, 100, 60, 44]
                    - id: submit
                      kind: button
                      frame: [60, 100, 200, 44]
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Login
                root:
                  children:
                    - id: form
                      kind: stack
                      frame: [16, 100, 200, 44]
                      children:
                        - ↓id: signIn
                          kind: button
                    - id: forgot
                      kind: button
                      frame: [16, 121, 300, 30]
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Contacts
                root:
                  children:
                    - kind: table
                      place: {in: safeArea}
                      sectionIndex: true
                      contentSize: [393, 2000]
                      children:
                        - ↓id: call
                          kind: button
                          frame: [343, 1500, 50, 44]
                """),
        ],
        nonTriggering: [
            // A backdrop: the dismiss button spans the whole root, the menu is in front of it by design.
            RuleInfo.Example("""
                layout: 1
                screen: Menu
                root:
                  children:
                    - id: dismiss
                      kind: button
                      in: bounds
                    - id: menu
                      frame: [24, 200, 345, 300]
                      children:
                        - id: share
                          kind: button
                          frame: [0, 0, 345, 44]
                """),
            // Rows whose float-rounded frames meet 0.000003 pt apart (as in an IB file) touch.
            RuleInfo.Example("""
                layout: 1
                screen: Rows
                root:
                  children:
                    - id: upper
                      kind: button
                      frame: [16, 99.666667, 300, 44.666668]
                    - id: lower
                      kind: button
                      frame: [16, 144.333332, 300, 44]
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Form
                root:
                  children:
                    - id: help
                      kind: button
                      frame: [16, 100, 60, 44]
                    - id: submit
                      kind: button
                      frame: [80, 100, 200, 44]
                    - id: badge
                      kind: label
                      frame: [60, 90, 30, 30]
                    - kind: button
                      frame: [16, 100, 300, 44]
                      hidden: true
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Contacts
                root:
                  children:
                    - kind: table
                      place: {in: safeArea}
                      sectionIndex: true
                      contentSize: [393, 2000]
                      children:
                        - kind: button
                          frame: [300, 1500, 50, 44]
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let geometry = context.hitGeometry
        coverFindings(geometry, into: &findings)
        indexFindings(geometry, into: &findings)
    }

    /// Each interactive view against the views in front of it in hit-testing
    /// order: in pre-order, every view after the view's own subtree (its later
    /// siblings, its ancestors' later siblings, and their subtrees). Each hit
    /// area is cut to the ancestors' bounds first, since a touch outside them
    /// never reaches the view. Grids answer every query (``FrontOverlaps``).
    private static func coverFindings(_ geometry: HitGeometry, into findings: inout [Diagnostic]) {
        let views = geometry.screen.views
        let fronts = FrontOverlaps(geometry)
        guard fronts.views.count > 1 else { return }
        // One buffer for every message, written from the views' fields in place: string
        // interpolation, and copying each named view out of the array, cost ~17,000
        // instructions a finding (a screen can have 50,000). Written once, not deferred
        // (a covered copy's message is read by the sort, the folding and both printers),
        // and kept as bytes: making a `String` would check every byte again.
        var text = MessageText()
        for (position, view) in fronts.views.enumerated() {
            let index = Int(view)
            guard let front = fronts.frontmost(at: position), !isBackdrop(index, under: front, geometry),
                  let backRect = geometry.reachableHitArea(index), let frontRect = geometry.reachableHitArea(front),
                  let overlap = overlap(index, front, backRect, frontRect, geometry) else { continue }
            let (frontSide, backSide) = sides(index, front, geometry)
            text.removeAll()
            let (path, id) = views.withUnsafeBufferPointer { views in
                writeMessage(overlap: overlap, back: index, front: front, frontSide: frontSide, backSide: backSide,
                             views: views, to: &text)
                return (views[index].path, views[index].id)
            }
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, messageUTF8: text.utf8,
                                       viewPath: path, viewID: id, viewIndex: index))
            findings[findings.count - 1].measure = overlap.width * overlap.height
        }
    }

    /// Whether `index` is a backdrop behind `front`: its hit area spans its
    /// whole parent and `front` is a later sibling of it or inside one, so the
    /// siblings lie over it by design (the full-screen dismiss button under a
    /// menu or a sheet: a tap outside the menu reaches it, a tap on the menu
    /// must not). A view filling a parent that a later sibling of an ancestor
    /// covers (a stack's only button under a view beside the stack) is no
    /// backdrop, and neither is one that `front` covers whole (no touch reaches it).
    static func isBackdrop(_ index: Int, under front: Int, _ geometry: HitGeometry) -> Bool {
        guard let parent = geometry.parent(of: index), let area = geometry.hitArea[index] else { return false }
        var frontSide = front
        while let up = geometry.parent(of: frontSide), up > parent { frontSide = up }
        guard geometry.parent(of: frontSide) == parent, frontSide > index else { return false }
        let bounds = geometry.layout.views[parent].windowFrame
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else { return false }
        let slack = Tolerance.points
        guard area.minX <= bounds.minX + slack && area.minY <= bounds.minY + slack
            && area.maxX >= bounds.maxX - slack && area.maxY >= bounds.maxY - slack else { return false }
        // A sibling over the whole backdrop leaves it no touch at all: that is reported.
        guard let cover = geometry.reachableHitArea(front) else { return true }
        return !(cover.minX <= area.minX + slack && cover.minY <= area.minY + slack
            && cover.maxX >= area.maxX - slack && cover.maxY >= area.maxY - slack)
    }

    /// An overlap thinner than this is two edges that touch: frames stored as
    /// 32-bit floats (Interface Builder's 43.666668-pt rows) meet a few millionths
    /// of a point apart, which no touch can tell from touching.
    static let touchingSliver = 0.001

    /// The part of `back`'s reachable hit area that `front` takes. Two views
    /// in different scroll views (or one in a scroll view, one outside) only
    /// meet where both show at rest; inside one scroll view they move together
    /// and meet wherever their content does.
    private static func overlap(_ back: Int, _ front: Int, _ backRect: Rect, _ frontRect: Rect,
                                _ geometry: HitGeometry) -> Rect? {
        guard var common = backRect.intersection(frontRect), common.width > touchingSliver, common.height > touchingSliver
        else { return nil }
        if geometry.scroller(of: back) != geometry.scroller(of: front) {
            // Cut to where each shows at rest (no array of the two: one per candidate).
            func cut(_ view: Int) -> Bool {
                guard let parent = geometry.parent(of: view) else { return true }
                guard let shown = geometry.restClip(under: parent), let cut = common.intersection(shown) else { return false }
                common = cut
                return true
            }
            guard cut(back), cut(front) else { return nil }
        }
        return common
    }

    /// How `front` comes to be in front of `back`: `(-1, -1)` for a later
    /// sibling, else the children of their common ancestor on each side: the
    /// front side's is `front` itself or the later sibling holding it, the back
    /// side's is `back`'s ancestor, or -1 when it is `back` itself.
    private static func sides(_ back: Int, _ front: Int, _ geometry: HitGeometry) -> (front: Int, back: Int) {
        if geometry.parent(of: back) == geometry.parent(of: front) { return (-1, -1) }
        // The back side's is the highest ancestor-or-self of `back` that is not an ancestor of `front`.
        var frontSide = front
        while let parent = geometry.parent(of: frontSide), !isAncestor(parent, of: back, geometry) { frontSide = parent }
        var backSide = back
        while let parent = geometry.parent(of: backSide), parent != geometry.parent(of: frontSide) { backSide = parent }
        return (frontSide, backSide == back ? -1 : backSide)
    }

    /// The message: `front` over `back`, and how it comes to be in front
    /// (``sides(_:_:_:)``'s `frontSide` and `backSide`, -1 where there is none).
    static func writeMessage(overlap: Rect, back: Int, front: Int, frontSide: Int, backSide: Int,
                             views: UnsafeBufferPointer<ViewSpec>, to message: inout some MessageSink) {
        let views = views.baseAddress!
        message.appendName(of: views + front)
        if frontSide < 0 {
            message.append(", a later sibling that takes touches")
        } else {
            message.append(", which takes touches and is ")
            if frontSide != front {
                message.append("inside ")
                message.appendName(of: views + frontSide)
                message.append(", ")
            }
            message.append("a later sibling of ")
            if backSide < 0 {
                message.append("it")
            } else {
                message.append("its ancestor ")
                message.appendName(of: views + backSide)
            }
            message.append(", so comes first in hit testing")
        }
        message.append(", lies over ")
        message.appendNumber(overlap.width)
        message.append(" × ")
        message.appendNumber(overlap.height)
        message.append(" pt of the hit area of ")
        message.appendName(of: views + back)
        message.append(" and gets the touches there; move them apart, shrink a hit area, or reorder 'children:'")
    }

    /// Whether `ancestor` is `view` or one of its ancestors (pre-order: walk up).
    private static func isAncestor(_ ancestor: Int, of view: Int, _ geometry: HitGeometry) -> Bool {
        var current: Int? = view
        while let index = current, index >= ancestor {
            if index == ancestor { return true }
            current = geometry.parent(of: index)
        }
        return false
    }

    /// Interactive descendants of a table under its section index strip.
    private static func indexFindings(_ geometry: HitGeometry, into findings: inout [Diagnostic]) {
        let views = geometry.screen.views
        for index in geometry.hitArea.indices {
            guard let area = geometry.hitArea[index], let parent = geometry.parent(of: index) else { continue }
            for strip in geometry.childStrips(parent) {
                // Content moves left and up by the slack; the strip was grown by it instead.
                let overlapX = min(area.maxX, strip.rect.maxX) - max(area.minX, strip.rect.minX)
                let overlapY = min(area.maxY, strip.rect.maxY) - max(area.minY, strip.rect.minY)
                guard overlapX > Tolerance.points, overlapY > Tolerance.points else { continue }
                // However far the content scrolls under it, a view reaches at most
                // the strip's own width into it.
                let reach = min(overlapX, area.maxX - strip.rect.minX, strip.width)
                let message = "the section index of \(RuleText.name(views[strip.table])) lies over the hit area of \(RuleText.name(views[index])) (\(RuleText.points(reach)) into the index strip) and swallows the touches there; keep the view clear of the 16 pt strip at the table's right edge"
                findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                           viewPath: views[index].path, viewID: views[index].id, viewIndex: index))
                findings[findings.count - 1].measure = reach
                break
            }
        }
    }
}
