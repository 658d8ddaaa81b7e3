extension YAMLDocument {
    /// How a message names what a node holds: `'wide'`, `the string "12"`,
    /// `a list`, `a mapping`, `nothing (null)`; long scalars are cut at 40
    /// characters. Shared by every reader of YAML so messages read the same.
    public func describe(_ node: YAMLNodeID) -> String {
        switch kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            var text = scalar(node)
            if text.unicodeScalars.count > 40 { text = String(text.unicodeScalars.prefix(40)) + "…" }
            if scalarStyle(node) != .plain { return "the string \"\(text)\"" }
            return text.isEmpty ? "nothing (null)" : "'\(text)'"
        }
    }
}
