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

    /// The four sides, in the order the limit is looked for (the first of equal
    /// limits is named): its name, whether its length is the width, its two corners.
    private static let sides: [(name: StaticString, alongWidth: Bool, first: CornerSet, second: CornerSet)] = [
        ("top", true, .topLeft, .topRight),
        ("bottom", true, .bottomLeft, .bottomRight),
        ("left", false, .topLeft, .bottomLeft),
        ("right", false, .topRight, .bottomRight),
    ]

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for index in 0..<min(views.count, context.layout.views.count) {
            // Fields read in place: copying every view out of the array would retain its strings and boxes.
            let radius = views[index].cornerRadius
            guard radius > 0, !views[index].maskedCorners.isEmpty else { continue }
            let resolved = context.layout.views[index]
            guard resolved.frame.isFinite else { continue }
            let size = resolved.boundsSize
            guard size.width.isFinite, size.height.isFinite,
                  let side = narrowestSide(size: size, masked: views[index].maskedCorners),
                  radius > side.limit + Tolerance.points else { continue }
            // The numbers, not the text: the message is written only where it is printed.
            let values = DeferredMessage.Values(radius, side.limit, side.length, Double(side.index), Double(side.corners))
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity,
                                       deferredMessage: DeferredMessage(values, format: writeMessage),
                                       viewPath: views[index].path, viewID: views[index].id, viewIndex: index,
                                       sourceKey: "cornerRadius"))
            findings[findings.count - 1].measure = radius - side.limit
        }
    }

    /// The message (values: the radius, the limit, then the side's length, its
    /// index in ``sides`` and how many of its corners are rounded).
    @Sendable
    static func writeMessage(_ values: DeferredMessage.Values, id: String?, path: String?,
                             to message: inout MessageWriter) {
        message.append("'cornerRadius' ")
        message.appendNumber(values.a)
        message.append(" of ")
        message.appendName(id: id, path: path ?? "")
        message.append(" is more than ")
        appendReason(length: values.c, side: Int(values.d), corners: Int(values.e), to: &message)
        message.append(", so CALayer clamps it and the shape is not the one designed; use at most ")
        message.appendNumber(max(0, values.b))
        message.append(" or make the view larger")
    }

    /// Why the radius is limited: `half the 44 pt height its two rounded left
    /// corners share`, or `the 44 pt width of its top side`.
    private static func appendReason(length: Double, side: Int, corners: Int, to text: inout some MessageSink) {
        let side = sides[side]
        text.append(corners == 2 ? "half the " : "the ")
        text.appendNumber(length)
        text.append(" pt ")
        text.append(side.alongWidth ? "width" : "height")
        if corners == 2 {
            text.append(" its two rounded ")
            text.append(side.name)
            text.append(" corners share")
        } else {
            text.append(" of its ")
            text.append(side.name)
            text.append(" side")
        }
    }

    /// The side that limits the radius most (`nil` when no corner is masked):
    /// the largest radius it allows (half its length when both its corners are
    /// rounded), its length, its index in ``sides`` and its rounded corners.
    private static func narrowestSide(size: Size, masked: CornerSet)
        -> (limit: Double, length: Double, index: Int, corners: Int)? {
        var best: (limit: Double, length: Double, index: Int, corners: Int)?
        for (index, side) in sides.enumerated() {
            let count = (masked.contains(side.first) ? 1 : 0) + (masked.contains(side.second) ? 1 : 0)
            guard count > 0 else { continue }
            let length = side.alongWidth ? size.width : size.height
            let limit = count == 2 ? length / 2 : length
            if best == nil || limit < best!.limit { best = (limit, length, index, count) }
        }
        return best
    }

    /// The largest radius the masked corners allow, and why (`nil` when no
    /// corner is masked).
    public static func allowance(size: Size, masked: CornerSet) -> (Double, String)? {
        guard let side = narrowestSide(size: size, masked: masked) else { return nil }
        var reason = MessageText(capacity: 64)
        appendReason(length: side.length, side: side.index, corners: side.corners, to: &reason)
        return (side.limit, reason.string)
    }
}
