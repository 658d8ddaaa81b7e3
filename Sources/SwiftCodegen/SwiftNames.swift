/// How spec names become Swift names (codegen.md): the type is the screen in
/// UpperCamelCase plus `Layout`, a view's property its id in lowerCamelCase.
public enum SwiftNames {
    /// `TagPicker` and `tag-picker` → `TagPickerLayout`.
    public static func typeName(forScreen screen: String) -> String {
        let name = words(screen).map(capitalizedFirst).joined() + "Layout"
        return name.first.map(isIdentifierHead) ?? false ? name : "_" + name
    }

    /// `buy-button` → `buyButton`; a Swift keyword escaped with backticks; a name
    /// that is still no identifier (`2up` → `_2up`) gets a `_` prefix.
    public static func propertyName(forID id: String) -> String {
        let parts = words(id)
        guard let first = parts.first else { return "_" }
        let name = lowercasedFirstWord(first) + parts.dropFirst().map(capitalizedFirst).joined()
        if !isIdentifierHead(name.first!) { return "_" + name }
        if keywords.contains(name) { return "`\(name)`" }
        return name
    }

    /// The name without backticks (what two names collide on).
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Letters and digits split at every other character: `buy-button_2` → `buy`, `button`, `2`.
    static func words(_ text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isASCII && $0.isNumber) }
    }

    private static func capitalizedFirst(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URL` → `url`, `URLField` → `urlField`, `Buy` → `buy`, `buy` → `buy`.
    private static func lowercasedFirstWord(_ word: Substring) -> String {
        let upper = word.prefix { $0.isUppercase }.count
        if upper == word.count { return word.lowercased() }
        if upper <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        // Keep the last capital of the run: it starts the next word (`URLField`).
        return word.prefix(upper - 1).lowercased() + word.dropFirst(upper - 1)
    }

    private static func isIdentifierHead(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    /// Swift's keywords and the names that need backticks as a property name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "some", "any", "consume", "copy", "discard", "borrowing", "consuming",
        "package", "Type", "Protocol",
    ]
}
