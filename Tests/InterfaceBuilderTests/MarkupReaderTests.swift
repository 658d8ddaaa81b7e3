import Diagnostics
import InterfaceBuilder
import XCTest

/// The XML layer: positions of elements and attributes, and hostile input.
final class MarkupReaderTests: XCTestCase {
    private func read(_ text: String, limits: MarkupLimits = MarkupLimits()) -> (MarkupTree?, [Diagnostic]) {
        let result = MarkupReader.read(Array(text.utf8), file: "t.xib", limits: limits)
        return (result.tree, result.diagnostics)
    }

    func testElementsAndAttributesHaveTheirStartPositions() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- a comment with <fake attr="1"> inside -->
            <document type="x">
              <label  text="a &lt; b > c" id="l1"
                  hidden="YES"/>
              <é id="2"><![CDATA[<not an element>]]></é>
            </document>
            """
        let (parsed, diagnostics) = read(text)
        XCTAssertEqual(diagnostics, [])
        let tree = try XCTUnwrap(parsed)
        XCTAssertEqual(tree.elements.map(\.name), ["document", "label", "é"])
        XCTAssertEqual(tree.range(ofElement: 1).start, SourceLocation(line: 4, column: 4))
        XCTAssertEqual(tree.range(ofElement: 1).end, SourceLocation(line: 4, column: 9))
        XCTAssertEqual(tree.elements[1]["text"], "a < b > c")
        XCTAssertEqual(tree.elements[1].attributes.map(\.name), ["text", "id", "hidden"])
        XCTAssertEqual(tree.range(ofAttribute: "hidden", element: 1).start, SourceLocation(line: 5, column: 7))
        XCTAssertEqual(tree.range(ofAttribute: "id", element: 1).start, SourceLocation(line: 4, column: 31))
        // Columns count Unicode scalars: `  <é id` has `id` at column 6.
        XCTAssertEqual(tree.range(ofAttribute: "id", element: 2).start, SourceLocation(line: 6, column: 6))
        XCTAssertEqual(tree.elements[0].children, [1, 2])
    }

    func testMalformedXMLIsAPositionedError() {
        let (tree, diagnostics) = read("<document>\n  <label id=\"a\">\n</document>\n")
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.map(\.rule), [.xmlSyntax])
        XCTAssertEqual(diagnostics.first?.range?.start.line, 3)
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("malformed XML") == true, diagnostics.first?.message ?? "")
    }

    func testEmptyInputIsAnError() {
        let (tree, diagnostics) = read("")
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.map(\.rule), [.xmlSyntax])
    }

    func testEntityBombAndExternalEntitiesAreRefusedBeforeParsing() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE d [
             <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
             <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
             <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
             <!ENTITY x SYSTEM "file:///etc/passwd">
            ]>
            <d a="&c;">&x;</d>
            """
        let (tree, diagnostics) = read(bomb)
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.map(\.rule), [.xmlSyntax])
        XCTAssertEqual(diagnostics.first?.range?.start, SourceLocation(line: 2, column: 1))
    }

    func testUndeclaredEntityIsAnError() {
        let (tree, diagnostics) = read("<d a=\"&nope;\"/>")
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.map(\.rule), [.xmlSyntax])
    }

    func testDeepNestingStopsAtTheLimit() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let start = Date()
        let (tree, diagnostics) = read(text)
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.map(\.rule), [.limitExceeded])
        XCTAssertEqual(diagnostics.first?.range?.start, SourceLocation(line: 1, column: 1 + 3 * 512))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testElementLimit() {
        let text = "<d>" + String(repeating: "<a/>", count: 50) + "</d>"
        let (tree, diagnostics) = read(text, limits: MarkupLimits(maxDepth: 512, maxElements: 10))
        XCTAssertNil(tree)
        XCTAssertEqual(diagnostics.map(\.rule), [.limitExceeded])
        XCTAssertEqual(diagnostics.first?.range?.start, SourceLocation(line: 1, column: 4 + 9 * 4))
    }
}
