/// How spec names become Swift names (Docs/Generate.md): the type is the screen in
/// UpperCamelCase plus `Layout`, a view's property its id in lowerCamelCase.
public enum SwiftNames {
    /// `TagPicker` and `tag-picker` → `TagPickerLayout`; `nil` for a screen
    /// with no letter or digit (`""`, `-`, `😀`), which names no type (a bare
    /// `Layout` would say nothing of the screen, and two such specs would clash).
    public static func typeName(forScreen screen: String) -> String? {
        let parts = words(screen)
        guard !parts.isEmpty else { return nil }
        return identifier(parts.map(capitalizedFirst).joined() + "Layout")
    }

    /// `buy-button` → `buyButton`; a Swift keyword escaped with backticks; a name
    /// that is still no identifier (`2up` → `_2up`) gets a `_` prefix. An id with
    /// no letter or digit (`_`, `-`, `😀`) has nothing to name the property by:
    /// it is `_` plus `viewIndex`, the view's index in `views` (`_3`), since a
    /// bare `_` is Swift's wildcard, not a name.
    public static func propertyName(forID id: String, viewIndex: Int) -> String {
        let parts = words(id)
        guard let first = parts.first else { return "_\(viewIndex)" }
        let name = identifier(lowercasedFirstWord(first) + parts.dropFirst().map(capitalizedFirst).joined())
        if name == "_" { return "_\(viewIndex)" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as a Swift identifier: scalars Swift does not allow in one
    /// dropped (case mapping can make some), a `_` in front when what is left
    /// does not start like one (`2up` → `_2up`).
    static func identifier(_ name: String) -> String {
        var scalars = String.UnicodeScalarView(name.unicodeScalars.filter(SwiftIdentifierCharacters.isContinuation))
        if scalars.first.map(SwiftIdentifierCharacters.isHead) != true { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }

    /// The name without backticks (what two names collide on).
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Letters and digits split at every other character: `buy-button_2` → `buy`, `button`, `2`.
    /// A letter Swift does not take in a name counts as a separator.
    static func words(_ text: String) -> [Substring] {
        text.split { !(($0.isLetter || $0.isASCII && $0.isNumber)
                        && $0.unicodeScalars.allSatisfy(SwiftIdentifierCharacters.isContinuation)) }
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
