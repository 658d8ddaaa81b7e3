import Diagnostics
import LayoutIR
import Solver

/// `hit-area-covered`: a later sibling that takes touches, or a table's
/// section index, lies over an interactive view's hit area.
///
/// Hit testing asks subviews front-most first (the last of `children:` wins),
/// so where a later interactive, shown sibling's hit area overlaps an earlier
/// sibling's, the touch goes to the later one. One finding per covered view,
/// naming the front-most sibling over it. A table's section index strip is a
/// control above the table's content; it swallows the touches over any
/// interactive descendant's hit area (content counts at every scroll position).
/// Siblings are compared through a grid (``SiblingOverlaps``), not pairwise.
public enum HitAreaCoveredRule: LayoutRule {
    public static let info = RuleInfo(
        id: .hitAreaCovered, defaultSeverity: .warning,
        summary: "a later sibling that takes touches, or a table's section index, lies over an interactive view's hit area",
        rationale: """
            Hit testing asks a view's subviews front-most first, and the later of two siblings in \
            'children:' is in front, so where a later sibling that takes touches (interactive, shown) \
            overlaps an earlier one's hit area, the touch goes to the later sibling and the earlier one \
            never gets it. A table's section index is a control laid over the trailing edge of the \
            table's content, so it swallows the touches on a button or cell area underneath (the classic \
            case: a call button at the trailing edge of a contacts cell). Move the views apart, shrink the \
            hit areas (positive 'hitInsets'), reorder 'children:' if the covered view should win, or keep \
            a table's content clear of the 16 pt index strip.
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
        siblingFindings(geometry, into: &findings)
        indexFindings(geometry, into: &findings)
    }

    /// Per parent, each interactive child against its later interactive siblings.
    private static func siblingFindings(_ geometry: HitGeometry, into findings: inout [Diagnostic]) {
        let views = geometry.screen.views
        let resolved = geometry.layout.views, hitArea = geometry.hitArea
        // One buffer for every parent's children: most parents have a handful.
        var hits: [SiblingOverlaps.Entry] = []
        for parent in hitArea.indices where views[parent].children.count > 1 {
            hits.removeAll(keepingCapacity: true)
            for child in views[parent].children where child > parent && child < hitArea.count && hitArea[child] != nil {
                hits.append(SiblingOverlaps.Entry(order: child, rect: resolved[child].hitRect ?? .zero))
            }
            guard hits.count > 1 else { continue }
            let overlaps = SiblingOverlaps(hits)
            for position in hits.indices {
                guard let front = overlaps.frontmostOverlap(after: position),
                      let overlap = hits[position].rect.intersection(front.rect) else { continue }
                let index = hits[position].order
                let message = "\(RuleText.name(views[front.order])), a later sibling that takes touches, lies over \(RuleText.number(overlap.width)) × \(RuleText.number(overlap.height)) pt of the hit area of \(RuleText.name(views[index])) and gets the touches there; move them apart, shrink a hit area, or reorder 'children:'"
                findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                           viewPath: views[index].path, viewID: views[index].id, viewIndex: index))
                findings[findings.count - 1].measure = overlap.width * overlap.height
            }
        }
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
