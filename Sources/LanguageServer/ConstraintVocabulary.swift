import SpecReader
import LayoutIR

/// The words of a constraint line for completion and hover inside
/// `constraints:`: the schema's `ConstraintWords`, and the document's view ids.
enum ConstraintVocabulary {
    static var attributes: [(name: String, doc: String)] { ConstraintWords.attributes }
    static var superviewItems: [(name: String, doc: String)] { ConstraintWords.superviewItems }
    static var guides: [(name: String, doc: String, scrollOnly: Bool)] { ConstraintWords.guides }
    static var relations: [(name: String, doc: String)] { ConstraintWords.relations }
    static var priorities: [(name: String, doc: String)] { ConstraintWords.priorities }
    static func attributeDoc(_ name: String) -> String? { ConstraintWords.attributeDoc(name) }

    /// The view ids written in the document (`id: name` keys, block or flow),
    /// in document order without repeats; a constraint's own `id:` (the map
    /// form, `{constraint: "…", id: name}`) is not a view's.
    static func viewIDs(in lines: DocumentLines) -> [String] {
        var ids: [String] = [], seen: Set<String> = []
        for line in 0..<lines.count {
            let text = String(String.UnicodeScalarView(lines[line]))
            guard text.contains("id:"), !text.contains("constraint:") else { continue }
            var rest = Substring(text)
            while let range = rest.range(of: "id:") {
                let before = rest[..<range.lowerBound].last
                rest = rest[range.upperBound...]
                guard before == nil || before == " " || before == "{" || before == "," || before == "-" else { continue }
                let value = rest.drop { $0 == " " || $0 == "\"" || $0 == "'" }.prefix { $0.isLetter || $0.isNumber || "_-[]".contains($0) }
                let name = String(value)
                if !name.isEmpty, seen.insert(name).inserted { ids.append(name) }
            }
        }
        return ids
    }
}
