import Diagnostics
import Foundation

/// Identifies one node of a ``YAMLDocument``.
public struct YAMLNodeID: Hashable, Sendable {
    /// Index into the document's node arena.
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
}

/// The three shapes of YAML node.
public enum YAMLNodeKind: UInt8, Sendable, BitwiseCopyable {
    case scalar
    case sequence
    case mapping
}

/// How a scalar was written. Only plain scalars can be numbers, booleans or null:
/// `"12"` is the string 12, `12` the number.
public enum YAMLScalarStyle: UInt8, Sendable, BitwiseCopyable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
}

/// Bounds that keep hostile input from exhausting the stack, memory or time.
/// Each one hit is a `limit-exceeded` error that names the limit.
public struct YAMLLimits: Sendable, Equatable {
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Most nodes reachable through aliases, counting each alias as a copy of its
    /// anchored subtree (stops alias bombs, "billion laughs").
    public var maxAliasExpansion: Int
    /// Longest scalar, in bytes.
    public var maxScalarBytes: Int
    /// Most nodes in the document (aliases count one each).
    public var maxNodes: Int
    /// Most mappings written as elements of the sequences under some keys (a
    /// spec's views), counted while parsing; `nil`: no such bound.
    public var listedMappings: ListedMappingLimit?

    public init(maxDepth: Int = 1_000, maxAliasExpansion: Int = 1_000_000,
                maxScalarBytes: Int = 1 << 20, maxNodes: Int = 50_000_000,
                listedMappings: ListedMappingLimit? = nil) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxScalarBytes = maxScalarBytes
        self.maxNodes = maxNodes
        self.listedMappings = listedMappings
    }

    /// The defaults used by the compiler.
    public static let `default` = YAMLLimits()
}

/// A parsed YAML document: a compact arena of nodes, each with its start and end
/// position. Aliases are resolved to the node their anchor names, so the tree is a
/// DAG that shares anchored subtrees instead of copying them.
///
/// Positions take more room than the tree itself (16 bytes a node against 12),
/// and a file that reads cleanly never shows one, so a document parsed with
/// ``YAMLPositions/onDemand`` keeps none: the first position asked for parses the
/// same bytes again with positions (same limits, so the same node numbers).
public struct YAMLDocument: Sendable {
    /// One node of the arena. For scalars `first`/`count` index `source` when
    /// ``inSource`` (the value is written verbatim in the input), else `scalarBytes`.
    /// For collections (mappings list key, value, key, value…) they index
    /// `children`, unless ``childrenFollow``: then the children are the node ids
    /// `first..<first + count` themselves and take no room in `children`.
    // `@usableFromInline` with the accessors below `@inlinable`: the reader makes
    // millions of these calls, each a trivial array read, and across the module
    // boundary every one was a real call.
    @usableFromInline
    struct Node: Sendable, BitwiseCopyable {
        @usableFromInline var kind: YAMLNodeKind
        @usableFromInline var style: YAMLScalarStyle
        @usableFromInline var hasTag: Bool
        /// ``inSource`` or ``childrenFollow``, by kind. Fills what would be
        /// padding: the node stays 12 bytes.
        @usableFromInline var direct: Bool
        @usableFromInline var first: Int32
        @usableFromInline var count: Int32

        /// A scalar's bytes are in the input, not in `scalarBytes`.
        @inlinable var inSource: Bool { direct }
        /// A collection's children are the ids right after it (each but the last
        /// a scalar, as in `{top: 8, left: 16}` or `[8, 8, 72, 44]`).
        var childrenFollow: Bool { direct }

        /// The id of child `index` of a collection (key and value count apart).
        @inlinable @inline(__always)
        func child(_ index: Int, in children: ArenaBuffer<Int32>) -> Int32 {
            direct ? first &+ Int32(truncatingIfNeeded: index) : children[Int(first) + index]
        }
    }

