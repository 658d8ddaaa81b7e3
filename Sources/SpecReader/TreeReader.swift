#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import LayoutIR
import YAMLSyntax

/// How messages name the YAML node a view is read from (`children[2]`, `items[0]`)
/// when it is no mapping; a view that was read is named by its id or path.
enum ViewLabel: ExpressibleByStringLiteral {
    case text(String)
    /// `list[offset]`
    case element(list: StaticString, offset: Int)

    init(stringLiteral value: String) { self = .text(value) }

    var text: String {
        switch self {
        case .text(let text): text
        case .element(let list, let offset): "\(list)[\(offset)]"
        }
    }
}

/// One view to read: where it is in the YAML and the tree.
struct PendingView {
    enum Source {
        /// A view mapping from `children:` (or the root), or a flow item mapping.
        case mapping
        /// A flow section's header or footer, made from its reference size.
        case supplementary
    }

    var source: Source = .mapping
    var node: YAMLNodeID
    var parent: Int?
    /// The path is `pathPrefix` followed by `pathIndex` when that is not negative;
    /// siblings share the prefix string.
    var pathPrefix: String
    var pathIndex = -1
    var role: ViewRole
    var defaultKind: ViewKind
    /// How `messages` name the node (`children[2]`); made into text only for a message.
    var name: ViewLabel
    var label: String { name.text }
    /// A flow item: read with the item schema.
    var isItem = false
    /// For flow items written with `repeat:`: the copy this is, of `copies`.
    var copy = 0
    var copies: Int?
    /// Later copies of a repeated item report nothing: the first copy did.
    var quiet = false

    var path: String { pathIndex < 0 ? pathPrefix : pathPrefix + String(pathIndex) }
}

/// Builds the flat, pre-order view list from the YAML tree with an explicit work
/// stack, so nesting depth never touches the call stack.
///
/// A list of subviews or flow items is one stack entry, a cursor that yields
/// its next view when popped, not one entry per view: a parent of a million
/// children costs the stack nothing.
struct TreeReader {
    let context: ReaderContext
    /// The context's document, held here as `RepeatCount` holds it: read through
    /// the context (a class), each use copied the document, a reference count
    /// for each of its buffers, for every view read.
    private let document: YAMLDocument
    /// Views still allowed (`maxViews` less those made or counted).
    var budget: Int
    let maxViews: Int
    /// The views ``RepeatCount`` counted under the root, when it did.
    private let expectedViews: Int?
    var views: [ViewSpec] = []
    var viewNodes: [YAMLNodeID] = []
    /// The flows' `repeat:` items that may hold ids (``FlowReader/Result/repeatedItems``),
    /// once per read of their collection.
    var repeatedItems: [YAMLNodeID] = []
    private var stack: [Work] = []
    /// The view that first took each id (its node is `viewNodes[view]`).
    private var idOwners: [String: Int32] = [:]
    private let interner = ViewStorageInterner()

    /// An entry of the work stack.
    private enum Work {
        case view(PendingView)
        /// `children:` of `parent`, from element `offset` on.
        case children(Children, offset: Int)
        /// A collection's flow views, from `entry` (copy `copy`) on.
        case flow(FlowViews, entry: Int, copy: Int)
    }

    private struct Children {
        var elements: [YAMLNodeID]
        var parent: Int
        var pathPrefix: String
        var quiet: Bool
    }

    private struct FlowViews {
        var entries: [FlowReader.Entry]
        var pathPrefixes: [String]
        var parent: Int
        var quiet: Bool
    }

    /// `expectedViews`: ``RepeatCount``'s count of the views under the root (an
    /// upper bound, within `maxViews`), which the view arrays are sized for.
    init(context: ReaderContext, maxViews: Int, expectedViews: Int? = nil) {
        self.context = context
        self.document = context.document
        self.maxViews = maxViews
        self.budget = maxViews
        self.expectedViews = expectedViews
    }

