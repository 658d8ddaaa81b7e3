import Diagnostics
import LayoutIR
import Solver

/// `hit-target-too-small`: an interactive view's hit area is under 44 × 44 pt.
///
/// The size is the hit area's on screen: the frame grown or shrunk by
/// `hitInsets`, through the view's and its ancestors' transforms. Views that do
/// not take part in hit testing (hidden, `alpha` < 0.01, `interactive: false`,
/// or under such a view) are skipped.
public enum HitTargetTooSmallRule: LayoutRule {
    /// Apple's Human Interface Guidelines: at least 44 × 44 pt.
    public static let minimumSide = 44.0

    public static let info = RuleInfo(
        id: .hitTargetTooSmall, defaultSeverity: .warning,
        summary: "an interactive view's hit area is smaller than 44 × 44 pt",
        rationale: """
            Apple's Human Interface Guidelines ask for hit targets of at least 44 × 44 pt; smaller \
            controls are hard to tap and are missed, above all by people with motor impairments. The \
            size checked is the hit area on screen: the frame grown or shrunk by 'hitInsets', after \
            the view's and its ancestors' transforms. Make the view larger, or keep its look and enlarge \
            only the hit area with negative 'hitInsets' (the message says by how much), keeping the \
            enlarged area inside the parent.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Toolbar
                root:
                  children:
                    - ↓id: close
                      kind: button
                      frame: [16, 100, 28, 28]
                    - ↓kind: button
                      frame: [100, 100, 60, 60]
                      transform: {scale: 0.5}
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Toolbar
                root:
                  children:
                    - id: close
                      kind: button
                      frame: [16, 100, 28, 28]
                      hitInsets: -8
                    - kind: image
                      frame: [100, 100, 20, 20]
                    - kind: button
                      frame: [200, 100, 20, 20]
                      interactive: false
                """),
        ])

    public static func check(_ context: RuleContext) -> [Diagnostic] {
        let geometry = context.hitGeometry
        var findings: [Diagnostic] = []
        for index in geometry.hitArea.indices {
            guard let area = geometry.windowHitRect(index),
                  area.width < minimumSide - Tolerance.points || area.height < minimumSide - Tolerance.points
            else { continue }
            let views = context.screen.views
            let scale = geometry.scale(index)
            let dx = max(0, (minimumSide - area.width) / 2) / max(abs(scale.x), 1e-9)
            let dy = max(0, (minimumSide - area.height) / 2) / max(abs(scale.y), 1e-9)
            let current = views[index].hitInsets
            let suggested = Insets(top: current.top - dy, left: current.left - dx,
                                   bottom: current.bottom - dy, right: current.right - dx)
            // The path is built once, for the name and the diagnostic (a view without an id
            // is named by its path).
            let path = views[index].path, id = views[index].id
            let message = "the hit area of \(RuleText.name(id: id, path: path)) is \(RuleText.number(area.width)) × \(RuleText.number(area.height)) pt, smaller than the 44 × 44 pt Apple's guidelines ask for; make the view larger or enlarge its hit area with 'hitInsets: \(insetsText(suggested))'"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: path, viewID: id, viewIndex: index))
        }
        return findings
    }

    /// `-8`, or `[top, left, bottom, right]` when the edges differ.
    static func insetsText(_ insets: Insets) -> String {
        func truncated(_ value: Double) -> Double { (value * 10_000).rounded(.down) / 10_000 }
        let top = truncated(insets.top), left = truncated(insets.left)
        let bottom = truncated(insets.bottom), right = truncated(insets.right)
        // All four equal (NaN equals nothing, -0 equals 0, as in a Set): one number.
        if top == left, top == bottom, top == right { return RuleText.number(top) }
        return "[\(RuleText.number(top)), \(RuleText.number(left)), \(RuleText.number(bottom)), \(RuleText.number(right))]"
    }
}
