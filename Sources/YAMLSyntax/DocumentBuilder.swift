import Diagnostics

/// A 1-based line and column as the arena stores them.
struct Mark {
    var line: Int32
    var column: Int32

    var location: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }

    static func range(_ start: Mark, _ end: Mark) -> SourceRange {
        SourceRange(line: Int(start.line), column: Int(start.column),
                    endLine: Int(end.line), endColumn: Int(end.column))
    }
}

/// What the event loop does after handing the builder an event.
enum BuildStep {
    case proceed
    case stop
}

/// Turns parse events into a ``YAMLDocument`` arena without recursion.
///
/// Nodes get their ids in pre-order (a collection's id is taken at its start
/// event, so the root is node 0). Children of open collections wait in
/// `pending`; at the end event their ids are copied into `children` in one
/// slice. Aliases add the anchored node's id, so shared subtrees are not copied.
struct DocumentBuilder {
    /// A collection whose end event has not come yet.
    struct OpenCollection {
        var node: Int32
        /// Where its children start in `pending`.
        var firstPending: Int
        /// `aliasExpansion` when it opened. Its expanded subtree size (aliases
        /// counting their target's size) is then the nodes made since it opened
        /// plus the growth of `aliasExpansion`: no per-child bookkeeping.
        var expansionAtOpen: Int
        /// A sequence under one of `limits.listedMappings`' keys: its mapping
        /// elements are counted.
        var holdsListedMappings = false
    }

    /// A defined anchor: the node it names and that node's expanded subtree size.
    struct Anchor {
        var node: Int32
        var size: Int
    }

    let limits: YAMLLimits
    /// `limits.maxNodes`, clamped so node ids and child offsets fit in `Int32`.
    let maxNodes: Int
    /// Whether node positions are recorded (see ``YAMLPositions``).
    let recordsPositions: Bool

    /// Raw buffers, handed to the document by ``finish(input:)`` (see ``ArenaStorage``).
    var nodes: ScratchBuffer<YAMLDocument.Node>
    var marks: [YAMLDocument.Marks] = []
    var children: ScratchBuffer<Int32>
    var scalarBytes: [UInt8] = []
    /// Where scalar values are looked for in the input before being copied.
    var source: SourceSlices
    var tags: [Int32: String] = [:]
    var diagnostics: [Diagnostic] = []

    /// Child ids of the open collections, innermost last.
    var pending = ScratchBuffer<Int32>(capacity: 256)
    var stack = ScratchBuffer<OpenCollection>(capacity: 64)
    var anchors: [String: Anchor] = [:]
    /// Anchors on collections still open: defined only at their end event, so an
    /// alias inside its own anchored node cannot make a cycle.
    var openAnchors: [(name: String, node: Int32)] = []
    /// Reused open-addressing table for duplicate keys of large mappings.
    var keyTable: [Int32] = []
    /// Key signatures of one small mapping (see `mayRepeatKey`).
    var keySignatures = ScratchBuffer<UInt64>(capacity: DocumentBuilder.pairwiseLimit)

    /// Nodes plus aliases seen, checked against `maxNodes`.
    var nodeTotal = 0
    /// Nodes reached through aliases, checked against `limits.maxAliasExpansion`.
    var aliasExpansion = 0
    /// `limits.listedMappings`' keys, as bytes to compare with the input's.
    let listedMappingKeys: [[UInt8]]
    /// Mappings opened in a sequence under one of `listedMappingKeys`.
    var listedMappingCount = 0
    var root: Int32?
    var documentStarted = false
    /// Set by any error that makes the document unsafe or meaningless to return.
    var dropped = false

    init(limits: YAMLLimits, input: UnsafeBufferPointer<UInt8>, recordsPositions: Bool = true) {
        let inputSize = input.count
        self.source = SourceSlices(input: input)
        self.limits = limits
        self.maxNodes = min(limits.maxNodes, Int(Int32.max) - 1)
        self.recordsPositions = recordsPositions
        self.listedMappingKeys = limits.listedMappings?.keys.map { Array($0.utf8) } ?? []
        // A spec spends at least about 5 bytes of source per node (`- {size: [64, 32]}`
        // is 5 nodes in 20 bytes), more when indented. Reserving for the densest
        // case, uncapped, spares large files the copies and fresh page faults of
        // repeated doubling (untouched capacity costs address space, not memory).
        let nodeGuess = inputSize / 5 + 8
        nodes = ScratchBuffer(capacity: nodeGuess)
        if recordsPositions { marks.reserveCapacity(nodeGuess) }
        children = ScratchBuffer(capacity: nodeGuess)
        scalarBytes.reserveCapacity(inputSize / 2 + 16)
    }

