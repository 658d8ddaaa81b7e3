import Diagnostics
import XCTest
import YAMLSyntax

/// Input meant to crash, hang or exhaust the parser: each must come back
/// quickly with the right rule and a position.
final class HostileInputTests: XCTestCase {
    /// Runs `body`, failing when it takes longer than `seconds` (generous: the
    /// machine is shared and this is a debug build).
    func timed<R>(_ seconds: Double = 10, _ body: () -> R, file: StaticString = #filePath, line: UInt = #line) -> R {
        let clock = ContinuousClock()
        var result: R?
        let elapsed = clock.measure { result = body() }
        XCTAssertLessThan(elapsed, .seconds(seconds), file: file, line: line)
        return result!
    }

    func testBinaryBytes() throws {
        var rng = LCG(seed: 7)
        for length in [4, 64, 4096] {
            let bytes: [UInt8] = [0x00, 0xFF, 0xFE] + (0..<length).map { _ in rng.byte() }
            let result = YAMLParser.parse(bytes)
            XCTAssertNil(result.document)
            let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
            XCTAssertEqual(d.range?.start.description, "1:1")
            XCTAssertTrue(d.message.hasPrefix("control characters are not allowed"), d.message)
        }
    }

    func testRandomBytesNeverCrash() {
        var rng = LCG(seed: 99)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 300)).map { _ in rng.byte() }
            assertDocumentOrPositionedDiagnostic(YAMLParser.parse(bytes))
        }
    }

    func testNULBytes() throws {
        let result = YAMLParser.parse(Array("a: 1\nb: x".utf8) + [0x00] + Array("y\n".utf8))
        XCTAssertNil(result.document)
        XCTAssertEqual(assertSingle(result, .yamlSyntax)?.range?.start.description, "2:5")
        XCTAssertNil(YAMLParser.parse([UInt8](repeating: 0, count: 1000)).document)
    }

    func testLatin1IsNotUTF8() throws {
        // "name: "café"" saved as Latin-1: é is the single byte 0xE9.
        let bytes = Array("a: 1\nname: \"caf".utf8) + [0xE9] + Array("\"\n".utf8)
        let result = YAMLParser.parse(bytes)
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .yamlSyntax))
        XCTAssertEqual(d.range?.start.description, "2:11")
        XCTAssertEqual(d.message, "invalid trailing UTF-8 octet (0xE9 0x22); expected UTF-8 text")
        // A lone continuation byte as well.
        let lone = YAMLParser.parse(Array("x: ".utf8) + [0x80] + Array("\n".utf8))
        XCTAssertEqual(assertSingle(lone, .yamlSyntax)?.range?.start.description, "1:4")
    }

    func testDeepFlowNestingHitsTheNestingLimit() throws {
        let depth = 10_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = timed { parse(text) }
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
        XCTAssertEqual(d.message, "nesting deeper than 1000 levels (the nesting limit)")
        XCTAssertEqual(d.range?.start.description, "1:1001")
    }

    func testDeepNestingWithinARaisedLimitUsesNoRecursion() throws {
        // 10,000 block sequences on one line: libyaml scans them in linear time,
        // and building and walking the arena needs no recursion.
        let depth = 10_000
        var limits = YAMLLimits.default
        limits.maxDepth = depth
        let result = timed { parse(String(repeating: "- ", count: depth) + "x\n", limits: limits) }
        XCTAssertEqual(result.diagnostics, [])
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.nodeCount, depth + 1)
        var id = doc.root
        while doc.kind(id) == .sequence { id = doc.element(id, 0) }
        XCTAssertEqual(doc.scalar(id), "x")
        XCTAssertEqual(doc.range(id), range(1, 2 * depth + 1, 1, 2 * depth + 2))
        XCTAssertEqual(parse(String(repeating: "- ", count: depth + 1) + "x\n", limits: limits).document == nil, true)
    }

    func testDeepMixedFlowNestingWithinARaisedLimit() throws {
        // libyaml's flow scanning is quadratic in depth, so this stays at 3,000.
        let depth = 1_500
        let text = String(repeating: "{a: [", count: depth) + "x" + String(repeating: "]}", count: depth)
        var limits = YAMLLimits.default
        limits.maxDepth = 2 * depth
        let result = timed { parse(text, limits: limits) }
        XCTAssertEqual(result.diagnostics, [])
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.nodeCount, 3 * depth + 1)
        var id = doc.root
        while doc.kind(id) != .scalar { id = doc.kind(id) == .mapping ? doc.value(id, 0) : doc.element(id, 0) }
        XCTAssertEqual(doc.range(id), range(1, 5 * depth + 1, 1, 5 * depth + 2))
    }

    func testDeepBlockMappingsHitTheNestingLimit() throws {
        // Line n (1-based) is indented n-1 spaces: 10,000 levels, ~50 MB.
        let depth = 10_000
        let spaces = [UInt8](repeating: 0x20, count: depth)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * (depth + 8) / 2)
        for level in 0..<depth {
            bytes.append(contentsOf: spaces[0..<level])
            bytes.append(contentsOf: level == depth - 1 ? Array("k: v\n".utf8) : Array("k:\n".utf8))
        }
        let result = timed { YAMLParser.parse(bytes) }
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
        XCTAssertEqual(d.message, "nesting deeper than 1000 levels (the nesting limit)")
        XCTAssertEqual(d.range?.start.description, "1001:1001")
    }

    func testDeepBlockSequencesOnOneLine() throws {
        let text = String(repeating: "- ", count: 10_000) + "x\n"
        let result = timed { parse(text) }
        XCTAssertNil(result.document)
        XCTAssertEqual(assertSingle(result, .limitExceeded)?.range?.start.description, "1:2001")
    }

    func testBillionLaughs() throws {
        // 9 levels of 9 aliases each: 9^9 (387 million) nodes once expanded.
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let names = Array("abcdefghi").map(String.init)
        for level in 1..<names.count {
            let aliases = Array(repeating: "*" + names[level - 1], count: 9).joined(separator: ", ")
            lines.append("\(names[level]): &\(names[level]) [\(aliases)]")
        }
        let result = timed(2) { parse(lines.joined(separator: "\n") + "\n") }
        XCTAssertNil(result.document, "nothing downstream may walk an alias bomb")
        let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
        XCTAssertEqual(d.message,
                       "aliases expand to more than 1000000 nodes (the alias expansion limit); is this an alias bomb?")
        XCTAssertEqual(d.range?.start.line, 7)  // g: the level whose expansion crosses a million
    }

    func testAliasExpansionCountsExpandedSubtrees() throws {
        var limits = YAMLLimits.default
        limits.maxAliasExpansion = 10
        let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
        XCTAssertEqual(parse(text, limits: limits).diagnostics, [])  // 4 + 4 nodes
        let over = parse(text + "c: *a\n", limits: limits)  // 12
        XCTAssertNil(over.document)
        XCTAssertEqual(assertSingle(over, .limitExceeded)?.range, range(3, 4, 3, 6))
    }

    func testTwoHundredMegabyteOneWordScalarIsRefusedBeforeLibYAML() throws {
        let size = 200_000_000
        let bytes = Array("a: 1\nbé: ".utf8) + [UInt8](repeating: 0x78, count: size) + Array("\nc: 2\n".utf8)
        // libyaml copying it took 30 s in a debug build (and 480 MB) before the limit refused it.
        let result = timed(3) { YAMLParser.parse(bytes) }
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
        XCTAssertEqual(d.message, "scalar longer than 1048576 bytes (the scalar size limit): more than that "
                       + "on one line, spaces not counted, without an escape or one of , : [ ] { }")
        XCTAssertEqual(d.range, range(2, 5, 2, 5))
    }

    func testTwoHundredMegabyteScalarOfWordsIsRefusedBeforeLibYAML() throws {
        // Words, plain or double-quoted: libyaml copied 200 MB of them (6–8 s,
        // 480 MB in a release build) before the limit after it refused them.
        let words = [UInt8](repeatElement(Array("word ".utf8), count: 40_000_000).joined())
        for (opening, closing, column) in [("text: ", "", 7), ("text: \"", "\"", 7), ("- ? - ", "", 7)] {
            let bytes = Array("a: 1\n\(opening)".utf8) + words + Array("\(closing)\nc: 2\n".utf8)
            let result = timed(3) { YAMLParser.parse(bytes) }
            XCTAssertNil(result.document, opening)
            let d = try XCTUnwrap(assertSingle(result, .limitExceeded), opening)
            XCTAssertEqual(d.range, range(2, column, 2, column), opening)
        }
    }

    func testSpacesAndCommentsAreNotCountedIntoTheEarlyRefusal() throws {
        var limits = YAMLLimits.default
        limits.maxScalarBytes = 8
        // Spaces around and between values, the quotes around one, and a comment
        // after one, are not part of a value past eight bytes; `a#b` is one value of 9 bytes.
        for text in ["k: abc          \n", "k:          abcdefgh\n", "k: abcd efg\n", "k: abcdefgh # abcdefg\n", "k: \"abcdefgh\"\n",
                     "- a\n- b\n- c\n- d\n- e\n", "- - - - - - - - - a\n"] {
            let result = parse(text, limits: limits)
            XCTAssertNotNil(result.document, text)
            XCTAssertEqual(result.diagnostics, [], text)
        }
        for (text, column) in [("k: abcd efghi", 4), ("k: \"ab cd ef gh i\"", 4), ("k: a#bcdefgh", 4), ("k: 1 #abcd efgh", 6)] {
            let d = try XCTUnwrap(assertSingle(parse(text, limits: limits), .limitExceeded), text)
            XCTAssertEqual(d.range, range(1, column, 1, column), text)
        }
    }

    func testRunsThatAreNotOneValuePastTheLimitAreLeftToLibYAML() throws {
        var limits = YAMLLimits.default
        limits.maxScalarBytes = 8
        // Flow JSON without spaces, escapes (value shorter than the source) and
        // doubled single quotes: no run of 9 bytes is one value of 9 bytes.
        for text in [#"{"aaaaaa":"bbbbbb","cccccc":[1,2,3]}"#, #"k: "\x41\x41\x41\x41""#, "k: 'ab''cd''ef'"] {
            let result = parse(text, limits: limits)
            XCTAssertNotNil(result.document, text)
            XCTAssertEqual(result.diagnostics, [], text)
        }
        // A nine-byte run is one value past eight bytes: refused, even quoted or
        // in a flow list, at the run's start (after a byte order mark, not counted).
        for (text, column) in [("k: aaaaaaaaa", 4), ("[1,\"aaaaaaaaa\"]", 4), ("\u{FEFF}k: aaaaaaaaa", 4)] {
            let d = try XCTUnwrap(assertSingle(parse(text, limits: limits), .limitExceeded), text)
            XCTAssertEqual(d.range, range(1, column, 1, column), text)
        }
    }

    func testFiftyMegabyteScalar() throws {
        let size = 50_000_000
        // A line break every 1,000 bytes (folded into a space) keeps it from the
        // early refusal: libyaml reads it and the limit refuses it after.
        let word = [UInt8](repeating: 0x78, count: 999)
        let value = Array(repeatElement(word + [0x0A, 0x20], count: size / 1000 - 1).joined()) + word + [0x78]
        let bytes = Array("a: 1\nbig: ".utf8) + value + Array("\nc: 2\n".utf8)
        let result = timed { YAMLParser.parse(bytes) }
        let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
        XCTAssertEqual(d.message,
                       "scalar of 50000000 bytes is longer than 1048576 bytes (the scalar size limit)")
        XCTAssertEqual(d.range, range(2, 6, 1 + size / 1000, 1002))
        // Stored empty; the rest of the file still reads.
        let doc = try XCTUnwrap(result.document)
        XCTAssertEqual(doc.node("big").map(doc.scalar), "")
        XCTAssertEqual(doc.node("c").map(doc.scalar), "2")
    }

    func testNodeLimit() throws {
        var limits = YAMLLimits.default
        limits.maxNodes = 10
        XCTAssertNotNil(parse("[1, 2, 3, 4, 5, 6, 7, 8, 9]", limits: limits).document)
        let result = parse("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", limits: limits)
        XCTAssertNil(result.document)
        let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
        XCTAssertEqual(d.message, "document has more than 10 nodes (the node limit)")
        XCTAssertEqual(d.range, range(1, 29, 1, 31))
    }

    func testSmallNestingLimitIsNamedInTheMessage() throws {
        var limits = YAMLLimits.default
        limits.maxDepth = 3
        XCTAssertNotNil(parse("a: {b: [1]}\n", limits: limits).document)
        let result = parse("a: {b: [{c: 1}]}\n", limits: limits)
        XCTAssertEqual(assertSingle(result, .limitExceeded)?.message, "nesting deeper than 3 levels (the nesting limit)")
        XCTAssertEqual(result.diagnostics.first?.range?.start.description, "1:9")
    }
}

/// Asserts what every parse must give: a document, or a diagnostic with a position.
func assertDocumentOrPositionedDiagnostic(
    _ result: YAMLParseResult, _ context: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if result.document != nil { return }
    if result.diagnostics.isEmpty { return }  // an empty stream (blank or comments only)
    XCTAssertTrue(result.diagnostics.contains { ($0.range?.start.line ?? 0) >= 1 && ($0.range?.start.column ?? 0) >= 1 },
                  "no positioned diagnostic: \(result.diagnostics) \(context())", file: file, line: line)
}

/// A deterministic pseudo-random generator (Knuth's MMIX LCG).
struct LCG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
