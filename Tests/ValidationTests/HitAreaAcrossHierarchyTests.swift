import Diagnostics
import Driver
import LayoutIR
import XCTest

/// `hit-area-covered` follows UIKit's hit-testing order across the hierarchy:
/// any view after a view's subtree in pre-order (a later sibling of the view or
/// of an ancestor, or inside one) is asked first, so where it takes touches it
/// covers the part of the hit area it reaches, within its ancestors' bounds.
final class HitAreaAcrossHierarchyTests: XCTestCase {
    private func covered(_ spec: String) -> [String: String] {
        let result = LayoutCompiler(options: CompileOptions()).compile(Array(spec.utf8), file: "t.layout.yaml")
        let found = result.diagnostics.filter { $0.rule == .hitAreaCovered }
        return Dictionary(found.map { ($0.viewID ?? "?", $0.message) }, uniquingKeysWith: { a, _ in a })
    }

    /// The login screen: "forgot" (a child of the root) lies over
    /// 200 × 23 pt of "signIn" (an arranged view of a stack at [16, 100]):
    /// signIn at window [16, 100, 200, 44], forgot at [16, 121, 300, 30],
    /// overlap x 16…216, y 121…144.
    func testAViewOverAnArrangedViewOfAnEarlierStackCoversIt() throws {
        let spec = """
            layout: 1
            screen: Login
            root:
              children:
                - id: form
                  kind: stack
                  frame: [16, 100, 200, 44]
                  stack: {axis: vertical}
                  children:
                    - {id: signIn, kind: button}
                - {id: forgot, kind: button, frame: [16, 121, 300, 30]}
            """
        let messages = covered(spec)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        let message = try XCTUnwrap(messages["signIn"])
        XCTAssertTrue(message.contains("'forgot'"), message)
        XCTAssertTrue(message.contains("200 × 23 pt"), message)
    }

    /// Order decides: the same views the other way round (the stack after the
    /// button) cover the button instead, and never the view's own subviews.
    func testTheLaterSubtreeIsInFrontAndDescendantsDoNotCoverTheirAncestor() {
        let spec = """
            layout: 1
            screen: Login
            root:
              children:
                - {id: forgot, kind: button, frame: [16, 121, 300, 30]}
                - id: form
                  frame: [16, 100, 200, 44]
                  children:
                    - {id: signIn, kind: button, frame: [0, 0, 200, 44]}
                - id: card
                  kind: button
                  frame: [16, 400, 200, 100]
                  children:
                    - {id: inner, kind: button, frame: [10, 10, 50, 50]}
            """
        let messages = covered(spec)
        XCTAssertEqual(Set(messages.keys), ["forgot"], "\(messages)")
        XCTAssertTrue(messages["forgot"]?.contains("'signIn'") == true, "\(messages)")
        XCTAssertTrue(messages["forgot"]?.contains("200 × 23 pt") == true, "\(messages)")
    }

    /// A view reaches touches only inside its ancestors' bounds (point(inside:)
    /// is asked on the way down, clipping or not): a button sticking out of a
    /// small later panel covers nothing outside that panel.
    func testTheFrontViewCoversOnlyWithinItsAncestorsBounds() {
        let spec = """
            layout: 1
            screen: Clip
            root:
              children:
                - {id: back, kind: button, frame: [0, 100, 100, 44]}
                - id: panel
                  frame: [200, 100, 100, 44]
                  clipsToBounds: false
                  children:
                    - {id: wide, kind: button, frame: [-200, 0, 250, 44]}
            """
        XCTAssertEqual(covered(spec).count, 0, "\(covered(spec))")
    }

    /// Views that take no touches (a label, a hidden view, a subtree whose
    /// ancestor turns interaction off) cover nothing.
    func testViewsThatTakeNoPartCoverNothing() {
        for keys in ["kind: label", "hidden: true", "interactive: false"] {
            let spec = """
                layout: 1
                screen: Skip
                root:
                  children:
                    - id: form
                      frame: [16, 100, 200, 44]
                      children:
                        - {id: signIn, kind: button, frame: [0, 0, 200, 44]}
                    - id: overlay
                      frame: [16, 100, 200, 44]
                      \(keys)
                      children:
                        - {id: cover, kind: button, frame: [0, 0, 200, 44]}
                """
            XCTAssertEqual(covered(spec).count, 0, keys)
        }
    }
}