    // MARK: Events

    mutating func startDocument(at start: Mark) -> BuildStep {
        guard !documentStarted else {
            diagnostics.append(.error(.yamlSyntax, YAMLMessages.secondDocument, at: Mark.range(start, start)))
            return .stop
        }
        documentStarted = true
        return .proceed
    }

    /// A scalar event; `startIndex` is libyaml's character index of its start.
    ///
    /// Inlined into the event loop: the common scalar (no tag or anchor, written
    /// verbatim in the input) takes only the lines below; the rest goes to
    /// ``storeScalar``.
    @inline(__always)
    mutating func scalar(
        _ value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle,
        tag: UnsafePointer<UInt8>?, anchor: UnsafePointer<UInt8>?, startIndex: Int, start: Mark, end: Mark
    ) -> BuildStep {
        guard countNode(start, end) else { return .stop }
        let count = value.count
        // An empty or over-long value points nowhere: not looked for in the input.
        guard count > 0, count <= limits.maxScalarBytes else {
            return storeScalar(value, style: style, tag: tag, anchor: anchor, offset: nil, start: start, end: end)
        }
        let offset = source.offset(of: value, style: style, startIndex: startIndex)
        guard let offset, offset &+ count < Int(Int32.max), tag == nil, anchor == nil else {
            return storeScalar(value, style: style, tag: tag, anchor: anchor, offset: offset, start: start, end: end)
        }
        let id = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(YAMLDocument.Node(kind: .scalar, style: style, hasTag: false, direct: true,
                                       first: Int32(truncatingIfNeeded: offset),
                                       count: Int32(truncatingIfNeeded: count)))
        recordMarks(start, end)
        attach(id)
        return .proceed
    }

    /// Any scalar: `offset` is where the input holds `value` verbatim (from
    /// ``SourceSlices/offset(of:style:startIndex:)``, asked at most once a scalar
    /// because it moves forward), `nil` when it must be copied.
    @inline(never)
    private mutating func storeScalar(
        _ value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle,
        tag: UnsafePointer<UInt8>?, anchor: UnsafePointer<UInt8>?, offset: Int?, start: Mark, end: Mark
    ) -> BuildStep {
        var stored = value
        var style = style
        if value.count > limits.maxScalarBytes {
            // Kept as an empty quoted string: one error for the limit, and no
            // second "found null" error from the reader.
            style = .doubleQuoted
            diagnostics.append(.error(.limitExceeded, YAMLMessages.scalarTooLong(value.count, limits.maxScalarBytes),
                                      at: Mark.range(start, end)))
            stored = UnsafeBufferPointer(start: nil, count: 0)
        }
        let id = Int32(truncatingIfNeeded: nodes.count)
        // Written verbatim in the input (and within `Int32` offsets): point there, no copy.
        if stored.count > 0, let offset, offset + stored.count < Int(Int32.max) {
            nodes.append(YAMLDocument.Node(kind: .scalar, style: style, hasTag: tag != nil, direct: true,
                                           first: Int32(truncatingIfNeeded: offset),
                                           count: Int32(truncatingIfNeeded: stored.count)))
        } else {
            let first = scalarBytes.count
            guard first + stored.count < Int(Int32.max) else {
                return fail(.limitExceeded, YAMLMessages.scalarTooLong(first + stored.count, Int(Int32.max)), start, end)
            }
            if stored.count > 0 { scalarBytes.append(contentsOf: stored) }
            nodes.append(YAMLDocument.Node(kind: .scalar, style: style, hasTag: tag != nil, direct: false,
                                           first: Int32(truncatingIfNeeded: first),
                                           count: Int32(truncatingIfNeeded: stored.count)))
        }
        recordMarks(start, end)
        if let tag { tags[id] = Self.tagText(tag) }
        if let anchor { anchors[String(cString: anchor)] = Anchor(node: id, size: 1) }
        attach(id)
        return .proceed
    }