    /// A node's start and end, 1-based lines and columns.
    struct Marks: Sendable {
        var startLine: Int32
        var startColumn: Int32
        var endLine: Int32
        var endColumn: Int32
    }

    /// Keeps `nodes` and `children` alive.
    let arena: ArenaStorage
    @usableFromInline let nodes: ArenaBuffer<Node>
    /// One entry per node, or empty when positions are parsed on demand.
    var marks: [Marks]
    let lazyMarks: LazyMarks?
    /// Child ids of the collections whose children do not follow them.
    @usableFromInline let children: ArenaBuffer<Int32>
    /// Values that are not written verbatim in the input (quoted with escapes,
    /// folded, multi-line): decoded copies.
    @usableFromInline var scalarBytes: [UInt8]
    /// The parsed input, shared with the caller (not copied): most scalars point into it.
    @usableFromInline let source: [UInt8]
    var tags: [Int32: String]

    /// The document's root node.
    public let root: YAMLNodeID

    init(arena: ArenaStorage, nodes: ArenaBuffer<Node>, marks: [Marks], lazyMarks: LazyMarks?,
         children: ArenaBuffer<Int32>, scalarBytes: [UInt8], source: [UInt8], tags: [Int32: String],
         root: YAMLNodeID) {
        self.arena = arena
        self.nodes = nodes
        self.marks = marks
        self.lazyMarks = lazyMarks
        self.children = children
        self.scalarBytes = scalarBytes
        self.source = source
        self.tags = tags
        self.root = root
    }

    /// The node's marks: recorded by this document's parse, worked out from
    /// where a one-line scalar sits in the input, or from the on-demand parse.
    func marks(_ id: YAMLNodeID) -> Marks {
        marks(id, lines: marks.isEmpty ? lazyMarks?.lineIndex : nil)
    }

    /// ``marks(_:)`` with the line table already fetched (``RangeFinder``).
    func marks(_ id: YAMLNodeID, lines: SourceLineIndex?) -> Marks {
        let index = Int(id.rawValue)
        if index < marks.count { return marks[index] }
        if let lines, let span = sourceSpan(id) {
            return source.withUnsafeBufferPointer { input in
                let start = lines.location(ofByte: span.lowerBound, in: input)
                // One line: the end is the start plus the characters in between.
                let width = SourceLineIndex.characters(in: input, from: span.lowerBound, to: span.upperBound)
                return Marks(startLine: start.line, startColumn: start.column,
                             endLine: start.line, endColumn: start.column &+ Int32(clamping: width))
            }
        }
        let loaded = lazyMarks?.marks
        guard let loaded, index < loaded.count else { return Marks(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1) }
        return loaded[index]
    }

    /// Node ranges for many lookups in a row (100,000 findings placed at once):
    /// the document and its line table are fetched once, not once a node.
    public struct RangeFinder {
        /// The document the ranges are of.
        public let document: YAMLDocument
        let lines: SourceLineIndex?

        /// The node's source range, as ``YAMLDocument/range(_:)`` gives it.
        public func range(_ id: YAMLNodeID) -> SourceRange {
            let n = document.marks(id, lines: lines)
            return SourceRange(line: Int(n.startLine), column: Int(n.startColumn),
                               endLine: Int(n.endLine), endColumn: Int(n.endColumn))
        }
    }

    /// A ``RangeFinder`` over this document.
    public var rangeFinder: RangeFinder {
        RangeFinder(document: self, lines: marks.isEmpty ? lazyMarks?.lineIndex : nil)
    }

