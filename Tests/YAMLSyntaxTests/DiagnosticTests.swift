import Diagnostics
import XCTest
import YAMLSyntax

/// Syntax errors, duplicate keys, documents and aliases: each a diagnostic with
/// a rule and a 1-based position.
final class DiagnosticTests: XCTestCase {
    func testEmptyStreamsGiveNoDocumentAndNoDiagnostic() {
        for text in ["", "\n\n", "   \n", "# only a comment\n# and another\n", "#", "\u{FEFF}"] {
            let result = parse(text)
            XCTAssertNil(result.document, text.debugDescription)
            XCTAssertEqual(result.diagnostics, [], text.debugDescription)
        }
    }

    func testSyntaxErrorCombinesProblemAndContext() throws {
        let result = parse("a: 1\nb: [1, 2\nc: 3\n")
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.message, "did not find expected ',' or ']' while parsing a flow sequence")
        XCTAssertEqual(d.range?.start.description, "3:2")
        XCTAssertEqual(d.notes, ["the flow sequence starts at 2:4"])
    }

    func testBadIndentation() throws {
        let result = parse("a: 1\n b: 2\n")
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.message, "mapping values are not allowed in this context")
        XCTAssertEqual(d.range, range(2, 3, 2, 3))
    }

    func testTabsUsedForIndentation() throws {
        let result = parse("root:\n\tframe: [0, 0, 10, 10]\n")
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.range?.start.description, "2:1")
        XCTAssertTrue(d.message.hasPrefix("found character that cannot start any token"), d.message)
        XCTAssertTrue(d.message.hasSuffix("tabs for indentation"), d.message)
    }

    func testSecondDocumentIsAnErrorAndTheFirstIsKept() throws {
        let result = parse("a: 1\n---\nb: 2\n")
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.message, "expected one document per file, found a second one")
        XCTAssertEqual(d.range?.start.description, "2:1")
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.count(doc.root), 1)
        XCTAssertEqual(doc.node("a").map(doc.scalar), "1")
    }

    func testManyDocuments() throws {
        let text = (0..<50).map { "--- {n: \($0)}\n" }.joined()
        let result = parse(text)
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.range?.start.description, "2:1")
        XCTAssertEqual(result.document.flatMap { $0.node("n").map($0.scalar) }, "0")
    }

    func testADocumentEndMarkerAloneIsNotASecondDocument() throws {
        let doc = try parseClean("a: 1\n...\n# trailing comment\n")
        XCTAssertEqual(doc.count(doc.root), 1)
    }

    func testDuplicateKeyKeepsTheFirstValue() throws {
        let result = parse("""
            root:
              frame: [0, 0, 10, 10]
              width: 10
              height: 4
              width: 20

            """)
        let d = try XCTUnwrap(assertSingle(result, .duplicateKey))
        XCTAssertEqual(d.message, "duplicate key 'width' (first at 3:3)")
        XCTAssertEqual(d.range, range(5, 3, 5, 8))
        let doc = try XCTUnwrap(result.document)
        let root = try XCTUnwrap(doc.node("root"))
        XCTAssertEqual(doc.count(root), 3)
        XCTAssertEqual(doc.node("root", "width").map(doc.scalar), "10")
        XCTAssertEqual((0..<3).map { doc.scalar(doc.key(root, $0)) }, ["frame", "width", "height"])
    }

    func testDuplicateKeysAreComparedByValue() throws {
        let result = parse("{a: 1, 'a': 2, \"\\x61\": 3, b: 4}\n")
        XCTAssertEqual(result.diagnostics.map(\.rule), [.duplicateKey, .duplicateKey])
        XCTAssertEqual(result.diagnostics.map(\.message), ["duplicate key 'a' (first at 1:2)",
                                                           "duplicate key 'a' (first at 1:2)"])
        XCTAssertEqual(result.diagnostics.map { $0.range?.start.description }, ["1:8", "1:16"])
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.count(doc.root), 2)
        XCTAssertEqual(doc.node("a").map(doc.scalar), "1")
        XCTAssertEqual(doc.node("b").map(doc.scalar), "4")
    }

    func testDuplicateKeysInALargeMapping() throws {
        // Past the pairwise limit the check goes through a hash table.
        var lines = (0..<200).map { "k\($0): \($0)" }
        lines.append("k17: again")
        lines.append("k199: again")
        let result = parse(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(result.diagnostics.map(\.message), ["duplicate key 'k17' (first at 18:1)",
                                                           "duplicate key 'k199' (first at 200:1)"])
        XCTAssertEqual(result.diagnostics.map { $0.range?.start.description }, ["201:1", "202:1"])
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.count(doc.root), 200)
        XCTAssertEqual(doc.node("k17").map(doc.scalar), "17")
        XCTAssertEqual(doc.node("k199").map(doc.scalar), "199")
    }

    func testSimilarKeysAreNotDuplicates() throws {
        _ = try parseClean("{a: 1, aa: 2, b: 3, '': 4, ab: 5, ba: 6, [a]: 7, [a]: 8, {a: 1}: 9}\n")
        let many = (0..<100).map { "key\($0): 0" }.joined(separator: "\n")
        _ = try parseClean(many + "\n")
    }

    func testUndefinedAliasIsAnErrorAtTheAlias() throws {
        let result = parse("a: 1\nb: *missing\n")
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.range, range(2, 4, 2, 12))
        XCTAssertTrue(d.message.contains("'*missing'"), d.message)
        // The rest still reads; the alias stands as a null.
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.node("a").map(doc.scalar), "1")
        XCTAssertEqual(doc.node("b").map(doc.scalar), "")
    }

    func testAnAliasCannotReferToItsOwnEnclosingNode() throws {
        // Defining the anchor only at the end event keeps the DAG acyclic.
        let result = parse("a: &loop\n  b: *loop\n")
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.range?.start.description, "2:6")
        XCTAssertTrue(d.message.contains("contains it"), d.message)
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.node("a", "b").map(doc.kind), .scalar)
    }

    func testAnAliasBeforeItsAnchorIsUndefined() throws {
        let result = parse("a: *x\nb: &x 1\n")
        XCTAssertEqual(assertSingle(result, .yamlSyntax)?.range?.start.description, "1:4")
    }
}