    mutating func open(
        _ kind: YAMLNodeKind, tag: UnsafePointer<UInt8>?, anchor: UnsafePointer<UInt8>?, start: Mark, end: Mark
    ) -> BuildStep {
        guard stack.count < limits.maxDepth else {
            return fail(.limitExceeded, YAMLMessages.nestingTooDeep(limits.maxDepth), start, end)
        }
        guard countNode(start, end) else { return .stop }
        var holdsListedMappings = false
        if !listedMappingKeys.isEmpty, let parent = stack.last {
            if kind == .mapping, parent.holdsListedMappings, let limit = limits.listedMappings {
                listedMappingCount += 1
                if listedMappingCount > limit.maxCount { return fail(.limitExceeded, limit.message, start, end) }
            }
            holdsListedMappings = kind == .sequence && isValueOfListedKey(in: parent)
        }
        let id = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(YAMLDocument.Node(kind: kind, style: .plain, hasTag: tag != nil, direct: false, first: 0, count: 0))
        recordMarks(start, end)
        if let tag { tags[id] = Self.tagText(tag) }
        if let anchor { openAnchors.append((String(cString: anchor), id)) }
        stack.append(OpenCollection(node: id, firstPending: pending.count, expansionAtOpen: aliasExpansion,
                                    holdsListedMappings: holdsListedMappings))
        return .proceed
    }

    /// Whether a collection opening now in `parent` is the value of one of
    /// `listedMappingKeys`: `parent` is a mapping whose last child is a key
    /// (an odd number of children so far) written as one of them.
    private func isValueOfListedKey(in parent: OpenCollection) -> Bool {
        guard nodes[Int(parent.node)].kind == .mapping, (pending.count - parent.firstPending) % 2 == 1,
              let keyID = pending.last else { return false }
        let key = nodes[Int(keyID)]
        guard key.kind == .scalar else { return false }
        let count = Int(key.count)
        // Most keys opening a sequence (`size`, `frame`) differ in length from all of them.
        guard listedMappingKeys.contains(where: { $0.count == count }) else { return false }
        let range = Int(key.first)..<Int(key.first) + count
        if key.direct { return listedMappingKeys.contains { $0.elementsEqual(source.input[range]) } }
        return listedMappingKeys.contains { $0.elementsEqual(scalarBytes[range]) }
    }

    mutating func close(end: Mark) {
        guard let open = stack.popLast() else {
            fatalError("libyaml sent a collection end event with no collection open")
        }
        let id = Int(open.node)
        if nodes[id].kind == .mapping { removeDuplicateKeys(from: open.firstPending) }
        let count = pending.count - open.firstPending
        let ids = pending.tail(from: open.firstPending)
        if Self.follow(ids, open.node) {
            nodes[id].direct = true
            nodes[id].first = open.node &+ 1
        } else {
            nodes[id].first = Int32(truncatingIfNeeded: children.count)
            children.append(contentsOf: ids)
        }
        pending.truncate(to: open.firstPending)
        nodes[id].count = Int32(truncatingIfNeeded: count)
        if recordsPositions {
            marks[id].endLine = end.line
            marks[id].endColumn = end.column
        }
        if let anchor = openAnchors.last, anchor.node == open.node {
            openAnchors.removeLast()
            // Parsing stops once `aliasExpansion` passes its limit, so below
            // it the sum is exact (saturated, it is only ever compared again).
            let size = Self.saturatingAdd(nodes.count - id, aliasExpansion &- open.expansionAtOpen)
            anchors[anchor.name] = Anchor(node: open.node, size: size)
        }
        attach(open.node)
    }

    mutating func alias(_ name: UnsafePointer<UInt8>, start: Mark, end: Mark) -> BuildStep {
        guard countNode(start, end) else { return .stop }
        let key = String(cString: name)
        guard let anchor = anchors[key] else {
            let open = openAnchors.contains { $0.name == key }
            let message = open ? YAMLMessages.recursiveAlias(key) : YAMLMessages.undefinedAlias(key)
            diagnostics.append(.error(.yamlSyntax, message, at: Mark.range(start, end)))
            // Stand in an empty plain scalar (null) so the rest of the file still reads.
            return storeScalar(UnsafeBufferPointer(start: nil, count: 0), style: .plain, tag: nil, anchor: nil,
                               offset: nil, start: start, end: end)
        }
        aliasExpansion = Self.saturatingAdd(aliasExpansion, anchor.size)
        guard aliasExpansion <= limits.maxAliasExpansion else {
            return fail(.limitExceeded, YAMLMessages.aliasBomb(limits.maxAliasExpansion), start, end)
        }
        attach(anchor.node)
        return .proceed
    }

