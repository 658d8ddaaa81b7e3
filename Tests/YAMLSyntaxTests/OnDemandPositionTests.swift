import Diagnostics
import Foundation
import XCTest
@testable import YAMLSyntax

/// A document parsed with `.onDemand` positions gives exactly the ranges and the
/// diagnostics of one parsed with them recorded.
final class OnDemandPositionTests: XCTestCase {
    private let samples = [
        "a: 1\nb: [1, 2, {c: d}]\n",
        "root:\n  children:\n    - &x {size: [64, 32]}\n    - *x\n    - id: \"q\\u00e9\"\n      frame: [0, 0, 10, 10]\n",
        "- |\n  literal\n  text\n- >\n  folded\n- 'single'\n",
        "key: value\r\nother: [1,\r\n  2]\r\n",
        // One-line scalars get their positions from their place in the input:
        // the cases where counting bytes and characters could go wrong.
        "\u{FEFF}first: 1\nsecond: é\n",                         // byte order mark, not counted
        "é: ü\n\"quoted ü\": 'single é'\nnext:\t  tab\n",       // characters of two bytes, a tab
        "a: 😀 x\nb: 中文 y  # comment\nc:   spaced   \n",          // four- and three-byte characters
        "&anchor key: &v value\n!!str tagged: !!int 12\nalias: *v\n", // properties before scalars
        "k: \"esc\\\"aped\"\nj: 'it''s'\nl: \"\\u00e9\"\nm: \"\"\nn: ''\n", // escapes, empty quoted
        "empty:\nnull: ~\nplain multi: first\n  second\n",         // empty value, a folded plain scalar
        "a: 1\u{85}b: 2\n",                                       // NEL: a line break for libyaml
        "a: 1\u{2028}b: 2\u{2029}c: 3\n",                        // LS and PS
        "{a: 1, \"b\": [x, 'y', \"z\"], ? c : d}\n",             // flow collections, a complex key
        "- - - deep: [1, {two: 2}]\n  - back\n",
        "a: 1\rb: 2\r",                                           // CR alone
        // Flow collections placed from their entries (valueSpan):
        "a: [ 1, 2 ]\nb: {c: [3, {d: 4}], e: 'f'}\ng: [1, 2, ]\nh: [é,\n  ü]\n",
        "a: &x [1, 2]\nb: !!seq [1]\nc: *x\nd: [1 # c\n  ]\ne: []\nf: {}\ng: [a: 1]\n",
        "- [1, 2]\n- {a: [b]}\n- k: {? x : y}\n- {a: }\n- [\"q\", 'r']\n",
    ]

    func testEveryNodeHasTheSameRangeEitherWay() throws {
        for text in samples {
            try assertSameRanges(Array(text.utf8), text.debugDescription)
        }
        XCTAssertGreaterThan(collectionSpans, 10, "valueSpan was hardly checked on collections")
    }

