import Diagnostics

/// What the markup reader refuses before libxml2 sees a byte: anything that is
/// not UTF-8, characters XML forbids, a document type declaration, text that is
/// no XML at all, and a start tag with more attributes than ``MarkupLimits/maxAttributes``.
///
/// FoundationXML's parser substitutes entities (it sets libxml2's
/// `XML_PARSE_NOENT`), so entities must never be declared: the one place they
/// can be is a `<!DOCTYPE`, and a search of the bytes finds it only when the
/// bytes are UTF-8. A UTF-16, UTF-32 or UTF-7 file (said by a byte order mark,
/// by its first bytes, or by `encoding=` in its XML declaration) hid the
/// declaration from the search while libxml2 decoded and obeyed it; each is
/// refused here (Docs/Security.md#interface-builder-files).
enum MarkupPrecheck {
    struct Refusal: Equatable {
        var message: String
        var offset: Int
        var rule: RuleID = .xmlSyntax
    }

    static func refusal(in bytes: [UInt8], limits: MarkupLimits) -> Refusal? {
        if let encoding = encodingRefusal(bytes) { return encoding }
        if let text = textRefusal(bytes) { return text }
        if let declaration = declarationRefusal(bytes) { return declaration }
        return attributeRefusal(bytes, limit: limits.maxAttributes)
    }

    /// Text in another encoding than UTF-8, by its byte order mark or first bytes.
    static func encodingRefusal(_ bytes: [UInt8]) -> Refusal? {
        let marks: [(prefix: [UInt8], name: String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian byte order mark)"),
            ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian byte order mark)"),
            ([0xFE, 0xFF], "UTF-16 (big-endian byte order mark)"),
            ([0xFF, 0xFE], "UTF-16 (little-endian byte order mark)"),
            ([0x2B, 0x2F, 0x76], "UTF-7 (byte order mark)"),
            ([0x00, 0x00, 0x00, 0x3C], "UTF-32 (big-endian, no byte order mark)"),
            ([0x3C, 0x00, 0x00, 0x00], "UTF-32 (little-endian, no byte order mark)"),
            ([0x00, 0x3C, 0x00, 0x3F], "UTF-16 (big-endian, no byte order mark)"),
            ([0x3C, 0x00, 0x3F, 0x00], "UTF-16 (little-endian, no byte order mark)"),
            ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
        ]
        for mark in marks where bytes.starts(with: mark.prefix) {
            return Refusal(message: "the file is \(mark.name), not UTF-8; an Interface Builder file is UTF-8 "
                               + "(Xcode writes nothing else): save it as UTF-8", offset: 0)
        }
        return nil
    }

    /// The bytes after a UTF-8 byte order mark.
    static func start(of bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Invalid UTF-8, a character XML forbids (a control character, U+FFFE,
    /// U+FFFF), a `<!DOCTYPE`, or no markup at all: one pass over the bytes.
    static func textRefusal(_ bytes: [UInt8]) -> Refusal? {
        let begin = start(of: bytes)
        var firstMarkup: Int?
        let doctype = Array("<!DOCTYPE".utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Refusal? in
            var index = begin
            while index < buffer.count {
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                        return Refusal(message: "the character U+\(hex(UInt32(byte))) (a control character) is not "
                                           + "allowed in XML; remove it", offset: index)
                    }
                    if firstMarkup == nil, byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                        guard byte == UInt8(ascii: "<") else {
                            return Refusal(message: "the file is not XML: an Interface Builder file starts with "
                                               + "'<?xml' or '<document'", offset: index)
                        }
                        firstMarkup = index
                    }
                    if byte == UInt8(ascii: "<"), index + doctype.count <= buffer.count,
                       buffer[index + 1] == UInt8(ascii: "!"),
                       (0..<doctype.count).allSatisfy({ buffer[index + $0] == doctype[$0] }) {
                        return Refusal(message: "a document type declaration is not read (an Interface Builder file "
                                           + "has none, and its entities could expand without bound or read other "
                                           + "files); remove it", offset: index)
                    }
                    index += 1
                    continue
                }
                guard let (scalar, length) = decode(buffer, at: index) else {
                    return Refusal(message: "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))"
                                       + " here); an Interface Builder file is UTF-8", offset: index)
                }
                if firstMarkup == nil {
                    return Refusal(message: "the file is not XML: an Interface Builder file starts with "
                                       + "'<?xml' or '<document'", offset: index)
                }
                if scalar == 0xFFFE || scalar == 0xFFFF {
                    return Refusal(message: "the character U+\(hex(scalar)) is not allowed in XML; remove it",
                                   offset: index)
                }
                index += length
            }
            if firstMarkup == nil {
                return Refusal(message: "the file is empty; expected an Interface Builder document", offset: begin)
            }
            return nil
        }
    }

    /// `encoding="…"` in the XML declaration, when it names anything but UTF-8.
    static func declarationRefusal(_ bytes: [UInt8]) -> Refusal? {
        let begin = start(of: bytes)
        guard bytes[begin...].starts(with: Array("<?xml".utf8)) else { return nil }
        let end = (begin..<bytes.count).first { bytes[$0] == UInt8(ascii: ">") } ?? bytes.count
        let declaration = bytes[begin..<end]
        let key = Array("encoding".utf8)
        guard let at = (begin..<max(begin, end - key.count)).first(where: { bytes[$0...].starts(with: key) }) else {
            return nil
        }
        var index = at + key.count
        while index < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        let valueEnd = (valueStart..<end).first { bytes[$0] == quote } ?? end
        let name = String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self)
        guard !["utf-8", "utf8"].contains(name.lowercased()) else { return nil }
        return Refusal(message: "the XML declaration says encoding=\"\(name.prefix(40))\"; an Interface Builder file "
                           + "is UTF-8 (Xcode writes nothing else): save it as UTF-8 and say encoding=\"UTF-8\"",
                       offset: at)
    }

    /// The first start tag with more than `limit` attributes.
    static func attributeRefusal(_ bytes: [UInt8], limit: Int) -> Refusal? {
        var scanner = StartTagScanner(bytes: bytes)
        scanner.attributeLimit = limit
        while let tag = scanner.next() {
            if tag.attributes.count > limit {
                return Refusal(message: "an element has more than \(limit) attributes, the attribute limit "
                                   + "(\(MarkupLimits.attributeLimitSource); an Interface Builder element has "
                                   + "a few dozen at most)",
                               offset: tag.offset, rule: .limitExceeded)
            }
        }
        return nil
    }

    /// The scalar of the UTF-8 sequence at `index` and its length, nil when invalid
    /// (overlong, a surrogate, past U+10FFFF, cut short).
    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = buffer[index]
        let length: Int, minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= buffer.count else { return nil }
        for offset in 1..<length {
            let next = buffer[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
