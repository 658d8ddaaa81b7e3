import Diagnostics
import Driver
import LayoutIR
import XCTest

/// Frames of constraint-laid screens (spec-format.md 3.3), worked by hand from
/// the contract's steps: required, tiers, fixing, pixel rounding.
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
