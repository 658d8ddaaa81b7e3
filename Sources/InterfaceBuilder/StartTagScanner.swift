/// Finds start tags and their attributes' names in the raw bytes, in document
/// order, so every element and attribute gets its exact position.
///
/// XMLParser (libxml2) checks the document and decodes the values; it reports
/// a position only at the end of each start tag and gives attributes
/// unordered. This scanner follows it through the same bytes: in a document
/// libxml2 accepted, the next `<` followed by a name that is not inside a
/// comment, CDATA section or processing instruction opens the next element,
/// and attribute values cannot hold a `<`.
struct StartTagScanner {
    let bytes: [UInt8]
    private(set) var cursor = 0
    /// Attributes past this many are counted to one more, not kept: a tag of a
    /// million attributes costs a scan, not a million names.
    var attributeLimit = Int.max

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next start tag: the offset of its `<`, and its attributes' names with
    /// their offsets, in the order written. `nil` past the last one.
    mutating func next() -> (offset: Int, attributes: [(name: String, offset: Int)])? {
        while let open = find(UInt8(ascii: "<"), from: cursor) {
            guard open + 1 < bytes.count else { return nil }
            switch bytes[open + 1] {
            case UInt8(ascii: "!"):
                if starts("<!--", at: open) {
                    cursor = end(of: "-->", from: open + 4)
                } else if starts("<![CDATA[", at: open) {
                    cursor = end(of: "]]>", from: open + 9)
                } else {
                    cursor = end(of: ">", from: open + 2)
                }
            case UInt8(ascii: "?"):
                cursor = end(of: "?>", from: open + 2)
            case UInt8(ascii: "/"):
                cursor = end(of: ">", from: open + 2)
            default:
                return startTag(at: open)
            }
        }
        return nil
    }

    private mutating func startTag(at open: Int) -> (offset: Int, attributes: [(name: String, offset: Int)]) {
        var index = open + 1
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
              bytes[index] != UInt8(ascii: "/") { index += 1 }
        var attributes: [(name: String, offset: Int)] = []
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { index += 1; break }
            if byte == UInt8(ascii: "/") { index += 1; continue }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
            let nameEnd = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") {
                index += 1
            }
            guard index < bytes.count else { break }
            let quote = bytes[index]
            index = (find(quote, from: index + 1) ?? bytes.count - 1) + 1
            if attributes.count <= attributeLimit {
                attributes.append((String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), nameStart))
            }
        }
        cursor = index
        return (open, attributes)
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func starts(_ text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            (0..<count).allSatisfy { bytes[offset + $0] == pattern[$0] }
        }
    }

    /// The offset just past the next `text` from `start` (the end of input without one).
    private func end(of text: StaticString, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if starts(text, at: index) { return index + text.utf8CodeUnitCount }
            index += 1
        }
        return bytes.count
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