    mutating func read(root: YAMLNodeID) {
        // Sized once for every view: an array grown by doubling copies itself at
        // each step, and while it grows the old and the new buffer are both alive.
        // Without a count, a guess: a view takes at least 5 nodes
        // (`- {size: [w, h]}`) unless written with `repeat`, which the guess misses.
        let guess = min(maxViews, expectedViews ?? context.document.nodeCount / 5 + 16)
        views.reserveCapacity(guess)
        viewNodes.reserveCapacity(guess)
        // Many views have ids: growing the table from empty rehashes every id
        // several times. A quarter of the views is a guess; more still grows.
        idOwners.reserveCapacity(guess / 4)
        budget -= 1
        stack.append(.view(PendingView(node: root, parent: nil, pathPrefix: "root", role: .subview,
                                       defaultKind: .view, name: "root")))
        while let work = stack.popLast() {
            switch work {
            case .view(let pending): process(pending)
            case .children(let children, let offset): nextChild(children, offset: offset)
            case .flow(let flow, let entry, let copy): nextFlowView(flow, entry: entry, copy: copy)
            }
        }
    }

    /// Reads child `offset` after queueing the rest of the list under it, so the
    /// child's own subtree is read before its next sibling (pre-order).
    private mutating func nextChild(_ children: Children, offset: Int) {
        let node = children.elements[offset]
        guard budget > 0 else {
            context.reportViewLimit(maxViews, at: node)
            return
        }
        budget -= 1
        if offset + 1 < children.elements.count { stack.append(.children(children, offset: offset + 1)) }
        process(PendingView(node: node, parent: children.parent, pathPrefix: children.pathPrefix, pathIndex: offset,
                            role: .subview, defaultKind: .view, name: .element(list: "children", offset: offset),
                            quiet: children.quiet))
    }

    /// Makes the flow view `entry` (copy `copy` of a repeated item) after
    /// queueing the next one. FlowReader already counted them against the budget.
    private mutating func nextFlowView(_ flow: FlowViews, entry: Int, copy: Int) {
        var entry = entry, copy = copy
        // Plain items (only `size` and `repeat`, the bulk of a big flow) have no
        // subtree to read first: they are made here in one run, not one trip
        // through the work stack (and its copies of `flow`) each.
        while entry < flow.entries.count, flow.entries[entry].plain {
            appendPlainItem(flow.entries[entry], copy: copy, of: flow)
            if copy + 1 < flow.entries[entry].count {
                copy += 1
            } else {
                entry += 1
                copy = 0
            }
        }
        guard entry < flow.entries.count else { return }
        let current = flow.entries[entry]
        if copy + 1 < current.count {
            stack.append(.flow(flow, entry: entry, copy: copy + 1))
        } else if entry + 1 < flow.entries.count {
            stack.append(.flow(flow, entry: entry + 1, copy: 0))
        }
        let prefix = flow.pathPrefixes[Int(current.pathPrefix)]
        var pending: PendingView
        switch current.role {
        case .item:
            let index = Int(current.first) + copy
            pending = PendingView(node: current.node, parent: flow.parent, pathPrefix: prefix, pathIndex: index,
                                  role: .flowItem(section: Int(current.section), index: index), defaultKind: .cell,
                                  name: .element(list: "items", offset: Int(current.offset)), isItem: true,
                                  copy: copy, copies: current.repeated ? Int(current.count) : nil,
                                  quiet: flow.quiet || copy > 0)
        case .header, .footer:
            let header = current.role == .header
            pending = PendingView(source: .supplementary, node: current.node, parent: flow.parent,
                                  pathPrefix: prefix + (header ? "/header" : "/footer"),
                                  role: header ? .flowHeader(section: Int(current.section))
                                      : .flowFooter(section: Int(current.section)),
                                  defaultKind: .view, name: header ? "header" : "footer", quiet: flow.quiet)
        }
        process(pending)
    }

