import Diagnostics
import XCTest
@testable import YAMLSyntax

/// An anchored collection's expanded size (which aliases to it add to the
/// alias-expansion count) is computed at its end from the nodes made and the
/// expansion grown since it opened: these pin the exact thresholds.
final class AnchorSizeTests: XCTestCase {
    private func expansionLimit(_ limit: Int) -> YAMLLimits {
        var limits = YAMLLimits.default
        limits.maxAliasExpansion = limit
        return limits
    }

    func testNestedAliasCountsItsTargetInsideAnAnchor() {
        // a = 3 nodes; b = [x, *a] = 1 + 1 + 3 = 5 (its *a adds 3 on the way).
        // One *b then brings the total to 3 + 5 = 8.
        let text = "a: &a [1, 2]\nb: &b [x, *a]\nc: *b\n"
        XCTAssertEqual(parse(text, limits: expansionLimit(8)).diagnostics, [])
        let over = parse(text, limits: expansionLimit(7))
        XCTAssertNil(over.document)
        XCTAssertEqual(assertSingle(over, .limitExceeded)?.range, range(3, 4, 3, 6))
    }

    func testNestedCollectionsCountEveryNode() {
        // {k: [1, {m: 2}]} is 1 + 1 + 1 + 1 + 1 + 1 + 1 = 7 nodes.
        let text = "a: &a {k: [1, {m: 2}]}\nb: *a\n"
        XCTAssertEqual(parse(text, limits: expansionLimit(7)).diagnostics, [])
        XCTAssertNil(parse(text, limits: expansionLimit(6)).document)
    }

    func testDroppedDuplicatePairStillCounts() {
        // The size is of what was parsed: 1 + 4 scalars, the dropped pair included.
        let text = "a: &a {k: 1, k: 2}\nb: *a\n"
        let exact = parse(text, limits: expansionLimit(5))
        XCTAssertEqual(exact.diagnostics.map(\.rule), [.duplicateKey])
        let over = parse(text, limits: expansionLimit(4))
        XCTAssertNil(over.document)
        XCTAssertEqual(over.diagnostics.map(\.rule), [.duplicateKey, .limitExceeded])
    }

    func testUndefinedAliasStandInCountsOne() {
        // [*nope, 1] is a collection, a stand-in null and a scalar: 3.
        let text = "a: &a [*nope, 1]\nb: *a\n"
        XCTAssertEqual(parse(text, limits: expansionLimit(3)).diagnostics.map(\.rule), [.yamlSyntax])
        XCTAssertNil(parse(text, limits: expansionLimit(2)).document)
    }
}

/// ``bytesEqual(_:_:_:)`` reads words from both ends: every length up to a few
/// words, with one differing byte at every position.
final class BytesEqualTests: XCTestCase {
    func testEveryLengthAndEveryDifferingPosition() {
        for count in 0...40 {
            let a = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
            a.withUnsafeBufferPointer { left in
                var b = a
                b.withUnsafeBufferPointer { right in
                    XCTAssertTrue(bytesEqual(left.baseAddress ?? UnsafePointer(bitPattern: 1)!,
                                             right.baseAddress ?? UnsafePointer(bitPattern: 1)!, count), "\(count)")
                }
                for position in 0..<count {
                    b = a
                    b[position] ^= 0x20
                    b.withUnsafeBufferPointer { right in
                        XCTAssertFalse(bytesEqual(left.baseAddress!, right.baseAddress!, count), "\(count) at \(position)")
                    }
                }
            }
        }
    }

    func testComparesOnlyTheGivenBytes() {
        let a: [UInt8] = Array("abcdefghijkl".utf8)
        let b: [UInt8] = Array("abcdefghXXXX".utf8)
        a.withUnsafeBufferPointer { left in
            b.withUnsafeBufferPointer { right in
                for count in 0...8 { XCTAssertTrue(bytesEqual(left.baseAddress!, right.baseAddress!, count)) }
                XCTAssertFalse(bytesEqual(left.baseAddress!, right.baseAddress!, 9))
            }
        }
    }
}

/// Small mappings are first screened by key signatures; whatever the screen
/// says, only equal decoded keys are duplicates.
final class KeySignatureTests: XCTestCase {
    func testSameEndsDifferentMiddleAreDistinct() throws {
        let doc = try parseClean("{abcd1wxyz: 1, abcd2wxyz: 2, ab: 3, aXb: 4, axb: 5}")
        XCTAssertEqual(doc.count(doc.root), 5)
    }

    func testCopiedKeyEqualToKeyInTheInput() {
        // "\x41" is decoded (copied), A points into the input: still the same key.
        let result = parse("A: 1\n\"\\x41\": 2\n")
        XCTAssertEqual(result.diagnostics.map(\.rule), [.duplicateKey])
        XCTAssertEqual(result.diagnostics.first?.range, range(2, 1, 2, 7))
        let doc = result.document
        XCTAssertEqual(doc.map { $0.count($0.root) }, 1)
    }

    func testCopiedKeysOfEqualLengthAreDistinct() throws {
        let doc = try parseClean("\"a\\tb\": 1\n\"a\\nb\": 2\n")
        XCTAssertEqual(doc.count(doc.root), 2)
    }

    func testEveryShortLengthRepeated() {
        for length in 1...10 {
            let key = String(repeating: "k", count: length)
            let result = parse("{x: 0, \(key): 1, y: 2, \(key): 3}")
            XCTAssertEqual(result.diagnostics.map(\.rule), [.duplicateKey], "\(length)")
        }
    }
}
