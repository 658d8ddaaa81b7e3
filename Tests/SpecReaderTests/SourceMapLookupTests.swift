import Diagnostics
import SpecReader
import XCTest

/// The batch lookup gives exactly what one call per view gives, keys and views
/// out of range included.
final class SourceMapLookupTests: XCTestCase {
    func testBatchLookupMatchesSingleCalls() {
        let text = """
            layout: 1
            screen: S
            root:
              children:
                - id: a
                  place: {left: 3, width: 10}
                - {kind: button, frame: [0, 0, 20, 20], hitInsets: -2}
                - kind: label
                  children:
                    - id: deep
                      frame: [1, 2, 3, 4]
            """
        let map = SpecReader.read(Array(text.utf8), file: "t.layout.yaml").sourceMap
        let keys: [String?] = [nil, "place", "place.width", "place.nothing", "frame", "hitInsets", "kind", ""]
        var compared = 0
        map.withRangeLookup { range in
            for view in -1...6 {
                for key in keys {
                    XCTAssertEqual(range(view, key), map.range(forView: view, key: key), "view \(view) key \(key ?? "nil")")
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 64)
        map.withRangeLookup { range in
            XCTAssertEqual(range(2, "hitInsets")?.start, SourceLocation(line: 7, column: 56))
            XCTAssertNil(range(99, nil))
        }
    }

    func testAMapWithoutViewsFindsNothing() {
        SpecSourceMap().withRangeLookup { range in XCTAssertNil(range(0, nil)) }
    }
}
