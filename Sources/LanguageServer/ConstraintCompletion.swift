import LayoutIR

/// Completion inside a constraint line (issue 26, part 1): what the grammar
/// `FIRST REL [M *] SECOND [+|- C] [@P]` allows at the cursor — items (the
/// file's view ids, `superview`, `safeArea`, `margins`) and bare attributes
/// where an item starts, attributes and guides after `item.`, relations after
/// the first item, priorities after `@` — each replacing only the word typed
/// so far inside the string.
extension LanguageServerSession {
    /// The items at scalar `column` of `line`, or `nil` when the cursor is not in a constraint line.
    func constraintCompletion(_ document: OpenDocument, line: Int, column: Int) -> [JSONValue]? {
        let lines = document.lines
        guard let place = ConstraintText.at(line: line, column: column, in: lines) else { return nil }
        let text = lines[line]
        let written = Array(text[place.start..<min(column, text.count)])
        var tokens = ConstraintToken.scan(written)
        // The word under the cursor is being typed: the slot is the one before it.
        var typed = ""
        if let last = tokens.last, last.end == written.count, [.reference, .number, .relation].contains(last.kind) {
            typed = last.text
            tokens.removeLast()
        }
        let slot = ConstraintSlot.after(tokens)
        var prefixStart = column - typed.unicodeScalars.count
        let words: [Word]
        switch slot {
        case .firstItem, .secondItem, .secondItemOrConstant:
            if let dot = typed.lastIndex(of: ".") {
                let head = typed[..<dot].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                prefixStart += typed[...dot].unicodeScalars.count
                words = Self.afterItem(head, document: document)
            } else {
                words = Self.items(document: document)
            }
        case .relation:
            words = ConstraintVocabulary.relations.map { Word(label: $0.name, doc: $0.doc, kind: .enumMember) }
        case .priority:
            words = ConstraintVocabulary.priorities.map { Word(label: $0.name, doc: "priority " + $0.doc, kind: .value) }
        case .constant, .constantOrPriority, .nothing:
            return []
        }
        let range: JSONValue = [
            "start": document.converter.lspPosition(line: line, scalarColumn: prefixStart).json,
            "end": document.converter.lspPosition(line: line, scalarColumn: column).json,
        ]
        return words.enumerated().map { offset, word in
            var item: [String: JSONValue] = [
                "label": .string(word.label),
                "kind": .int(word.kind.rawValue),
                "documentation": ["kind": "markdown", "value": .string("`\(word.label)`: \(word.doc)")],
                "sortText": .string(Self.sortKey(offset)),
                "filterText": .string(word.label),
                "textEdit": ["range": range, "newText": .string(word.label + word.suffix)],
            ]
            if word.suffix == "." {
                // The attribute comes next: ask the client for it (VS Code's command; others ignore it).
                item["command"] = ["title": "attributes", "command": "editor.action.triggerSuggest"]
            }
            return .object(item)
        }
    }

    struct Word {
        var label: String
        var doc: String
        var kind: CompletionKind
        var suffix = ""
    }

    /// Where an item starts: the superview's words, the file's ids, then the
    /// owning view's (or, on the right, the first item's) bare attributes.
    private static func items(document: OpenDocument) -> [Word] {
        let superview = ConstraintVocabulary.superviewItems.map {
            Word(label: $0.name, doc: $0.doc, kind: .value, suffix: ".")
        }
        let kinds = viewKinds(document)
        let ids = ConstraintVocabulary.viewIDs(in: document.lines).map { id in
            Word(label: id, doc: "the view `\(id)`" + (kinds[id].map { " (\($0.rawValue))" } ?? ""), kind: .value, suffix: ".")
        }
        return superview + ids + attributeWords(guide: false)
    }

    /// After `item.`: attributes, and guides after a view's name.
    private static func afterItem(_ head: [String], document: OpenDocument) -> [Word] {
        guard head.count == 1, let item = head.first, !item.isEmpty else {
            // `id.guide.`: a guide's attributes.
            return head.count == 2 ? attributeWords(guide: true) : []
        }
        if item == "safeArea" || item == "margins" { return attributeWords(guide: true) }
        // The superview's guides are the items `safeArea` and `margins` (Docs/SpecFormat.md), not `superview.…`.
        if item == "superview" { return attributeWords(guide: false) }
        let kind = viewKinds(document)[item]
        let guides = ConstraintVocabulary.guides.filter { !$0.scrollOnly || kind == .scroll || kind == nil }
            .map { Word(label: $0.name, doc: $0.doc + ($0.scrollOnly ? " (a scroll view's only)" : ""), kind: .property, suffix: ".") }
        return attributeWords(guide: false) + guides
    }

    /// The attributes; a guide has no margin attributes (invalid-constraint).
    private static func attributeWords(guide: Bool) -> [Word] {
        ConstraintVocabulary.attributes.filter { !guide || !$0.name.contains("Margin") }
            .map { Word(label: $0.name, doc: $0.doc, kind: .property) }
    }

    /// The kinds of the views of the last compile that parsed, by id.
    private static func viewKinds(_ document: OpenDocument) -> [String: ViewKind] {
        var kinds: [String: ViewKind] = [:]
        for view in document.parsed?.result.screen?.views ?? [] {
            if let id = view.id { kinds[id] = view.kind }
        }
        return kinds
    }
}
