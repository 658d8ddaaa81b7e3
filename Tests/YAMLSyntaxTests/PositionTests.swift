import XCTest
import YAMLSyntax

/// Start and end positions: 1-based, end exclusive, columns in characters.
final class PositionTests: XCTestCase {
    let source = """
        screen: TagPicker
        root:
          frame: [16, 100, 120, 44]
          children:
            - id: buy
              title: "héllo"
            - kind: label
        insets: 8

        """

    func testScalarsInABlockMapping() throws {
        let doc = try parseClean(source)
        XCTAssertEqual(doc.range(doc.key(doc.root, 0)), range(1, 1, 1, 7))  // screen
        XCTAssertEqual(doc.range(try XCTUnwrap(doc.node("screen"))), range(1, 9, 1, 18))
        XCTAssertEqual(doc.range(doc.key(doc.root, 1)), range(2, 1, 2, 5))  // root
        XCTAssertEqual(doc.range(try XCTUnwrap(doc.node("insets"))), range(8, 9, 8, 10))
    }

    func testNestedMappingRunsToItsEndEvent() throws {
        let doc = try parseClean(source)
        // The root mapping ends at the stream end; `root:`'s value where the
        // dedent to `insets` closes it.
        XCTAssertEqual(doc.range(doc.root), range(1, 1, 9, 1))
        let root = try XCTUnwrap(doc.node("root"))
        XCTAssertEqual(doc.kind(root), .mapping)
        XCTAssertEqual(doc.range(root), range(3, 3, 8, 1))
        XCTAssertEqual(doc.start(root).description, "3:3")
    }

    func testFlowSequence() throws {
        let doc = try parseClean(source)
        let frame = try XCTUnwrap(doc.node("root", "frame"))
        XCTAssertEqual(doc.kind(frame), .sequence)
        XCTAssertEqual(doc.range(frame), range(3, 10, 3, 28))
        XCTAssertEqual(doc.range(doc.element(frame, 0)), range(3, 11, 3, 13))  // 16
        XCTAssertEqual(doc.range(doc.element(frame, 1)), range(3, 15, 3, 18))  // 100
        XCTAssertEqual(doc.range(doc.element(frame, 3)), range(3, 25, 3, 27))  // 44
    }

    func testBlockSequenceAndItsItems() throws {
        let doc = try parseClean(source)
        let children = try XCTUnwrap(doc.node("root", "children"))
        XCTAssertEqual(doc.kind(children), .sequence)
        XCTAssertEqual(doc.count(children), 2)
        XCTAssertEqual(doc.range(children), range(5, 5, 8, 1))
        let first = doc.element(children, 0)
        XCTAssertEqual(doc.range(first), range(5, 7, 7, 5))
        XCTAssertEqual(doc.range(try XCTUnwrap(doc.node("root", "children", 0, "id"))), range(5, 11, 5, 14))
        XCTAssertEqual(doc.range(try XCTUnwrap(doc.node("root", "children", 1, "kind"))), range(7, 13, 7, 18))
    }

    func testColumnsCountCharactersNotBytes() throws {
        let doc = try parseClean(source)
        // "héllo" is 7 characters with its quotes but 8 bytes.
        let title = try XCTUnwrap(doc.node("root", "children", 0, "title"))
        XCTAssertEqual(doc.range(title), range(6, 14, 6, 21))
        XCTAssertEqual(doc.scalar(title), "héllo")
        let after = try parseClean("ü: [é, x]\n")
        XCTAssertEqual(after.range(after.key(after.root, 0)), range(1, 1, 1, 2))
        XCTAssertEqual(after.range(try XCTUnwrap(after.node("ü", 1))), range(1, 8, 1, 9))
    }

    func testMultiLineScalars() throws {
        let doc = try parseClean("a: |\n  one\n  two\nb: \"x\n  y\"\n")
        // A literal block scalar takes its last line break.
        XCTAssertEqual(doc.range(try XCTUnwrap(doc.node("a"))), range(1, 4, 4, 1))
        XCTAssertEqual(doc.range(try XCTUnwrap(doc.node("b"))), range(4, 4, 5, 5))
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("b"))), "x y")
    }

    func testCarriageReturnLineFeedCountsOneLine() throws {
        let doc = try parseClean("a: 1\r\nb: 2\r\n")
        XCTAssertEqual(doc.range(try XCTUnwrap(doc.node("b"))), range(2, 4, 2, 5))
    }

    /// An error at the end of a file without a final line break is placed at
    /// the end of its last line, not on a line after it the file does not have.
    func testAnErrorAtTheEndOfAFileWithoutAFinalLineBreakStaysOnItsLastLine() throws {
        let unclosed = parse("a: [1, {b: 2}")
        XCTAssertEqual(unclosed.diagnostics.map(\.range?.start.description), ["1:14"])
        XCTAssertEqual(unclosed.diagnostics.first?.notes, ["the flow sequence starts at 1:4"])
        let withBreak = parse("a: [1, {b: 2}\n")
        XCTAssertEqual(withBreak.diagnostics.map(\.range?.start.description), ["2:1"], "the empty line after the break")
        let crlfLast = parse("x: 1\r\na: [é")
        XCTAssertEqual(crlfLast.diagnostics.map(\.range?.start.description), ["2:6"], "columns count characters")
    }
}
