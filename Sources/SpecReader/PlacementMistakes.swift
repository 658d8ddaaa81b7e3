import Diagnostics
import LayoutIR
import YAMLSyntax

/// Placements that read without error but cannot mean what they say:
/// `root-placement-ignored` and `size-under-one-point` (documented in
/// Validation's `PlacementMistakeRules`). Silent, they cost an afternoon.
extension ReaderContext {
    /// Checks the view just read from mapping `node`.
    func checkPlacementMistakes(_ positioning: Positioning, kind: ViewKind, isRoot: Bool, hasChildren: Bool,
                                node: YAMLNodeID) {
        if isRoot {
            for name in ["frame", "place"] {
                guard let key = keyNode(node, name) else { continue }
                report(.rootPlacementIgnored, .warning,
                       "'\(name)' on the root view is ignored: the root's frame is the screen's; a '\(name):' "
                           + "indented one level too little is the usual cause, indent it under the child it belongs to",
                       at: key)
            }
            return
        }
        // A childless plain view under a point is a hairline separator (1 / the screen's scale).
        guard case .place(let horizontal, let vertical) = positioning, !(kind == .view && !hasChildren),
              let place = valueNode(node, "place") else { return }
        for (name, size) in [("width", horizontal.size), ("height", vertical.size)] {
            guard case .points(let value)? = size, value > 0, value < 1, let at = valueNode(place, name) else { continue }
            report(.sizeUnderOnePoint, .warning,
                   "'place.\(name)' is \(value) pt, less than a point; did you mean \"\(Self.percentText(value))\" "
                       + "of the reference box? a percentage is written as a string",
                   at: at)
        }
    }

    /// `0.5` as `50%`, `0.333` as `33.3%`.
    static func percentText(_ fraction: Double) -> String {
        let percent = (fraction * 100 * 1000).rounded() / 1000
        return percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
    }

    /// The key node of `name` in a mapping, if present.
    private func keyNode(_ node: YAMLNodeID, _ name: String) -> YAMLNodeID? {
        guard document.kind(node) == .mapping else { return nil }
        for index in 0..<document.count(node) where document.scalarEquals(document.key(node, index), name) {
            return document.key(node, index)
        }
        return nil
    }
}