    /// A syntax error from libyaml: the document is dropped.
    mutating func syntaxError(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        dropped = true
    }

    /// Frees the scratch stacks; call once, before ``finish(input:)`` or ``discard()``.
    func release() {
        pending.free()
        stack.free()
        keySignatures.free()
    }

    /// Frees the arena of a builder whose document is not wanted; call at most
    /// once, instead of ``finish(input:)``.
    func discard() {
        nodes.free()
        children.free()
    }

    /// Set when a problem was found that a message must point at, while not
    /// recording positions: the parser then starts over with them.
    var needsPositions = false

    /// Set when the only diagnostic is the limit that stopped a pass without
    /// positions, placed by the parser from the event that hit it.
    var stopPlacedFromEvent = false

    /// Where a document without positions gets them (set by the parser).
    var lazyMarks: LazyMarks?

    /// The document; `input` must be the bytes the builder was given (its scalars point into them).
    /// Call once: the arena goes to the document (or is freed when there is none).
    func finish(input: [UInt8]) -> YAMLParseResult {
        guard !dropped, let root else {
            discard()
            return YAMLParseResult(document: nil, diagnostics: diagnostics)
        }
        let arena = ArenaStorage(nodes: nodes.base, children: children.base)
        let document = YAMLDocument(arena: arena, nodes: ArenaBuffer(base: nodes.base, count: nodes.count),
                                    marks: marks, lazyMarks: lazyMarks,
                                    children: ArenaBuffer(base: children.base, count: children.count),
                                    scalarBytes: scalarBytes, source: input, tags: tags,
                                    root: YAMLNodeID(rawValue: root))
        return YAMLParseResult(document: document, diagnostics: diagnostics)
    }

    // MARK: Helpers

    @inline(__always)
    private mutating func recordMarks(_ start: Mark, _ end: Mark) {
        guard recordsPositions else { return }
        marks.append(YAMLDocument.Marks(startLine: start.line, startColumn: start.column,
                                        endLine: end.line, endColumn: end.column))
    }

    /// Hands a finished node to its parent, or makes it the root.
    @inline(__always)
    private mutating func attach(_ id: Int32) {
        if stack.isEmpty {
            root = id
            return
        }
        pending.append(id)
    }

    /// Counts one node or alias against the node limit; false once it is exceeded.
    @inline(__always)
    private mutating func countNode(_ start: Mark, _ end: Mark) -> Bool {
        nodeTotal += 1
        guard nodeTotal > maxNodes else { return true }
        _ = fail(.limitExceeded, YAMLMessages.tooManyNodes(maxNodes), start, end)
        return false
    }

    /// A limit hit that stops parsing and drops the document.
    private mutating func fail(_ rule: RuleID, _ message: String, _ start: Mark, _ end: Mark) -> BuildStep {
        diagnostics.append(.error(rule, message, at: Mark.range(start, end)))
        dropped = true
        return .stop
    }

    /// Whether `ids` are exactly the ids after `parent`, in order: true when
    /// every child but the last is a scalar and none is an alias, so the ids need
    /// not be stored (most small mappings and lists of a layout file).
    @inline(__always)
    static func follow(_ ids: UnsafeBufferPointer<Int32>, _ parent: Int32) -> Bool {
        var expected = parent
        for id in ids {
            expected &+= 1
            if id != expected { return false }
        }
        return true
    }

    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    /// libyaml resolves `!!str` to `tag:yaml.org,2002:str`; give back the short form.
    static func tagText(_ tag: UnsafePointer<UInt8>) -> String {
        let text = String(cString: tag)
        let core = "tag:yaml.org,2002:"
        return text.hasPrefix(core) ? "!!" + text.dropFirst(core.count) : text
    }
}
