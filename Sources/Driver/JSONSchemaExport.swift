import Emitters
import LayoutIR
import SpecReader

/// Generates the JSON Schema of the spec format from `SpecSchema`, the same data
/// the reader runs on, for editor completion and validation (for example
/// `# yaml-language-server: $schema=…` in a spec).
public enum JSONSchemaExport {
    /// Every object of the schema but the file itself, which is the document: the
    /// long-standing ones first (so their order in the file stays put), then any
    /// other by name. Built from `SpecSchema.objects`, so a `$ref` to an object
    /// can never point at a definition that was left out (a validator then looks
    /// the `$id` up on the network, and hangs where there is none).
    static var definitionNames: [String] {
        let first = ["view", "place", "transform", "placeholder", "flow", "section", "item", "stack"]
        let rest = SpecSchema.objects.keys.filter { $0 != "file" && !first.contains($0) }.sorted()
        return first + rest
    }

    /// The `$id` of the generated schema.
    public static let schemaID = "https://layoutc.dev/schema/layout-1.json"

    /// The schema document (JSON Schema draft-07), deterministic.
    public static func document() -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.key("$schema"); json.string("http://json-schema.org/draft-07/schema#")
        json.key("$id"); json.string(schemaID)
        json.key("title"); json.string("layoutc layout spec, format version 1")
        writeObjectBody(SpecSchema.file, to: &json)
        json.key("definitions")
        json.beginObject()
        for name in definitionNames {
            guard let object = SpecSchema.objects[name] else { continue }
            json.key(name)
            json.beginObject()
            writeObjectBody(object, to: &json)
            json.endObject()
        }
        writeValueDefinitions(to: &json)
        json.endObject()
        json.endObject()
        json.newline()
        return json.take()
    }

    /// `type`, `description`, `properties`, `required`, `additionalProperties`, and
    /// as `allOf` what the reader checks across keys (kinds, exclusive pairs, refused words).
    private static func writeObjectBody(_ object: ObjectSpec, to json: inout JSONWriter) {
        json.key("type"); json.string("object")
        json.key("description"); json.string(object.doc)
        json.key("properties")
        json.beginObject()
        var written = Set<String>()
        for key in object.keys where written.insert(key.name).inserted {
            // A name shared by several kinds (`contentSize`) gets every kind's doc.
            let docs = object.keys.filter { $0.name == key.name }.map { spec in
                spec.kinds.map { "\($0.map(\.rawValue).joined(separator: ", ")): \(spec.doc)" } ?? spec.doc
            }
            json.key(key.name)
            json.beginObject(compact: true)
            writeShape(key.shape, key: key, to: &json)
            json.key("description")
            json.string(docs.joined(separator: "; ") + (key.defaultValue.map { " (default \($0))" } ?? ""))
            json.endObject()
        }
        json.endObject()
        let required = object.keys.filter(\.required).map(\.name)
        if !required.isEmpty {
            json.key("required")
            json.beginArray(compact: true)
            for name in required { json.string(name) }
            json.endArray()
        }
        json.key("additionalProperties"); json.bool(false)
        let kindRules = object.keys.contains { $0.kinds != nil }
            ? object.keys.first { $0.name == "kind" }?.defaultValue : nil
        guard kindRules != nil || !object.exclusivePairs.isEmpty || !object.refusedWords.isEmpty else { return }
        json.key("allOf")
        json.beginArray()
        if let kindRules { writeKindRules(object, defaultKind: kindRules, to: &json) }
        writeExclusivePairs(object, to: &json)
        writeRefusedWords(object, to: &json)
        json.endArray()
    }

    /// `if when is V then key is none of these words`, for the words the reader
    /// refuses in that case; `when`'s default also applies when it is absent.
    private static func writeRefusedWords(_ object: ObjectSpec, to json: inout JSONWriter) {
        for rule in object.refusedWords {
            json.beginObject(compact: true)
            json.key("if")
            json.beginObject(compact: true)
            json.key("properties")
            json.beginObject(compact: true)
            json.key(rule.when); json.beginObject(compact: true); json.key("const"); json.string(rule.is); json.endObject()
            json.endObject()
            if object.keys.first(where: { $0.name == rule.when })?.defaultValue != rule.is {
                json.key("required"); json.beginArray(compact: true); json.string(rule.when); json.endArray()
            }
            json.endObject()
            json.key("then")
            json.beginObject(compact: true)
            json.key("properties")
            json.beginObject(compact: true)
            json.key(rule.key)
            json.beginObject(compact: true)
            json.key("not")
            json.beginObject(compact: true)
            json.key("enum"); json.beginArray(compact: true); for word in rule.words { json.string(word) }; json.endArray()
            json.endObject()
            json.endObject()
            json.endObject()
            json.endObject()
            json.endObject()
        }
    }

    /// `not: {required: [a, b]}` for each pair of keys the reader refuses together.
    private static func writeExclusivePairs(_ object: ObjectSpec, to json: inout JSONWriter) {
        for (first, second) in object.exclusivePairs {
            json.beginObject(compact: true)
            json.key("not")
            json.beginObject(compact: true)
            json.key("required"); json.beginArray(compact: true); json.string(first); json.string(second); json.endArray()
            json.endObject()
            json.endObject()
        }
    }

    /// The keys a view's `kind` does not take, as the reader refuses them
    /// (`unknown-key`: "'textInsets' is not a key of a button view"): one
    /// `if kind is K then these keys are not allowed` per kind. The object's
    /// default kind (`view`, `cell` for flow items) also applies when `kind` is
    /// absent; the others need it written.
    private static func writeKindRules(_ object: ObjectSpec, defaultKind: String, to json: inout JSONWriter) {
        var names: [String] = []
        for key in object.keys where !names.contains(key.name) { names.append(key.name) }
        for kind in ViewKind.allCases {
            let refused = names.filter { name in !object.keys.contains { $0.name == name && $0.applies(to: kind) } }
            guard !refused.isEmpty else { continue }
            json.beginObject(compact: true)
            json.key("if")
            json.beginObject(compact: true)
            json.key("properties")
            json.beginObject(compact: true)
            json.key("kind"); json.beginObject(compact: true); json.key("const"); json.string(kind.rawValue); json.endObject()
            json.endObject()
            if kind.rawValue != defaultKind {
                json.key("required"); json.beginArray(compact: true); json.string("kind"); json.endArray()
            }
            json.endObject()
            json.key("then")
            json.beginObject(compact: true)
            json.key("properties")
            json.beginObject(compact: true)
            for name in refused { json.key(name); json.bool(false) }
            json.endObject()
            json.endObject()
            json.endObject()
        }
    }

    /// `shape` as schema keywords; `key` (when the shape is its value) gives
    /// each enum word its line, as `enumDescriptions` and
    /// `markdownEnumDescriptions` (VS Code's and yaml-language-server's
    /// extension keywords: other validators ignore them).
    private static func writeShape(_ shape: ValueShape, key: KeySpec? = nil, to json: inout JSONWriter) {
        switch shape {
        case .number(let lo, let hi):
            json.key("type"); json.string("number")
            if let lo { json.key("minimum"); json.number(lo) }
            if let hi { json.key("maximum"); json.number(hi) }
        case .integer(let lo, let hi):
            json.key("type"); json.string("integer")
            json.key("minimum"); json.integer(lo)
            json.key("maximum"); json.integer(hi)
        case .string:
            // The reader takes any plain scalar as text (`id: 3` is the id "3"), so
            // the schema does not flag one an editor's YAML reads as a number.
            json.key("type")
            json.beginArray(compact: true)
            for type in ["string", "number", "boolean"] { json.string(type) }
            json.endArray()
        case .boolean: json.key("type"); json.string("boolean")
        case .length, .size, .rect, .insets, .point: reference(shape, to: &json)
        case .oneOf(let words):
            json.key("enum")
            json.beginArray(compact: true)
            for word in words { json.string(word) }
            json.endArray()
            if let lines = key?.valueDocs(words) {
                for keyword in ["markdownEnumDescriptions", "enumDescriptions"] {
                    json.key(keyword)
                    json.beginArray(compact: true)
                    // The plain form without the markdown's code marks.
                    for line in lines { json.string(keyword == "enumDescriptions" ? String(line.filter { $0 != "`" }) : line) }
                    json.endArray()
                }
            }
        case .list(let inner):
            json.key("type"); json.string("array")
            json.key("items")
            json.beginObject(compact: true)
            writeShape(inner, key: key, to: &json)
            json.endObject()
        case .booleanOrEdges:
            json.key("anyOf")
            json.beginArray(compact: true)
            json.beginObject(compact: true); json.key("type"); json.string("boolean"); json.endObject()
            json.beginObject(compact: true)
            writeShape(.list(.oneOf(["top", "left", "bottom", "right"])), key: key, to: &json)
            json.endObject()
            json.endArray()
        case .object(let name): json.key("$ref"); json.string("#/definitions/\(name)")
        case .priority:
            json.key("anyOf")
            json.beginArray(compact: true)
            json.beginObject(compact: true); writeShape(.number(min: 1, max: 1000), to: &json); json.endObject()
            json.beginObject(compact: true); writeShape(.object("axisPriorities"), to: &json); json.endObject()
            json.endArray()
        case .intrinsicSize:
            // A size whose axes may be null (no intrinsic length on that axis).
            let axis = { (json: inout JSONWriter) in
                json.beginObject(compact: true)
                json.key("type"); json.beginArray(compact: true); json.string("number"); json.string("null"); json.endArray()
                json.key("minimum"); json.number(0)
                json.endObject()
            }
            json.key("anyOf")
            json.beginArray(compact: true)
            json.beginObject(compact: true)
            json.key("type"); json.string("array")
            json.key("items"); axis(&json)
            json.key("minItems"); json.integer(2)
            json.key("maxItems"); json.integer(2)
            json.endObject()
            json.beginObject(compact: true)
            json.key("type"); json.string("object")
            json.key("properties")
            json.beginObject(compact: true)
            json.key("width"); axis(&json)
            json.key("height"); axis(&json)
            json.endObject()
            json.key("required"); json.beginArray(compact: true); json.string("width"); json.string("height"); json.endArray()
            json.key("additionalProperties"); json.bool(false)
            json.endObject()
            json.endArray()
        case .constraint:
            json.key("anyOf")
            json.beginArray(compact: true)
            json.beginObject(compact: true); json.key("type"); json.string("string"); json.endObject()
            json.beginObject(compact: true); writeShape(.object("constraint"), to: &json); json.endObject()
            json.endArray()
        case .view: json.key("$ref"); json.string("#/definitions/view")
        case .views:
            json.key("type"); json.string("array")
            json.key("items")
            json.beginObject(compact: true); json.key("$ref"); json.string("#/definitions/view"); json.endObject()
        }
    }

    private static func reference(_ shape: ValueShape, to json: inout JSONWriter) {
        let name: String
        switch shape {
        case .length: name = "length"
        case .size: name = "size"
        case .rect: name = "rect"
        case .point: name = "point"
        default: name = "insets"
        }
        json.key("$ref"); json.string("#/definitions/\(name)")
    }

    /// The value shapes of Docs/SpecFormat.md#values.
    private static func writeValueDefinitions(to json: inout JSONWriter) {
        tuple("size", ["width", "height"], to: &json)
        tuple("rect", ["x", "y", "width", "height"], to: &json)
        tuple("point", ["x", "y"], to: &json)
        json.key("insets")
        json.beginObject(compact: true)
        json.key("anyOf")
        json.beginArray(compact: true)
        json.beginObject(compact: true); json.key("type"); json.string("number"); json.endObject()
        fixedArray(4, to: &json)
        namedNumbers(["top", "left", "bottom", "right"], required: false, to: &json)
        json.endArray()
        json.endObject()
        json.key("length")
        json.beginObject(compact: true)
        json.key("anyOf")
        json.beginArray(compact: true)
        json.beginObject(compact: true); json.key("type"); json.string("number"); json.endObject()
        json.beginObject(compact: true)
        json.key("type"); json.string("string")
        // The reader's number (a YAML 1.2 decimal: `.5`, `+5`, `5.`, `1e1`) and a `%`.
        json.key("pattern"); json.string("^[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?%$")
        json.endObject()
        json.endArray()
        json.endObject()
    }

    private static func tuple(_ name: String, _ fields: [String], to json: inout JSONWriter) {
        json.key(name)
        json.beginObject(compact: true)
        json.key("anyOf")
        json.beginArray(compact: true)
        fixedArray(fields.count, to: &json)
        namedNumbers(fields, required: true, to: &json)
        json.endArray()
        json.endObject()
    }

    private static func fixedArray(_ count: Int, to json: inout JSONWriter) {
        json.beginObject(compact: true)
        json.key("type"); json.string("array")
        json.key("items"); json.beginObject(compact: true); json.key("type"); json.string("number"); json.endObject()
        json.key("minItems"); json.integer(count)
        json.key("maxItems"); json.integer(count)
        json.endObject()
    }

    private static func namedNumbers(_ fields: [String], required: Bool, to json: inout JSONWriter) {
        json.beginObject(compact: true)
        json.key("type"); json.string("object")
        json.key("properties")
        json.beginObject(compact: true)
        for field in fields {
            json.key(field); json.beginObject(compact: true); json.key("type"); json.string("number"); json.endObject()
        }
        json.endObject()
        if required {
            json.key("required")
            json.beginArray(compact: true)
            for field in fields { json.string(field) }
            json.endArray()
        }
        json.key("additionalProperties"); json.bool(false)
        json.endObject()
    }
}
