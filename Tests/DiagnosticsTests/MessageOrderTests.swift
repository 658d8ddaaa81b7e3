@testable import Diagnostics
import SpecGenerator
import XCTest

/// Messages are compared as bytes where that is `String`'s answer, and as
/// `String`s elsewhere: the print order must be `String`'s either way.
final class MessageOrderTests: XCTestCase {
    /// Pieces that are NFC below U+0300, NFC above it, and not NFC at all
    /// (a decomposed é, Å and ǖ), in every order and length.
    private let pieces = ["a", "b", "×", "é", "e\u{301}", "Å", "A\u{30A}", "ǖ", "u\u{308}\u{304}", "ı", "ﬁ", "🙂",
                          "Ω", "\u{2126}", " ", "'", "9"]

    private func order(_ a: String, _ b: String) -> Bool? {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in MessageOrder.compare(x, y) } }
    }

    /// Also with what ``MessageOrder/isBelowCombiningMarks(_:)`` says of each
    /// side given (the sort reads it once per message), or of one side only.
    func testAgreesWithStringOnRandomText() {
        var random = SeededRandom(seed: 35)
        for _ in 0..<20_000 {
            var a = (0..<random.int(0...4)).map { _ in pieces[random.int(0...(pieces.count - 1))] }.joined()
            var b = (0..<random.int(0...4)).map { _ in pieces[random.int(0...(pieces.count - 1))] }.joined()
            let expected: Bool? = a == b ? nil : a < b
            let scalars = "\(Array(a.unicodeScalars)) vs \(Array(b.unicodeScalars))"
            XCTAssertEqual(order(a, b), expected, scalars)
            let aBelow = a.withUTF8 { MessageOrder.isBelowCombiningMarks($0) }
            let bBelow = b.withUTF8 { MessageOrder.isBelowCombiningMarks($0) }
            a.withUTF8 { x in
                b.withUTF8 { y in
                    XCTAssertEqual(MessageOrder.compare(x, y, aBelow: aBelow, bBelow: bBelow), expected, scalars)
                    XCTAssertEqual(MessageOrder.compare(x, y, aBelow: nil, bBelow: bBelow), expected, scalars)
                }
            }
        }
    }

    /// Deferred messages and text (some of it not in NFC) at one place sort as
    /// their `String`s do, the deferred ones by the text they print.
    func testTiedDeferredAndTextMessagesSortByStringOrder() {
        let format: DeferredMessage.Format = { values, _, path, out in
            out.append(string: path ?? "")
            out.append(" is ")
            out.append(string: String(Int(values.a)))
            out.append(" wide")
        }
        let texts = ["root/children/0 is 5 wide \u{D7}", "root/children/0 is e\u{301}", "root/children/0 is \u{E9}",
                     "root/children/0 is 40 wide", "root/children/0 is 5 wide"]
        var diagnostics = texts.map {
            Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: $0, viewPath: "root/children/0",
                       viewID: nil, viewIndex: 1)
        }
        for width in [40.0, 7, 5, 123] {
            diagnostics.append(Diagnostic(rule: .hitTargetTooSmall, severity: .warning,
                                          deferredMessage: DeferredMessage(DeferredMessage.Values(width), format: format),
                                          viewPath: "root/children/0", viewID: nil, viewIndex: 1))
        }
        // "e" + U+0301 is "é" (U+00E9): one finding. Digits sort as characters: "123" before "40" before "5".
        XCTAssertEqual(diagnostics.sortedAndUnique().map(\.message), [
            "root/children/0 is 123 wide", "root/children/0 is 40 wide", "root/children/0 is 5 wide",
            "root/children/0 is 5 wide \u{D7}", "root/children/0 is 7 wide", "root/children/0 is \u{E9}",
        ])
    }

    func testCanonicallyEqualTextIsEqual() {
        XCTAssertNil(order("caf\u{E9}", "cafe\u{301}"))
        XCTAssertNil(order("\u{2126}", "\u{3A9}"))  // OHM SIGN is OMEGA in NFC
        XCTAssertEqual(order("a × b", "a × c"), true)
        XCTAssertEqual(order("ab", "a"), false)
        XCTAssertNil(order("", ""))
    }

    func testOnlyTextBelowCombiningMarksIsReadAsBytes() {
        func below(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { MessageOrder.isBelowCombiningMarks($0) }
        }
        XCTAssertTrue(below("lies over 200 × 23 pt of 'é' ÿ \u{2FF}"))
        XCTAssertFalse(below("e\u{300}"))
        XCTAssertFalse(below("\u{2126}"))
        XCTAssertFalse(below("🙂"))
    }

    /// Every byte value at every position of buffers of 1 to 17 bytes (the
    /// eight-byte steps and the bytes after them), among bytes below 0xCC.
    func testEveryByteAtEveryPosition() {
        for length in 1...17 {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: 0xCB, count: length)
                    bytes[position] = UInt8(value)
                    let below = bytes.withUnsafeBufferPointer { MessageOrder.isBelowCombiningMarks($0) }
                    XCTAssertEqual(below, value < 0xCC, "length \(length), byte \(value) at \(position)")
                }
            }
        }
    }

    /// Diagnostics at one place sort by their messages as `String`s do, and
    /// canonically equal messages are one finding.
    func testTiedDiagnosticsSortByStringOrder() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let messages = (0..<random.int(2...30)).map { _ in
                (0..<random.int(1...3)).map { _ in pieces[random.int(0...(pieces.count - 1))] }.joined()
            }
            let diagnostics = messages.map {
                Diagnostic(rule: .hitAreaCovered, severity: .warning, message: $0, file: "a.yaml",
                           range: SourceRange(start: SourceLocation(line: 3, column: 1)))
            }
            var expected: [String] = []
            for message in messages.sorted() where expected.last != message { expected.append(message) }
            let sorted = diagnostics.sortedAndUnique()
            XCTAssertEqual(sorted.map(\.message), expected)
            XCTAssertTrue(sorted.isSortedAndUnique)
        }
    }
}
