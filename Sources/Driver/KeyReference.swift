import SpecReader

/// Generates Docs/SpecKeys.md, the reference of every key of the spec format,
/// from `SpecSchema` (the same data the reader runs on), so that it cannot drift
/// from what the reader accepts; a test keeps the committed copy current.
public enum KeyReference {
    /// The objects in reading order: the file, a view, then what views contain;
    /// objects added to the schema later follow in name order.
    static var objectOrder: [String] {
        let known = ["file", "view", "place", "transform", "placeholder", "flow", "section", "item"]
        return known.filter { SpecSchema.objects[$0] != nil }
            + SpecSchema.objects.keys.filter { !known.contains($0) }.sorted()
    }

    /// The Markdown document, deterministic.
    public static func markdown() -> String {
        var text = """
            # Every key of the spec format

            <!-- Generated from SpecSchema (Sources/SpecReader/Schema) by KeyReference; \
            do not edit: run `LAYOUTC_RECORD=1 swift test --filter KeyReferenceTests`. -->

            Every mapping of a spec is checked against these tables: a key that is not \
            listed is an `unknown-key` error (with "did you mean"), a value of the wrong \
            shape a `type-mismatch` error saying what was expected. \
            [SpecFormat.md](SpecFormat.md) explains what the keys do together; \
            `layoutc schema` prints the same data as a JSON Schema for editors.

            Value shapes:

            | shape | forms |
            | --- | --- |
            | number | `12`, `12.5`, `-4`, `1e3`; never NaN or infinite |
            | size | `[w, h]` or `{width: w, height: h}` |
            | rect | `[x, y, w, h]` or `{x:, y:, width:, height:}` |
            | point | `[x, y]` or `{x:, y:}` |
            | insets | one number (all four edges), `[top, left, bottom, right]`, or a map with any of `top`, `left`, `bottom`, `right` (missing edges are 0) |
            | length | a number, or a percentage string `"50%"` of the reference box's matching dimension |
            | priority | a number from 1 to 1000 for both axes, or `{horizontal:, vertical:}` |
            | intrinsic size | a size whose width or height may be `null`: no intrinsic length on that axis |
            | constraint | a line `FIRST REL [M *] SECOND [+\\|- C] [@P]`, or `{constraint: "...", id: name}` (SpecFormat.md, constraints) |


            """
        for name in objectOrder {
            guard let object = SpecSchema.objects[name] else { continue }
            text += "## `\(name)`: \(object.doc)\n\n"
            let perKind = object.keys.contains { $0.kinds != nil }
            text += perKind ? "| key | value | default | kinds | meaning |\n| --- | --- | --- | --- | --- |\n"
                            : "| key | value | default | meaning |\n| --- | --- | --- | --- |\n"
            for key in object.keys {
                var row = "| `\(key.name)`\(key.required ? " (required)" : "") | \(cell(key.shape.description)) | "
                row += key.defaultValue.map { "`\($0)`" } ?? ""
                if perKind { row += " | " + (key.kinds.map { $0.map { "`\($0.rawValue)`" }.joined(separator: ", ") } ?? "all") }
                row += " | \(cell(key.doc)) |\n"
                text += row
            }
            text += "\n"
        }
        text += words()
        text += constraintWords()
        return text
    }

    /// The words of a constraint line (`ConstraintWords`, which completion and
    /// hover inside `constraints:` show too).
    static func constraintWords() -> String {
        var text = "## Constraint lines\n\nThe words of a `constraints:` line, `FIRST REL [M *] SECOND [+\\|- C] [@P]`, "
        text += "as completion and hover in the editor offer them.\n\n"
        func table(_ title: String, _ rows: [(name: String, doc: String)]) {
            text += "### \(title)\n\n| word | meaning |\n| --- | --- |\n"
            for row in rows { text += "| `\(row.name)` | \(cell(row.doc)) |\n" }
            text += "\n"
        }
        table("Attributes", ConstraintWords.attributes)
        table("Items besides view ids", ConstraintWords.superviewItems)
        table("Guides after `id.`", ConstraintWords.guides.map { ($0.name, $0.doc + ($0.scrollOnly ? " (scroll views only)" : "")) })
        table("Relations", ConstraintWords.relations)
        table("Priorities after `@`", ConstraintWords.priorities)
        return text
    }

    /// What each word of the keys that take words from a list means, a
    /// table a key (once, though `item` repeats the view's keys).
    static func words() -> String {
        var text = "## Words\n\nWhat each word of a key that takes words from a list means.\n\n"
        var written = Set<[String]>()
        for name in objectOrder {
            guard let object = SpecSchema.objects[name] else { continue }
            for key in object.keys {
                let words = words(of: key.shape)
                guard !words.isEmpty, let lines = key.valueDocs(words), written.insert([key.name] + words).inserted else { continue }
                text += "### `\(key.name)` (\(name))\n\n| word | meaning |\n| --- | --- |\n"
                for (word, line) in zip(words, lines) { text += "| `\(word)` | \(cell(line)) |\n" }
                text += "\n"
            }
        }
        return text
    }

    /// The words a shape takes from a fixed list.
    private static func words(of shape: ValueShape) -> [String] {
        switch shape {
        case .oneOf(let words): words
        case .list(let inner): words(of: inner)
        case .booleanOrEdges: ["top", "left", "bottom", "right"]
        default: []
        }
    }

    /// Text safe in a table cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
