import Diagnostics
import LayoutIR
import Solver

/// `hit-area-outside-parent`: part of an interactive view's hit area lies
/// outside its parent's bounds or an ancestor's.
///
/// UIKit's `hitTest(_:with:)` only descends into a subview for points inside
/// the superview's bounds (`point(inside:with:)`), whether the superview clips
/// or not (Docs/Rules.md#how-the-hit-testing-rules-see-a-screen). So the part of a hit area (the frame grown
/// or shrunk by `hitInsets`, after transforms) outside any ancestor never gets a
/// touch. Compared in window coordinates; a scroll view's bounds sweep its
/// whole scrollable content (its resting frame grown right and down by how far
/// it can scroll), so content below the fold is not reported. Per edge the
/// tightest ancestor is named. Wholly outside: error; partly: warning. The root
/// an Interface Builder import makes around a cell or a freeform view is no
/// ancestor in the app and bounds nothing (``HitGeometry``).
public enum HitAreaOutsideParentRule: LayoutRule {
    public static let info = RuleInfo(
        id: .hitAreaOutsideParent, defaultSeverity: .warning,
        summary: "part of an interactive view's hit area lies outside its parent's or an ancestor's bounds",
        rationale: """
            UIKit's hit testing only looks into a subview for points inside the superview's bounds, \
            whether or not the superview clips its subviews, so touches on the part of a hit area \
            (the frame grown or shrunk by 'hitInsets', after transforms) that sticks out of the parent, \
            or out of any ancestor, never reach the view: a close button enlarged with negative \
            'hitInsets' at a card's corner only gets the touches inside the card. Move the view, or its \
            hit area, inside the ancestor the message names, or make that ancestor larger. Compared in \
            window coordinates; a scroll view counts with its whole scrollable content, so content \
            below the fold is not reported. Less than half a device pixel outside is not reported \
            (no touch lands there; Auto Layout's pixel rounding of a stack's arranged views leaves such \
            slivers). A hit area wholly outside is an error (the view can never be tapped), partly \
            outside a warning.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: PromoCard
                root:
                  children:
                    - id: card
                      frame: [16, 100, 200, 120]
                      children:
                        - ↓id: close
                          kind: button
                          frame: [160, 4, 36, 36]
                          hitInsets: -12
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Offscreen
                root:
                  children:
                    - id: panel
                      frame: [0, 200, 300, 100]
                      clipsToBounds: false
                      children:
                        - ↓kind: button
                          frame: [320, 20, 60, 60]
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: PromoCard
                root:
                  children:
                    - id: card
                      frame: [16, 100, 200, 120]
                      children:
                        - id: close
                          kind: button
                          frame: [152, 0, 48, 48]
                        - kind: label
                          frame: [150, -20, 80, 30]
                        - kind: button
                          hidden: true
                          frame: [180, -20, 44, 44]
                """),
            RuleInfo.Example("""
                layout: 1
                screen: LongList
                root:
                  children:
                    - kind: scroll
                      place: {in: safeArea}
                      contentSize: [393, 2000]
                      children:
                        - kind: button
                          frame: [0, 1900, 393, 60]
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let geometry = context.hitGeometry
        // Less than half a device pixel outside cannot be touched: such slivers come from Auto
        // Layout's pixel rounding of arranged views inside a stack whose own length is off the grid.
        let sliver = max(Tolerance.points, 0.5 / max(context.layout.device.scale, 1))
        for index in geometry.hitArea.indices {
            guard let area = geometry.hitArea[index], let parent = geometry.parent(of: index),
                  let clip = geometry.childClip(parent) else { continue }
            if let finding = finding(index, area: area, clip: clip, geometry: geometry, sliver: sliver) { findings.append(finding) }
        }
    }

    private struct Cut {
        var edge: String
        var amount: Double
        var view: Int
    }

    private static func finding(_ index: Int, area: Rect, clip: HitGeometry.Clip, geometry: HitGeometry,
                                sliver: Double) -> Diagnostic? {
        // Most hit areas are inside: decide that before making any array.
        guard clip.minY.value - area.minY > sliver || clip.minX.value - area.minX > sliver
            || area.maxY - clip.maxY.value > sliver || area.maxX - clip.maxX.value > sliver
        else { return nil }
        let candidates = [
            Cut(edge: "top", amount: clip.minY.value - area.minY, view: clip.minY.view),
            Cut(edge: "left", amount: clip.minX.value - area.minX, view: clip.minX.view),
            Cut(edge: "bottom", amount: area.maxY - clip.maxY.value, view: clip.maxY.view),
            Cut(edge: "right", amount: area.maxX - clip.maxX.value, view: clip.maxX.view),
        ]
        let cuts = candidates.filter { $0.amount > sliver }
        guard !cuts.isEmpty else { return nil }
        let views = geometry.screen.views
        let wholly = area.minX >= clip.maxX.value - Tolerance.points || area.maxX <= clip.minX.value + Tolerance.points
            || area.minY >= clip.maxY.value - Tolerance.points || area.maxY <= clip.minY.value + Tolerance.points
        var groups: [(view: Int, parts: [String])] = []
        for cut in cuts {
            let part = "\(RuleText.points(cut.amount)) at the \(cut.edge)"
            if let at = groups.firstIndex(where: { $0.view == cut.view }) {
                groups[at].parts.append(part)
            } else {
                groups.append((cut.view, [part]))
            }
        }
        let past = RuleText.list(groups.map { "past \(RuleText.name(views[$0.view])) by \(RuleText.list($0.parts))" })
        let name = RuleText.name(views[index])
        let message = wholly
            ? "the hit area of \(name) lies wholly outside an ancestor (\(past)), so the view can never be tapped; move it inside"
            : "the hit area of \(name) extends \(past), and touches there never reach it because hit testing stops at each superview's bounds; move the view or shrink its hit area to fit inside"
        var diagnostic = Diagnostic(rule: info.id, severity: wholly ? .error : info.defaultSeverity, message: message,
                                    viewPath: views[index].path, viewID: views[index].id, viewIndex: index)
        diagnostic.measure = cuts.map(\.amount).max()
        return diagnostic
    }
}
