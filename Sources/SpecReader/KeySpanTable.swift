import YAMLSyntax

/// Where the values of the keys that findings point at (`cornerRadius: 40`,
/// `flow.itemSize: [84, 32]`) are written in the input, for the views that
/// have them: a finding about such a key is placed without parsing the file a
/// second time.
///
/// Kept for a fixed list of keys that rules and the solver report on and that
/// clean screens seldom write on every view (`frame` and `place`, on nearly
/// every view, are left out: their findings parse the file again). An entry is
/// 16 bytes, one for each such key present, once for all the copies of a
/// `repeat`.
struct KeySpanTable: Sendable {
    /// The keys kept, dotted for a key inside a view's block; a dotted key's
    /// parent is in the list too (a finding about an absent key is placed at
    /// its nearest present parent).
    static let keys: [String] = [
        "fontSize", "cornerRadius", "hitInsets", "transform", "aspectRatio", "contentSize",
        "intrinsicSize", "hugging", "compressionResistance",
        "placeholder", "placeholder.location",
        "flow", "flow.itemSize", "flow.sectionInset",
        "stack", "stack.spacing",
    ]

    private static let codes: [String: UInt8] = Dictionary(
        uniqueKeysWithValues: keys.enumerated().map { ($0.element, UInt8($0.offset)) })

    /// The view keys of the list, and for each the codes of its nested keys.
    private static let topLevel: [(name: [UInt8], code: UInt8, nested: [(name: [UInt8], code: UInt8)])] =
        keys.enumerated().filter { !$0.element.contains(".") }.map { top in
            let prefix = top.element + "."
            let nested = keys.enumerated().filter { $0.element.hasPrefix(prefix) }.map {
                (name: Array($0.element.dropFirst(prefix.count).utf8), code: UInt8($0.offset))
            }
            return (Array(top.element.utf8), UInt8(top.offset), nested)
        }

    private struct Entry: Sendable {
        var node: Int32
        var key: UInt8
        var span: InputSpan
    }

    /// Sorted by node, then in the order the keys are written.
    private var entries: [Entry] = []

    /// Where a finding about a key is placed.
    enum Placement: Equatable {
        /// At this span: the key's value, or its nearest present parent's.
        case span(InputSpan)
        /// At the view's first key: neither the key nor a parent of it is present.
        case firstKey
    }

    /// The spans of the listed keys in each distinct view node of `viewNodes`.
    init(viewNodes: [YAMLNodeID], document: YAMLDocument) {
        var previous: YAMLNodeID?
        for node in viewNodes where node != previous {
            previous = node
            add(node, document)
        }
        // Copies of a nested `repeat` revisit their nodes out of order.
        var sorted = true
        for index in entries.indices.dropFirst() where entries[index - 1].node > entries[index].node {
            sorted = false
            break
        }
        if !sorted {
            // Stable: a node's entries keep their order; a node read twice keeps one set.
            entries = entries.enumerated().sorted { ($0.element.node, $0.offset) < ($1.element.node, $1.offset) }
                .map(\.element)
            var seen = Set<Int64>()
            entries = entries.filter { seen.insert(Int64($0.node) << 8 | Int64($0.key)).inserted }
        }
    }

    private mutating func add(_ node: YAMLNodeID, _ document: YAMLDocument) {
        guard document.kind(node) == .mapping else { return }
        var found: UInt32 = 0
        for pair in 0..<document.count(node) {
            let key = document.key(node, pair)
            guard document.kind(key) == .scalar,
                  let top = document.withScalarBytes(key, { bytes in
                      Self.topLevel.firstIndex { $0.name.count == bytes.count && $0.name.elementsEqual(bytes) }
                  }) else { continue }
            let entry = Self.topLevel[top]
            // The first of a repeated key, as a lookup in the tree finds it.
            guard found & (1 << entry.code) == 0 else { continue }
            found |= 1 << entry.code
            let value = document.value(node, pair)
            entries.append(Entry(node: node.rawValue, key: entry.code, span: InputSpan(document.valueSpan(value))))
            guard !entry.nested.isEmpty, document.kind(value) == .mapping else { continue }
            for inner in 0..<document.count(value) {
                let innerKey = document.key(value, inner)
                guard document.kind(innerKey) == .scalar,
                      let nested = document.withScalarBytes(innerKey, { bytes in
                          entry.nested.first { $0.name.count == bytes.count && $0.name.elementsEqual(bytes) }
                      }), found & (1 << nested.code) == 0 else { continue }
                found |= 1 << nested.code
                entries.append(Entry(node: node.rawValue, key: nested.code,
                                     span: InputSpan(document.valueSpan(document.value(value, inner)))))
            }
        }
    }

    /// Where a finding about `key` (dotted, as a rule reports it) of the view
    /// read from `node` is placed, as ``SpecSourceMap/range(forView:key:)``
    /// places it; `nil` when the table cannot tell: the key is not in the list,
    /// or the value is not one whose span is known without marks.
    func placement(node: YAMLNodeID, key: String) -> Placement? {
        guard var code = Self.codes[key] else { return nil }
        // The node's entries: the first at or after `node`, then while they are its.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].node < node.rawValue { low = middle + 1 } else { high = middle }
        }
        var name = Substring(key)
        while true {
            var index = low
            while index < entries.count, entries[index].node == node.rawValue {
                if entries[index].key == code {
                    let span = entries[index].span
                    return span == .unknown ? nil : .span(span)
                }
                index += 1
            }
            guard let dot = name.lastIndex(of: ".") else { return .firstKey }
            name = name[..<dot]
            guard let parent = Self.codes[String(name)] else { return nil }
            code = parent
        }
    }

    /// Number of spans kept (for tests and memory accounting).
    var count: Int { entries.count }
}
