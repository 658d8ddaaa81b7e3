import XCTest
@testable import YAMLSyntax

/// Scalars written verbatim in the input point into it; the others are copied.
/// Either way the value read back is the decoded one.
final class InSourceScalarTests: XCTestCase {
    /// The value and whether it points into the input, for the node at `path`.
    private func stored(_ doc: YAMLDocument, _ path: Any..., file: StaticString = #filePath, line: UInt = #line)
        throws -> (value: String, inSource: Bool)
    {
        var id = doc.root
        for step in path {
            switch step {
            case let key as String: id = try XCTUnwrap(doc.value(id, key), "no key \(key)", file: file, line: line)
            case let index as Int: id = doc.element(id, index)
            default: XCTFail("bad path step", file: file, line: line)
            }
        }
        return (doc.scalar(id), doc.nodes[Int(id.rawValue)].inSource)
    }

    func testPlainAndQuotedWithoutEscapesPointIntoTheInput() throws {
        let doc = try parseClean("plain: safe area\nsingle: 'one two'\ndouble: \"three\"\nflow: [a, 'b', \"c d\"]\n")
        XCTAssertEqual(try stored(doc, "plain").value, "safe area")
        XCTAssertTrue(try stored(doc, "plain").inSource)
        XCTAssertEqual(try stored(doc, "single").value, "one two")
        XCTAssertTrue(try stored(doc, "single").inSource)
        XCTAssertEqual(try stored(doc, "double").value, "three")
        XCTAssertTrue(try stored(doc, "double").inSource)
        for (index, text) in ["a", "b", "c d"].enumerated() {
            XCTAssertEqual(try stored(doc, "flow", index).value, text)
            XCTAssertTrue(try stored(doc, "flow", index).inSource)
        }
        // Keys too.
        let key = doc.key(doc.root, 0)
        XCTAssertTrue(doc.nodes[Int(key.rawValue)].inSource)
        XCTAssertTrue(doc.scalarEquals(key, literal: "plain"))
    }

    func testTrailingSpacesAndCommentsAreNotPartOfTheValue() throws {
        let doc = try parseClean("a: x   # note\nb: y z \t\nc: [p , q]  \n")
        XCTAssertEqual(try stored(doc, "a").value, "x")
        XCTAssertEqual(try stored(doc, "b").value, "y z")
        XCTAssertEqual(try stored(doc, "c", 0).value, "p")
        XCTAssertTrue(try stored(doc, "a").inSource)
        XCTAssertTrue(try stored(doc, "b").inSource)
    }

    func testValuesThatDifferFromTheirSourceAreCopied() throws {
        let doc = try parseClean("""
            escaped: "tab\\tend"
            quote: 'it''s'
            multi: first
              second
            joined: "a
              b"
            literal: |
              text
            folded: >
              more
              text
            flowmulti: [x
              y]

            """)
        let expected: [(String, String)] = [
            ("escaped", "tab\tend"), ("quote", "it's"), ("multi", "first second"), ("joined", "a b"),
            ("literal", "text\n"), ("folded", "more text\n"),
        ]
        for (key, value) in expected {
            XCTAssertEqual(try stored(doc, key).value, value, key)
            XCTAssertFalse(try stored(doc, key).inSource, key)
        }
        XCTAssertEqual(try stored(doc, "flowmulti", 0).value, "x y")
        XCTAssertFalse(try stored(doc, "flowmulti", 0).inSource)
    }

    /// Same length as the source but not the same bytes: `a\nb` folds to `a b`.
    func testFoldedLineOfEqualLengthIsCopied() throws {
        let doc = try parseClean("k: a\n  b\n")
        XCTAssertEqual(try stored(doc, "k").value, "a b")
        XCTAssertFalse(try stored(doc, "k").inSource)
    }

    func testEmptyValuesReadEmpty() throws {
        let doc = try parseClean("a:\nb: ''\nc: \"\"\nd: [a, '']\n")
        for key in ["a", "b", "c"] { XCTAssertEqual(try stored(doc, key).value, "", key) }
        XCTAssertEqual(try stored(doc, "d", 1).value, "")
        XCTAssertEqual(doc.describe(try XCTUnwrap(doc.node("a"))), "nothing (null)")
        XCTAssertEqual(doc.describe(try XCTUnwrap(doc.node("b"))), "the string \"\"")
    }

    /// libyaml counts characters, not bytes: after non-ASCII text the input
    /// offset is found again, and values after it still point into the input.
    func testNonASCIIBeforeAValue() throws {
        let doc = try parseClean("título: café ünd\nnext: plain\nlast: 'é'\n")
        XCTAssertEqual(try stored(doc, "título").value, "café ünd")
        XCTAssertTrue(try stored(doc, "título").inSource)
        XCTAssertEqual(try stored(doc, "next").value, "plain")
        XCTAssertTrue(try stored(doc, "next").inSource)
        XCTAssertEqual(try stored(doc, "last").value, "é")
        XCTAssertTrue(try stored(doc, "last").inSource)
    }

    func testByteOrderMarkAndCRLF() throws {
        let text = "\u{FEFF}a: one\r\nb: two words\r\nc: \"q\"\r\nd: x\r\n  y\r\n"
        let result = YAMLParser.parse(Array(text.utf8))
        XCTAssertEqual(result.diagnostics, [])
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(try stored(doc, "a").value, "one")
        XCTAssertTrue(try stored(doc, "a").inSource)
        XCTAssertEqual(try stored(doc, "b").value, "two words")
        XCTAssertTrue(try stored(doc, "b").inSource)
        XCTAssertEqual(try stored(doc, "c").value, "q")
        XCTAssertTrue(try stored(doc, "c").inSource)
        XCTAssertEqual(try stored(doc, "d").value, "x y")
        XCTAssertFalse(try stored(doc, "d").inSource)
    }

    /// Line separators (NEL, LS) are one character of several bytes to libyaml.
    func testUnicodeLineBreaksBeforeAValue() throws {
        let doc = try parseClean("a: \"x\u{2028}y\"\nb: after\n")
        XCTAssertEqual(try stored(doc, "b").value, "after")
        XCTAssertTrue(try stored(doc, "b").inSource)
    }

    /// Duplicate keys are found whichever buffer each key's bytes are in.
    func testDuplicateKeysAcrossBuffers() {
        let small = parse("ab: 1\n\"a\\x62\": 2\n'ab': 3\n")
        XCTAssertEqual(small.diagnostics.map(\.rule), [.duplicateKey, .duplicateKey])
        let manyKeys = (0..<20).map { "k\($0): \($0)\n" }.joined()
        let large = parse(manyKeys + "\"k\\x37\": dup\nk19: dup\n")
        XCTAssertEqual(large.diagnostics.map(\.rule), [.duplicateKey, .duplicateKey])
        XCTAssertEqual(large.document.map { $0.scalar(try! XCTUnwrap($0.node("k7"))) }, "7")
    }

    /// UTF-16 input is decoded by libyaml: its values are not its bytes, and
    /// character indices are not byte offsets, yet every value reads back right.
    func testUTF16InputReadsDecoded() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "k: v\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let doc = try XCTUnwrap(YAMLParser.parse(bytes).document)
        XCTAssertEqual(try stored(doc, "k").value, "v")
        XCTAssertEqual(doc.scalar(doc.key(doc.root, 0)), "k")
    }
}
