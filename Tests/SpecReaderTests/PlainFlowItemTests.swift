import LayoutIR
import SpecReader
import XCTest

/// Plain items (only `size` and `repeat`) are made in a run of their own; mixed
/// with items that have ids or children, the views must still come in pre-order.
final class PlainFlowItemTests: XCTestCase {
    func testPlainAndFullItemsInterleaveInPreOrder() throws {
        let text = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    sections:
                      - header: 20
                        items:
                          - {size: [10, 10]}
                          - {size: [20, 20], repeat: 2}
                          - {id: a, size: [30, 30], children: [{id: b}]}
                          - {repeat: 2}
                          - {}
                        footer: 5
                      - items: [{size: [1, 1]}]
                  children: [{id: after}]
            """
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml")
        XCTAssertEqual(result.diagnostics, [])
        let views = try XCTUnwrap(result.screen?.views)
        let s0 = "root/children/0/sections/0", s1 = "root/children/0/sections/1"
        XCTAssertEqual(views.map(\.path), [
            "root", "root/children/0", "\(s0)/header",
            "\(s0)/items/0", "\(s0)/items/1", "\(s0)/items/2", "\(s0)/items/3", "\(s0)/items/3/children/0",
            "\(s0)/items/4", "\(s0)/items/5", "\(s0)/items/6", "\(s0)/footer",
            "\(s1)/items/0", "root/children/0/children/0",
        ])
        XCTAssertEqual(views.map(\.id), [nil, nil, nil, nil, nil, nil, "a", "b", nil, nil, nil, nil, nil, "after"])
        XCTAssertEqual(views[1].children, [2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13])
        XCTAssertEqual(views[6].children, [7])
        XCTAssertEqual(views[7].parent, 6)
        XCTAssertEqual(views[5].role, .flowItem(section: 0, index: 2))
        XCTAssertEqual(views[10].role, .flowItem(section: 0, index: 6))
        XCTAssertEqual(views[12].role, .flowItem(section: 1, index: 0))
        XCTAssertEqual(views[11].role, .flowFooter(section: 0))
        XCTAssertEqual(views.filter { $0.kind == .cell }.count, 8)
        XCTAssertEqual(views[1].flow?.sections.map(\.itemSizes.count), [7, 1])
    }
}
