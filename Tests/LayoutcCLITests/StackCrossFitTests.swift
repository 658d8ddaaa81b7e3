import Diagnostics
import Driver
import LayoutIR
import XCTest

/// A constraint-laid stack's length across its axis, held as UIStackView's own
/// constraints hold it (Docs/SpecFormat.md#stack-layout): under `fill` each
/// arranged view's (hidden ones too) compression resistance and hugging at its
/// own priority; under another alignment each visible view's compression
/// resistance and a weak fit, 51 with two views or more, 49 with one. Frames
/// worked by hand on the iPhone 15 Pro (393 × 852).
final class StackCrossFitTests: XCTestCase {
    private func compile(_ body: String) -> CompiledSpec { CompiledSpec(children: body) }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// Alignment top, pinned above and, through a caption, below: the stack's
    /// fit across is 51, under the caption's hugging 251, so the stack stretches
    /// and the caption keeps its 16 pt (the title, hugging 250, takes the width). Caption: bottom 852 − 19 = 833, y = 817;
    /// stack: 19 to 817 − 8 = 809, 790 tall, 393 − 40 = 353 wide. (With the
    /// views' hugging, 251, as the stack's own, the two tied: `ambiguous-layout`.)
    func testAStackAlignedTopStretchesBeforeAHuggingLabel() {
        let solved = compile("""
                - id: row
                  kind: stack
                  stack: {alignment: top, spacing: 8}
                  children:
                    - {id: icon, kind: image, intrinsicSize: [44, 44], hugging: 251}
                    - {id: title, kind: label, intrinsicSize: [100, 19.5], hugging: 250}
                  constraints:
                    - leading = superview.leading + 20
                    - trailing = superview.trailing - 20
                    - top = superview.top + 19
                - id: caption
                  kind: label
                  intrinsicSize: [50, 16]
                  constraints:
                    - leading = superview.leading + 20
                    - top = row.bottom + 8
                    - bottom = superview.bottom - 19
                """)
        XCTAssertEqual(solved.frame("row"), rect(20, 19, 353, 790))
        XCTAssertEqual(solved.frame("caption"), rect(20, 817, 50, 16))
        // Top alignment: the icon keeps its 44 at the stack's top.
        XCTAssertEqual(solved.frame("icon"), rect(0, 0, 44, 44))
        XCTAssertEqual(solved.rules, [])
    }

    /// A fill row at (20, 100): a dot held at 16 × 16 (hugging and resistance
    /// 1000) and an 80 × 20 label, with `more` constraints.
    static func dotAndName(_ more: String) -> String {
        """
        - id: row
          kind: stack
          children:
            - {id: dot, intrinsicSize: [16, 16], hugging: 1000, compressionResistance: 1000}
            - {id: name, kind: label, intrinsicSize: [80, 20]}
          constraints:
            - leading = superview.leading + 20
            - top = superview.top + 100\(more)
        """
    }

    /// Fill: a dot held at 16 (hugging and resistance 1000, as IB reads an
    /// arranged view's own `height = 16`) beside a 20-pt label (resistance 750):
    /// the stack is every view's height, so 16 wins over the label's 750 and the
    /// label is 16 tall. Width along: 16 + 80 = 96. (With the label's 20 held at
    /// the dot's 1000 the stack was 20 and the dot broke its size unsaid.)
    func testAFillStackTakesARequiredArrangedHeight() {
        let solved = compile(Self.dotAndName(""))
        XCTAssertEqual(solved.frame("row"), rect(20, 100, 96, 16))
        XCTAssertEqual(solved.frame("name"), rect(16, 0, 80, 16))
        XCTAssertEqual(solved.rules, [])
    }

    /// Fill, held 40 tall by a constraint, with the dot's required 16: the
    /// constraints cannot all hold, as in UIKit, and the dot's size is the one
    /// broken (UIKit keeps the stack's constraints): the stack is 40, the dot
    /// fills it, and the finding names the dot.
    func testARequiredArrangedHeightAgainstAHeldFillStackIsAConflict() {
        let solved = compile(Self.dotAndName("\n    - height = 40"))
        XCTAssertEqual(solved.frame("row"), rect(20, 100, 96, 40))
        XCTAssertEqual(solved.frame("dot"), rect(0, 0, 16, 40))
        let conflicts = solved.result.diagnostics.filter { $0.rule == .unsatisfiableConstraints }
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertEqual(conflicts.first?.viewID, "dot")
    }

    /// A hidden arranged view keeps its alignment constraints: under fill its
    /// required 130-pt height makes the stack 130, and the visible label fills it.
    /// Along the axis it takes nothing: the stack is the label's 80 wide.
    func testAHiddenViewSizesAFillStackAcross() {
        let solved = compile("""
                - id: row
                  kind: stack
                  children:
                    - {id: name, kind: label, intrinsicSize: [80, 20]}
                    - {id: prompt, hidden: true, intrinsicSize: [300, 130], hugging: 1000, compressionResistance: 1000}
                  constraints:
                    - leading = superview.leading + 20
                    - top = superview.top + 100
                """)
        XCTAssertEqual(solved.frame("row"), rect(20, 100, 80, 130))
        XCTAssertEqual(solved.frame("name"), rect(0, 0, 80, 130))
        XCTAssertEqual(solved.rules, [])
    }

    /// Alignment center, `height = 100 @50`: with one visible view the stack's own
    /// fit is 49, which the 50 beats (100 tall); with two, the spanning fit is 51,
    /// which beats the 50 (the taller view's 20).
    func testTheWeakFitIs49ForOneViewAnd51ForTwo() {
        for (second, height) in [("    - {id: b, kind: label, intrinsicSize: [30, 12], hidden: true}", 100.0),
                                 ("    - {id: b, kind: label, intrinsicSize: [30, 12]}", 20)] {
            let solved = compile("""
                    - id: row
                      kind: stack
                      stack: {alignment: center}
                      children:
                        - {id: a, kind: label, intrinsicSize: [40, 20]}
                    \(second)
                      constraints:
                        - leading = superview.leading + 20
                        - top = superview.top + 100
                        - height = 100 @50
                    """)
            XCTAssertEqual(solved.frame("row")?.height, height, second)
            XCTAssertEqual(solved.rules, [], second)
        }
    }
}
