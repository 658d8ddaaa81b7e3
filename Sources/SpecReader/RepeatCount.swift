import Diagnostics
import YAMLSyntax

/// Counts the views a spec expands to before any is made: `repeat` counts
/// multiply through nesting (an item repeated 1,000 times holding a collection
/// of 1,000 items is a million views). Past the view limit the reader reports
/// the node that takes the count over it and reads nothing more, so a
/// `repeat: 100000000` ends at once instead of being expanded, solved and
/// written up to the limit.
///
/// The count follows what `TreeReader` and `FlowReader` make: the root, each
/// element of `children`, each item copy (and everything under it), and a
/// section's header and footer when their size is positive. Values the reader
/// refuses count as it treats them (an unreadable `repeat` is one copy), or
/// higher, never lower: the count is an upper bound, and the reader's own
/// budget still guards what it makes. Arithmetic saturates at `Int.max`, so
/// `repeat` nested to 2^62 (or 2^93) views cannot overflow.
struct RepeatCount {
    /// Where the limit is crossed and what the whole spec would expand to.
    struct Excess {
        /// The `repeat` value (or the view) whose views take the count past the limit.
        var node: YAMLNodeID
        /// The spec's view count, `Int.max` when it is that or more.
        var total: Int
    }

    private let context: ReaderContext
    /// The context's document, held here: read through the context, each access
    /// copied the document (a retain and a release of each of its arrays), for
    /// every view of the spec.
    private let document: YAMLDocument
    private let maxViews: Int
    /// The node at which the running count (in document order) first went past
    /// the limit, found while counting.
    private var crossing: YAMLNodeID?
    /// Views counted so far, in document order, the copies of a repeated item
    /// included (saturating).
    private var running = 0

    private init(context: ReaderContext, maxViews: Int) {
        self.context = context
        self.document = context.document
        self.maxViews = maxViews
    }

    /// The views under `root` (an upper bound, saturating), and when that is past
    /// `maxViews`, the node to report and the count it leads to.
    static func count(root: YAMLNodeID, context: ReaderContext, maxViews: Int) -> (total: Int, excess: Excess?) {
        var counter = RepeatCount(context: context, maxViews: maxViews)
        let total = counter.view(root, depth: 0)
        guard total > maxViews else { return (total, nil) }
        return (total, Excess(node: counter.crossing ?? root, total: total))
    }

    /// `a + b`, saturating at `Int.max` (both are non-negative).
    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// `a × b`, saturating at `Int.max` (both are non-negative).
    static func multiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }

    /// Adds `count` views made at `node` to the running count, noting `node`
    /// should they be the ones that pass the limit.
    private mutating func take(_ count: Int, at node: YAMLNodeID) {
        running = Self.add(running, count)
        if crossing == nil, running > maxViews { crossing = node }
    }

    /// The view at `node` and everything under it: one copy.
    /// `depth` counts views; the YAML nesting limit keeps it in the hundreds.
    /// `keys`: ``viewKeys(_:)`` of `node`, when the caller has read them.
    private mutating func view(_ node: YAMLNodeID, depth: Int, keys: ViewKeys? = nil) -> Int {
        take(1, at: node)
        var total = 1
        guard document.kind(node) == .mapping, depth < 10_000 else { return total }
        let keys = keys ?? viewKeys(node)
        if let children = keys.children, document.kind(children) == .sequence {
            for index in 0..<document.count(children) {
                total = Self.add(total, view(document.element(children, index), depth: depth + 1))
            }
        }
        if let flow = keys.flow, document.kind(flow) == .mapping {
            total = Self.add(total, flowViews(flow, depth: depth))
        }
        return total
    }

    /// The headers, items (all copies) and footers of a `flow:` mapping.
    private mutating func flowViews(_ flow: YAMLNodeID, depth: Int) -> Int {
        // `sections` wins over `items` when both are given, as in FlowReader.
        guard let sections = value(flow, "sections") else {
            return value(flow, "items").map { items($0, depth: depth) } ?? 0
        }
        guard document.kind(sections) == .sequence else { return 0 }
        var total = 0
        for index in 0..<document.count(sections) {
            let section = document.element(sections, index)
            guard document.kind(section) == .mapping else { continue }
            if let header = value(section, "header"), isPositive(header) {
                take(1, at: header)
                total = Self.add(total, 1)
            }
            if let list = value(section, "items") { total = Self.add(total, items(list, depth: depth)) }
            if let footer = value(section, "footer"), isPositive(footer) {
                take(1, at: footer)
                total = Self.add(total, 1)
            }
        }
        return total
    }

    /// The views of an `items:` list, each item times its `repeat`.
    private mutating func items(_ list: YAMLNodeID, depth: Int) -> Int {
        guard document.kind(list) == .sequence else { return 0 }
        var total = 0
        for index in 0..<document.count(list) {
            let item = document.element(list, index)
            let keys = viewKeys(item)
            let repeatNode = keys.repeat
            let copies = repeatNode.flatMap(repeatCount) ?? 1
            guard copies > 0 else { continue }
            // The first copy is counted where it lies; the others are its copies.
            let one = view(item, depth: depth + 1, keys: keys)
            let all = Self.multiply(one, copies)
            total = Self.add(total, all)
            if copies > 1, let repeatNode { take(Self.multiply(one, copies - 1), at: repeatNode) }
        }
        return total
    }

    /// The copies a `repeat:` value asks for, as FlowReader reads it: an integer
    /// from 0 to `Int32.max`, else `nil` (one copy, after an error).
    private func repeatCount(_ node: YAMLNodeID) -> Int? {
        guard case .number(let value)? = context.meaning(node), value == value.rounded(),
              value >= 0, value <= Double(Int32.max) else { return nil }
        return Int(value)
    }

    /// Whether a header or footer size makes a view (a number above 0).
    private func isPositive(_ node: YAMLNodeID) -> Bool {
        if case .number(let value)? = context.meaning(node) { return value > 0 }
        return false
    }

    /// The values of a view's `children`, `flow` and `repeat` keys (the first of
    /// each, as ``value(_:_:)`` finds it), in one pass over its keys: a flow's
    /// items were read three times over, once per key.
    private struct ViewKeys {
        var children: YAMLNodeID?
        var flow: YAMLNodeID?
        var `repeat`: YAMLNodeID?
    }

    private func viewKeys(_ node: YAMLNodeID) -> ViewKeys {
        var keys = ViewKeys()
        guard document.kind(node) == .mapping else { return keys }
        for index in 0..<document.count(node) {
            let key = document.key(node, index)
            if keys.children == nil, document.scalarEquals(key, literal: "children") {
                keys.children = document.value(node, index)
            } else if keys.flow == nil, document.scalarEquals(key, literal: "flow") {
                keys.flow = document.value(node, index)
            } else if keys.repeat == nil, document.scalarEquals(key, literal: "repeat") {
                keys.repeat = document.value(node, index)
            }
        }
        return keys
    }

    private func value(_ node: YAMLNodeID, _ key: StaticString) -> YAMLNodeID? {
        guard document.kind(node) == .mapping else { return nil }
        for index in 0..<document.count(node) where document.scalarEquals(document.key(node, index), literal: key) {
            return document.value(node, index)
        }
        return nil
    }
}
