import Diagnostics
import LayoutIR

/// `misplaced-view`: a view whose frame stored in an Interface Builder file is
/// not where its constraints and autoresizing mask place it on the file's
/// design device (``InterfaceBuilderAnswerKey``), what Xcode calls a misplaced
/// view. When layoutc solves the view as UIKit does, the file is stale and
/// the canvas shows something the app will not; when it does not, the note
/// is layoutc's disagreement, listed by `layoutc ib-agreement`. A note by default.
enum MisplacedViews {
    /// The findings for every screen of `file`, by screen name, at each view's
    /// `<rect key="frame">`. Views IB flags `misplaced="YES"` are reported too
    /// when their frames differ (Xcode knows; the note says so); hidden arranged
    /// views are not compared (IB stores them at full size).
    static func findings(_ bytes: [UInt8], file: String, objects: InterfaceBuilderObjects) -> [String: [Diagnostic]] {
        var found: [String: [Diagnostic]] = [:]
        for comparison in InterfaceBuilderAnswerKey.compare(bytes, file: file, solvesConstraints: true) {
            let flagged = comparison.verdict == .misplaced
            guard comparison.verdict == .disagrees
                    || (flagged && !InterfaceBuilderAnswerKey.close(comparison.stored, comparison.solved)),
                  let range = objects.frameRange(of: comparison.object) else { continue }
            let name = objects.name(of: comparison.object)
            // Both origins 0 (a top-level view, compared by its size): the sizes say it all.
            let sizesOnly = comparison.stored.x == 0 && comparison.stored.y == 0
                && comparison.solved.x == 0 && comparison.solved.y == 0
            var message = sizesOnly
                ? "'\(name)' is misplaced: Interface Builder stored its size as \(size(comparison.stored)), and its "
                    + "constraints make it \(size(comparison.solved)) on the design device"
                : "'\(name)' is misplaced: Interface Builder stored its frame as \(describe(comparison.stored)), "
                    + "and its constraints put it at \(describe(comparison.solved)) on the design device"
            message += flagged ? " (Xcode flags it misplaced too)" : ""
            message += "; in Xcode select it and choose Editor ▸ Update Frames (⌥⌘=), or change its constraints "
                + "if the stored frame is the one meant"
            var diagnostic = Diagnostic(rule: .misplacedView, severity: .note, message: message, file: file,
                                        range: range, viewID: name)
            diagnostic.measure = distance(comparison.stored, comparison.solved)
            found[comparison.screen, default: []].append(diagnostic)
        }
        return found
    }

    /// `x 16, y 100, 343 × 44` (a top-level view's origin is its place on the canvas: size only).
    static func describe(_ rect: Rect) -> String {
        "x \(number(rect.x)), y \(number(rect.y)), \(number(rect.width)) × \(number(rect.height))"
    }

    /// `343 × 44`.
    static func size(_ rect: Rect) -> String { "\(number(rect.width)) × \(number(rect.height))" }

    /// Up to four decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        // Beyond a whole number's exact range (a 3.8e21-pt view from a fuzzed file), as Swift prints it.
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// The largest edge difference, in points.
    private static func distance(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
}
