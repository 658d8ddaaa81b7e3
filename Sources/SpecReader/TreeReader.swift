import Diagnostics
import LayoutIR
import YAMLSyntax

/// How messages name a view mapping: `root`, `children[2]`, `items[0]`.
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

/// A view waiting in the reader's work stack.
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
    var path: String
    var role: ViewRole
    var defaultKind: ViewKind
    /// How `messages` name the node (`children[2]`); made into text only for a message.
    var name: ViewLabel
    var label: String { name.text }
    /// For flow items written with `repeat:`: the copy this entry makes and how many in all.
    var copy = 0
    var copies: Int?
    /// Path prefix of flow items (`…/items/`); the item index is appended.
    var itemPathPrefix: String?
    /// Later copies of a repeated item report nothing: the first copy did.
    var quiet = false
}

/// Builds the flat, pre-order view list from the YAML tree with an explicit work
/// stack, so nesting depth never touches the call stack.
struct TreeReader {
    let context: ReaderContext
    /// Views still allowed (`maxViews` less those made or queued).
    var budget: Int
    let maxViews: Int
    var views: [ViewSpec] = []
    var viewNodes: [YAMLNodeID] = []
    private var stack: [PendingView] = []
    private var idOwners: [String: (node: YAMLNodeID, path: String)] = [:]

    init(context: ReaderContext, maxViews: Int) {
        self.context = context
        self.maxViews = maxViews
        self.budget = maxViews
    }

    mutating func read(root: YAMLNodeID) {
        // A view takes at least 5 nodes (`- {size: [w, h]}`) unless written with
        // `repeat`: reserving that many spares the big copies of a growing array.
        let guess = min(maxViews, context.document.nodeCount / 5 + 16)
        views.reserveCapacity(guess)
        viewNodes.reserveCapacity(guess)
        push(PendingView(node: root, parent: nil, path: "root", role: .subview, defaultKind: .view, name: "root"))
        while let pending = stack.popLast() {
            process(pending)
        }
    }

    /// Queues `pending` if the view limit allows it.
    private mutating func push(_ pending: PendingView) {
        guard budget > 0 else {
            reportViewLimit(at: pending.node)
            return
        }
        budget -= 1
        stack.append(pending)
    }

    func reportViewLimit(at node: YAMLNodeID) {
        context.reportViewLimit(maxViews, at: node)
    }

    private mutating func process(_ pending: consuming PendingView) {
        var pending = pending
        if let prefix = pending.itemPathPrefix, case .flowItem(let section, let index) = pending.role {
            pending.path = prefix + String(index)
            pending.role = .flowItem(section: section, index: index)
        }
        context.viewPath = pending.path
        context.viewID = nil
        context.muted = pending.quiet
        defer { context.muted = false }
        switch pending.source {
        case .supplementary:
            append(ViewSpec(path: pending.path, kind: .view, parent: pending.parent), role: pending.role, node: pending.node)
        case .mapping:
            processMapping(pending)
        }
    }

    private mutating func append(_ view: consuming ViewSpec, role: ViewRole, node: YAMLNodeID) {
        var view = view
        view.role = role
        let index = views.count
        views.append(view)
        viewNodes.append(node)
        if let parent = view.parent { views[parent].children.append(index) }
    }

    private mutating func processMapping(_ pending: PendingView) {
        let node = pending.node
        guard context.document.kind(node) == .mapping else {
            context.mismatch(node, key: pending.label, expected: "a view (a mapping)")
            return
        }
        let kind = viewKind(node) ?? pending.defaultKind
        var view = ViewSpec(path: pending.path, kind: kind, parent: pending.parent)
        var childrenNode: YAMLNodeID?, flowNode: YAMLNodeID?
        let isItem = pending.itemPathPrefix != nil
        context.readObject(node, isItem ? SpecSchema.item : SpecSchema.view, kind: kind,
                           label: "view \(pending.label)") { spec, value in
            switch spec.id {
            case .children: childrenNode = value
            case .flow: flowNode = value
            case .size, .repeatCount: break  // read with the flow, see FlowReader
            default: context.applyViewKey(spec, value, to: &view)
            }
        }
        if let id = view.id, let copies = pending.copies, copies > 0 { view.id = "\(id)[\(pending.copy)]" }
        checkUniqueID(view, node: node, quiet: pending.quiet)
        if context.hasKey(node, "frame"), context.hasKey(node, "place") {
            context.report(.overConstrained, .error, "both 'frame' and 'place' are given; use one ('frame' is used)",
                           at: context.valueNode(node, "place") ?? node)
            if let frame = context.valueNode(node, "frame"), let rect = context.rect(frame, key: "frame") {
                view.positioning = .frame(rect)
            }
        }
        let index = views.count
        append(view, role: pending.role, node: node)
        queueRemainingCopies(of: pending)
        if let childrenNode { queueChildren(childrenNode, parent: index, path: pending.path, quiet: pending.quiet) }
        if let flowNode {
            let read = FlowReader.read(flowNode, context: context, collectionPath: pending.path, budget: &budget,
                                       maxViews: maxViews)
            views[index].flow = read.flow
            for entry in read.pending.reversed() {
                var entry = entry
                entry.parent = index
                entry.quiet = entry.quiet || pending.quiet
                stack.append(entry)  // already counted against the budget by FlowReader
            }
        }
    }

    /// The `kind:` of a view mapping, read first because it decides which keys apply.
    private func viewKind(_ node: YAMLNodeID) -> ViewKind? {
        guard let value = context.valueNode(node, "kind") else { return nil }
        let word = context.choice(value, key: "kind", among: SpecSchema.kindNames)
        return word.flatMap(ViewKind.init(rawValue:))
    }

    private mutating func queueRemainingCopies(of pending: PendingView) {
        guard let copies = pending.copies, pending.copy + 1 < copies,
              case .flowItem(let section, let index) = pending.role else { return }
        var next = pending
        next.copy += 1
        next.role = .flowItem(section: section, index: index + 1)
        next.quiet = true
        stack.append(next)  // counted against the budget by FlowReader
    }

    private mutating func queueChildren(_ node: YAMLNodeID, parent: Int, path: String, quiet: Bool) {
        guard let elements = context.list(node, key: "children", of: .view) else { return }
        for (offset, element) in elements.enumerated().reversed() {
            push(PendingView(node: element, parent: parent, path: "\(path)/children/\(offset)", role: .subview,
                             defaultKind: .view, name: .element(list: "children", offset: offset), quiet: quiet))
        }
    }

    private mutating func checkUniqueID(_ view: ViewSpec, node: YAMLNodeID, quiet: Bool) {
        guard let id = view.id, !quiet else { return }
        if let owner = idOwners[id] {
            guard owner.node != node else { return }
            let first = context.document.start(owner.node)
            context.report(.duplicateID, .error,
                           "duplicate id '\(id)'; it already names \(owner.path) (at \(first)); ids must be unique in a file",
                           at: context.valueNode(node, "id") ?? node)
        } else {
            idOwners[id] = (node, view.path)
        }
    }
}
