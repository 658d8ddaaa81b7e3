import Diagnostics

/// Every message the YAML layer writes, in one place: lowercase, no trailing
/// period, and each limit message names the limit it hit.
enum YAMLMessages {
    static func nestingTooDeep(_ limit: Int) -> String {
        "nesting deeper than \(limit) levels (the nesting limit)"
    }

    static func aliasBomb(_ limit: Int) -> String {
        "aliases expand to more than \(limit) nodes (the alias expansion limit); is this an alias bomb?"
    }

    static func scalarTooLong(_ length: Int, _ limit: Int) -> String {
        "scalar of \(length) bytes is longer than \(limit) bytes (the scalar size limit)"
    }

    static func runTooLong(_ limit: Int) -> String {
        "scalar longer than \(limit) bytes (the scalar size limit): more than that on one line, "
            + "spaces not counted, without an escape or one of , : [ ] { }"
    }

    static func tooManyNodes(_ limit: Int) -> String {
        "document has more than \(limit) nodes (the node limit)"
    }

    static func duplicateKey(_ key: String, firstAt first: SourceLocation) -> String {
        "duplicate key '\(key)' (first at \(first))"
    }

    static func undefinedAlias(_ name: String) -> String {
        "alias '*\(name)' names no anchor defined before it; expected '&\(name)' earlier in the file"
    }

    static func recursiveAlias(_ name: String) -> String {
        "alias '*\(name)' refers to a node that contains it; expected an anchor defined before the alias"
    }

    static let secondDocument = "expected one document per file, found a second one"

    static let outOfMemory = "out of memory while parsing YAML"

    /// libyaml's problem and context ("did not find expected key while parsing a
    /// block mapping"), first letter lowered, trailing period dropped.
    static func libyaml(problem: String?, context: String?) -> String {
        var text = problem ?? "invalid YAML"
        if let context, !context.isEmpty { text += " " + context }
        while text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first, first.isUppercase else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// A reader (decoding) error: libyaml's problem and the offending bytes or
    /// character ("invalid trailing UTF-8 octet (0xE9 0x22); expected UTF-8 text").
    static func reader(problem: String?, values: [Int32]) -> String {
        let base = libyaml(problem: problem, context: nil)
        let shown = values.filter { $0 >= 0 }.map { value in
            let hex = String(value, radix: 16, uppercase: true)
            return "0x" + (hex.count % 2 == 1 ? "0" + hex : hex)
        }
        guard !shown.isEmpty else { return base + "; expected UTF-8 text" }
        return base + " (\(shown.joined(separator: " "))); expected UTF-8 text"
    }

    /// Where libyaml's context started, as a note: "while parsing a block
    /// mapping" becomes "the block mapping starts at 2:1".
    static func contextNote(_ context: String, at location: SourceLocation) -> String {
        var what = Substring(context)
        for prefix in ["while parsing ", "while scanning "] where what.hasPrefix(prefix) {
            what = what.dropFirst(prefix.count)
        }
        for article in ["a ", "an ", "the "] where what.hasPrefix(article) {
            what = what.dropFirst(article.count)
            break
        }
        return "the \(what) starts at \(location)"
    }

    /// Added when libyaml stops at a tab: YAML indents with spaces only.
    static let tabHint = "; indent with spaces, YAML does not allow tabs for indentation"

    /// A key shown in a message: its text, shortened when long.
    static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let limit = 60
        if bytes.count <= limit { return String(decoding: bytes, as: UTF8.self) }
        var end = limit
        while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }  // don't split a character
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self) + "…"
    }
}
