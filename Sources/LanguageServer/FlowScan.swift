/// Flow collections (`{…}`, `[…]`) on one line, scanned up to the cursor.
struct FlowScan {
    struct Level {
        /// `nil` for the block level, else `{` or `[`.
        var bracket: Unicode.Scalar?
        /// Where the bracket is.
        var openIndex: Int
        /// How this level is reached from the one around it.
        var parentStep: EditContext.Step?
        /// In a mapping: the key whose value the scan is in.
        var key: String?
    }

    /// Outermost (the block level) first.
    private(set) var levels: [Level]
    /// Where the word at the cursor starts.
    private(set) var tokenStart: Int
    /// Where the last `}` or `]` outside quotes is.
    private(set) var lastClose: Int?

    init(_ text: [Unicode.Scalar], from start: Int, to end: Int) {
        levels = [Level(bracket: nil, openIndex: start - 1)]
        tokenStart = start
        UnquotedScalars.scan(text, from: start, to: end) { index, scalar in
            switch scalar {
            case "{", "[":
                let current = levels[levels.count - 1]
                let step: EditContext.Step? =
                    current.bracket == "[" ? .item : current.key.map { EditContext.Step.key($0) }
                levels.append(Level(bracket: scalar, openIndex: index, parentStep: step))
                tokenStart = index + 1
            case "}", "]":
                if levels.count > 1 { levels.removeLast() }
                tokenStart = index + 1
                lastClose = index
            case ",":
                levels[levels.count - 1].key = nil
                tokenStart = index + 1
            case ":":
                let next: Unicode.Scalar = index + 1 < text.count ? text[index + 1] : " "
                let inFlow = levels.count > 1
                guard next == " " || next == "\t" || (inFlow && (next == "," || next == "}" || next == "]")) else { break }
                let name = String(String.UnicodeScalarView(text[tokenStart..<index])).trimmingCharacters(in: .whitespaces)
                levels[levels.count - 1].key = Self.unquoted(name)
                tokenStart = index + 1
            default:
                break
            }
            return true
        }
    }

    /// Whether the cursor follows a closed `{…}` or `[…]` with only spaces
    /// between: no key or value can be written there (a `,` or the end of the line comes next).
    func followsClosedCollection(in text: [Unicode.Scalar], cursor: Int) -> Bool {
        guard let close = lastClose, close < cursor else { return false }
        return text[(close + 1)..<cursor].allSatisfy { $0 == " " || $0 == "\t" }
    }

    static func unquoted(_ name: String) -> String {
        if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
            return String(name.dropFirst().dropLast())
        }
        return name
    }

    /// The keys (and their values as written) of the innermost flow mapping, on
    /// the whole line.
    func siblingKeys(in text: [Unicode.Scalar], cursor: Int) -> [String: String] {
        let innermost = levels[levels.count - 1]
        guard innermost.bracket == "{" else { return [:] }
        var keys: [String: String] = [:]
        var depth = 0
        var tokenStart = innermost.openIndex + 1
        var key: String?, valueStart = 0
        func finishValue(at index: Int) {
            guard let name = key else { return }
            keys[name] = String(String.UnicodeScalarView(text[valueStart..<index])).trimmingCharacters(in: .whitespaces)
            key = nil
        }
        let stop = UnquotedScalars.scan(text, from: innermost.openIndex + 1) { index, scalar in
            switch scalar {
            case "{", "[": depth += 1
            case "}", "]":
                if depth == 0 {
                    finishValue(at: index)
                    return false
                }
                depth -= 1
            case "," where depth == 0:
                finishValue(at: index)
                tokenStart = index + 1
            case ":" where depth == 0 && key == nil:
                let name = String(String.UnicodeScalarView(text[tokenStart..<index])).trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, index != cursor { key = Self.unquoted(name) }
                valueStart = index + 1
            default: break
            }
            return true
        }
        // The line ended inside the mapping: its last value runs to the end.
        if stop == text.count { finishValue(at: text.count) }
        return keys
    }

    /// The elements already written in the innermost flow sequence on the line,
    /// leaving out the one at the cursor (`bars: [status, |]` gives `status`).
    func sequenceItems(in text: [Unicode.Scalar], cursor: Int) -> Set<String> {
        let innermost = levels[levels.count - 1]
        guard innermost.bracket == "[" else { return [] }
        var items = Set<String>()
        var depth = 0
        var start = innermost.openIndex + 1
        func finish(at index: Int) {
            if !(start...index).contains(cursor) {
                let word = String(String.UnicodeScalarView(text[start..<index])).trimmingCharacters(in: .whitespaces)
                if !word.isEmpty { items.insert(Self.unquoted(word)) }
            }
            start = index + 1
        }
        let stop = UnquotedScalars.scan(text, from: innermost.openIndex + 1) { index, scalar in
            switch scalar {
            case "{", "[": depth += 1
            case "}", "]":
                if depth == 0 { return false }
                depth -= 1
            case "," where depth == 0: finish(at: index)
            case "#" where index > 0 && text[index - 1] == " ": return false
            default: break
            }
            return true
        }
        finish(at: stop)
        return items
    }
}
