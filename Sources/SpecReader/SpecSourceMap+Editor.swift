import Diagnostics
import YAMLSyntax

/// Where one view's mapping and its keys are written, for editors (outline,
/// folding, inlay hints, quick fixes).
public struct ViewSource: Sendable {
    /// One `key: value` pair of the view's mapping.
    public struct Entry: Sendable {
        public var key: String
        public var keyRange: SourceRange
        public var valueRange: SourceRange
    }

    /// The whole mapping.
    public var range: SourceRange
    /// Its keys in the order written.
    public var entries: [Entry]

    /// The entry named `key`.
    public func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }
}

extension SpecSourceMap {
    /// The range of every view's mapping, by view index (copies made by
    /// `repeat` share their item's range); for a map of ranges known up front
    /// (an IB file) the views' spans; else empty when the tree is gone.
    public func viewRanges() -> [SourceRange] {
        if tree == nil, let spans = fixed?.spans { return spans }
        guard let document = tree?.document else { return [] }
        return viewNodes.map { document.range($0) }
    }

    /// View `index`'s mapping with its keys, or `nil` when unknown.
    public func viewSource(_ index: Int) -> ViewSource? {
        guard index >= 0, index < viewNodes.count, let document = tree?.document else { return nil }
        let node = viewNodes[index]
        var entries: [ViewSource.Entry] = []
        if document.kind(node) == .mapping {
            for pair in 0..<document.count(node) {
                let key = document.key(node, pair)
                guard document.kind(key) == .scalar else { continue }
                entries.append(ViewSource.Entry(key: document.scalar(key), keyRange: document.range(key),
                                                valueRange: document.range(document.value(node, pair))))
            }
        }
        return ViewSource(range: document.range(node), entries: entries)
    }

    /// The ranges of the values at a dotted key path (`flow.items`) in view
    /// `index`'s mapping, when present.
    public func valueRange(forView index: Int, path: String) -> SourceRange? {
        guard index >= 0, index < viewNodes.count, let document = tree?.document else { return nil }
        var node = viewNodes[index]
        for part in path.split(separator: ".") {
            guard let next = Self.value(in: node, named: part, document) else { return nil }
            node = next
        }
        return document.range(node)
    }
}

extension SpecSourceMap {
    /// The range of the key (not its value) at a dotted path in view `index`'s
    /// mapping (`flow.items` gives the `items` key), when present.
    public func keyRange(forView index: Int, path: String) -> SourceRange? {
        guard index >= 0, index < viewNodes.count, let document = tree?.document else { return nil }
        var node = viewNodes[index]
        var found: SourceRange?
        for part in path.split(separator: ".") {
            guard document.kind(node) == .mapping,
                  let pair = (0..<document.count(node)).first(where: {
                      document.scalarEquals(document.key(node, $0), String(part))
                  })
            else { return nil }
            found = document.range(document.key(node, pair))
            node = document.value(node, pair)
        }
        return found
    }
}