    /// What `processMapping` makes of a plain item: a default cell.
    private mutating func appendPlainItem(_ item: FlowReader.Entry, copy: Int, of flow: FlowViews) {
        let index = Int(item.first) + copy
        append(ViewSpec(pathPrefix: flow.pathPrefixes[Int(item.pathPrefix)], pathIndex: index, kind: .cell,
                        parent: flow.parent),
               role: .flowItem(section: Int(item.section), index: index), node: item.node)
    }

    private mutating func process(_ pending: PendingView) {
        context.viewPathPrefix = pending.pathPrefix
        context.viewPathIndex = pending.pathIndex
        context.viewIDNode = nil
        context.viewIDCopy = nil
        context.muted = pending.quiet
        defer { context.muted = false }
        switch pending.source {
        case .supplementary:
            append(view(for: pending, kind: .view), role: pending.role, node: pending.node)
        case .mapping:
            processMapping(pending)
        }
    }

    private func view(for pending: PendingView, kind: ViewKind) -> ViewSpec {
        ViewSpec(pathPrefix: pending.pathPrefix, pathIndex: pending.pathIndex, kind: kind, parent: pending.parent)
    }

    private mutating func append(_ view: consuming ViewSpec, role: ViewRole, node: YAMLNodeID) {
        let index = views.count
        let parent = view.parent
        views.append(view)
        // Set in place: a local `var` copy of the view would retain and release its strings.
        views[index].role = role
        viewNodes.append(node)
        if let parent { views[parent].children.append(index) }
    }

    private mutating func processMapping(_ pending: PendingView) {
        let node = pending.node
        guard document.kind(node) == .mapping else {
            context.mismatch(node, key: pending.label, expected: "a view (a mapping)")
            return
        }
        let keys = KeyScan(node, document)
        context.viewIDNode = keys.id
        if let copies = pending.copies, copies > 0 { context.viewIDCopy = pending.copy }
        if pending.isItem, keys.onlyItemKeys {
            // `- {size: [w, h]}` (and `repeat:`), most items of a big flow: both keys
            // were read by FlowReader, so the item is a default cell.
            append(view(for: pending, kind: pending.defaultKind), role: pending.role, node: node)
            return
        }
        let kind = keys.kind.flatMap(viewKind) ?? pending.defaultKind
        // The view is built in place in `views`: copying a view in and out of a
        // local costs a retain and release of each of its strings and boxes.
        let index = views.count
        append(view(for: pending, kind: kind), role: pending.role, node: node)
        var childrenNode: YAMLNodeID?, flowNode: YAMLNodeID?
        // Messages name the view as every other message does: by id, else by path
        // (Docs/SpecFormat.md#a-view), not by its place in one list (`children[0]`).
        context.readObject(node, pending.isItem ? SpecSchema.item : SpecSchema.view, kind: kind,
                           label: "view \(context.viewID.map { "'\($0)'" } ?? pending.path)") { spec, value in
            switch spec.id {
            case .children: childrenNode = value
            case .flow: flowNode = value
            case .size, .repeatCount: break  // read with the flow, see FlowReader
            case .constraints: if !pending.quiet { context.pendingConstraints.append((index, value)) }
            default: context.applyViewKey(spec, value, to: &views[index])
            }
        }
        if let id = views[index].id, let copies = pending.copies, copies > 0 { views[index].id = "\(id)[\(pending.copy)]" }
        checkUniqueID(views[index].id, index: index, node: node, quiet: pending.quiet)
        views[index].shareStorage(interner)
        if keys.hasFrame, keys.hasPlace {
            context.report(.overConstrained, .error, "both 'frame' and 'place' are given; use one ('frame' is used)",
                           at: context.valueNode(node, "place") ?? node)
            if let frame = context.valueNode(node, "frame"), let rect = context.rect(frame, key: "frame") {
                views[index].positioning = .frame(rect)
            }
        }
        let elements = childrenNode.flatMap { context.list($0, key: "children", of: .view) } ?? []
        if !pending.quiet, keys.hasFrame || keys.hasPlace {
            context.checkPlacementMistakes(views[index].positioning, kind: views[index].kind, isRoot: pending.parent == nil,
                                           hasChildren: !elements.isEmpty || flowNode != nil, node: node)
        }
        if !elements.isEmpty {
            stack.append(.children(Children(elements: elements, parent: index, pathPrefix: pending.path + "/children/",
                                            quiet: pending.quiet), offset: 0))
        }
        if let flowNode {
            let read = FlowReader.read(flowNode, context: context, collectionPath: pending.path, budget: &budget,
                                       maxViews: maxViews)
            views[index].flow = read.flow
            repeatedItems += read.repeatedItems
            views[index].children.reserveCapacity(read.entries.reduce(0) { $0 + Int($1.count) })
            if !read.entries.isEmpty {
                // Above the children: a collection's flow views come first (see `ViewSpec.children`).
                stack.append(.flow(FlowViews(entries: read.entries, pathPrefixes: read.pathPrefixes, parent: index,
                                             quiet: pending.quiet), entry: 0, copy: 0))
            }
        }
    }