    /// The bytes a scalar occupies in the input, quotes included, when its value
    /// is written there verbatim on one line; `nil` otherwise (collections,
    /// escapes, folded or block scalars, empty values).
    ///
    /// A scalar's value is only ever pointed at in the input where the bytes at
    /// libyaml's start mark (after the opening quote) equal it, so the span
    /// starts exactly at the mark; one line long, it ends where libyaml's end
    /// mark does: after the last character of a plain scalar, after the closing
    /// quote of a quoted one.
    public func sourceSpan(_ id: YAMLNodeID) -> Range<Int>? {
        let n = nodes[Int(id.rawValue)]
        guard n.kind == .scalar, n.inSource, n.count > 0 else { return nil }
        let first = Int(n.first), end = first + Int(n.count)
        return source.withUnsafeBufferPointer { input -> Range<Int>? in
            for index in first..<end where input[index] == UInt8(ascii: "\n") || input[index] == UInt8(ascii: "\r") {
                return nil
            }
            switch n.style {
            case .plain: return first..<end
            case .singleQuoted, .doubleQuoted:
                let quote = n.style == .singleQuoted ? UInt8(ascii: "'") : UInt8(ascii: "\"")
                guard first >= 1, end < input.count, input[first - 1] == quote, input[end] == quote else { return nil }
                return (first - 1)..<(end + 1)
            case .literal, .folded: return nil
            }
        }
    }

    /// Number of nodes in the arena.
    public var nodeCount: Int { nodes.count }

    /// The node's kind.
    @inlinable
    public func kind(_ id: YAMLNodeID) -> YAMLNodeKind { nodes[Int(id.rawValue)].kind }

    /// The node's source range (1-based lines and columns; end is exclusive).
    public func range(_ id: YAMLNodeID) -> SourceRange {
        let n = marks(id)
        return SourceRange(line: Int(n.startLine), column: Int(n.startColumn),
                           endLine: Int(n.endLine), endColumn: Int(n.endColumn))
    }

    /// The node's start position.
    public func start(_ id: YAMLNodeID) -> SourceLocation {
        let n = marks(id)
        return SourceLocation(line: Int(n.startLine), column: Int(n.startColumn))
    }

    /// A scalar's style; `.plain` for collections.
    @inlinable
    public func scalarStyle(_ id: YAMLNodeID) -> YAMLScalarStyle { nodes[Int(id.rawValue)].style }

    /// Whether the node has an explicit tag: the cheap test before ``tag(_:)``.
    @inlinable
    public func hasTag(_ id: YAMLNodeID) -> Bool { nodes[Int(id.rawValue)].hasTag }

    /// The explicit tag written on the node (`!!str`, `!custom`), if any.
    public func tag(_ id: YAMLNodeID) -> String? {
        nodes[Int(id.rawValue)].hasTag ? tags[id.rawValue] : nil
    }

