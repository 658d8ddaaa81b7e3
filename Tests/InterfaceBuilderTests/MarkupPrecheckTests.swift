import Diagnostics
import Foundation
import InterfaceBuilder
import XCTest

/// What the markup reader refuses before libxml2 parses (issue 32): other
/// encodings than UTF-8, in which a `<!DOCTYPE` hid from the byte search while
/// libxml2 expanded its entities; characters XML forbids; text that is no XML;
/// a start tag of a million attributes. And the messages for what libxml2
/// itself stops at, and the positions in a minified file.
final class MarkupPrecheckTests: XCTestCase {
    private func read(_ bytes: [UInt8], limits: MarkupLimits = MarkupLimits()) -> (MarkupTree?, [Diagnostic]) {
        let result = MarkupReader.read(bytes, file: "t.xib", limits: limits)
        return (result.tree, result.diagnostics)
    }

    private func message(_ bytes: [UInt8]) -> String {
        read(bytes).1.first?.message ?? "no diagnostic"
    }

    /// A document with an internal entity that becomes a screen's name when expanded.
    private let entityDocument = "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY e \"Evil\">]>"
        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" name=\"&e;\"/>"

    func testUTF16AndUTF32AreRefusedWithOrWithoutAByteOrderMark() {
        let utf16LE = Array(entityDocument.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE = Array(entityDocument.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32LE = entityDocument.unicodeScalars.flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] }
        let cases: [([UInt8], String)] = [
            ([0xFF, 0xFE] + utf16LE, "the file is UTF-16 (little-endian byte order mark), not UTF-8"),
            ([0xFE, 0xFF] + utf16BE, "the file is UTF-16 (big-endian byte order mark), not UTF-8"),
            (utf16LE, "the file is UTF-16 (little-endian, no byte order mark), not UTF-8"),
            (utf16BE, "the file is UTF-16 (big-endian, no byte order mark), not UTF-8"),
            ([0xFF, 0xFE, 0, 0] + utf32LE, "the file is UTF-32 (little-endian byte order mark), not UTF-8"),
            (utf32LE, "the file is UTF-32 (little-endian, no byte order mark), not UTF-8"),
        ]
        for (bytes, expected) in cases {
            let (tree, diagnostics) = read(bytes)
            XCTAssertNil(tree, expected)
            XCTAssertTrue(diagnostics.first?.message.hasPrefix(expected) == true, diagnostics.first?.message ?? expected)
            XCTAssertEqual(diagnostics.first?.range?.start, SourceLocation(line: 1, column: 1))
        }
    }