    /// The `kind:` of a view mapping (its value node), read first because it
    /// decides which keys apply.
    private func viewKind(_ value: YAMLNodeID) -> ViewKind? {
        // `kindNames` lists `ViewKind.allCases` in order.
        context.choiceIndex(value, key: "kind", among: SpecSchema.kindNames).map { ViewKind.allCases[$0] }
    }

    /// What one pass over a view mapping's keys tells before it is read.
    private struct KeyScan {
        var kind: YAMLNodeID?
        /// The `id:` value, so that the view's diagnostics carry its id.
        var id: YAMLNodeID?
        var hasFrame = false
        var hasPlace = false
        /// Every key is `size` or `repeat` (the keys FlowReader reads).
        var onlyItemKeys = true

        /// The keys this scan looks for, told apart by length and first byte
        /// before a full compare (no other view key shares both).
        private enum Wanted { case size, repeatCount, kind, id, frame, place, other }

        init(_ node: YAMLNodeID, _ document: borrowing YAMLDocument) {
            for index in 0..<document.count(node) {
                let key = document.key(node, index)
                switch Self.wanted(key, document) {
                case .size, .repeatCount: continue
                case .kind:
                    if kind == nil { kind = document.value(node, index) }
                case .id:
                    if id == nil { id = document.value(node, index) }
                case .frame: hasFrame = true
                case .place: hasPlace = true
                case .other: break
                }
                onlyItemKeys = false
            }
        }

        private static func wanted(_ key: YAMLNodeID, _ document: borrowing YAMLDocument) -> Wanted {
            document.withScalarBytes(key) { bytes -> Wanted in
                guard let first = bytes.first else { return .other }
                let (candidate, literal): (Wanted, StaticString)
                switch (bytes.count, first) {
                case (4, UInt8(ascii: "s")): (candidate, literal) = (.size, "size")
                case (6, UInt8(ascii: "r")): (candidate, literal) = (.repeatCount, "repeat")
                case (4, UInt8(ascii: "k")): (candidate, literal) = (.kind, "kind")
                case (2, UInt8(ascii: "i")): (candidate, literal) = (.id, "id")
                case (5, UInt8(ascii: "f")): (candidate, literal) = (.frame, "frame")
                case (5, UInt8(ascii: "p")): (candidate, literal) = (.place, "place")
                default: return .other
                }
                return memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0 ? candidate : .other
            }
        }
    }

    private mutating func checkUniqueID(_ id: String?, index: Int, node: YAMLNodeID, quiet: Bool) {
        guard let id, !quiet else { return }
        if let owner = idOwners[id].map(Int.init) {
            let ownerNode = viewNodes[owner]
            guard ownerNode != node, owner != index else { return }
            let first = document.start(ownerNode)
            context.report(.duplicateID, .error,
                           "duplicate id '\(id)'; it already names \(views[owner].path) (at \(first)); ids must be unique in a file",
                           at: context.valueNode(node, "id") ?? node)
        } else {
            idOwners[id] = Int32(truncatingIfNeeded: index)
        }
    }
}
