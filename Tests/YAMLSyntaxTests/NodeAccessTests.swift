import XCTest
import YAMLSyntax

/// Styles, tags, anchors and the arena accessors.
final class NodeAccessTests: XCTestCase {
    func testScalarStyles() throws {
        let doc = try parseClean("""
            p: plain
            s: 'single'
            d: "double"
            l: |
              literal
            f: >
              folded
              text
            m: {}

            """)
        XCTAssertEqual(doc.scalarStyle(try XCTUnwrap(doc.node("p"))), .plain)
        XCTAssertEqual(doc.scalarStyle(try XCTUnwrap(doc.node("s"))), .singleQuoted)
        XCTAssertEqual(doc.scalarStyle(try XCTUnwrap(doc.node("d"))), .doubleQuoted)
        XCTAssertEqual(doc.scalarStyle(try XCTUnwrap(doc.node("l"))), .literal)
        XCTAssertEqual(doc.scalarStyle(try XCTUnwrap(doc.node("f"))), .folded)
        XCTAssertEqual(doc.scalarStyle(try XCTUnwrap(doc.node("m"))), .plain)
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("l"))), "literal\n")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("f"))), "folded text\n")
    }

    func testDecodedValues() throws {
        let doc = try parseClean("a: \"tab\\there \\u00e9 \\x41\"\nb: 'it''s'\nc: ~\nd:\n")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("a"))), "tab\there é A")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("b"))), "it's")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("c"))), "~")
        // A missing value is an empty plain scalar.
        let d = try XCTUnwrap(doc.node("d"))
        XCTAssertEqual(doc.kind(d), .scalar)
        XCTAssertEqual(doc.scalar(d), "")
        XCTAssertEqual(doc.scalarStyle(d), .plain)
    }

    func testTags() throws {
        let doc = try parseClean("a: !!str 12\nb: !custom x\nc: !!seq [1]\nd: 12\n")
        XCTAssertEqual(doc.tag(try XCTUnwrap(doc.node("a"))), "!!str")
        XCTAssertEqual(doc.tag(try XCTUnwrap(doc.node("b"))), "!custom")
        XCTAssertEqual(doc.tag(try XCTUnwrap(doc.node("c"))), "!!seq")
        XCTAssertNil(doc.tag(try XCTUnwrap(doc.node("d"))))
        XCTAssertNil(doc.tag(doc.root))
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("a"))), "12")
    }

    func testAliasesShareTheAnchoredNode() throws {
        let doc = try parseClean("""
            base: &pad {top: 8, left: 16}
            a: *pad
            b: *pad
            n: &n 4
            list: [*n, *n]

            """)
        let base = try XCTUnwrap(doc.node("base"))
        XCTAssertEqual(doc.node("a"), base)
        XCTAssertEqual(doc.node("b"), base)
        XCTAssertEqual(doc.node("list", 0), doc.node("n"))
        XCTAssertEqual(doc.node("list", 1), doc.node("n"))
        // Shared, not copied: 1 root + 5 keys + {map, 2 keys, 2 values} + 4 + [list].
        XCTAssertEqual(doc.nodeCount, 13)
    }

    func testALaterAnchorOfTheSameNameWins() throws {
        let doc = try parseClean("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("b"))), "1")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("d"))), "2")
    }

    func testScalarEqualsAndBytes() throws {
        let doc = try parseClean("kind: label\nname: \"café\"\n")
        let kind = try XCTUnwrap(doc.node("kind"))
        XCTAssertTrue(doc.scalarEquals(kind, "label"))
        XCTAssertFalse(doc.scalarEquals(kind, "labe"))
        XCTAssertFalse(doc.scalarEquals(kind, "labels"))
        XCTAssertEqual(doc.withScalarBytes(try XCTUnwrap(doc.node("name"))) { Array($0) }, Array("café".utf8))
        XCTAssertEqual(doc.scalar(doc.root), "")
    }

    func testCountKeyValueElement() throws {
        let doc = try parseClean("m: {a: 1, b: [x, y, z]}\ns: []\nt: x\n")
        let m = try XCTUnwrap(doc.node("m"))
        XCTAssertEqual(doc.count(doc.root), 3)
        XCTAssertEqual(doc.count(m), 2)
        XCTAssertTrue(doc.scalarEquals(doc.key(m, 0), "a"))
        XCTAssertTrue(doc.scalarEquals(doc.value(m, 0), "1"))
        XCTAssertTrue(doc.scalarEquals(doc.key(m, 1), "b"))
        let b = doc.value(m, 1)
        XCTAssertEqual(doc.kind(b), .sequence)
        XCTAssertEqual(doc.count(b), 3)
        XCTAssertEqual((0..<3).map { doc.scalar(doc.element(b, $0)) }, ["x", "y", "z"])
        XCTAssertEqual(doc.count(try XCTUnwrap(doc.node("s"))), 0)
        XCTAssertEqual(doc.count(try XCTUnwrap(doc.node("t"))), 0)
    }

    func testNodeIDsArePreOrderWithTheRootFirst() throws {
        let doc = try parseClean("a: [b, c]\n")
        XCTAssertEqual(doc.root, YAMLNodeID(rawValue: 0))
        XCTAssertEqual(doc.kind(YAMLNodeID(rawValue: 2)), .sequence)
        XCTAssertEqual(doc.scalar(YAMLNodeID(rawValue: 4)), "c")
    }

    func testScalarRootAndExplicitDocumentMarkers() throws {
        let doc = try parseClean("--- just text\n...\n")
        XCTAssertEqual(doc.kind(doc.root), .scalar)
        XCTAssertEqual(doc.scalar(doc.root), "just text")
        XCTAssertEqual(doc.nodeCount, 1)
    }
}

/// The bare event scan the benchmark uses as its floor.
final class CountEventsTests: XCTestCase {
    func testCountsEveryEvent() {
        // STREAM-START DOCUMENT-START MAPPING-START a 1 b [ x ] MAPPING-END DOCUMENT-END STREAM-END
        XCTAssertEqual(YAMLParser.countEvents(Array("a: 1\nb: [x]\n".utf8)), 12)
        XCTAssertEqual(YAMLParser.countEvents([]), 2)
        XCTAssertEqual(YAMLParser.countEvents(Array("# comment\n".utf8)), 2)
    }

    func testNilOnError() {
        XCTAssertNil(YAMLParser.countEvents(Array("a: [1\n".utf8)))
        XCTAssertNil(YAMLParser.countEvents([0x00, 0xFF]))
    }
}
