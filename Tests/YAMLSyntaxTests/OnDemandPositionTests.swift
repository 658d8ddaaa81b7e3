import Diagnostics
import XCTest
import YAMLSyntax

/// A document parsed with `.onDemand` positions gives exactly the ranges and the
/// diagnostics of one parsed with them recorded.
final class OnDemandPositionTests: XCTestCase {
    private let samples = [
        "a: 1\nb: [1, 2, {c: d}]\n",
        "root:\n  children:\n    - &x {size: [64, 32]}\n    - *x\n    - id: \"q\\u00e9\"\n      frame: [0, 0, 10, 10]\n",
        "- |\n  literal\n  text\n- >\n  folded\n- 'single'\n",
        "key: value\r\nother: [1,\r\n  2]\r\n",
    ]

    func testEveryNodeHasTheSameRangeEitherWay() throws {
        for text in samples {
            let bytes = Array(text.utf8)
            let recorded = try XCTUnwrap(YAMLParser.parse(bytes, positions: .recorded).document, text)
            let onDemand = try XCTUnwrap(YAMLParser.parse(bytes, positions: .onDemand).document, text)
            XCTAssertEqual(recorded.nodeCount, onDemand.nodeCount, text)
            for raw in 0..<Int32(recorded.nodeCount) {
                let id = YAMLNodeID(rawValue: raw)
                XCTAssertEqual(recorded.range(id), onDemand.range(id), "\(text.debugDescription) node \(raw)")
                XCTAssertEqual(recorded.kind(id), onDemand.kind(id))
                XCTAssertEqual(recorded.scalar(id), onDemand.scalar(id))
            }
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
}
