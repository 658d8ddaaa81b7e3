import Diagnostics
import LayoutIR
import Solver

/// `corner-radius-too-large`: `cornerRadius` is more than the view's sides
/// allow, so CALayer clamps it.
///
/// Per side of the bounds (untransformed): a side whose two corners are both in
/// `maskedCorners` allows half its length (two arcs share it); a side with one
/// masked corner allows its full length; a side with none allows any radius.
/// With all four corners masked (the default) that is `min(width, height) / 2`.
/// The rule fires when the radius is over the smallest allowance; no masked
/// corners, a zero radius or a non-finite frame are not checked.
public enum CornerRadiusTooLargeRule: LayoutRule {
    public static let info = RuleInfo(
        id: .cornerRadiusTooLarge, defaultSeverity: .warning,
        summary: "'cornerRadius' is more than half the shorter side the rounded corners share",
        rationale: """
            Two rounded corners on the same side need room for both arcs, so a radius over half that \
            side cannot be drawn: CALayer clamps it and the view becomes a capsule or circle with a \
            different curve than designed (with the continuous corner curve the shape changes even \
            earlier). The limit is per side of the bounds: a side whose two corners are both in \
            'maskedCorners' allows half its length, a side with one masked corner its full length, a \
            side with no masked corner any radius; with all four corners (the default) that is half the \
            shorter side. Use at most the radius the message gives (exactly half the height for a \
            deliberate capsule), or make the view larger.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Chips
                root:
                  children:
                    - kind: button
                      frame: [16, 100, 120, 44]
                      cornerRadius: ↓30
                    - kind: view
                      frame: [16, 200, 120, 44]
                      cornerRadius: ↓50
                      maskedCorners: [topLeft, topRight]
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Chips
                root:
                  children:
                    - kind: button
                      frame: [16, 100, 120, 44]
                      cornerRadius: 22
                    - kind: view
                      frame: [16, 200, 120, 44]
                      cornerRadius: 44
                      maskedCorners: [topLeft, topRight]
                    - kind: view
                      frame: [16, 300, 120, 44]
                      cornerRadius: 100
                      maskedCorners: []
                """),
        ])

    private struct Side {
        var name: String
        var length: Double
        var first: CornerSet
        var second: CornerSet
    }

    public static func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let views = context.screen.views
        for index in 0..<min(views.count, context.layout.views.count) {
            // Fields read in place: copying every view out of the array would retain its strings and boxes.
            let radius = views[index].cornerRadius
            guard radius > 0, !views[index].maskedCorners.isEmpty else { continue }
            let view = views[index]
            let resolved = context.layout.views[index]
            guard resolved.frame.isFinite else { continue }
            let size = resolved.boundsSize
            guard size.width.isFinite, size.height.isFinite else { continue }
            // The wording is only made for the few radii over the limit.
            guard let limit = limit(size: size, masked: view.maskedCorners), radius > limit + Tolerance.points,
                  let (_, reason) = allowance(size: size, masked: view.maskedCorners) else { continue }
            let message = "'cornerRadius' \(RuleText.number(radius)) of \(RuleText.name(view)) is more than \(reason), so CALayer clamps it and the shape is not the one designed; use at most \(RuleText.number(max(0, limit))) or make the view larger"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: view.path, viewID: view.id, viewIndex: index,
                                       sourceKey: "cornerRadius"))
            findings[findings.count - 1].measure = radius - limit
        }
        return findings
    }

    /// The largest radius the masked corners allow (`nil` when no corner is
    /// masked): ``allowance(size:masked:)`` without the wording, same arithmetic.
    static func limit(size: Size, masked: CornerSet) -> Double? {
        var best: Double?
        func side(_ length: Double, _ first: CornerSet, _ second: CornerSet) {
            let count = (masked.contains(first) ? 1 : 0) + (masked.contains(second) ? 1 : 0)
            guard count > 0 else { return }
            let limit = count == 2 ? length / 2 : length
            if best == nil || limit < best! { best = limit }
        }
        // In `allowance`'s order, keeping the first of equal limits as it does.
        side(size.width, .topLeft, .topRight)
        side(size.width, .bottomLeft, .bottomRight)
        side(size.height, .topLeft, .bottomLeft)
        side(size.height, .topRight, .bottomRight)
        return best
    }

    /// The largest radius the masked corners allow, and why (`nil` when no
    /// corner is masked).
    public static func allowance(size: Size, masked: CornerSet) -> (Double, String)? {
        let sides = [
            Side(name: "top", length: size.width, first: .topLeft, second: .topRight),
            Side(name: "bottom", length: size.width, first: .bottomLeft, second: .bottomRight),
            Side(name: "left", length: size.height, first: .topLeft, second: .bottomLeft),
            Side(name: "right", length: size.height, first: .topRight, second: .bottomRight),
        ]
        var best: (Double, String)?
        for side in sides {
            let count = (masked.contains(side.first) ? 1 : 0) + (masked.contains(side.second) ? 1 : 0)
            guard count > 0 else { continue }
            let dimension = side.name == "top" || side.name == "bottom" ? "width" : "height"
            let limit = count == 2 ? side.length / 2 : side.length
            let reason = count == 2
                ? "half the \(RuleText.points(side.length)) \(dimension) its two rounded \(side.name) corners share"
                : "the \(RuleText.points(side.length)) \(dimension) of its \(side.name) side"
            if best == nil || limit < best!.0 { best = (limit, reason) }
        }
        return best
    }
}
