import XCTest
@testable import YAMLSyntax

/// Collections whose children are the ids right after them store no child ids;
/// the others list them. Either way the accessors give the same tree.
final class ChildrenFollowTests: XCTestCase {
    private func follows(_ doc: YAMLDocument, _ id: YAMLNodeID?) throws -> Bool {
        let id = try XCTUnwrap(id)
        return doc.nodes[Int(id.rawValue)].childrenFollow
    }

    func testScalarOnlyAndLastNestedCollectionsFollow() throws {
        let doc = try parseClean("""
            place: {top: 8, left: 16}
            frame: [8, 8, 72, 44]
            item: {id: t8, size: [96, 44]}
            empty: []

            """)
        XCTAssertTrue(try follows(doc, doc.node("place")))
        XCTAssertTrue(try follows(doc, doc.node("frame")))
        XCTAssertTrue(try follows(doc, doc.node("item")))
        XCTAssertTrue(try follows(doc, doc.node("empty")))
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("place", "left"))), "16")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("frame", 3))), "44")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("item", "size", 1))), "44")
        XCTAssertEqual(doc.count(try XCTUnwrap(doc.node("empty"))), 0)
        // The root's values are collections before its last pair: listed.
        XCTAssertFalse(doc.nodes[Int(doc.root.rawValue)].childrenFollow)
        XCTAssertEqual(doc.count(doc.root), 4)
        XCTAssertEqual(doc.scalar(doc.key(doc.root, 2)), "item")
    }

    func testNestedCollectionBeforeTheLastChildIsListed() throws {
        let doc = try parseClean("v: {frame: [1, 2], kind: label}\nl: [[1], 2]\n")
        XCTAssertFalse(try follows(doc, doc.node("v")))
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("v", "kind"))), "label")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("v", "frame", 1))), "2")
        XCTAssertFalse(try follows(doc, doc.node("l")))
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("l", 1))), "2")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("l", 0, 0))), "1")
    }

    func testAliasChildrenAreListed() throws {
        let doc = try parseClean("n: &n 4\nlist: [*n, 5]\nlast: [5, *n]\n")
        XCTAssertFalse(try follows(doc, doc.node("list")))
        XCTAssertFalse(try follows(doc, doc.node("last")))
        let n = try XCTUnwrap(doc.node("n"))
        XCTAssertEqual(doc.node("list", 0), n)
        XCTAssertEqual(doc.node("last", 1), n)
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("list", 1))), "5")
    }

    /// A dropped duplicate pair leaves a gap in the ids: the rest are listed.
    func testDroppedDuplicateKeys() throws {
        let result = parse("m: {a: 1, a: 2, b: 3}\nt: {x: 1, y: 2, x: 3}\n")
        XCTAssertEqual(result.diagnostics.map(\.rule), [.duplicateKey, .duplicateKey])
        let doc = try XCTUnwrap(result.document)
        XCTAssertFalse(try follows(doc, doc.node("m")))
        XCTAssertEqual(doc.count(try XCTUnwrap(doc.node("m"))), 2)
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("m", "a"))), "1")
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("m", "b"))), "3")
        // Dropping the last pair keeps the others in a row.
        XCTAssertTrue(try follows(doc, doc.node("t")))
        XCTAssertEqual(doc.count(try XCTUnwrap(doc.node("t"))), 2)
        XCTAssertEqual(doc.scalar(try XCTUnwrap(doc.node("t", "y"))), "2")
    }
}
