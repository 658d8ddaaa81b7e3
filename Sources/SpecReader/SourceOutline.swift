import Diagnostics
import YAMLSyntax

/// What a spec's YAML says that its IR does not keep, recorded by the reader
/// from its one parse: where the top-level `screen:` and `root:` keys are
/// (errors about the whole screen point there), and the ids written on or
/// inside `repeat:` items, which the IR keeps only as copies (`chip[0]`, …)
/// and not at all for `repeat: 0`. `layoutc generate` reads both: a repeated
/// id is an array accessor however many copies there are.
public struct SourceOutline: Sendable {
    /// A top-level key of the file.
    public enum TopLevelKey: Sendable {
        case screen, root
    }

    /// Where a key is written: its node, and its span when it is a one-line
    /// scalar written verbatim (placed from the line table, without a parse).
    struct KeyPlace: Sendable {
        var node: YAMLNodeID
        var span: InputSpan
    }

    var screenKey: KeyPlace?
    var rootKey: KeyPlace?
    /// Ids of view mappings written with `repeat:` or inside one, in document
    /// order, each once.
    public internal(set) var repeatedIDs: [String] = []
    /// Where each of `repeatedIDs` is first written (its `id:` value): a
    /// `repeat: 0` item's id has no view to place a finding about it by.
    var repeatedIDPlaces: [KeyPlace] = []

    init() {}

    /// Records the first `screen:` and `root:` keys of the top mapping `top`.
    mutating func recordTopLevelKeys(of top: YAMLNodeID, in document: borrowing YAMLDocument) {
        guard document.kind(top) == .mapping else { return }
        for index in 0..<document.count(top) {
            let key = document.key(top, index)
            if screenKey == nil, document.scalarEquals(key, literal: "screen") {
                screenKey = KeyPlace(node: key, span: InputSpan(document.sourceSpan(key)))
            } else if rootKey == nil, document.scalarEquals(key, literal: "root") {
                rootKey = KeyPlace(node: key, span: InputSpan(document.sourceSpan(key)))
            }
        }
    }

    /// Records the ids of the `repeat:` item mappings `items` (in any order,
    /// repeats allowed) and of every mapping inside them. Items are taken in
    /// document order (node numbers are given in document order) and each
    /// subtree is walked pre-order without recursion (nesting may be a thousand
    /// deep); a node reached twice (an alias, or an item inside an item) is
    /// walked once.
    mutating func recordRepeatedIDs(items: [YAMLNodeID], in document: borrowing YAMLDocument) {
        guard !items.isEmpty else { return }
        var seenIDs = Set(repeatedIDs)
        var visited = Set<YAMLNodeID>()
        for item in Set(items).sorted(by: { $0.rawValue < $1.rawValue }) {
            var pending = [item]
            while let node = pending.popLast() {
                guard visited.insert(node).inserted else { continue }
                var children: [YAMLNodeID] = []
                switch document.kind(node) {
                case .scalar:
                    continue
                case .sequence:
                    children = (0..<document.count(node)).map { document.element(node, $0) }
                case .mapping:
                    for index in 0..<document.count(node) {
                        let value = document.value(node, index)
                        if document.scalarEquals(document.key(node, index), literal: "id"), document.kind(value) == .scalar {
                            let id = document.scalar(value)
                            if seenIDs.insert(id).inserted {
                                repeatedIDs.append(id)
                                repeatedIDPlaces.append(KeyPlace(node: value, span: InputSpan(document.sourceSpan(value))))
                            }
                        }
                        children.append(value)
                    }
                }
                pending += children.reversed()
            }
        }
    }
}

extension SpecSourceMap {
    /// Where the file's top-level `key` is written, when it has one.
    public func range(of key: SourceOutline.TopLevelKey) -> SourceRange? {
        range(of: key == .screen ? outline.screenKey : outline.rootKey)
    }

    /// Where the repeated id `id` (one of ``SourceOutline/repeatedIDs``) is first written.
    public func range(ofRepeatedID id: String) -> SourceRange? {
        range(of: outline.repeatedIDs.firstIndex(of: id).map { outline.repeatedIDPlaces[$0] })
    }

    private func range(of place: SourceOutline.KeyPlace?) -> SourceRange? {
        guard let place, let tree else { return nil }
        if place.span != .unknown, let lines = tree.lineIndex, let range = place.span.range(in: tree.bytes, lines: lines) {
            return range
        }
        return tree.document?.range(place.node)
    }
}
