import Diagnostics
import Driver
import LayoutIR
import XCTest

/// Frames of constraint-laid screens (Docs/SpecFormat.md#auto-layout-constraints), worked by hand from
/// the spec format's steps: required, tiers, fixing, pixel rounding.
final class ConstraintFrameTests: XCTestCase {
    private struct Compiled {
        let result: CompileResult
        func frame(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> Rect? {
            guard let screen = result.screen, let layout = result.layout,
                  let index = screen.views.firstIndex(where: { $0.id == id }) else {
                XCTFail("no view '\(id)'", file: file, line: line)
                return nil
            }
            return layout.views[index].frame
        }
        var findings: [Diagnostic] { result.diagnostics }
    }

    private func compile(_ body: String, device: String = "iphone-15-pro") -> Compiled {
        let text = "layout: 1\nscreen: S\ndevice: \(device)\nroot:\n  children:\n" + body
        return Compiled(result: LayoutCompiler().compile(Array(text.utf8), file: "c.layout.yaml"))
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    // MARK: Tiers

    /// width ≥ 120 @750 (compression resistance), trailing = … @500, width ≤ 120 @251 (a
    /// label's hugging): tier 500 stretches the label to 393 − 16 − 16 = 361 and hugging
    /// stays unmet. At @200 the trailing pin loses to hugging: 120.
    func testTiersAgainstIntrinsicSize() {
        for (priority, width) in [(500.0, 361.0), (200, 120)] {
            let solved = compile("""
                    - id: title
                      kind: label
                      intrinsicSize: [120, 20]
                      constraints:
                        - leading = superview.leading + 16
                        - trailing = superview.trailing - 16 @\(Int(priority))
                        - top = superview.top + 100
                """)
            XCTAssertEqual(solved.frame("title"), rect(16, 100, width, 20), "@\(Int(priority))")
            XCTAssertEqual(solved.findings.map(\.rule), [], "@\(Int(priority))")
        }
    }

    /// One hugging row at 251 beats three rows at 200 that all want the label wider.
    func testAHigherTierBeatsManyLowerRows() {
        let solved = compile("""
                - id: title
                  kind: label
                  intrinsicSize: [120, 20]
                  constraints:
                    - leading = superview.leading + 16
                    - top = superview.top + 100
                    - width = 300 @200
                    - width = 310 @200
                    - width >= 320 @200
            """)
        XCTAssertEqual(solved.frame("title"), rect(16, 100, 120, 20))
    }

    /// A required inequality beats an optional equality.
    func testInequalities() {
        let solved = compile("""
                - id: box
                  constraints:
                    - leading >= superview.leading + 40
                    - leading = superview.leading + 10 @750
                    - top = superview.top + 100
                    - width >= 200
                    - width <= 100 @750
                    - height = 10
            """)
        XCTAssertEqual(solved.frame("box"), rect(40, 100, 200, 10))
    }

    // MARK: Multipliers and coordinates

    /// A multiplied position is measured in the nearest common ancestor's
    /// coordinates: `superview.centerX` is 100 in the container's bounds, so the
    /// child's center is at 50 and its x at 40 (not −10, as in root coordinates).
    func testMultipliedPositionInTheCommonAncestor() {
        let solved = compile("""
                - id: container
                  frame: [100, 100, 200, 100]
                  children:
                    - id: child
                      constraints:
                        - centerX = 0.5 * superview.centerX
                        - width = 0.25 * superview.width
                        - top = superview.top
                        - height = 2 * width
            """)
        XCTAssertEqual(solved.frame("child"), rect(25, 0, 50, 100))
    }

    /// A placed sibling enters with its frame; a placed child of a constraint-laid
    /// view enters linear in that view's width (right: 8 → x = 361 − 8 − 20).
    func testPlacedViewsEnterThroughTheirPlacement() {
        let solved = compile("""
                - id: avatar
                  frame: [300, 100, 40, 40]
                - id: title
                  constraints:
                    - trailing = avatar.leading - 8
                    - width = 100
                    - top = avatar.top
                    - height = 20
                - id: card
                  constraints:
                    - leading = superview.leading + 16
                    - trailing = superview.trailing - 16
                    - top = superview.top + 200
                    - height = 50
                  children:
                    - id: button
                      place: {right: 8, width: 20, top: 0, height: 10}
                    - id: tag
                      constraints:
                        - trailing = button.leading - 4
                        - width = 30
                        - top = superview.top
                        - height = 10
            """)
        XCTAssertEqual(solved.frame("title"), rect(192, 100, 100, 20))
        XCTAssertEqual(solved.frame("card"), rect(16, 200, 361, 50))
        XCTAssertEqual(solved.frame("button"), rect(333, 0, 20, 10))
        XCTAssertEqual(solved.frame("tag"), rect(299, 0, 30, 10))
        XCTAssertEqual(solved.findings.map(\.rule), [])
    }

    // MARK: Scroll views

    /// A scroll view's edges seen from inside mean its content: the body is 16 from the
    /// content's left and 20 from its top, as wide as the scroll view's frame less 32
    /// (393 − 32 = 361) and 1000 tall, and the content's right and bottom are 16 and 20
    /// beyond it, so contentSize = (16 + 361 + 16, 20 + 1000 + 20) = (393, 1040). The badge
    /// pins to the frame guide explicitly: (393 − 10 − 30, 10). The second scroll view's
    /// content guide is named explicitly and is wider than its frame: 2 × 300 = 600 by 100.
    func testScrollViewEdgesFromInsideDecideTheContentSize() throws {
        let solved = compile("""
                - id: sv
                  kind: scroll
                  frame: [0, 100, 393, 400]
                  children:
                    - id: body
                      constraints:
                        - leading = superview.leading + 16
                        - trailing = superview.trailing - 16
                        - top = superview.top + 20
                        - bottom = superview.bottom - 20
                        - width = superview.width - 32
                        - height = 1000
                    - id: badge
                      constraints: [top = sv.frame.top + 10, trailing = sv.frame.trailing - 10, width = 30, height = 30]
                - id: pager
                  kind: scroll
                  frame: [0, 500, 300, 100]
                  children:
                    - id: page
                      constraints:
                        - left = pager.content.left
                        - top = pager.content.top
                        - width = pager.frame.width
                        - height = pager.frame.height
                        - width = 0.5 * pager.content.width
                        - height = pager.content.height
            """)
        XCTAssertEqual(solved.frame("body"), rect(16, 20, 361, 1000))
        XCTAssertEqual(solved.frame("badge"), rect(353, 10, 30, 30))
        XCTAssertEqual(solved.frame("sv"), rect(0, 100, 393, 400))
        XCTAssertEqual(solved.frame("page"), rect(0, 0, 300, 100))
        let screen = try XCTUnwrap(solved.result.screen), layout = try XCTUnwrap(solved.result.layout)
        let sv = try XCTUnwrap(screen.views.firstIndex { $0.id == "sv" })
        let pager = try XCTUnwrap(screen.views.firstIndex { $0.id == "pager" })
        XCTAssertEqual(layout.views[sv].contentSize, Size(width: 393, height: 1040))
        XCTAssertEqual(layout.views[pager].contentSize, Size(width: 600, height: 100))
        XCTAssertEqual(solved.findings.map(\.rule), [])
    }

    // MARK: Right to left (Docs/SpecFormat.md#right-to-left)

    /// Leading and trailing mirror under a right-to-left panel (393 wide, margins 8):
    /// `leading = superview.leading + 80` puts the box's right edge 80 from the right,
    /// 393 − 80 = 313, so x = 313 − 100 = 213; `trailing = box.leading - 8` puts the tail's
    /// left edge 8 beyond the box's right edge, 321; `leading = superview.leadingMargin`
    /// puts the mark's right edge at 393 − 8 = 385, x = 345. Left to right: 80, 80 − 8 − 50
    /// = 22, and 8. `left` does not mirror: 10 both ways.
    func testLeadingAndTrailingMirrorRightToLeft() {
        for rightToLeft in [false, true] {
            let solved = compile("""
                    - id: panel
                      frame: [0, 0, 393, 852]
                      semanticContentAttribute: \(rightToLeft ? "forceRightToLeft" : "forceLeftToRight")
                      children:
                        - id: box
                          constraints: [leading = superview.leading + 80, width = 100, top = superview.top + 100, height = 40]
                        - id: tail
                          constraints: [trailing = box.leading - 8, width = 50, top = box.top, height = 40]
                        - id: mark
                          constraints: [leading = superview.leadingMargin, width = 40, top = superview.top + 200, height = 40]
                        - id: fixed
                          constraints: [left = superview.left + 10, width = 40, top = superview.top + 300, height = 40]
                """)
            let direction = rightToLeft ? "right to left" : "left to right"
            XCTAssertEqual(solved.frame("box"), rect(rightToLeft ? 213 : 80, 100, 100, 40), direction)
            XCTAssertEqual(solved.frame("tail"), rect(rightToLeft ? 321 : 22, 100, 50, 40), direction)
            XCTAssertEqual(solved.frame("mark"), rect(rightToLeft ? 345 : 8, 200, 40, 40), direction)
            XCTAssertEqual(solved.frame("fixed"), rect(10, 300, 40, 40), direction)
            XCTAssertEqual(solved.findings.map(\.rule), [], direction)
        }
    }

    /// Right to left inside a scroll view (393 × 400): the content guide's
    /// leading is the content area's right edge (its width, which these rows
    /// decide) and its trailing the left edge (0); the frame guide is the
    /// scroll view's frame in content coordinates (0 to 393). body: trailing
    /// = superview.trailing − 16 puts its left edge at 16; width 393 − 32 =
    /// 361; leading = superview.leading + 24 makes the content 16 + 361 + 24 =
    /// 401 wide. badge: its trailing (left) edge 10 from the frame guide's, x
    /// = 10. Left to right: body x 24, badge 393 − 10 − 30 = 353, the same
    /// content width.
    func testScrollGuidesMirrorRightToLeft() throws {
        for rightToLeft in [false, true] {
            let solved = compile("""
                    - id: sv
                      kind: scroll
                      frame: [0, 100, 393, 400]
                      semanticContentAttribute: \(rightToLeft ? "forceRightToLeft" : "forceLeftToRight")
                      children:
                        - id: body
                          constraints:
                            - leading = superview.leading + 24
                            - trailing = superview.trailing - 16
                            - width = superview.width - 32
                            - top = sv.content.top + 20
                            - bottom = sv.content.bottom - 20
                            - height = 1000
                        - id: badge
                          constraints: [top = sv.frame.top + 10, trailing = sv.frame.trailing - 10, width = 30, height = 30]
                """)
            let direction = rightToLeft ? "right to left" : "left to right"
            XCTAssertEqual(solved.frame("body"), rect(rightToLeft ? 16 : 24, 20, 361, 1000), direction)
            XCTAssertEqual(solved.frame("badge"), rect(rightToLeft ? 10 : 353, 10, 30, 30), direction)
            let screen = try XCTUnwrap(solved.result.screen), layout = try XCTUnwrap(solved.result.layout)
            let sv = try XCTUnwrap(screen.views.firstIndex { $0.id == "sv" })
            XCTAssertEqual(layout.views[sv].contentSize, Size(width: 401, height: 1040), direction)
            XCTAssertEqual(solved.findings.map(\.rule), [], direction)
        }
    }

    // MARK: Guides and the safe area

    /// The card is laid out by constraints, so its safe-area insets come from its
    /// frame: solved once at zero insets, again with [59, 0, 0, 0] from
    /// [0, 0, 393, 200]. The label is 8 below the safe top and at the margins' left (8).
    func testSafeAreaGuideOfAConstraintLaidViewIsSolvedTwice() {
        let solved = compile("""
                - id: card
                  constraints:
                    - leading = superview.leading
                    - trailing = superview.trailing
                    - top = superview.top
                    - height = 200
                  children:
                    - id: label
                      constraints:
                        - top = card.safeArea.top + 8
                        - leading = card.margins.leading
                        - width = 100
                        - height = 20
            """)
        XCTAssertEqual(solved.frame("card"), rect(0, 0, 393, 200))
        XCTAssertEqual(solved.frame("label"), rect(8, 67, 100, 20))
    }

    /// The superview's guides when the superview is placed: the root's safe area
    /// (59 on top) and its margins (16 left and right in a compact width).
    func testRootGuides() {
        let solved = compile("""
                - id: bar
                  constraints:
                    - top = safeArea.top
                    - leading = margins.leading
                    - trailing = margins.trailing
                    - height = 44
            """)
        XCTAssertEqual(solved.frame("bar"), rect(16, 59, 361, 44))
        XCTAssertEqual(solved.findings.map(\.rule), [])
    }

    // MARK: Pixel rounding

    /// @2x: minX 10.3 → 10.5, maxX 60.5 → 60.5, minY 0.25 → 0.5 (half away from
    /// zero), maxY 10.25 → 10.5: frame [10.5, 0.5, 50, 10].
    func testEdgesAreRoundedToThePixelGrid() {
        let solved = compile("""
                - id: box
                  constraints:
                    - leading = superview.leading + 10.3
                    - width = 50.2
                    - top = superview.top + 0.25
                    - height = 10
            """, device: "iphone-se-3")
        XCTAssertEqual(solved.frame("box"), rect(10.5, 0.5, 50, 10))
    }

    // MARK: Stacks

    /// A stack laid out by constraints takes 3.2's intrinsic size (80 + 8 + 60 by 44)
    /// and arranges inside the solved frame.
    func testStackLaidOutByConstraints() {
        let solved = compile("""
                - id: row
                  kind: stack
                  stack: {spacing: 8}
                  constraints:
                    - leading = superview.leading + 16
                    - top = superview.top + 100
                  children:
                    - {id: ok, kind: button, intrinsicSize: [80, 44]}
                    - {id: cancel, kind: button, intrinsicSize: [60, 44]}
            """)
        XCTAssertEqual(solved.frame("row"), rect(16, 100, 148, 44))
        XCTAssertEqual(solved.frame("ok"), rect(0, 0, 80, 44))
        XCTAssertEqual(solved.frame("cancel"), rect(88, 0, 60, 44))
    }

    // MARK: Findings

    /// frame + constraints: the frame's equalities are required, so `width = 300`
    /// conflicts and is broken; the error is at the constraint's token and explains
    /// the translatesAutoresizingMaskIntoConstraints trap.
    func testFrameAndConstraintsConflict() throws {
        let solved = compile("""
                - id: box
                  frame: [0, 100, 200, 50]
                  constraints:
                    - width = 300
            """)
        XCTAssertEqual(solved.frame("box"), rect(0, 100, 200, 50))
        let finding = try XCTUnwrap(solved.findings.first)
        XCTAssertEqual(solved.findings.map(\.rule), [.unsatisfiableConstraints])
        XCTAssertEqual(finding.range?.start, SourceLocation(line: 9, column: 11))
        XCTAssertTrue(finding.message.contains("line 7: 'frame' of 'box'"), finding.message)
        XCTAssertTrue(finding.message.contains("line 9: 'width = 300' of 'box' (broken)"), finding.message)
        XCTAssertTrue(finding.message.contains("translatesAutoresizingMaskIntoConstraints"), finding.message)
    }

    /// x is free between 16 and 393 − 16 − 16 = 361; it is fixed to 16, the point closest to 0.
    func testAmbiguousRangeIsReportedAndFixedClosestToZero() throws {
        let solved = compile("""
                - id: dot
                  constraints:
                    - leading >= superview.leading + 16
                    - trailing <= superview.trailing - 16
                    - width = 16
                    - top = superview.top + 100
                    - height = 16
            """)
        XCTAssertEqual(solved.frame("dot"), rect(16, 100, 16, 16))
        let finding = try XCTUnwrap(solved.findings.first)
        XCTAssertEqual(solved.findings.map(\.rule), [.ambiguousLayout])
        XCTAssertEqual(finding.range?.start, SourceLocation(line: 6, column: 11))
        XCTAssertTrue(finding.message.contains("x can be anything from 16 to 361"), finding.message)
    }

    /// A view is laid out by constraints when it is the first item of any
    /// (Docs/SpecFormat.md#constraints), so one constrained on the horizontal axis only has its other
    /// axis free: y and height are ambiguous (y unbounded, height from 0 up)
    /// and fixed closest to 0, as UIKit's engine would leave them.
    func testAViewConstrainedInOneAxisIsAmbiguousInTheOther() throws {
        let solved = compile("""
                - id: bar
                  constraints: [leading = superview.leading + 16, width = 100]
            """)
        XCTAssertEqual(solved.frame("bar"), rect(16, 0, 100, 0))
        XCTAssertEqual(solved.findings.map(\.rule), [.ambiguousLayout])
        let message = try XCTUnwrap(solved.findings.first?.message)
        XCTAssertTrue(message.contains("y can be"), message)
        XCTAssertTrue(message.contains("height can be"), message)
        XCTAssertFalse(message.contains("x can be") || message.contains("width can be"), message)
    }

    /// The minimal set by deletion order: rows a (w = 10), b (w = 20), c (w = 30).
    /// {a, b} conflict first: b is broken; then {a, c}: c is broken. Width 10.
    func testEachMinimalSetIsReportedAtItsLastMember() {
        let solved = compile("""
                - id: box
                  constraints:
                    - leading = superview.leading
                    - top = superview.top
                    - height = 1
                    - width = 10
                    - width = 20
                    - width = 30
            """)
        XCTAssertEqual(solved.frame("box"), rect(0, 0, 10, 1))
        XCTAssertEqual(solved.findings.map(\.rule), [.unsatisfiableConstraints, .unsatisfiableConstraints])
        XCTAssertEqual(solved.findings.map { $0.range?.start.line }, [12, 13])
    }
}
