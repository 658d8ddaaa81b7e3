import Diagnostics
import Foundation
import YAMLSyntax

/// Where each view of a screen came from, so diagnostics about views (from the
/// solver and the rules, which never see YAML) can point at the right line.
///
/// It keeps one node number per view, not the parsed tree: when read from
/// bytes, the tree is dropped after reading and parsed again from the same
/// bytes (same limits, so the same node numbers) the first time a position is
/// asked for. A clean compile never pays for it; the solver and the rules run
/// without the tree in memory.
///
/// Most findings are about a view, and are placed at its first key: where that
/// key is written (when it is a one-line scalar) is kept for every view, 8
/// bytes each, and turned into a line and column through the input's line
/// table. A screen with a finding on each of 100,000 views is then placed
/// without the second parse. Findings about a key inside a view
/// (`cornerRadius`, `fontSize`, `flow.itemSize`, …) are placed the same way
/// through a ``KeySpanTable``; only a key outside its list, or a value whose
/// span cannot be told without marks, parses the file again.
public struct SpecSourceMap: Sendable {
    /// For each view index, the YAML mapping it was read from (items made by
    /// `repeat` share their node).
    var viewNodes: [YAMLNodeID] = []
    /// For each view index, where its first key is written in the input;
    /// empty when the map was not made by ``reparsing(_:limits:)``.
    var firstKeySpans: [InputSpan] = []
    /// Where the values of the keys findings point at are written; `nil` when
    /// the map was not made by ``reparsing(_:limits:)``.
    var keySpans: KeySpanTable?
    /// What the YAML says beyond the IR: the top-level keys' places and the
    /// ids written in `repeat:` items (see ``range(of:)``).
    public internal(set) var outline = SourceOutline()
    let tree: LazyTree?
    /// Ranges a reader that is not YAML (an Interface Builder file) gave up front.
    var fixed: ViewSourceRanges?

    /// A map that knows no views (for a result whose screen was released).
    public init() {
        tree = nil
    }

    /// A map whose ranges are known up front: for each view index its range, and
    /// for some views the ranges of keys (`frame`, `hidden`, `constraints.3`).
    /// A key not listed falls back to its nearest listed parent, then the view.
    /// `viewSpans`, when given, are the views' whole extents (an IB element to its
    /// end tag) for an editor's outline, where `viewRanges` are where diagnostics point.
    public init(viewRanges: [SourceRange], keyRanges: [Int: [String: SourceRange]], viewSpans: [SourceRange]? = nil) {
        self.init(ViewSourceRanges(views: viewRanges, keys: keyRanges, spans: viewSpans))
    }

    /// A map over ranges a reader that is not YAML gave up front (an Interface Builder file's).
    public init(_ ranges: ViewSourceRanges) {
        tree = nil
        fixed = ranges
    }

    /// A map over a tree that stays in memory (read from an already parsed file).
    init(document: YAMLDocument?) {
        tree = document.map(LazyTree.init(document:))
    }

    /// A map that parses `bytes` again when a position is first asked for.
    init(bytes: [UInt8], limits: YAMLLimits) {
        tree = LazyTree(bytes: bytes, limits: limits)
    }

    /// The same view nodes over a tree parsed again from `bytes` when needed,
    /// so that this map no longer holds the tree it was read from.
    public func reparsing(_ bytes: [UInt8], limits: YAMLLimits = .default) -> SpecSourceMap {
        guard let tree else { return self }
        var map = SpecSourceMap(bytes: bytes, limits: limits)
        map.viewNodes = viewNodes
        map.outline = outline
        if let document = tree.documentInMemory {
            map.firstKeySpans = Self.firstKeySpans(of: viewNodes, in: document)
            map.keySpans = KeySpanTable(viewNodes: viewNodes, document: document)
        } else {
            map.firstKeySpans = firstKeySpans
            map.keySpans = keySpans
        }
        return map
    }

    /// Where each view's first key is written. A loop over a borrowed document:
    /// a `map` closure capturing it copied the document (a reference count for
    /// each of its buffers) for every view.
    private static func firstKeySpans(of nodes: [YAMLNodeID], in document: borrowing YAMLDocument) -> [InputSpan] {
        var spans: [InputSpan] = []
        spans.reserveCapacity(nodes.count)
        for node in nodes { spans.append(InputSpan(firstKeyOf: node, in: document)) }
        return spans
    }

    /// The range to report for view `index`: the value of `key` (a dotted path such
    /// as `place.left` or `placeholder.location`) when the view has it, else the
    /// key's nearest present parent, else the view's first key.
    public func range(forView index: Int, key: String? = nil) -> SourceRange? {
        if let fixed { return fixed.range(forView: index, key: key) }
        guard index >= 0, index < viewNodes.count, let document = tree?.document else { return nil }
        return Self.range(forView: index, key: key, viewNodes: viewNodes, document)
    }

    /// ``range(forView:key:)`` for many diagnostics: `body` is given a lookup that
    /// reaches the tree once for all of them, not once a call (a lock and a
    /// copy of the document each; a screen can have 100,000 findings).
    public func withRangeLookup<R>(_ body: (_ range: (_ view: Int, _ key: String?) -> SourceRange?) -> R) -> R {
        let lookup = RangeLookup(self)
        return body { index, key in lookup.range(forView: index, key: key) }
    }

