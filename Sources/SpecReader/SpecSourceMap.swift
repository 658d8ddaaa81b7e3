import Diagnostics
import YAMLSyntax

/// Where each view of a screen came from, so diagnostics about views (from the
/// solver and the rules, which never see YAML) can point at the right line.
public struct SpecSourceMap: Sendable {
    /// The parsed document; `nil` when the file could not be parsed.
    let document: YAMLDocument?
    /// For each view index, the YAML mapping it was read from (items made by
    /// `repeat` share their node).
    var viewNodes: [YAMLNodeID] = []

    init(document: YAMLDocument?) {
        self.document = document
    }

    /// The range to report for view `index`: the value of `key` (a dotted path such
    /// as `place.left` or `placeholder.location`) when the view has it, else the
    /// key's nearest present parent, else the view's first key.
    public func range(forView index: Int, key: String? = nil) -> SourceRange? {
        guard let document, index >= 0, index < viewNodes.count else { return nil }
        var node = viewNodes[index]
        if let key {
            for part in key.split(separator: ".") {
                guard let next = value(in: node, named: String(part), document) else { break }
                node = next
            }
        }
        if node == viewNodes[index], document.kind(node) == .mapping, document.count(node) > 0 {
            // Point at the view's first key rather than the mapping's start, which
            // for a block sequence item is the `-`.
            return document.range(document.key(node, 0))
        }
        return document.range(node)
    }

    /// The innermost view whose YAML node contains `location`, for editors
    /// (hover). Copies made by `repeat` share their node: the first copy is given.
    public func viewIndex(containing location: SourceLocation) -> Int? {
        guard let document else { return nil }
        var best: (index: Int, start: SourceLocation)?
        for (index, node) in viewNodes.enumerated() {
            let range = document.range(node)
            guard range.start <= location, location < range.end else { continue }
            if let current = best, current.start >= range.start { continue }
            best = (index, range.start)
        }
        return best?.index
    }

    private func value(in node: YAMLNodeID, named name: String, _ document: YAMLDocument) -> YAMLNodeID? {
        guard document.kind(node) == .mapping else { return nil }
        for index in 0..<document.count(node) where document.scalarEquals(document.key(node, index), name) {
            return document.value(node, index)
        }
        return nil
    }
}
