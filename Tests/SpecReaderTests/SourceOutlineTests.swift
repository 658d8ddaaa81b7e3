import Diagnostics
import SpecReader
import XCTest

/// What the reader records beside the IR for `generate`: the ids written in
/// `repeat:` items (also `repeat: 0`, which makes no view) and where the
/// top-level `screen:` and `root:` keys are.
final class SourceOutlineTests: XCTestCase {
    func testIDsOnAndInsideRepeatedItemsAreRecordedInDocumentOrder() throws {
        // The second collection's `children:` come before its `flow:` in the file,
        // while the reader reads a collection's flow first: the ids still come in
        // the file's order. `plain` items and items without `repeat` add nothing.
        let text = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - {id: single, size: [10, 10]}
                      - {id: chip, size: [10, 10], repeat: 3}
                      - {size: [5, 5], repeat: 4}
                      - id: none
                        repeat: 0
                        children:
                          - {id: badge}
                          - kind: collection
                            flow:
                              items: [{id: deep, repeat: 2}]
                - kind: collection
                  children:
                    - kind: collection
                      flow: {items: [{id: early, repeat: 0}]}
                  flow:
                    items:
                      - id: cell
                        repeat: 2
                        children:
                          - {id: label}
                          - kind: collection
                            flow: {items: [{id: nested, repeat: 1, children: [{id: chip}]}]}
            """
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(result.sourceMap.outline.repeatedIDs,
                       ["chip", "none", "badge", "deep", "early", "cell", "label", "nested"])
    }

    func testAnAliasedItemIsWalkedOnce() throws {
        let text = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - &item {id: tile, repeat: 2, children: [{id: icon}]}
                - kind: collection
                  flow:
                    items: [*item]
            """
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml")
        XCTAssertEqual(result.sourceMap.outline.repeatedIDs, ["tile", "icon"])
    }

    func testTopLevelKeysArePlacedFromTheOneParse() throws {
        let text = """
            # a comment
            layout: 1
            "screen": S
            root:
              children: []
            """
        let map = SpecReader.read(Array(text.utf8), file: "t.layout.yaml").sourceMap
        // Quoted, the key's range holds its quotes (as libyaml's marks do).
        XCTAssertEqual(map.range(of: .screen), SourceRange(line: 3, column: 1, endLine: 3, endColumn: 9))
        XCTAssertEqual(map.range(of: .root), SourceRange(line: 4, column: 1, endLine: 4, endColumn: 5))
        let noRoot = SpecReader.read(Array("layout: 1\nscreen: S\n".utf8), file: "t.layout.yaml").sourceMap
        XCTAssertNil(noRoot.range(of: .root))
        XCTAssertEqual(noRoot.range(of: .screen), SourceRange(line: 2, column: 1, endLine: 2, endColumn: 7))
    }

    func testAScreenOverTheViewLimitStillHasItsKeys() throws {
        let text = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow: {items: [{repeat: 50}]}
            """
        var options = ReaderOptions()
        options.maxViews = 10
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: options)
        XCTAssertNil(result.screen)
        XCTAssertEqual(result.sourceMap.range(of: .root), SourceRange(line: 3, column: 1, endLine: 3, endColumn: 5))
    }
}
