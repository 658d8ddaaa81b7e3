import Foundation
import XCTest

/// `layoutc render` pictures a person can read, through the built binary:
/// findings numbered on the views and listed under the screen, one label for
/// views that share a frame, the system bars named, text that grows on an iPad.
final class RenderLegibilityTests: XCTestCase {
    private func render(_ arguments: [String]) throws -> String {
        let run = try CLIRunner.run(["render"] + arguments)
        XCTAssertTrue(run.status == 0 || run.status == 1, run.stderr)
        return run.stdoutText
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// TagPickerLeft's ten 32-pt chips are seven warnings (the four copies of
    /// `chip` fold into one): numbered in view order, a badge on each of the
    /// ten chips (all four copies of `chip` carry 7), and the list under the
    /// screen starts each finding with its number, the folded one once.
    func testFindingsAreNumberedOnTheViewsAndListed() throws {
        let svg = try render(["Specs/TagPickerLeft.layout.yaml", "--device", "iphone-15-pro"])
        XCTAssertEqual(count("<g class=\"badge bw\"", in: svg), 10)
        XCTAssertTrue(svg.contains(#"<g class="badge bw" data-path="root/children/0/items/0" data-badge="1">"#), svg)
        for copy in 6...9 {
            XCTAssertTrue(svg.contains(#"<g class="badge bw" data-path="root/children/0/items/\#(copy)" data-badge="7">"#), svg)
        }
        XCTAssertEqual(count(" data-badge=\"7\"", in: svg), 4)
        XCTAssertTrue(svg.contains(#">1 · hit-target-too-small · swift: the hit area of 'swift' is 64 × 32 pt,"#), svg)
        XCTAssertTrue(svg.contains(#">7 · hit-target-too-small · chip[0] ×4 copies: the hit area of 'chip[0]'"#), svg)
        XCTAssertEqual(count(">7 · hit-target-too-small", in: svg), 1, "one list entry for the folded finding")
        // chip[1] is the first on the second line (inset 16, 76 wide): its badge is inside its top-right corner, 92 − 8.
        XCTAssertTrue(svg.contains(#"data-badge="7"><title>7 · chip[1]: [hit-target-too-small]</title><circle cx="84" "#), svg)
        XCTAssertTrue(svg.contains("<text class=\"head\" x=\"-12\" y=\"") && svg.contains(">findings:</text>"))
        // The first chip sits at x 16…80 in the collection's section inset: the badge is inside its top-right corner.
        XCTAssertTrue(svg.contains(#"<circle cx="72" cy=""#), svg)
    }

    /// TabBarScreen's root, feed (a scroll view in bounds) and content (in
    /// bounds) share the screen's frame: one label names all three, instead of
    /// three labels stacked down the corner.
    func testViewsSharingAFrameShareOneLabel() throws {
        let svg = try render(["Specs/TabBarScreen.layout.yaml"])
        XCTAssertTrue(svg.contains(#"<text class="lbl" x="2" y="8.5"><tspan class="t-view">root</tspan><tspan class="t-view"> · </tspan><tspan class="t-scroll">feed</tspan><tspan class="t-view"> · </tspan><tspan class="t-view">content</tspan></text>"#), svg)
        XCTAssertFalse(svg.contains(">feed</text>"))
        XCTAssertFalse(svg.contains(">content</text>"))
    }

    /// iPhone 15 Pro, portrait: status bar 54, navigation bar 44 under it (to
    /// the 98-pt top inset), home indicator 34 at the bottom and the tab bar (49)
    /// on it.
    func testBarsAreNamedWhereTheySit() throws {
        let svg = try render(["Specs/TabBarScreen.layout.yaml", "--device", "iphone-15-pro"])
        XCTAssertTrue(svg.contains(#"<title>status bar 54 pt</title><text x="196.5" y="30.15">status bar 54</text>"#), svg)
        XCTAssertTrue(svg.contains(#"<title>navigation bar 44 pt</title><line x1="0" y1="54" x2="393" y2="54"/>"#))
        XCTAssertTrue(svg.contains(#"<title>tab bar 49 pt</title><line x1="0" y1="769" x2="393" y2="769"/>"#))
        XCTAssertTrue(svg.contains(#"<title>home indicator 34 pt</title><line x1="0" y1="818" x2="393" y2="818"/>"#))
        // An iPhone SE in landscape has no status bar and no home indicator.
        let se = try render(["Specs/TabBarScreen.layout.yaml", "--device", "iphone-se-3", "--orientation", "landscape"])
        XCTAssertFalse(se.contains("home indicator"))
        XCTAssertTrue(se.contains(">navigation bar 32</text>"))
    }

    /// AspectFitImages' loading player sits at y 450 on the SE's 375-pt landscape
    /// screen: the drawing is clipped to the screen and its 16-pt margin (667 +
    /// 32 by 375 + 32), so it does not run over the notes, which list it.
    func testViewsOffThePictureAreClippedAndListed() throws {
        let svg = try render(["Specs/AspectFitImages.layout.yaml", "--device", "iphone-se-3", "--orientation", "landscape"])
        XCTAssertTrue(svg.contains(#"<svg x="-16" y="-16" width="699" height="407" viewBox="-16 -16 699 407" overflow="hidden">"#))
        let clip = try XCTUnwrap(svg.range(of: "overflow=\"hidden\">"))
        let notes = try XCTUnwrap(svg.range(of: "<g id=\"notes\""))
        XCTAssertTrue(svg[clip.upperBound..<notes.lowerBound].contains("</svg>\n"), "the notes are outside the clip")
        XCTAssertTrue(svg.contains(">• loadingPlayer [0, 450, 393, 220]</text>"))
    }

    /// Label, bar and note text is 8/9/10 pt on a phone and twice that on an
    /// 11-inch iPad (834 pt short side: 2.14, in quarter steps 2).
    func testTextGrowsWithTheDevice() throws {
        let phone = try render(["Specs/TabBarScreen.layout.yaml", "--device", "iphone-15-pro"])
        let pad = try render(["Specs/TabBarScreen.layout.yaml", "--device", "ipad-pro-11"])
        XCTAssertTrue(phone.contains(#"<g id="labels" font-size="8" stroke-width="2">"#))
        XCTAssertTrue(pad.contains(#"<g id="labels" font-size="16" stroke-width="4">"#), pad)
        XCTAssertTrue(pad.contains(#"<g id="bars" font-size="18">"#))
        XCTAssertTrue(pad.contains(#"<g id="notes" class="note" font-size="20">"#))
        XCTAssertTrue(pad.contains(#"<g id="badges" font-size="18">"#))
    }
}

/// `layoutc render --png`, through the built binary.
final class RenderPNGTests: XCTestCase {
    func testWithoutRsvgConvertTheMessageNamesThePackage() throws {
        let empty = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run(["render", "Specs/LabelInsets.layout.yaml", "--png"], environment: ["PATH": empty.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout.count, 0)
        XCTAssertTrue(run.stderr.contains("rsvg-convert was not found on PATH"), run.stderr)
        XCTAssertTrue(run.stderr.contains("apt-get install librsvg2-bin"), run.stderr)
    }

    /// 393 + 32 pt wide at --scale 2: an 850-pixel PNG.
    func testWritesAPNGOfThePicturesSize() throws {
        guard PNGTool.available else { throw XCTSkip("rsvg-convert is not installed (apt-get install librsvg2-bin)") }
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("x.png")
        let run = try CLIRunner.run(["render", "Specs/TagPickerLeft.layout.yaml", "--png", "--scale", "2", "-o", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try Data(contentsOf: out)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 850)
    }
}

enum PNGTool {
    static var available: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert")
        }
    }
}
