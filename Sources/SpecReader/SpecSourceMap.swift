import Diagnostics
import Foundation
import YAMLSyntax

/// Where each view of a screen came from, so diagnostics about views (from the
/// solver and the rules, which never see YAML) can point at the right line.
///
/// It keeps one node number per view and the tree they were read from, parsed
/// without positions: a one-line scalar's position (a view's first key, the
/// value of `cornerRadius`) follows from where it sits in the input, any other
/// node's from parsing the bytes again with positions. ``reparsing(_:limits:)``
/// makes a map that holds no tree, only the bytes to parse again (same limits,
/// so the same node numbers) the first time a position is asked for.
public struct SpecSourceMap: Sendable {
    /// For each view index, the YAML mapping it was read from (items made by
    /// `repeat` share their node).
    var viewNodes: [YAMLNodeID] = []
    let tree: LazyTree?

    /// A map that knows no views (for a result whose screen was released).
    public init() {
        tree = nil
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
        guard tree != nil else { return self }
        var map = SpecSourceMap(bytes: bytes, limits: limits)
        map.viewNodes = viewNodes
        return map
    }

    /// The range to report for view `index`: the value of `key` (a dotted path such
    /// as `place.left` or `placeholder.location`) when the view has it, else the
    /// key's nearest present parent, else the view's first key.
    public func range(forView index: Int, key: String? = nil) -> SourceRange? {
        guard index >= 0, index < viewNodes.count, let document = tree?.document else { return nil }
        return Self.range(forView: index, key: key, viewNodes: viewNodes, document)
    }

    /// ``range(forView:key:)`` for many diagnostics: `body` is given a lookup that
    /// reaches the tree once for all of them, not once a call (a lock and a
    /// copy of the document each; a screen can have 100,000 findings).
    public func withRangeLookup<R>(_ body: (_ range: (_ view: Int, _ key: String?) -> SourceRange?) -> R) -> R {
        // Reached on the first lookup, not before: a compile with no view diagnostics
        // must not parse the file again.
        var finder: YAMLDocument.RangeFinder?
        var reached = false
        return body { index, key in
            guard index >= 0, index < viewNodes.count else { return nil }
            if !reached {
                finder = tree?.document?.rangeFinder
                reached = true
            }
            // Through optional chaining, in place: binding the finder to a local
            // would copy the document (its arrays retained) for every lookup.
            return finder?.range(forView: index, key: key, viewNodes: viewNodes)
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
    private let bytes: [UInt8]
    private let limits: YAMLLimits
    private let lock = NSLock()
    private var parsed: YAMLDocument?
    private var done: Bool

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
                parsed = YAMLParser.parse(bytes, limits: limits).document
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
