import Foundation
import XCTest

/// `layoutc render --constraints ID`: a view's constraints drawn as lines
/// between their anchors, in window coordinates.
final class RenderConstraintsTests: XCTestCase {
    /// ConstraintConflict by hand: banner's frame is [16, 100, 300, 64]; subtitle
    /// is pinned under it (y = 164 + 8 = 172), as wide (300) and 20 tall, so its
    /// middle is x = 16 + 150 = 166, y = 182. `height >= 24` conflicts with
    /// `height = 20` and is the one broken.
    func testAViewsConstraintsAreLinesBetweenAnchors() throws {
        let run = try CLIRunner.run(["render", "Specs/ConstraintConflict.layout.yaml", "--constraints", "subtitle"])
        XCTAssertEqual(run.status, 1, "the spec's conflicts are errors")
        let svg = run.stdoutText
        let lines = svg.split(separator: "\n").filter { $0.hasPrefix("<path class=\"cn") }.map(String.init)
        XCTAssertEqual(lines.map { $0.prefix(while: { $0 != ">" }) + ">" }, [
            #"<path class="cn" d="M166 172L166 164">"#,  // top = banner.bottom + 8
            #"<path class="cn" d="M16 182L16 132">"#,  // leading = banner.leading
            #"<path class="cn" d="M166 182L166 132">"#,  // width = banner.width
            #"<path class="cn" d="M166 172L166 192">"#,  // height = 20, across the view
            #"<path class="cn broken" d="M166 172L166 192">"#,  // height >= 24
        ])
        XCTAssertTrue(svg.contains("<title>line 26: height &gt;= 24 · broken</title>"), svg)
        let parser = XMLParserCheck(data: run.stdout)
        XCTAssertTrue(parser.wellFormed, parser.error)
    }

    func testWithoutTheOptionNoConstraintIsDrawn() throws {
        let run = try CLIRunner.run(["render", "Specs/ConstraintConflict.layout.yaml"])
        XCTAssertFalse(run.stdoutText.contains("class=\"cn"))
    }

    func testAnUnknownIdIsAnErrorNamingIt() throws {
        let run = try CLIRunner.run(["render", "Specs/ConstraintConflict.layout.yaml", "--constraints", "subtitel"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no view has id 'subtitel'"), run.stderr)
        XCTAssertEqual(run.stdout.count, 0)
    }

    /// Right to left (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction) leading is the right edge: title is
    /// 100 wide with its leading (right) edge 16 from the screen's, so its
    /// window frame is [277, 79, 100, 22], and its leading line runs from
    /// (377, 90) to the root's leading (right) edge at (393, 426).
    func testRightToLeftLeadingIsTheRightEdge() throws {
        let spec = """
            layout: 1
            screen: R
            device: iphone-15-pro
            root:
              semanticContentAttribute: forceRightToLeft
              children:
                - id: title
                  kind: label
                  intrinsicSize: [100, 22]
                  constraints:
                    - leading = superview.leading + 16
                    - top = safeArea.top + 20

            """
        let run = try CLIRunner.run(["render", "-", "--constraints", "title"], input: Data(spec.utf8))
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdoutText.split(separator: "\n").filter { $0.hasPrefix("<path class=\"cn") }
        XCTAssertEqual(lines.first.map { $0.prefix(while: { $0 != ">" }) + ">" }, #"<path class="cn" d="M377 90L393 426">"#)
    }

    /// The report writes every other constraint too, hidden in a group naming
    /// its items' views, for the page to show when one is clicked: the clean
    /// profile card has no finding, so all 17 of its constraints are there.
    func testTheReportCarriesEveryConstraintForPicking() throws {
        let run = try CLIRunner.run(["report", "Specs/ConstraintProfileCard.layout.yaml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let html = run.stdoutText
        XCTAssertEqual(html.components(separatedBy: "<g class=\"cnp\"").count - 1, 17)
        // handle's `leading = name.leading` names both views.
        XCTAssertTrue(html.contains(#"<g class="cnp" data-cv="root/children/0/children/2 root/children/0/children/1">"#))
    }
}
