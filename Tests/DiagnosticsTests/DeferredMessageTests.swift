import Diagnostics
import XCTest

/// A deferred message reads, compares, hashes and sorts as the text it prints.
final class DeferredMessageTests: XCTestCase {
    /// "<name> is <a> wide": the name quoted when the view has an id.
    private static let format: DeferredMessage.Format = { values, id, path, out in
        if let id {
            out.append("'")
            out.append(string: id)
            out.append("'")
        } else {
            out.append(string: path ?? "")
        }
        out.append(" is ")
        out.append(string: String(Int(values.a)))
        out.append(" wide")
    }

    private func deferred(_ width: Double, id: String? = nil, path: String = "root/children/0") -> Diagnostic {
        Diagnostic(rule: .hitTargetTooSmall, severity: .warning,
                   deferredMessage: DeferredMessage(DeferredMessage.Values(width), format: Self.format),
                   viewPath: path, viewID: id, viewIndex: 1)
    }

    private func text(_ message: String, id: String? = nil, path: String = "root/children/0") -> Diagnostic {
        Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: message,
                   viewPath: path, viewID: id, viewIndex: 1)
    }

    func testTheMessageIsFormattedFromTheNumbersAndTheName() {
        XCTAssertEqual(deferred(32).message, "root/children/0 is 32 wide")
        XCTAssertEqual(deferred(32, id: "chip").message, "'chip' is 32 wide")
        XCTAssertTrue(deferred(32).hasDeferredMessage)
        var bytes: [UInt8] = []
        deferred(7, id: "x").withMessageBytes { bytes = Array($0) }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "'x' is 7 wide")
    }

    func testSettingTheMessageMakesItText() {
        var diagnostic = deferred(32)
        diagnostic.message = "replaced"
        XCTAssertFalse(diagnostic.hasDeferredMessage)
        XCTAssertEqual(diagnostic.message, "replaced")
    }

    func testDeferredAndTextMessagesAreEqualWhenTheyReadTheSame() {
        XCTAssertEqual(deferred(32), text("root/children/0 is 32 wide"))
        XCTAssertEqual(Set([deferred(32), text("root/children/0 is 32 wide")]).count, 1)
        XCTAssertNotEqual(deferred(32), text("root/children/0 is 33 wide"))
        XCTAssertNotEqual(deferred(32), deferred(33))
        XCTAssertEqual(deferred(32), deferred(32))
    }

    func testTheySortByTheirText() {
        let sorted = [deferred(5), text("root/children/0 is 40 wide"), deferred(300)].sorted(by: Diagnostic.sortedOrder)
        XCTAssertEqual(sorted.map(\.message),
                       ["root/children/0 is 300 wide", "root/children/0 is 40 wide", "root/children/0 is 5 wide"])
    }

    /// The stack buffer is sized from the names; a format that writes more is
    /// written again into a larger one, never cut short.
    func testALongNameIsWrittenWhole() {
        let id = String(repeating: "n", count: 5_000)
        let long: DeferredMessage.Format = { _, id, _, out in
            for _ in 0..<3 { out.append(string: id ?? "") }
        }
        let diagnostic = Diagnostic(rule: .hitTargetTooSmall, severity: .warning,
                                    deferredMessage: DeferredMessage(DeferredMessage.Values(), format: long),
                                    viewPath: "root", viewID: id, viewIndex: 0)
        XCTAssertEqual(diagnostic.message, String(repeating: id, count: 3))
    }
}
