import Diagnostics
import Driver
import LayoutIR
import XCTest

/// A collection takes the scroll keys, but its flow layout sets its content
/// size: a given `contentSize` is read, ignored and reported.
final class ContentSizeIgnoredTests: XCTestCase {
    /// Three 100 × 50 items in a 300-wide collection with the flow's default
    /// spacing of 10: two fit on a line (100 + 10 + 100 + 10 + 100 = 320 > 300),
    /// so two lines, 50 + 10 + 50 = 110 tall. That, not the given 900, is the
    /// collection's contentSize, with one warning at the key's value.
    func testTheFlowDecidesAndTheKeyIsReported() throws {
        let result = LayoutCompiler().compile(Array("""
            layout: 1
            screen: T
            root:
              children:
                - id: c
                  kind: collection
                  frame: [0, 0, 300, 400]
                  contentSize: [300, 900]
                  flow:
                    items:
                      - {size: [100, 50], repeat: 3}
            """.utf8), file: "t.layout.yaml")
        let layout = try XCTUnwrap(result.layout)
        XCTAssertEqual(layout.views[1].contentSize, Size(width: 300, height: 110))
        XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let found = result.diagnostics.filter { $0.rule == .contentSizeIgnored }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.range?.start, SourceLocation(line: 8, column: 20))
        XCTAssertEqual(found.first?.message, "'c' is a collection, whose flow layout sets its content size at every layout pass, so its 'contentSize' is ignored (the flow's is 300 × 110 pt); remove 'contentSize'")
    }

    /// A key of several other kinds names them all.
    func testAKeyOfOtherKindsNamesEveryOwner() {
        let result = LayoutCompiler().compile(Array("""
            layout: 1
            screen: T
            root:
              children:
                - {id: b, kind: button, frame: [0, 0, 44, 44], contentSize: [10, 10]}
            """.utf8), file: "t.layout.yaml")
        XCTAssertEqual(result.diagnostics.first { $0.rule == .unknownKey }?.message,
                       "'contentSize' is not a key of a button view; it applies to kinds image, scroll, collection, table")
    }
}
