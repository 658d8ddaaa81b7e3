import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads a collection's `flow:` block: the layout's settings, each section's
/// sizes, and the header, item and footer views to queue.
enum FlowReader {
    struct Result {
        var flow: FlowSpec
        /// Views to queue under the collection, in document order.
        var pending: [PendingView]
        /// The view limit, for the message when `repeat` counts must be cut to it.
        var maxViews: Int
    }

    static func read(_ node: YAMLNodeID, context: ReaderContext, collectionPath: String, budget: inout Int,
                     maxViews: Int) -> Result {
        var flow = FlowSpec()
        var sectionsNode: YAMLNodeID?, itemsNode: YAMLNodeID?
        context.readObject(node, SpecSchema.flow, label: "flow") { spec, value in
            let key = "flow.\(spec.name)"
            switch spec.id {
            case .direction:
                flow.direction = context.choice(value, key: key, among: FlowDirection.allCases.map(\.rawValue))
                    .flatMap(FlowDirection.init(rawValue:)) ?? flow.direction
            case .align:
                flow.alignment = context.choice(value, key: key, among: FlowAlignment.allCases.map(\.rawValue))
                    .flatMap(FlowAlignment.init(rawValue:)) ?? flow.alignment
            case .sectionInset: flow.sectionInset = context.insets(value, key: key) ?? flow.sectionInset
            case .interitemSpacing: flow.interitemSpacing = context.number(value, key: key, min: 0) ?? flow.interitemSpacing
            case .lineSpacing: flow.lineSpacing = context.number(value, key: key, min: 0) ?? flow.lineSpacing
            case .sectionInsetReference:
                flow.sectionInsetReference = context.choice(
                    value, key: key, among: SectionInsetReference.allCases.map(\.rawValue))
                    .flatMap(SectionInsetReference.init(rawValue:)) ?? flow.sectionInsetReference
            case .itemSize: flow.itemSize = context.size(value, key: key) ?? flow.itemSize
            case .sections: sectionsNode = value
            case .items: itemsNode = value
            default: break
            }
        }
        var result = Result(flow: flow, pending: [], maxViews: maxViews)
        if sectionsNode != nil, let itemsNode {
            context.report(.overConstrained, .error, "both 'sections' and 'items' are given in 'flow'; use one ('sections' is used)",
                           at: itemsNode)
        }
        if let sectionsNode {
            let sections = context.list(sectionsNode, key: "flow.sections", of: .object("section")) ?? []
            for (index, sectionNode) in sections.enumerated() {
                readSection(sectionNode, index: index, prefix: "\(collectionPath)/sections/\(index)",
                            context: context, budget: &budget, into: &result)
            }
        } else if let itemsNode {
            var section = FlowSection()
            readItems(itemsNode, section: 0, prefix: "\(collectionPath)/items/", context: context,
                      budget: &budget, sizes: &section.itemSizes, into: &result)
            result.flow.sections = [section]
        }
        return result
    }

    private static func readSection(_ node: YAMLNodeID, index: Int, prefix: String, context: ReaderContext,
                                    budget: inout Int, into result: inout Result) {
        var section = FlowSection()
        var headerNode: YAMLNodeID?, footerNode: YAMLNodeID?, itemsNode: YAMLNodeID?
        context.readObject(node, SpecSchema.section, label: "section \(index)") { spec, value in
            let key = "sections[\(index)].\(spec.name)"
            switch spec.id {
            case .header: section.header = context.number(value, key: key, min: 0) ?? 0; headerNode = value
            case .footer: section.footer = context.number(value, key: key, min: 0) ?? 0; footerNode = value
            case .items: itemsNode = value
            default: break
            }
        }
        // UIKit makes no header or footer view for a reference size of 0.
        if let headerNode, section.header > 0, take(at: headerNode, from: &budget, context: context, result: result) {
            result.pending.append(PendingView(source: .supplementary, node: headerNode, path: "\(prefix)/header",
                                              role: .flowHeader(section: index), defaultKind: .view, name: "header"))
        }
        if let itemsNode {
            readItems(itemsNode, section: index, prefix: "\(prefix)/items/", context: context,
                      budget: &budget, sizes: &section.itemSizes, into: &result)
        }
        if let footerNode, section.footer > 0, take(at: footerNode, from: &budget, context: context, result: result) {
            result.pending.append(PendingView(source: .supplementary, node: footerNode, path: "\(prefix)/footer",
                                              role: .flowFooter(section: index), defaultKind: .view, name: "footer"))
        }
        result.flow.sections.append(section)
    }

    /// Reads each item's `size` and `repeat`, appends the sizes, and queues one
    /// entry per written item (repeated copies are queued as they are made).
    private static func readItems(_ node: YAMLNodeID, section: Int, prefix: String, context: ReaderContext,
                                  budget: inout Int, sizes: inout [Size?], into result: inout Result) {
        guard let items = context.list(node, key: "items", of: .object("item")) else { return }
        for (offset, itemNode) in items.enumerated() {
            var size: Size?
            var copies: Int?
            var countNode = itemNode
            if context.document.kind(itemNode) == .mapping {
                if let value = context.valueNode(itemNode, "size") { size = context.size(value, key: "size") }
                if let value = context.valueNode(itemNode, "repeat") {
                    countNode = value
                    copies = context.integer(value, key: "repeat", min: 0, max: Int(Int32.max))
                }
            }
            var count = copies ?? 1
            if count > budget {
                context.reportViewLimit(result.maxViews, at: countNode)
                count = max(0, budget)
            }
            guard count > 0 else { continue }
            budget -= count
            let first = sizes.count
            sizes.append(contentsOf: repeatElement(size, count: count))
            result.pending.append(PendingView(
                node: itemNode, path: "", role: .flowItem(section: section, index: first), defaultKind: .cell,
                name: .element(list: "items", offset: offset), copies: copies.map { _ in count }, itemPathPrefix: prefix))
        }
    }

    /// Takes one view from the budget, or reports the limit at `node`.
    private static func take(at node: YAMLNodeID, from budget: inout Int, context: ReaderContext, result: Result) -> Bool {
        guard budget >= 1 else {
            context.reportViewLimit(result.maxViews, at: node)
            return false
        }
        budget -= 1
        return true
    }
}