    func testADeclaredEncodingOtherThanUTF8IsRefusedAtItsName() {
        // UTF-7 spells `<` as `+ADw-`: the declaration's `<!DOCTYPE` never appears as bytes.
        let utf7 = Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>+ADw-!DOCTYPE d+AD4-<document/>".utf8)
        let (tree, diagnostics) = read(utf7)
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.first?.message, "the XML declaration says encoding=\"UTF-7\"; an Interface Builder "
            + "file is UTF-8 (Xcode writes nothing else): save it as UTF-8 and say encoding=\"UTF-8\"")
        // `encoding` begins after `<?xml version="1.0" `: column 21.
        XCTAssertEqual(diagnostics.first?.range?.start, SourceLocation(line: 1, column: 21))
        for name in ["ISO-8859-1", "us-ascii", "UTF-16"] {
            XCTAssertTrue(message(Array("<?xml version='1.0' encoding='\(name)'?><document/>".utf8))
                .hasPrefix("the XML declaration says encoding=\"\(name)\""), name)
        }
        for name in ["UTF-8", "utf-8", "utf8"] {
            XCTAssertEqual(read(Array("<?xml version=\"1.0\" encoding=\"\(name)\"?><document/>".utf8)).1, [], name)
        }
        // A UTF-8 byte order mark is UTF-8.
        XCTAssertEqual(read([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?><document/>".utf8)).1, [])
    }

    func testCharactersXMLForbidsAndBrokenUTF8AreToldApart() {
        XCTAssertEqual(message(Array("<document a=\"x\u{01}\"/>".utf8)),
                       "the character U+0001 (a control character) is not allowed in XML; remove it")
        XCTAssertEqual(read(Array("<document\n a=\"x\u{01}\"/>".utf8)).1.first?.range?.start,
                       SourceLocation(line: 2, column: 6))
        XCTAssertEqual(message(Array("<document a=\"\u{FFFF}\"/>".utf8)),
                       "the character U+FFFF is not allowed in XML; remove it")
        XCTAssertEqual(message(Array("<document a=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)),
                       "the file is not valid UTF-8 (byte 0xC3 here); an Interface Builder file is UTF-8")
        // An encoded surrogate (ED A0 80) is not UTF-8 either.
        XCTAssertTrue(message(Array("<d a=\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"/>".utf8))
            .hasPrefix("the file is not valid UTF-8 (byte 0xED here)"))
    }

    func testTextThatIsNoXMLAndAnEmptyFileSaySo() {
        XCTAssertEqual(message(Array("layout: 1\nscreen: Home\n".utf8)),
                       "the file is not XML: an Interface Builder file starts with '<?xml' or '<document'")
        XCTAssertEqual(message(Array("  \n\t".utf8)), "the file is empty; expected an Interface Builder document")
        XCTAssertEqual(message([]), "the file is empty; expected an Interface Builder document")
    }

    func testAnElementWithTooManyAttributesIsRefusedBeforeParsing() {
        let many = "<document>\n<v " + (0..<300).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/></document>"
        let (tree, diagnostics) = read(Array(many.utf8))
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.first?.rule, .limitExceeded)
        XCTAssertEqual(diagnostics.first?.message, "an element has more than 256 attributes, the attribute limit "
            + "(--max-xml-attributes or 'limits: {maxXMLAttributes: N}' in .layoutc.yml; an Interface Builder "
            + "element has a few dozen at most)")
        XCTAssertEqual(diagnostics.first?.range?.start, SourceLocation(line: 2, column: 1))
        // At the limit it is read.
        let limit = "<document " + (0..<256).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
        XCTAssertEqual(read(Array(limit.utf8)).0?.elements.first?.attributes.count, 256)
    }

    func testAFileOverTenMegabytesIsRead() throws {
        // Handed to libxml2 whole, a well-formed file over 10 MB failed as "libxml2 error 1".
        let line = "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"abcdefghij\"/>\n"
        let count = 10_500_000 / line.utf8.count
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n"
            + String(repeating: line, count: count) + "</document>\n"
        let (tree, diagnostics) = read(Array(text.utf8))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(tree?.elements.count, count + 1)
    }

    func testColumnsOnALongMinifiedLineAreExactAndFound() throws {
        // 20,000 elements on one line, with a two-byte letter before each: the
        // column of element k's `<` is 1 + 8 · k + (length of `<document>` = 10)
        // counted in scalars, while its byte offset grows by 9 per element.
        let count = 20_000
        let text = "<document>" + String(repeating: "é<v a=\"1\"/>", count: count)
            + "</document>"
        let started = Date()
        let (parsed, diagnostics) = read(Array(text.utf8))
        XCTAssertEqual(diagnostics, [])
        let tree = try XCTUnwrap(parsed)
        XCTAssertEqual(tree.elements.count, count + 1)
        for k in [0, 1, 255, 256, 9_999, count - 1] {
            // `<document>` is 10 columns; each repetition `é<v a="1"/>` is 11 columns, its `<` the second.
            XCTAssertEqual(tree.lines.location(offset: tree.elements[k + 1].offset),
                           SourceLocation(line: 1, column: 10 + 11 * k + 2), "element \(k)")
            XCTAssertEqual(tree.range(ofAttribute: "a", element: k + 1).start,
                           SourceLocation(line: 1, column: 10 + 11 * k + 5), "attribute of element \(k)")
        }
        // Counted from the line's start each time this took seconds (quadratic); now a few hundred bytes each.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}