    /// Every example spec of the repository, and a few hundred mangled copies
    /// of one: every node's range is the same with or without recorded positions.
    func testSpecsAndMutantsHaveTheSameRangesEitherWay() throws {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Specs").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(at: specs, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".layout.yaml") }
        XCTAssertGreaterThan(files.count, 5)
        for file in files {
            try assertSameRanges(Array(try Data(contentsOf: file)), file.lastPathComponent)
        }
        var rng = LCG(seed: 0xB0B)
        var compared = 0
        for round in 0..<600 {
            let bytes = MutationFuzzTests.mutate(MutationFuzzTests.spec, &rng)
            guard YAMLParser.parse(bytes, positions: .recorded).document != nil else { continue }
            try assertSameRanges(bytes, "mutant \(round)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 100)
        XCTAssertGreaterThan(collectionSpans, 300, "valueSpan was hardly checked on collections")
    }

    /// One-line scalars are placed without parsing the file again; anything
    /// else (a collection here) needs that parse.
    func testOneLineScalarsAreFoundWithoutASecondParse() throws {
        let bytes = Array("\u{FEFF}é: ü\nkey: 'it is'\nlist: [a, \"b\"]\n".utf8)
        let document = try XCTUnwrap(YAMLParser.parse(bytes, positions: .onDemand).document)
        let root = document.root
        XCTAssertEqual(document.range(document.key(root, 0)), SourceRange(line: 1, column: 1, endLine: 1, endColumn: 2))
        XCTAssertEqual(document.range(document.value(root, 1)), SourceRange(line: 2, column: 6, endLine: 2, endColumn: 13))
        let list = document.value(root, 2)
        XCTAssertEqual(document.range(document.element(list, 1)), SourceRange(line: 3, column: 11, endLine: 3, endColumn: 14))
        XCTAssertEqual(document.lazyMarks?.parsedAgain, false)
        XCTAssertEqual(document.range(list), SourceRange(line: 3, column: 7, endLine: 3, endColumn: 15))
        XCTAssertEqual(document.lazyMarks?.parsedAgain, true)
    }

    private func assertSameRanges(_ bytes: [UInt8], _ label: String) throws {
        let recorded = try XCTUnwrap(YAMLParser.parse(bytes, positions: .recorded).document, label)
        let onDemand = try XCTUnwrap(YAMLParser.parse(bytes, positions: .onDemand).document, label)
        XCTAssertEqual(recorded.nodeCount, onDemand.nodeCount, label)
        for raw in 0..<Int32(recorded.nodeCount) {
            let id = YAMLNodeID(rawValue: raw)
            XCTAssertEqual(recorded.range(id), onDemand.range(id), "\(label) node \(raw): \(recorded.scalar(id))")
            XCTAssertEqual(recorded.kind(id), onDemand.kind(id), label)
            XCTAssertEqual(recorded.scalar(id), onDemand.scalar(id), label)
            // Where the line table models the file's line breaks (the production path's condition too).
            if let span = onDemand.valueSpan(id), let range = Self.range(of: span, in: bytes) {
                XCTAssertEqual(range, recorded.range(id), "\(label) node \(raw): valueSpan")
                if onDemand.kind(id) != .scalar { collectionSpans += 1 }
            }
        }
    }

    /// Flow collections whose value span was checked against the recorded range.
    private var collectionSpans = 0

    /// A byte span's range with libyaml's lines and columns.
    private static func range(of span: Range<Int>, in bytes: [UInt8]) -> SourceRange? {
        guard let lines = SourceLineIndex(bytes: bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { input in
            let start = lines.location(ofByte: span.lowerBound, in: input)
            let end = lines.location(ofByte: span.upperBound, in: input)
            return SourceRange(line: Int(start.line), column: Int(start.column),
                               endLine: Int(end.line), endColumn: Int(end.column))
        }
    }

    func testFilesWithProblemsGiveTheSameDiagnosticsEitherWay() {
        let broken = [
            "a: 1\na: 2\n",                       // duplicate key (positions of both keys)
            "a: [1, 2\n",                         // syntax error
            "a: *nowhere\n",                      // undefined alias
            "a: 1\n---\nb: 2\n",                  // second document
            String(repeating: "[", count: 1_200),  // nesting limit
        ]
        for text in broken {
            let bytes = Array(text.utf8)
            let recorded = YAMLParser.parse(bytes, positions: .recorded)
            let onDemand = YAMLParser.parse(bytes, positions: .onDemand)
            XCTAssertFalse(recorded.diagnostics.isEmpty, text)
            XCTAssertEqual(recorded.diagnostics, onDemand.diagnostics, text)
            XCTAssertEqual(recorded.document?.nodeCount, onDemand.document?.nodeCount, text)
        }
    }

    /// On lines longer than the index's stride (a list written on one line),
    /// columns come from the marks of every 4,096th byte: the same as counting
    /// the characters from the line's start, at every character of lines with
    /// one-, two-, three- and four-byte characters, after a byte order mark too.
    func testColumnsOnLongLinesAreCountedCharacters() throws {
        var line = ""
        for item in 0..<2_000 { line += ["a", "é", "中", "😀"][item % 4] + "\(item), " }
        for prefix in ["", "\u{FEFF}"] {
            let text = prefix + "short: 1\n" + line + "\nlast: 2\n" + line
            let bytes = Array(text.utf8)
            let index = try XCTUnwrap(SourceLineIndex(bytes: bytes))
            let secondLine = prefix.utf8.count + "short: 1\n".utf8.count
            XCTAssertGreaterThan(line.utf8.count, 3 * SourceLineIndex.checkpointStride)
            bytes.withUnsafeBufferPointer { input in
                var column: Int32 = 1
                var lineStart = secondLine
                for offset in secondLine..<bytes.count {
                    if input[offset] == UInt8(ascii: "\n") {
                        lineStart = offset + 1
                        column = 0
                    } else if input[offset] & 0xC0 != 0x80 {
                        let found = index.location(ofByte: offset, in: input)
                        XCTAssertEqual(found.column, column, "byte \(offset) of the line at \(lineStart)")
                        if found.column != column { return }
                    }
                    if input[offset] & 0xC0 != 0x80 { column += 1 }
                }
            }
        }
    }
}
