import Diagnostics
import YAMLSyntax

/// What `generate` needs from a spec's YAML beyond its IR: where the
/// top-level `screen:` and `root:` keys are (for its own errors), and the ids
/// written on or inside `repeat:` items, which the IR keeps only as copies
/// (and not at all for `repeat: 0`).
struct SpecOutline {
    /// The `screen:` key, when the spec has one at the top level.
    var screenKey: SourceRange?
    /// The `root:` key, when the spec has one at the top level.
    var rootKey: SourceRange?
    /// Ids of mappings that have a `repeat:` key or sit inside one, in document
    /// order, each once.
    var repeatedIDs: [String] = []

    /// The outline of `bytes` (empty when they are not YAML the reader took).
    init(_ bytes: [UInt8]) {
        guard let document = YAMLParser.parse(bytes).document, document.kind(document.root) == .mapping else { return }
        for index in 0..<document.count(document.root) {
            let key = document.key(document.root, index)
            if document.scalarEquals(key, literal: "screen") { screenKey = screenKey ?? document.range(key) }
            if document.scalarEquals(key, literal: "root") { rootKey = rootKey ?? document.range(key) }
        }
        repeatedIDs = Self.repeatedIDs(in: document)
    }

    /// A walk of the whole document, preorder and without recursion (nesting
    /// may be a thousand deep); a node reached twice (an alias) is walked again
    /// only when it is now inside a `repeat:` and was not before.
    private static func repeatedIDs(in document: YAMLDocument) -> [String] {
        var ids: [String] = []
        var seenIDs = Set<String>()
        var visited = Set<YAMLNodeID>()
        var visitedInRepeat = Set<YAMLNodeID>()
        var pending: [(node: YAMLNodeID, inRepeat: Bool)] = [(document.root, false)]
        while let (node, outerRepeat) = pending.popLast() {
            guard outerRepeat ? visitedInRepeat.insert(node).inserted : visited.insert(node).inserted else { continue }
            var inRepeat = outerRepeat
            var children: [YAMLNodeID] = []
            switch document.kind(node) {
            case .scalar:
                continue
            case .sequence:
                children = (0..<document.count(node)).map { document.element(node, $0) }
            case .mapping:
                var id: String?
                for index in 0..<document.count(node) {
                    let key = document.key(node, index)
                    if document.scalarEquals(key, literal: "repeat") { inRepeat = true }
                    let value = document.value(node, index)
                    if document.scalarEquals(key, literal: "id"), document.kind(value) == .scalar { id = document.scalar(value) }
                    children.append(value)
                }
                if inRepeat, let id, seenIDs.insert(id).inserted { ids.append(id) }
            }
            pending += children.reversed().map { ($0, inRepeat) }
        }
        return ids
    }
}
