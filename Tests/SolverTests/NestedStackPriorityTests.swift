import LayoutIR
import XCTest

@testable import Solver

/// A nested stack's own length and its priorities, which are its arranged
/// views' (Docs/SpecFormat.md#stack-layout), worked by hand in a stack at
/// `frame` on the iPhone SE (@2x).
final class NestedStackPriorityTests: XCTestCase {
    /// Adds a nested stack `spec` to `stack` with `children`; returns its index and theirs.
    private func nest(_ b: inout ScreenBuilder, in stack: Int, _ spec: StackSpec, _ children: [Arranged],
                      configure: (inout ViewSpec) -> Void = { _ in }) -> (stack: Int, views: [Int]) {
        b.addStack(spec, to: stack, children, configure)
    }

    /// A vertical stack 300 × 300: a plain view 100 tall (hugging 250) and a
    /// stack (spacing 10) of two labels 20 and 30 tall (hugging 251). E = 300 −
    /// 100 − 60 = 140 goes to the lowest hugging: the plain view (the nested
    /// stack hugs at its labels' 251), 240 tall; the nested stack 60 at y 240,
    /// its labels at their heights. No tie. (At a stack's default 250 the two
    /// tied and the nested stack, the last, took the 140.)
    func testANestedStackHugsAsItsArrangedViewsAlongItsAxis() {
        var b = ScreenBuilder()
        let (outer, views) = b.addStack(StackSpec(axis: .vertical), [item(300, 100)]) { $0.positioning = .frame(rect(0, 100, 300, 300)) }
        let (inner, labels) = nest(&b, in: outer, StackSpec(axis: .vertical, spacing: 10, prioritiesFromArrangedViews: true),
                                   [item(300, 20, kind: .label), item(300, 30, kind: .label)])
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[views[0]].frame, rect(0, 0, 300, 240))
        XCTAssertRect(layout.views[inner].frame, rect(0, 240, 300, 60))
        XCTAssertRect(layout.views[labels[0]].frame, rect(0, 0, 300, 20))
        XCTAssertRect(layout.views[labels[1]].frame, rect(0, 30, 300, 30))
        XCTAssertEqual(layout.stackFindings, [])
    }

    /// The first case as a spec writes it, without `prioritiesFromArrangedViews`:
    /// the spec format gives the nested stack the default hugging 250
    /// (Docs/SpecFormat.md#stack-layout), so it ties with the plain view and,
    /// the last of the two, takes the 140: the view 100 tall, the nested stack
    /// 200 at y 100; inside it E = 200 − 60 = 140 and the two labels tie at 251,
    /// the last stretched to 170 at y 30. Two ties, one finding per stack.
    func testASpecNestedStackKeepsTheDefaultHugging() {
        var b = ScreenBuilder()
        let (outer, views) = b.addStack(StackSpec(axis: .vertical), [item(300, 100)]) { $0.positioning = .frame(rect(0, 100, 300, 300)) }
        let (inner, labels) = nest(&b, in: outer, StackSpec(axis: .vertical, spacing: 10),
                                   [item(300, 20, kind: .label), item(300, 30, kind: .label)])
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[views[0]].frame, rect(0, 0, 300, 100))
        XCTAssertRect(layout.views[inner].frame, rect(0, 100, 300, 200))
        XCTAssertRect(layout.views[labels[0]].frame, rect(0, 0, 300, 20))
        XCTAssertRect(layout.views[labels[1]].frame, rect(0, 30, 300, 170))
        XCTAssertEqual(layout.stackFindings.map(\.stack).sorted(), [outer, inner].sorted())
    }

    /// A horizontal stack 300 × 60: a 60 × 60 image-like view (hugging 250) and a
    /// vertical stack aligned `fill` of two labels 100 × 30 and 80 × 30 (hugging 251).
    /// Across its axis under fill every label spans the nested stack, so growing
    /// it stretches both: it hugs at their highest, 251, and the 140 to spare
    /// goes to the view: 200 wide, the nested stack 100 at x 200.
    func testANestedFillStackHugsAcrossAtItsViewsHighest() {
        let (layout, view, inner, _) = row(nestedAlignment: .fill)
        XCTAssertRect(layout.views[view].frame, rect(0, 0, 200, 60))
        XCTAssertRect(layout.views[inner].frame, rect(200, 0, 100, 60))
        XCTAssertEqual(layout.stackFindings, [])
    }

    /// The same with the nested stack aligned `leading`: across its axis only
    /// UIStackView's weak fit (51, two visible views) keeps it from growing, so it
    /// takes the 140: the view stays 60 wide, the nested stack 240 at x 60, its
    /// labels at their own widths at its leading edge. No tie.
    func testANestedLeadingStackGrowsAcrossAtTheWeakFit() {
        let (layout, view, inner, labels) = row(nestedAlignment: .leading)
        XCTAssertRect(layout.views[view].frame, rect(0, 0, 60, 60))
        XCTAssertRect(layout.views[inner].frame, rect(60, 0, 240, 60))
        XCTAssertRect(layout.views[labels[0]].frame, rect(0, 0, 100, 30))
        XCTAssertRect(layout.views[labels[1]].frame, rect(0, 30, 80, 30))
        XCTAssertEqual(layout.stackFindings, [])
    }

    /// A horizontal stack 300 × 60 at y 100 of a 60 × 60 view and a vertical
    /// stack aligned `alignment` of two labels 100 × 30 and 80 × 30, solved.
    private func row(nestedAlignment alignment: StackAlignment)
        -> (layout: ResolvedLayout, view: Int, inner: Int, labels: [Int]) {
        var b = ScreenBuilder()
        let (outer, views) = b.addStack(StackSpec(axis: .horizontal), [item(60, 60)]) { $0.positioning = .frame(rect(0, 100, 300, 60)) }
        let (inner, labels) = nest(&b, in: outer, StackSpec(axis: .vertical, alignment: alignment, prioritiesFromArrangedViews: true),
                                   [item(100, 30, kind: .label), item(80, 30, kind: .label)])
        return (b.solve("iphone-se-3"), views[0], inner, labels)
    }

    /// A stack's own length on an axis (`intrinsicSize: [null, 40]`, an arranged
    /// stack's own `height = 40` in UIKit) is its length there, though it has no
    /// arranged view: in a vertical stack (spacing 10) between a 30-pt and a
    /// 20-pt view, at y 40, 40 tall; the last view at 90. Its width stays its
    /// arranged views' (none: 0), so under fill it spans the 300.
    func testAStacksOwnLengthHoldsItWithoutArrangedViews() {
        var b = ScreenBuilder()
        let (outer, views) = b.addStack(StackSpec(axis: .vertical, spacing: 10), [item(300, 30)]) {
            $0.positioning = .place(horizontal: h(left: 0, width: 300), vertical: v(top: 100))
        }
        let (empty, _) = nest(&b, in: outer, StackSpec(axis: .vertical), []) {
            $0.attributes.intrinsicSize = Size(width: KindAttributes.noIntrinsicMetric, height: 40)
            $0.arranged = ArrangedSettings(verticalHugging: 1000, verticalCompressionResistance: 1000)
        }
        let last = b.add(.view, to: outer) { $0.attributes.intrinsicSize = Size(width: 300, height: 20) }
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[outer].frame, rect(0, 100, 300, 110))
        XCTAssertRect(layout.views[views[0]].frame, rect(0, 0, 300, 30))
        XCTAssertRect(layout.views[empty].frame, rect(0, 40, 300, 40))
        XCTAssertRect(layout.views[last].frame, rect(0, 90, 300, 20))
    }

    /// Two labels 20 and 30 tall (hugging 251) in a vertical stack: 50.25 tall
    /// on the @2x iPhone SE is half a pixel of room, what rounding a stack's
    /// edges to the grid leaves: no tie is reported. 51 tall is a point of room,
    /// and which label takes it is UIKit's choice: a tie on hugging.
    func testHalfAPixelOfRoomIsNoTie() {
        let labels = [item(100, 20, kind: .label), item(100, 30, kind: .label)]
        let noise = solveStack(StackSpec(axis: .vertical), frame: rect(0, 100, 100, 50.25), labels)
        XCTAssertEqual(noise.layout.stackFindings, [])
        let room = solveStack(StackSpec(axis: .vertical), frame: rect(0, 100, 100, 51), labels)
        XCTAssertEqual(room.layout.stackFindings.compactMap(\.tie?.amount), [1])
    }

    /// A view 40.25 tall in a 40-pt horizontal stack aligned center, on the
    /// @2x iPhone SE: half a pixel over, the rounding of the stack's edges, is no
    /// overflow; 41 tall is a point over, reported.
    func testHalfAPixelOverTheCrossAxisIsNoOverflow() {
        let spec = StackSpec(axis: .horizontal, alignment: .center)
        let noise = solveStack(spec, frame: rect(0, 100, 100, 40), [item(100, 40.25)])
        XCTAssertEqual(noise.layout.stackFindings, [])
        let over = solveStack(spec, frame: rect(0, 100, 100, 40), [item(100, 41)])
        XCTAssertEqual(over.layout.stackFindings.flatMap(\.crossOverflows).map(\.length), [41])
    }
}
