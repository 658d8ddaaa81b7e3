import Diagnostics
import XCTest

/// A message kept as UTF-8 bytes reads, compares, hashes, sorts and
/// de-duplicates as the `String` of the same text.
final class UTF8MessageTests: XCTestCase {
    private func bytes(_ message: String, path: String = "root/children/0") -> Diagnostic {
        Diagnostic(rule: .hitAreaCovered, severity: .warning, messageUTF8: Array(message.utf8),
                   viewPath: path, viewID: nil, viewIndex: 1)
    }

    private func text(_ message: String, path: String = "root/children/0") -> Diagnostic {
        Diagnostic(rule: .hitAreaCovered, severity: .warning, message: message,
                   viewPath: path, viewID: nil, viewIndex: 1)
    }

    func testTheMessageReadsAsItsText() {
        let message = "root/children/0 is 44 × 30 pt"
        XCTAssertEqual(bytes(message).message, message)
        XCTAssertFalse(bytes(message).hasDeferredMessage)
        var read: [UInt8] = []
        bytes(message).withMessageBytes { read = Array($0) }
        XCTAssertEqual(read, Array(message.utf8))
    }

    func testEqualAndHashedAsTheSameText() {
        XCTAssertEqual(bytes("a × b"), text("a × b"))
        XCTAssertEqual(Set([bytes("a × b"), text("a × b")]).count, 1)
        XCTAssertNotEqual(bytes("a × b"), text("a × c"))
    }

    /// "é" spelled as `e` and a combining acute accent is the same `String` as
    /// the precomposed "é" (U+00E9), so one of the two is dropped, and it sorts
    /// after "z" (U+007A) as `String` orders them, though its first byte, `e`, is lower.
    func testSortedAndDeduplicatedAsStrings() {
        var items = [bytes("z"), text("e\u{301}"), bytes("é"), bytes("a × b"), text("z")]
        items.sortAndUnique()
        XCTAssertEqual(items.map(\.message), ["a × b", "z", "é"])
        XCTAssertEqual(items.count, 3)
        let sorted = [bytes("b"), text("a"), bytes("c")].sorted(by: Diagnostic.sortedOrder)
        XCTAssertEqual(sorted.map(\.message), ["a", "b", "c"])
    }

    /// `messagesEqual` says what `==` of the two `message` strings says.
    func testMessagesEqualAsStrings() {
        func equal(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
            withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in Diagnostic.messagesEqual(a, b) } }
        }
        XCTAssertTrue(equal(bytes("é"), text("e\u{301}")))
        XCTAssertTrue(equal(bytes("44 × 44"), bytes("44 × 44")))
        XCTAssertFalse(equal(bytes("44 × 44"), text("44 × 45")))
        XCTAssertFalse(equal(bytes("a"), bytes("a ")))
    }

    func testSettingTheMessageReplacesTheBytes() {
        var diagnostic = bytes("before")
        diagnostic.message = "after"
        XCTAssertEqual(diagnostic.message, "after")
        XCTAssertEqual(diagnostic, text("after"))
    }
}
