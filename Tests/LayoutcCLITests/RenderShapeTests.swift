import Foundation
import XCTest

/// What `layoutc render` draws as UIKit would show it, through the built binary:
/// `maskedCorners` rounds only the corners it names, a view that clips to its
/// bounds shows none of its content outside them, and a long findings list
/// still names every finding (a PNG has no tooltips to hover).
final class RenderShapeTests: XCTestCase {
    private func render(_ spec: String) throws -> String {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("t.layout.yaml")
        try Data(spec.utf8).write(to: file)
        let run = try CLIRunner.run(["render", file.path])
        XCTAssertTrue(run.status == 0 || run.status == 1, run.stderr)
        return run.stdoutText
    }

    /// A 200 × 60 button at (16, 100), radius 20 on its top-left and
    /// bottom-right corners only: clockwise from the top left, straight to
    /// x 216, down to y 140, a quarter ellipse to (196, 160), left to x 16, up
    /// to y 120, a quarter ellipse back to (36, 100). A button with all four
    /// corners stays a `<rect>` with `rx`.
    func testMaskedCornersRoundOnlyTheNamedCorners() throws {
        let svg = try render("""
            layout: 1
            screen: T
            device: iphone-15-pro
            root:
              children:
                - {id: some, kind: button, frame: [16, 100, 200, 60], cornerRadius: 20, maskedCorners: [topLeft, bottomRight]}
                - {id: every, kind: button, frame: [16, 200, 200, 60], cornerRadius: 20}
            """)
        XCTAssertTrue(svg.contains(#"<path data-path="root/children/0" class="v k-button i" d="M36 100H216V140A20 20 0 0 1 196 160H16V120A20 20 0 0 1 36 100Z">"#), svg)
        XCTAssertTrue(svg.contains("cornerRadius 20 on topLeft, bottomRight"), svg)
        XCTAssertTrue(svg.contains(#"<rect data-path="root/children/1" class="v k-button i" x="16" y="200" width="200" height="60" rx="20" ry="20">"#), svg)
    }

    /// A 100 × 100 image of a 200 × 100 picture, aspect fill: the content rect
    /// is 200 × 100 at x −50. Clipped to its bounds the picture shows only the
    /// view's own square of it; without clipping, all of it.
    func testAViewThatClipsShowsNoContentOutsideItsBounds() throws {
        func spec(clips: Bool) -> String {
            """
            layout: 1
            screen: T
            device: iphone-15-pro
            root:
              children:
                - {id: photo, kind: image, frame: [100, 200, 100, 100], contentSize: [200, 100], contentMode: aspectFill, clipsToBounds: \(clips)}
            """
        }
        let clipped = try render(spec(clips: true))
        XCTAssertTrue(clipped.contains(#"<rect class="content" x="100" y="200" width="100" height="100">"#), clipped)
        let spilling = try render(spec(clips: false))
        XCTAssertTrue(spilling.contains(#"<rect class="content" x="50" y="200" width="200" height="100">"#), spilling)
    }

    /// A card at (16, 100), 200 × 100, that clips to its bounds: a child
    /// sticking out on the right (window x 176…256) is drawn inside a viewport
    /// of the card, so only x 176…216 shows; a child wholly outside (window
    /// y 300) is not drawn at all; a child inside is drawn as it is. Without
    /// `clipsToBounds` every child is drawn whole.
    func testChildrenAreClippedToAParentThatClipsToBounds() throws {
        func spec(clips: Bool) -> String {
            """
            layout: 1
            screen: T
            device: iphone-15-pro
            root:
              children:
                - id: card
                  frame: [16, 100, 200, 100]
                  clipsToBounds: \(clips)
                  children:
                    - {id: spill, kind: button, frame: [160, 10, 80, 44]}
                    - {id: gone, kind: button, frame: [10, 200, 80, 44]}
                    - {id: inside, kind: button, frame: [10, 10, 80, 44]}
            """
        }
        let clipped = try render(spec(clips: true))
        XCTAssertTrue(clipped.contains(#"<svg x="16" y="100" width="200" height="100" viewBox="16 100 200 100" overflow="hidden">"# + "\n"
                                       + #"<rect data-path="root/children/0/children/0""#), clipped)
        XCTAssertFalse(clipped.contains(#"<rect data-path="root/children/0/children/1""#), clipped)
        XCTAssertTrue(clipped.contains(#"</svg>"# + "\n" + #"<rect data-path="root/children/0/children/2""#), clipped)
        let whole = try render(spec(clips: false))
        XCTAssertFalse(whole.contains(#"viewBox="16 100 200 100""#), whole)
        XCTAssertTrue(whole.contains(#"<rect data-path="root/children/0/children/1""#), whole)
    }

    /// Forty 20-pt buttons, forty findings: more than the list has room for in
    /// full, so the first are listed with their messages and the rest by number,
    /// rule and view, a line each; every number from 1 to 40 is in the list.
    func testEveryFindingOfALongListIsNamed() throws {
        let buttons = (0..<40).map { "    - {id: b\($0), kind: button, frame: [\(($0 % 8) * 48), \(100 + ($0 / 8) * 48), 20, 20]}" }
        let svg = try render("layout: 1\nscreen: T\ndevice: iphone-15-pro\nroot:\n  children:\n" + buttons.joined(separator: "\n") + "\n")
        for number in 1...40 {
            XCTAssertTrue(svg.contains(">\(number) · hit-target-too-small · b\(number - 1)"), "finding \(number) is not listed")
        }
        XCTAssertTrue(svg.contains(">40 · hit-target-too-small · b39</text>"), "the tail is listed without messages")
        XCTAssertFalse(svg.contains("hover a badge"))
    }

    /// A view wholly below the screen (in a scroll view's content) is listed
    /// as outside the picture and not drawn: no rectangle, no badge, its
    /// finding a note. A view the picture's edge cuts (852 pt and a 16-pt
    /// margin: 868) is drawn: `cut` lies at 859…879 in the window.
    func testViewsWhollyOffThePictureAreListedNotDrawn() throws {
        let svg = try render("""
            layout: 1
            screen: T
            device: iphone-15-pro
            root:
              children:
                - id: feed
                  kind: scroll
                  in: bounds
                  children:
                    - {id: cut, kind: button, frame: [16, 800, 20, 20]}
                    - {id: far, kind: button, frame: [16, 5000, 20, 20]}
            """)
        XCTAssertTrue(svg.contains(#"data-path="root/children/0/children/0""#), "the view the edge cuts is drawn")
        XCTAssertFalse(svg.contains(#"data-path="root/children/0/children/1""#), "the view below the screen is not drawn")
        XCTAssertTrue(svg.contains(">1 · hit-target-too-small · cut: "), svg)
        // The feed's content starts under the status bar (59 pt): far is at 5059 in the window.
        XCTAssertTrue(svg.contains(">• far [16, 5059, 20, 20]</text>"), svg)
        XCTAssertTrue(svg.contains(">diagnostics not on a drawn view:</text>"), svg)
        XCTAssertTrue(svg.contains(">• warning [hit-target-too-small] on far at 11:12</text>"), svg)
    }
}