    /// The lookups of one ``withRangeLookup(_:)``. A class, so that each lookup
    /// reads the tables where they lie: a closure's captured optionals (the line
    /// table, the byte array, the key table) were copied, a reference count
    /// each, for every one of 100,000 findings.
    private final class RangeLookup {
        private let map: SpecSourceMap
        private let bytes: [UInt8]
        /// Fetched on the first lookup that needs it, not before: a compile with no
        /// view diagnostics must not build the line table or parse the file again.
        private var lines: LineTable?
        private var linesReached = false
        private var finder: YAMLDocument.RangeFinder?
        private var finderReached = false

        /// The input's line table, held by reference.
        private final class LineTable {
            let index: SourceLineIndex
            init(_ index: SourceLineIndex) { self.index = index }
        }

        init(_ map: SpecSourceMap) {
            self.map = map
            bytes = map.tree?.bytes ?? []
        }

        func range(forView index: Int, key: String?) -> SourceRange? {
            if let fixed = map.fixed { return fixed.range(forView: index, key: key) }
            guard index >= 0, index < map.viewNodes.count else { return nil }
            // A finding about the view itself is placed at its first key; one about a
            // listed key at that key's value (or its nearest present parent's).
            var span: InputSpan?
            if let key {
                switch map.keySpans?.placement(node: map.viewNodes[index], key: key) {
                case .span(let value)?: span = value
                case .firstKey?: span = index < map.firstKeySpans.count ? map.firstKeySpans[index] : nil
                case nil: span = nil
                }
            } else if index < map.firstKeySpans.count {
                span = map.firstKeySpans[index]
            }
            if let span, span != .unknown {
                // From the line table: no second parse.
                if !linesReached {
                    lines = map.tree?.lineIndex.map(LineTable.init)
                    linesReached = true
                }
                if let lines, let range = span.range(in: bytes, lines: lines.index) { return range }
            }
            if !finderReached {
                finder = map.tree?.document?.rangeFinder
                finderReached = true
            }
            // Through optional chaining, in place: binding the finder to a local
            // would copy the document (its arrays retained) for every lookup.
            return finder?.range(forView: index, key: key, viewNodes: map.viewNodes)
        }
    }

    private static func range(forView index: Int, key: String?, viewNodes: [YAMLNodeID],
                              _ document: YAMLDocument) -> SourceRange? {
        document.rangeFinder.range(forView: index, key: key, viewNodes: viewNodes)
    }

    /// The innermost view whose YAML node contains `location`, for editors
    /// (hover). Copies made by `repeat` share their node: the first copy is given.
    public func viewIndex(containing location: SourceLocation) -> Int? {
        guard let document = tree?.document else { return nil }
        var best: (index: Int, start: SourceLocation)?
        for (index, node) in viewNodes.enumerated() {
            let range = document.range(node)
            guard range.start <= location, location < range.end else { continue }
            if let current = best, current.start >= range.start { continue }
            best = (index, range.start)
        }
        return best?.index
    }

    static func value(in node: YAMLNodeID, named name: Substring, _ document: YAMLDocument) -> YAMLNodeID? {
        guard document.kind(node) == .mapping else { return nil }
        for index in 0..<document.count(node) where document.scalarEquals(document.key(node, index), String(name)) {
            return document.value(node, index)
        }
        return nil
    }
}

/// The parsed tree behind a source map, parsed again on first use and then kept
/// (one map is shared by the copies of a compile result, across threads).
final class LazyTree: @unchecked Sendable {
    let bytes: [UInt8]
    private let limits: YAMLLimits
    private let lock = NSLock()
    private var parsed: YAMLDocument?
    private var done: Bool
    private var lines: SourceLineIndex??

    /// The document when it is in memory already (never parses).
    var documentInMemory: YAMLDocument? {
        lock.withLock { done ? parsed : nil }
    }

    /// The input's line table, built on first use; `nil` without bytes or when
    /// the input has line breaks the table does not model.
    var lineIndex: SourceLineIndex? {
        lock.withLock {
            if let lines { return lines }
            let built = bytes.isEmpty ? nil : SourceLineIndex(bytes: bytes)
            lines = .some(built)
            return built
        }
    }

    init(document: YAMLDocument) {
        bytes = []
        limits = .default
        parsed = document
        done = true
    }

    init(bytes: [UInt8], limits: YAMLLimits) {
        self.bytes = bytes
        self.limits = limits
        done = false
    }

    var document: YAMLDocument? {
        lock.withLock {
            if !done {
                // Without positions: the scalars findings point at (`cornerRadius: 40`)
                // are placed from the line table, and only a collection (`hitInsets:
                // [...]`) makes the document parse the file for its marks.
                parsed = YAMLParser.parse(bytes, limits: limits, positions: .onDemand).document
                done = true
            }
            return parsed
        }
    }
}

extension YAMLDocument.RangeFinder {
    /// ``SpecSourceMap/range(forView:key:)`` through this finder.
    func range(forView index: Int, key: String?, viewNodes: [YAMLNodeID]) -> SourceRange? {
        var node = viewNodes[index]
        if let key {
            for part in key.split(separator: ".") {
                guard let next = SpecSourceMap.value(in: node, named: part, document) else { break }
                node = next
            }
        }
        if node == viewNodes[index], document.kind(node) == .mapping, document.count(node) > 0 {
            // Point at the view's first key rather than the mapping's start, which
            // for a block sequence item is the `-`.
            return range(document.key(node, 0))
        }
        return range(node)
    }
}
