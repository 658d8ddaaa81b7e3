import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// Docs/SpecFormat.md#a-view: "Diagnostics name the view by `id` when it has one
/// and always give its path" — the reader's schema errors too, not only the
/// solver's, and an item's `size` and `repeat` name the item, not its collection.
final class DiagnosticViewNameTests: XCTestCase {
    func testSchemaErrorsCarryTheViewsIDAndPath() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - {id: a, ↓frme: [0, 0, 1, 1]}
                - id: b
                  children:
                    - {↓colour: red}
                    - {↓bogus: 1, id: c}
            """, rule: .unknownKey)
        XCTAssertEqual(result.diagnostics.map(\.viewPath),
                       ["root/children/0", "root/children/1/children/0", "root/children/1/children/1"])
        XCTAssertEqual(result.diagnostics.map(\.viewID), ["a", nil, "c"])
    }

    /// "A view that has no `id` is named by its path … in every message": a
    /// schema message names the view by id, else by path, not by its index in
    /// one list (`children[0]` would not tell two nested views apart).
    func testSchemaMessagesNameTheViewByIDElsePath() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              ↓zzz: red
              children:
                - {id: a, ↓frme: [0, 0, 1, 1]}
                - children:
                    - {↓colour: red}
                - kind: collection
                  flow: {items: [{id: chip, repeat: 2, ↓bogus: 1}, {↓bogus: 2}]}
            """, rule: .unknownKey)
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "unknown key 'zzz' in view root",
            "unknown key 'frme' in view 'a'; did you mean 'frame'?",
            "unknown key 'colour' in view root/children/1/children/0",
            "unknown key 'bogus' in view 'chip[0]'",
            "unknown key 'bogus' in view root/children/2/items/2",
        ])
    }

    func testDuplicateIDNamesTheSecondView() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - {id: a}
                - {id: ↓a}
            """, rule: .duplicateID)
        XCTAssertEqual(result.diagnostics.first?.viewPath, "root/children/1")
        XCTAssertEqual(result.diagnostics.first?.viewID, "a")
    }

    func testFlowItemErrorsNameTheItemAsTheOutputDoes() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - id: tags
                  kind: collection
                  flow:
                    items:
                      - {id: chip, size: [1, ↓"z"], repeat: 3}
                      - {id: x, size: ↓3}
                      - {size: [1, ↓"y"]}
            """, rule: .typeMismatch)
        XCTAssertEqual(result.diagnostics.map(\.viewPath),
                       ["root/children/0/items/0", "root/children/0/items/3", "root/children/0/items/4"])
        XCTAssertEqual(result.diagnostics.map(\.viewID), ["chip[0]", "x", nil])
    }
}
