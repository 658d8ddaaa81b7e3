import Driver
import LayoutIR
import SpecReader

extension LanguageServerSession {
    /// LSP `CompletionItemKind`s used here.
    enum CompletionKind: Int {
        case value = 12, property = 10, enumMember = 20
    }

    /// `textDocument/completion`: the keys of the mapping at the cursor, or the
    /// values the key before the cursor takes.
    func completion(_ params: JSONValue) -> JSONValue {
        guard let uri = Self.documentURI(params), let document = documents[uri],
              let position = LSPPosition(params["position"]).map(DocumentLines.clamped) else { return .null }
        // An Interface Builder file is XML that Xcode edits: no spec keys to offer.
        if LayoutCompiler.isInterfaceBuilderFile(document.fileName) { return ["isIncomplete": false, "items": []] }
        let column = document.converter.scalarColumn(position)
        if let directive = RuleCompletion.directiveContext(document.lines[position.line], column: column) {
            let range: JSONValue = [
                "start": document.converter.lspPosition(line: position.line, scalarColumn: directive.prefixStart).json,
                "end": document.converter.lspPosition(line: position.line, scalarColumn: column).json,
            ]
            return ["isIncomplete": false, "items": .array(Self.ruleItems(excluding: directive.written, range: range))]
        }
        if let items = constraintCompletion(document, line: position.line, column: column) {
            return ["isIncomplete": false, "items": .array(items)]
        }
        guard let context = EditContext.at(line: position.line, column: column, in: document.lines,
                                           index: document.index),
              let target = SchemaLookup.target(of: context.path) else {
            return ["isIncomplete": false, "items": []]
        }
        let range: JSONValue = [
            "start": document.converter.lspPosition(line: position.line, scalarColumn: context.prefixStart).json,
            "end": document.converter.lspPosition(line: position.line, scalarColumn: column).json,
        ]
        let items: [JSONValue]
        switch target {
        case .object(let object) where context.isKey:
            items = Self.keyItems(object, context: context, range: range)
        case .value(let shape, let key) where context.isKey && context.path.last != .item:
            items = Self.shapeKeyItems(shape, owner: key, context: context, range: range)
        case .value(let shape, let key) where !context.isKey || context.path.last == .item:
            items = Self.valueItems(shape, key: key, context: context, range: range)
        default:
            items = []
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// Keeps the schema's order in clients that sort by label.
    static func sortKey(_ offset: Int) -> String {
        let digits = String(offset)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func keyItems(_ object: ObjectSpec, context: EditContext, range: JSONValue) -> [JSONValue] {
        let kind = SchemaLookup.kind(of: object, siblings: context.siblings)
        // Only where the owner is known: a `children: [...]` list on one line is not followed.
        let omitted = context.parentKind.map {
            $0 == ViewKind.stack.rawValue ? Self.ignoredOnArrangedViews : Self.arrangedViewKeys
        } ?? []
        return object.keys.enumerated().compactMap { offset, key in
            if let kind, !key.applies(to: kind) { return nil }
            if omitted.contains(key.name) { return nil }
            if context.siblings[key.name] != nil { return nil }
            return [
                "label": .string(key.name),
                "kind": .int(CompletionKind.property.rawValue),
                "detail": .string(key.shape.description),
                "documentation": ["kind": "markdown", "value": .string(SchemaLookup.documentation(of: key, in: object))],
                "sortText": .string(Self.sortKey(offset)),
                "filterText": .string(key.name),
                "textEdit": ["range": range, "newText": .string(key.name + ": ")],
            ]
        }
    }

    /// Keys a stack's arranged view does not use: the stack sets its frame
    /// (`placement-ignored-in-stack` warns of them), so they are not offered there.
    static let ignoredOnArrangedViews: Set<String> = ["frame", "place"]

    /// Keys only a stack reads, from its arranged views: not offered on other views.
    static let arrangedViewKeys: Set<String> = ["hugging", "compressionResistance", "spacingAfter"]

    /// The keys of a size, rect, insets or point written as a map.
    private static func shapeKeyItems(_ shape: ValueShape, owner: KeySpec?, context: EditContext,
                                      range: JSONValue) -> [JSONValue] {
        (ShapeKeys.keys(of: shape) ?? []).enumerated().compactMap { offset, key in
            if context.siblings[key.name] != nil { return nil }
            return [
                "label": .string(key.name),
                "kind": .int(CompletionKind.property.rawValue),
                "detail": "a number",
                "documentation": ["kind": "markdown",
                                  "value": .string(ShapeKeys.documentation(of: key, shape: shape, owner: owner))],
                "sortText": .string(Self.sortKey(offset)),
                "filterText": .string(key.name),
                "textEdit": ["range": range, "newText": .string(key.name + ": ")],
            ]
        }
    }

    /// Rule ids after `# layoutc:disable-next-line `.
    private static func ruleItems(excluding written: Set<String>, range: JSONValue) -> [JSONValue] {
        RuleCompletion.rules.filter { !written.contains($0.id) }.enumerated().map { offset, rule in
            var item: [String: JSONValue] = [
                "label": .string(rule.id),
                "kind": .int(CompletionKind.enumMember.rawValue),
                "sortText": .string(Self.sortKey(offset)),
                "filterText": .string(rule.id),
                "textEdit": ["range": range, "newText": .string(rule.id)],
            ]
            if !rule.summary.isEmpty { item["detail"] = .string(rule.summary) }
            return .object(item)
        }
    }

    /// Whether the cursor is on the `alignment:` value of a stack whose `axis:` is vertical.
    static func isVerticalStackAlignment(key: KeySpec?, context: EditContext) -> Bool {
        guard key?.name == "alignment", context.path.dropLast().last == .key("stack") else { return false }
        return context.siblings["axis"].map { FlowScan.unquoted($0) } == StackAxis.vertical.rawValue
    }

    private static func valueItems(_ shape: ValueShape, key: KeySpec?, context: EditContext,
                                   range: JSONValue) -> [JSONValue] {
        var words = SchemaLookup.values(for: shape, key: key?.name).filter { !context.listItems.contains($0) }
        if Self.isVerticalStackAlignment(key: key, context: context) {
            // `top` and `bottom` name the cross edges of a horizontal stack only;
            // a vertical stack's reader rejects them (type-mismatch).
            words.removeAll { $0 == "top" || $0 == "bottom" }
        }
        let lead = context.rightAfterColon ? " " : ""
        let kind: CompletionKind = if case .oneOf = shape { .enumMember } else { .value }
        return words.enumerated().map { offset, word in
            var item: [String: JSONValue] = [
                "label": .string(word),
                "kind": .int(kind.rawValue),
                "sortText": .string(Self.sortKey(offset)),
                "filterText": .string(word),
                "textEdit": ["range": range, "newText": .string(lead + word)],
            ]
            if let key, let doc = key.defaultValue, doc == word { item["detail"] = "default" }
            if key?.name == "suppress", let summary = RuleCompletion.summary(of: word) { item["detail"] = .string(summary) }
            if let key {
                var doc = "`\(key.name)`: \(key.doc)"
                if let meaning = key.valueDoc(word) { doc = "`\(word)`: \(meaning)\n\n" + doc }
                if key.name == "kind", let kind = ViewKind(rawValue: word) {
                    let own = SpecSchema.view.keys.filter { $0.kinds?.contains(kind) == true }.map(\.name)
                    if !own.isEmpty { doc += "\n\nKeys of this kind: " + own.joined(separator: ", ") }
                }
                item["documentation"] = ["kind": "markdown", "value": .string(doc)]
            }
            return .object(item)
        }
    }
}