    /// A scalar's decoded value. Empty for collections.
    public func scalar(_ id: YAMLNodeID) -> String {
        guard nodes[Int(id.rawValue)].kind == .scalar else { return "" }
        return withScalarBytes(id) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with a scalar's UTF-8 bytes, without making a `String`.
    @inlinable @inline(__always)
    public func withScalarBytes<R>(_ id: YAMLNodeID, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let n = nodes[Int(id.rawValue)]
        guard n.kind == .scalar else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try withBytes(n, body)
    }

    /// The bytes a scalar node indexes, in whichever buffer holds them.
    @inlinable @inline(__always)
    func withBytes<R>(_ n: Node, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try (n.inSource ? source : scalarBytes).withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(n.first)..<Int(n.first + n.count)]))
        }
    }

    /// Whether a scalar's value equals `text`, compared byte for byte.
    public func scalarEquals(_ id: YAMLNodeID, _ text: String) -> Bool {
        // Kind and length first: most keys a lookup passes over differ in length.
        let n = nodes[Int(id.rawValue)]
        guard n.kind == .scalar, Int(n.count) == text.utf8.count else { return false }
        var text = text
        return text.withUTF8 { expected in
            withBytes(n) { $0.elementsEqual(expected) }
        }
    }

    /// Whether a scalar's decoded bytes are exactly `text` (false for collections).
    /// The literal form of ``scalarEquals(_:_:)`` for hot lookups: no String.
    @inlinable @inline(__always)
    public func scalarEquals(_ id: YAMLNodeID, literal text: StaticString) -> Bool {
        let n = nodes[Int(id.rawValue)]
        guard n.kind == .scalar, Int(n.count) == text.utf8CodeUnitCount else { return false }
        return withBytes(n) { bytes in
            let expected = text.utf8Start
            for offset in 0..<bytes.count where bytes[offset] != expected[offset] { return false }
            return true
        }
    }

    /// Number of elements of a sequence, or key/value pairs of a mapping; 0 for scalars.
    @inlinable
    public func count(_ id: YAMLNodeID) -> Int {
        let n = nodes[Int(id.rawValue)]
        switch n.kind {
        case .scalar: return 0
        case .sequence: return Int(n.count)
        case .mapping: return Int(n.count) / 2
        }
    }

    /// Element `index` of a sequence.
    @inlinable
    public func element(_ id: YAMLNodeID, _ index: Int) -> YAMLNodeID {
        let n = nodes[Int(id.rawValue)]
        precondition(n.kind == .sequence && index < Int(n.count), "element(_:_:) needs a sequence index in range")
        return YAMLNodeID(rawValue: n.child(index, in: children))
    }

    /// The key of pair `index` of a mapping.
    @inlinable
    public func key(_ id: YAMLNodeID, _ index: Int) -> YAMLNodeID {
        let n = nodes[Int(id.rawValue)]
        precondition(n.kind == .mapping && index * 2 < Int(n.count), "key(_:_:) needs a mapping index in range")
        return YAMLNodeID(rawValue: n.child(index * 2, in: children))
    }

    /// The value of pair `index` of a mapping.
    @inlinable
    public func value(_ id: YAMLNodeID, _ index: Int) -> YAMLNodeID {
        let n = nodes[Int(id.rawValue)]
        precondition(n.kind == .mapping && index * 2 < Int(n.count), "value(_:_:) needs a mapping index in range")
        return YAMLNodeID(rawValue: n.child(index * 2 + 1, in: children))
    }
}

/// Whether a parse records every node's position or leaves them to be parsed
/// again on demand.
public enum YAMLPositions: Sendable {
    /// Every node's start and end, recorded as the file is parsed.
    case recorded
    /// None kept; the first position asked for parses the bytes again with them.
    /// A file with any syntax problem is parsed with positions from the start.
    case onDemand
}

/// Positions parsed again on first use, then kept (shared by the copies of a
/// document, across threads).
final class LazyMarks: @unchecked Sendable {
    private let bytes: [UInt8]
    private let limits: YAMLLimits
    private let lock = NSLock()
    private var loaded: [YAMLDocument.Marks]?
    private var lines: SourceLineIndex??

    init(bytes: [UInt8], limits: YAMLLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Whether the input has been parsed again for its positions (for tests).
    var parsedAgain: Bool { lock.withLock { loaded != nil } }

    /// The input's line table, built on first use; `nil` when the input has
    /// line breaks it does not model (see ``SourceLineIndex``).
    var lineIndex: SourceLineIndex? {
        lock.withLock {
            if let lines { return lines }
            let built = SourceLineIndex(bytes: bytes)
            lines = .some(built)
            return built
        }
    }

    var marks: [YAMLDocument.Marks] {
        lock.withLock {
            if let loaded { return loaded }
            let marks = YAMLParser.parse(bytes, limits: limits, positions: .recorded).document?.marks ?? []
            loaded = marks
            return marks
        }
    }
}

/// What parsing a file gives: a document when one could be built, and every
/// problem found on the way.
public struct YAMLParseResult: Sendable {
    /// The document, or `nil` when the input was empty or broken beyond repair.
    public var document: YAMLDocument?
    /// Syntax errors and limits hit, each with a position.
    public var diagnostics: [Diagnostic]

    public init(document: YAMLDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
