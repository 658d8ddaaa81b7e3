import Diagnostics
import Driver
import LayoutIR
import XCTest

/// `hit-area-covered`'s message names the front view and how it comes to be
/// in front (a later sibling; inside a later sibling; a later sibling of an
/// ancestor), whole, word for word: it is written into a byte buffer from the
/// views' fields, not interpolated.
final class HitAreaCoveredMessageTests: XCTestCase {
    private func messages(_ spec: String) -> [String] {
        let result = LayoutCompiler(options: CompileOptions()).compile(Array(spec.utf8), file: "t.layout.yaml")
        return result.diagnostics.filter { $0.rule == .hitAreaCovered }.map(\.message)
    }

    private let tail = " and gets the touches there; move them apart, shrink a hit area, or reorder 'children:'"

    /// `later` at [60, 100, 200, 44] over `first` at [16, 100, 60, 44]: 16 × 44 pt.
    func testALaterSibling() {
        let spec = """
            layout: 1
            screen: Form
            root:
              children:
                - {id: first, kind: button, frame: [16, 100, 60, 44]}
                - {id: later, kind: button, frame: [60, 100, 200, 44]}
            """
        XCTAssertEqual(messages(spec), [
            "'later', a later sibling that takes touches, lies over 16 × 44 pt of the hit area of 'first'" + tail,
        ])
    }

    /// `forgot` (window [16, 121, 300, 30], inside `group` at y 110) over
    /// `signIn` (window [16, 100, 200, 44], inside `form`): x 16…216, y 121…144.
    func testInsideALaterSiblingOfAnAncestor() {
        let spec = """
            layout: 1
            screen: Login
            root:
              children:
                - id: form
                  frame: [16, 100, 200, 44]
                  children:
                    - {id: signIn, kind: button, frame: [0, 0, 200, 44]}
                - id: group
                  frame: [0, 110, 393, 100]
                  children:
                    - {id: forgot, kind: button, frame: [16, 11, 300, 30]}
            """
        XCTAssertEqual(messages(spec), [
            "'forgot', which takes touches and is inside 'group', a later sibling of its ancestor 'form', so comes first in hit testing, lies over 200 × 23 pt of the hit area of 'signIn'" + tail,
        ])
    }

    /// Views without ids are named by their paths: the front view is itself the
    /// later sibling of the covered view's parent (window [16, 121, 300, 30]).
    func testALaterSiblingOfAnAncestorNamedByPaths() {
        let spec = """
            layout: 1
            screen: Login
            root:
              children:
                - frame: [16, 100, 200, 44]
                  children:
                    - {kind: button, frame: [0, 0, 200, 44]}
                - {kind: button, frame: [16, 121, 300, 30]}
            """
        XCTAssertEqual(messages(spec), [
            "root/children/1, which takes touches and is a later sibling of its ancestor root/children/0, so comes first in hit testing, lies over 200 × 23 pt of the hit area of root/children/0/children/0" + tail,
        ])
    }

    /// `inner` (window [26, 110, 50, 50], inside `card`, the next sibling of
    /// `back`) over `back` at [16, 100, 100, 44]: x 26…76, y 110…144.
    func testInsideALaterSiblingOfTheView() {
        let spec = """
            layout: 1
            screen: Card
            root:
              children:
                - {id: back, kind: button, frame: [16, 100, 100, 44]}
                - id: card
                  frame: [16, 100, 200, 100]
                  children:
                    - {id: inner, kind: button, frame: [10, 10, 50, 50]}
            """
        XCTAssertEqual(messages(spec), [
            "'inner', which takes touches and is inside 'card', a later sibling of it, so comes first in hit testing, lies over 50 × 34 pt of the hit area of 'back'" + tail,
        ])
    }
}
