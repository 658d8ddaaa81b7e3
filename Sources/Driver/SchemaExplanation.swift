import SpecReader

/// `layoutc explain` for the format itself, from the same schema data the
/// reader runs on: an object (`stack`, `flow`, `place`), a key (`hugging`), or
/// an object's key (`stack.distribution`).
public enum SchemaExplanation {
    /// The explanation of `topic`, or nil when the format has no such object or key.
    public static func explanation(of topic: String) -> String? {
        var parts: [String] = []
        let names = SpecSchema.objects.keys.sorted()
        if let dot = topic.firstIndex(of: "."), let object = SpecSchema.objects[String(topic[..<dot])],
           let key = object.key(named: String(topic[topic.index(after: dot)...])) {
            parts.append(describe(key, in: object))
        } else {
            if let object = SpecSchema.objects[topic] { parts.append(describe(object)) }
            for name in names {
                guard let object = SpecSchema.objects[name], let key = object.key(named: topic) else { continue }
                parts.append(describe(key, in: object))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// An object and its keys, one per line.
    static func describe(_ object: ObjectSpec) -> String {
        var text = "\(object.name) (object): \(object.doc)\n\n"
        let width = (object.keys.map(\.name.count).max() ?? 0) + 2
        for key in object.keys {
            let padding = String(repeating: " ", count: width - key.name.count)
            text += "  \(key.name)\(padding)\(key.doc)\(key.defaultValue.map { " (default \($0))" } ?? "")\n"
            text += "  \(String(repeating: " ", count: width))\(key.shape.description)\n"
        }
        return text
    }

    /// One key: its doc, the value it takes, its default and the kinds that accept it.
    static func describe(_ key: KeySpec, in object: ObjectSpec) -> String {
        var text = "\(object.name).\(key.name): \(key.doc)\n  value: \(key.shape.description)\n"
        if let value = key.defaultValue { text += "  default: \(value)\n" }
        if key.required { text += "  required\n" }
        if let kinds = key.kinds { text += "  kinds: \(kinds.map(\.rawValue).joined(separator: ", "))\n" }
        return text
    }
}
