import Diagnostics
import LayoutIR
import Solver

/// `outside-safe-area`: an interactive view's hit area reaches into the
/// root's unsafe region.
///
/// The unsafe region is the band along each edge of the root view given by the
/// root's safe-area insets (device insets, bars, `additionalSafeAreaInsets`).
/// Only the reachable part of the hit area counts (inside every ancestor, see
/// `hit-area-outside-parent`). Content of a scroll view is checked at the
/// content offset that moves it farthest from each edge: at rest for the top
/// and left, scrolled to the end for the bottom and right, so a list whose
/// `adjustedContentInset` keeps its content clear is not reported. A hit area
/// that spans the root's whole safe extent along an axis (a full-width row in
/// landscape, a full-height side bar) is not reported for that axis's edges:
/// every safe point of it stays tappable. The root itself is not checked.
public enum OutsideSafeAreaRule: LayoutRule {
    public static let info = RuleInfo(
        id: .outsideSafeArea, defaultSeverity: .warning,
        summary: "an interactive view's hit area reaches into the unsafe region (status bar, notch, bars, home indicator)",
        rationale: """
            The root's safe-area insets mark the bands along the screen's edges that the status bar, \
            the sensor housing, the navigation, tab or tool bars and the home indicator cover. A control \
            reaching into them is partly hidden, and touches there go to the bar or start a system \
            gesture instead (the home indicator's swipe, Control Center, Notification Center). Place the \
            view in the safe area: 'in: safeArea' (or 'margins'), or inside a parent with 'safeArea: \
            true'. Scroll view content counts where scrolling can move it clear of each edge, so a list \
            whose adjusted content inset keeps its rows clear is not reported, and neither are the \
            ends of a hit area that spans the whole safe width (or height), such as a full-width row \
            in landscape.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Player
                device: iphone-15-pro
                root:
                  children:
                    - ↓id: close
                      kind: button
                      frame: [16, 40, 44, 44]
                    - ↓id: play
                      kind: button
                      place: {bottom: 0, left: 0, right: 0, height: 60}
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Gallery
                device: iphone-15-pro
                orientation: landscape
                root:
                  children:
                    - kind: collection
                      in: bounds
                      flow:
                        items: [{↓size: [100, 100]}, {size: [100, 100]}]
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Player
                device: iphone-15-pro
                root:
                  safeArea: true
                  children:
                    - id: close
                      kind: button
                      frame: [16, 0, 44, 44]
                    - id: play
                      kind: button
                      place: {bottom: 0, left: 0, right: 0, height: 60}
                    - kind: button
                      frame: [0, -59, 44, 44]
                      in: bounds
                      hidden: true
                """),
            RuleInfo.Example("""
                layout: 1
                screen: List
                device: iphone-15-pro
                bars: [status, navigation, tab]
                root:
                  children:
                    - kind: scroll
                      in: bounds
                      contentSize: [393, 1200]
                      children:
                        - kind: button
                          frame: [16, 0, 361, 44]
                        - kind: button
                          frame: [16, 1156, 361, 44]
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Rows
                device: iphone-15-pro
                orientation: landscape
                root:
                  children:
                    - kind: table
                      in: bounds
                      contentSize: [852, 1000]
                      children:
                        - kind: cell
                          frame: [0, 0, 852, 44]
                """),
        ])

    private struct Reach {
        var edge: String
        var amount: Double
        var inset: Double
        /// Whether the edge has a band and the hit area reaches into it.
        var counts: Bool { inset > 0 && amount > Tolerance.points }
    }

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        guard !context.layout.views.isEmpty else { return }
        let geometry = context.hitGeometry
        let root = context.layout.views[0].windowFrame, safe = context.layout.views[0].safeAreaInsets
        guard root.isFinite else { return }
        for index in geometry.hitArea.indices where index > 0 {
            guard let area = geometry.hitArea[index], let parent = geometry.parent(of: index),
                  let visible = reachable(area, clip: geometry.childClip(parent)) else { continue }
            let slack = geometry.ancestorSlack(index)
            let overlapsX = min(visible.maxX, root.maxX) > max(visible.minX, root.minX)
            let overlapsY = min(visible.maxY, root.maxY) > max(visible.minY - slack.y, root.minY)
            // A hit area spanning the whole safe extent along an axis (a full-bleed row or bar)
            // keeps every safe point tappable; its ends in the bands are by design.
            let spansX = visible.minX <= root.minX + safe.left + Tolerance.points
                && visible.maxX >= root.maxX - safe.right - Tolerance.points
            let spansY = visible.minY <= root.minY + safe.top + Tolerance.points
                && visible.maxY >= root.maxY - safe.bottom - Tolerance.points
            let vertical = overlapsX && !spansY, horizontal = overlapsY && !spansX
            let top = vertical ? Reach(edge: "top", amount: min(visible.maxY, root.minY + safe.top) - max(visible.minY, root.minY), inset: safe.top) : nil
            let bottom = vertical ? Reach(edge: "bottom", amount: min(visible.maxY - slack.y, root.maxY) - max(visible.minY - slack.y, root.maxY - safe.bottom), inset: safe.bottom) : nil
            let left = horizontal ? Reach(edge: "left", amount: min(visible.maxX, root.minX + safe.left) - max(visible.minX, root.minX), inset: safe.left) : nil
            let right = horizontal ? Reach(edge: "right", amount: min(visible.maxX - slack.x, root.maxX) - max(visible.minX - slack.x, root.maxX - safe.right), inset: safe.right) : nil
            // Most views are clear of every band: decide that before making any array.
            guard top?.counts == true || bottom?.counts == true || left?.counts == true || right?.counts == true
            else { continue }
            let found = [top, bottom, left, right].compactMap { $0 }.filter(\.counts)
            let view = context.screen.views[index]
            let parts = found.map { "\(RuleText.points($0.amount)) at the \($0.edge) (inset \(RuleText.points($0.inset)))" }
            let message = "the hit area of \(RuleText.name(view)) reaches into the unsafe area by \(RuleText.list(parts)), where bars, the sensor housing or the home indicator cover it and system gestures take the touches; place it in the safe area ('in: safeArea', or a parent with 'safeArea: true')"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: view.path, viewID: view.id, viewIndex: index))
            findings[findings.count - 1].measure = found.map(\.amount).max()
        }
    }

    /// The part of `area` inside `clip`, or `nil` when none is.
    private static func reachable(_ area: Rect, clip: HitGeometry.Clip?) -> Rect? {
        guard let clip else { return area }
        let minX = max(area.minX, clip.minX.value), minY = max(area.minY, clip.minY.value)
        let maxX = min(area.maxX, clip.maxX.value), maxY = min(area.maxY, clip.maxY.value)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
