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

/// Scroll views: content moves under views outside its scroll view, so those
/// meet it only where it shows at rest; content of one scroll view meets its
/// own kind wherever it lies, below the fold too.
final class HitAreaAcrossScrollingTests: XCTestCase {
    private func covered(_ spec: String) -> [String: String] {
        let result = LayoutCompiler(options: CompileOptions()).compile(Array(spec.utf8), file: "t.layout.yaml")
        let found = result.diagnostics.filter { $0.rule == .hitAreaCovered }
        return Dictionary(found.map { ($0.viewID ?? "?", $0.message) }, uniquingKeysWith: { a, _ in a })
    }

    /// A scroll view at [0, 100, 393, 300] (content 393 × 1000): `below`
    /// (content y 350, window 450 at rest) is under the toolbar's button only
    /// if it showed there, and it does not; `shown` (content y 250, window
    /// 350) is under a later view at window 340…390 over the scroll view, 40 pt.
    /// `deep` and `deeper` overlap far below the fold, inside one scroll view.
    func testContentMeetsOutsideViewsAtRestAndItsOwnAnywhere() {
        let spec = """
            layout: 1
            screen: Scroll
            root:
              children:
                - id: list
                  kind: scroll
                  frame: [0, 100, 393, 300]
                  contentSize: [393, 1000]
                  children:
                    - {id: below, kind: button, frame: [16, 350, 100, 44]}
                    - {id: shown, kind: button, frame: [16, 250, 100, 44]}
                    - {id: deep, kind: button, frame: [16, 900, 100, 44]}
                    - {id: deeper, kind: button, frame: [66, 900, 100, 44]}
                - {id: floating, kind: button, frame: [16, 340, 100, 50]}
                - {id: toolbarButton, kind: button, frame: [16, 440, 100, 44]}
            """
        let messages = covered(spec)
        XCTAssertEqual(Set(messages.keys), ["shown", "deep"], "\(messages)")
        XCTAssertTrue(messages["shown"]?.contains("'floating'") == true, "\(messages)")
        XCTAssertTrue(messages["shown"]?.contains("100 × 40 pt") == true, "\(messages)")
        XCTAssertTrue(messages["deep"]?.contains("'deeper', a later sibling that takes touches") == true, "\(messages)")
    }
}
