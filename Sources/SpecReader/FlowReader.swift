import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads a collection's `flow:` block: the layout's settings, each section's
/// sizes, and the header, item and footer views to queue.
enum FlowReader {
    /// A header, a footer or a written item (standing for all its `repeat`
    /// copies) to make under the collection: 24 bytes, however many there are.
    struct Entry {
        enum Role: UInt8 { case header, item, footer }
        var node: YAMLNodeID
        var role: Role
        /// Written with `repeat:`.
        var repeated = false
        /// An item mapping with no keys but `size` and `repeat` (both read here):
        /// it makes a default cell with no subtree and nothing left to report.
        var plain = false
        var section: Int32
        /// Index into `Result.pathPrefixes`: the items' prefix (`…/items/`), or
        /// the section's path for a header or footer.
        var pathPrefix: Int32
        /// Items: the first copy's index in the section, the copies, and the
        /// offset in `items:`.
        var first: Int32 = 0
        var count: Int32 = 1
        var offset: Int32 = 0
    }

    struct Result {
        var flow: FlowSpec
        /// Views to queue under the collection, in document order.
        var entries: [Entry] = []
        var pathPrefixes: [String] = []
        /// Item mappings written with `repeat:` that may hold an id (not the
        /// plain ones, `size` and `repeat` only), `repeat: 0` included: the
        /// reader records their ids (``SourceOutline/repeatedIDs``).
        var repeatedItems: [YAMLNodeID] = []
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
        var result = Result(flow: flow, maxViews: maxViews)
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
        let sectionPath = Int32(result.pathPrefixes.count)
        result.pathPrefixes.append(prefix)
        if let headerNode, section.header > 0, take(at: headerNode, from: &budget, context: context, result: result) {
            result.entries.append(Entry(node: headerNode, role: .header, section: Int32(index), pathPrefix: sectionPath))
        }
        if let itemsNode {
            readItems(itemsNode, section: index, prefix: "\(prefix)/items/", context: context,
                      budget: &budget, sizes: &section.itemSizes, into: &result)
        }
        if let footerNode, section.footer > 0, take(at: footerNode, from: &budget, context: context, result: result) {
            result.entries.append(Entry(node: footerNode, role: .footer, section: Int32(index), pathPrefix: sectionPath))
        }
        result.flow.sections.append(section)
    }

    /// Reads each item's `size` and `repeat`, appends the sizes, and queues one
    /// entry per written item (repeated copies are queued as they are made).
    private static func readItems(_ node: YAMLNodeID, section: Int, prefix: String, context: ReaderContext,
                                  budget: inout Int, sizes: inout [Size?], into result: inout Result) {
        guard let items = context.list(node, key: "items", of: .object("item")) else { return }
        let itemsPrefix = Int32(result.pathPrefixes.count)
        result.pathPrefixes.append(prefix)
        result.entries.reserveCapacity(result.entries.count + items.count)
        for (offset, itemNode) in items.enumerated() {
            let reported = context.diagnostics.count
            var size: Size?
            var copies: Int?
            var countNode = itemNode
            var plain = false
            if context.document.kind(itemNode) == .mapping {
                var itemKeys = 0
                if let value = context.valueNode(itemNode, "size") {
                    size = context.size(value, key: "size")
                    itemKeys += 1
                }
                var repeated = false
                if let value = context.valueNode(itemNode, "repeat") {
                    countNode = value
                    copies = context.integer(value, key: "repeat", min: 0, max: Int(Int32.max))
                    itemKeys += 1
                    repeated = true
                }
                // Duplicate keys were dropped by the parser, so the count is exact.
                plain = context.document.count(itemNode) == itemKeys
                if repeated, !plain { result.repeatedItems.append(itemNode) }
            }
            var count = copies ?? 1
            if count > budget {
                context.reportViewLimit(result.maxViews, at: countNode)
                count = max(0, budget)
            }
            if context.diagnostics.count > reported {
                nameItem(itemNode, path: prefix + String(sizes.count), repeated: copies != nil,
                         in: reported..<context.diagnostics.count, context: context)
            }
            guard count > 0 else { continue }
            budget -= count
            let first = sizes.count
            sizes.append(contentsOf: repeatElement(size, count: count))
            result.entries.append(Entry(node: itemNode, role: .item, repeated: copies != nil, plain: plain,
                                        section: Int32(section),
                                        pathPrefix: itemsPrefix, first: Int32(first), count: Int32(count),
                                        offset: Int32(offset)))
        }
    }

    /// An item's `size` and `repeat` are read here, while the context names the
    /// collection; what they report is about the item, so it names the item (its
    /// first copy, as the item's other keys do) by path and id.
    private static func nameItem(_ itemNode: YAMLNodeID, path: String, repeated: Bool,
                                 in diagnostics: Range<Int>, context: ReaderContext) {
        let id = context.document.kind(itemNode) == .mapping
            ? context.idText(context.valueNode(itemNode, "id"), copy: repeated ? 0 : nil) : nil
        for index in diagnostics {
            context.diagnostics[index].viewPath = path
            context.diagnostics[index].viewID = id
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
