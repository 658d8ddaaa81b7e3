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
            enlarged area inside the parent. A cell of a table may be one pixel (at least 0.5 pt) short of \
            44 pt: its row is the cell and the hairline separator below it, as Interface Builder stores it.
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

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let geometry = context.hitGeometry
        // A table's row is its cell and the hairline separator below it. Interface Builder stores
        // that hairline as 0.5 pt (a 2× pixel) whatever the device, so a stored 43.5-pt cell is a
        // 44-pt row on a 3× phone too (DuckDuckGo's Debug.storyboard: 19 rows flagged on 3× devices).
        let pixel = max(1 / max(context.layout.device.scale, 1), 0.5)
        // The views found first, then the diagnostics in an array of the right size:
        // 100,000 findings grown by doubling would copy and fault in twice their size.
        let found = geometry.hitArea.indices.filter { index in
            guard let area = geometry.windowHitRect(index) else { return false }
            if area.width < minimumSide - Tolerance.points { return true }
            guard area.height < minimumSide - Tolerance.points else { return false }
            // Only a short view asks whether it is a table's row (most views are not short).
            return !isTableRow(index, in: context.screen) || area.height < minimumSide - pixel - Tolerance.points
        }
        findings.reserveCapacity(findings.count + found.count)
        for index in found {
            guard let area = geometry.windowHitRect(index) else { continue }
            let scale = geometry.scale(index)
            let dx = max(0, (minimumSide - area.width) / 2) / max(abs(scale.x), 1e-9)
            let dy = max(0, (minimumSide - area.height) / 2) / max(abs(scale.y), 1e-9)
            let (path, id, current) = context.screen.views.withUnsafeBufferPointer { views in
                (views[index].path, views[index].id, views[index].hitInsets)
            }
            // The numbers, not the text: the message is written only where it is printed.
            let values = DeferredMessage.Values(area.width, area.height, current.top - dy, current.left - dx,
                                                current.bottom - dy, current.right - dx)
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity,
                                       deferredMessage: DeferredMessage(values, format: writeMessage),
                                       viewPath: path, viewID: id, viewIndex: index))
            // Points short of 44 on the shorter side: the copy folding quotes. Set in
            // place: a local diagnostic appended would be copied.
            findings[findings.count - 1].measure = minimumSide - min(area.width, area.height)
        }
    }

    /// A cell of a table: its row is the cell and the hairline separator below
    /// it, one pixel that UIKit hands to the row's touches. Interface Builder
    /// stores such cells one pixel short of the row (43.5 pt at 2x, 43.6667 at 3x
    /// for a 44-pt row), so the row, not the stored cell, is the target.
    static func isTableRow(_ index: Int, in screen: Screen) -> Bool {
        screen.views.withUnsafeBufferPointer { views in
            guard views[index].kind == .cell, let parent = views[index].parent else { return false }
            return views[parent].kind == .table
        }
    }

    /// The message: the hit area's size and the `hitInsets` that reach 44 pt
    /// (values: width, height, then the suggested top, left, bottom, right).
    @Sendable
    static func writeMessage(_ values: DeferredMessage.Values, id: String?, path: String?,
                             to message: inout MessageWriter) {
        message.append("the hit area of ")
        message.appendName(id: id, path: path ?? "")
        message.append(" is ")
        message.appendNumber(values.a)
        message.append(" × ")
        message.appendNumber(values.b)
        message.append(" pt, smaller than the 44 × 44 pt Apple's guidelines ask for; make the view larger or enlarge its hit area with 'hitInsets: ")
        appendInsets(Insets(top: values.c, left: values.d, bottom: values.e, right: values.f), to: &message)
        message.append("'")
    }

    /// `-8`, or `[top, left, bottom, right]` when the edges differ.
    static func insetsText(_ insets: Insets) -> String {
        var text = MessageText(capacity: 32)
        appendInsets(insets, to: &text)
        return text.string
    }

    /// ``insetsText(_:)`` appended to a message.
    static func appendInsets(_ insets: Insets, to text: inout some MessageSink) {
        // Down to 4 decimals, so the suggestion is enough; a billionth of a point of
        // floating-point error (a copy placed at x = 0.1 + 0.2) is not a step down.
        func truncated(_ value: Double) -> Double { (value * 10_000 + 1e-6).rounded(.down) / 10_000 }
        let top = truncated(insets.top), left = truncated(insets.left)
        let bottom = truncated(insets.bottom), right = truncated(insets.right)
        // All four equal (NaN equals nothing, -0 equals 0, as in a Set): one number.
        if top == left, top == bottom, top == right {
            text.appendNumber(top)
            return
        }
        text.append("[")
        text.appendNumber(top)
        text.append(", ")
        text.appendNumber(left)
        text.append(", ")
        text.appendNumber(bottom)
        text.append(", ")
        text.appendNumber(right)
        text.append("]")
    }
}
