import XCTest

@testable import Emitters

final class XMLEscapingTests: XCTestCase {
    func testAttributeEscaping() {
        XCTAssertEqual(XML.attribute(#"a & b < c > d "e" 'f'"#), "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;")
        XCTAssertEqual(XML.attribute("line\nnext\ttab\rcr"), "line&#10;next&#9;tab&#13;cr")
    }

    func testTextEscapingKeepsQuotesAndNewlines() {
        XCTAssertEqual(XML.text("\"q\" 'a' <&>\nx\ty"), "\"q\" 'a' &lt;&amp;&gt;\nx\ty")
    }

    func testCharactersXMLCannotCarryAreReplaced() {
        XCTAssertEqual(XML.text("a\u{0}b\u{1B}c\u{FFFF}é🙂"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}é🙂")
        XCTAssertEqual(XML.attribute("\u{FFFE}x\u{7F}"), "\u{FFFD}x\u{7F}")
    }

    func testOtherCharactersOfTheSameLeadByteAreKept() {
        // U+FF21 and U+FFFD share U+FFFE's first byte (EF); U+EFBF is not U+FFFF.
        XCTAssertEqual(XML.text("\u{FF21}\u{FFFD}\u{EFBF}\u{FFFE}"), "\u{FF21}\u{FFFD}\u{EFBF}\u{FFFD}")
        XCTAssertEqual(XML.attribute("ends with \u{FFFF}"), "ends with \u{FFFD}")
    }
}
