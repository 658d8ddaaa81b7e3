import LayoutIR
import XCTest

@testable import Solver

/// An arranged view longer across than a `leading`, `center` or `trailing`
/// stack (Docs/SpecFormat.md#stack-layout): a stack read as UIKit builds it
/// (`prioritiesFromArrangedViews`) squeezes it to the stack's cross length
/// unless it resists compression there at 1000; a spec's stack lets it stick
/// out. Worked by hand on the iPhone SE (@2x).
final class StackSqueezeTests: XCTestCase {
    /// A view `width × height` resisting compression at `horizontal` across a
    /// vertical stack (750 along it).
    private func view(_ width: Double, _ height: Double, horizontal: Double? = nil) -> Arranged {
        Arranged(size: Size(width: width, height: height),
                 settings: ArrangedSettings(compressionResistance: horizontal, verticalCompressionResistance: 750))
    }

    /// Tab.storyboard's case: a vertical stack aligned center, 355 × 318.5, an
    /// image 375 × 280 (resistance 750 across) and a view 400 × 38.5 with a
    /// required width (1000). Along: E = 318.5 − 280 − 38.5 = 0. Across (C = 355):
    /// the image is squeezed to 355 at x 0; the view cannot shrink and sticks out
    /// at x (355 − 400)/2 = −22.5, the one cross overflow.
    func testAnIBStackSqueezesAViewThatCanShrinkAndReportsOnlyARequiredOne() {
        let spec = StackSpec(axis: .vertical, alignment: .center, prioritiesFromArrangedViews: true)
        let solved = solveStack(spec, frame: rect(10, 100, 355, 318.5), [view(375, 280), view(400, 38.5, horizontal: 1000)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 355, 280), rect(-22.5, 280, 400, 38.5)])
        XCTAssertEqual(solved.layout.stackFindings.count, 1)
        XCTAssertEqual(solved.layout.stackFindings.first?.crossOverflows,
                       [StackFinding.CrossOverflow(view: solved.views[1], length: 400)])
        XCTAssertEqual(solved.layout.stackFindings.first?.overflow, 0)
    }

    /// The same stack as a spec writes it (no `prioritiesFromArrangedViews`): the
    /// spec format places each view at its natural length, the image at
    /// (355 − 375)/2 = −10, and both stick out.
    func testASpecStackLetsBothViewsStickOut() {
        let spec = StackSpec(axis: .vertical, alignment: .center)
        let solved = solveStack(spec, frame: rect(10, 100, 355, 318.5), [view(375, 280), view(400, 38.5, horizontal: 1000)])
        XCTAssertFrames(frames(solved), [rect(-10, 0, 375, 280), rect(-22.5, 280, 400, 38.5)])
        XCTAssertEqual(solved.layout.stackFindings.first?.crossOverflows,
                       [StackFinding.CrossOverflow(view: solved.views[0], length: 375),
                        StackFinding.CrossOverflow(view: solved.views[1], length: 400)])
    }

    /// A horizontal IB stack 300 × 50 aligned trailing: a view 100 × 60 (default
    /// resistance 750) is squeezed to 50 at y 0, not at 50 − 60 = −10; a view
    /// 200 × 20 fits at y 30. No finding.
    func testASqueezedViewSitsAtTheStacksEdgeUnderTrailing() {
        let spec = StackSpec(alignment: .trailing, prioritiesFromArrangedViews: true)
        let solved = solveStack(spec, [item(100, 60), item(200, 20)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 100, 50), rect(100, 30, 200, 20)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    /// Under fill nothing changes: every view takes C = 50, none overflows.
    func testFillIsUnchanged() {
        let spec = StackSpec(alignment: .fill, prioritiesFromArrangedViews: true)
        let solved = solveStack(spec, [item(100, 60, resistance: 1000), item(200, 20)])
        XCTAssertFrames(frames(solved), [rect(0, 0, 100, 50), rect(100, 0, 200, 50)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    /// Nested IB stacks in a vertical IB stack 355 × 40 aligned leading: each a
    /// vertical fill stack holding one view 400 × 20. The first view resists at
    /// 750 across, so its stack does (the highest of its views'): squeezed to 355,
    /// and its view fills it, 355 wide. The second's view resists at 1000, so its
    /// stack cannot shrink: 400 wide at x 0, the one cross overflow.
    func testANestedStackSqueezesAsItsArrangedViewsResist() {
        var b = ScreenBuilder()
        let ib = StackSpec(axis: .vertical, alignment: .leading, prioritiesFromArrangedViews: true)
        let inner = StackSpec(axis: .vertical, prioritiesFromArrangedViews: true)
        let (outer, _) = b.addStack(ib, [], { $0.positioning = .frame(rect(10, 100, 355, 40)) })
        let (soft, softViews) = b.addStack(inner, to: outer, [view(400, 20)], { _ in })
        let (hard, hardViews) = b.addStack(inner, to: outer, [view(400, 20, horizontal: 1000)], { _ in })
        let layout = b.solve("iphone-se-3")
        XCTAssertRect(layout.views[soft].frame, rect(0, 0, 355, 20))
        XCTAssertRect(layout.views[softViews[0]].frame, rect(0, 0, 355, 20))
        XCTAssertRect(layout.views[hard].frame, rect(0, 20, 400, 20))
        XCTAssertRect(layout.views[hardViews[0]].frame, rect(0, 0, 400, 20))
        XCTAssertEqual(layout.stackFindings.map(\.crossOverflows),
                       [[StackFinding.CrossOverflow(view: hard, length: 400)]])
    }

    /// A hidden view is in none of UIStackView's spanning constraints: it is not
    /// squeezed (its cross length stays 60, centered at (50 − 60)/2 = −5) and,
    /// hidden, never overflows.
    func testAHiddenViewIsNotSqueezed() {
        let spec = StackSpec(alignment: .center, prioritiesFromArrangedViews: true)
        let solved = solveStack(spec, [item(100, 60, hidden: true), item(200, 20)])
        XCTAssertFrames(frames(solved), [rect(0, -5, 0, 60), rect(0, 15, 300, 20)])
        XCTAssertEqual(solved.layout.stackFindings, [])
    }

    /// A wrapping label squeezed by an IB stack wraps at the stack's width in the
    /// second text pass (Docs/SpecFormat.md#wrapping-under-constraints-and-in-stacks-two-passes),
    /// as UIKit's automatic preferredMaxLayoutWidth makes it. TextLayoutTests'
    /// measurer: a 20-pt byte is 10 wide, a line 24 tall. "aaaa bbbb cccc dddd" is
    /// 190 × 24 on one line; pass 1 squeezes it to the stack's 100; pass 2 wraps it
    /// at 100: "aaaa bbbb" (90) and "cccc dddd", 90 × 48, at x 0 under leading.
    /// A spec's stack leaves it one line, 190 wide, sticking out 90 pt.
    func testASqueezedWrappingLabelWrapsAtTheStacksWidth() {
        for ib in [true, false] {
            var b = ScreenBuilder()
            let spec = StackSpec(axis: .vertical, alignment: .leading, prioritiesFromArrangedViews: ib)
            let (_, views) = b.addStack(spec, [Arranged(kind: .label)], { $0.positioning = .frame(rect(0, 100, 100, 48)) })
            b.screen.views[views[0]].attributes.text = TextAttributes(text: "aaaa bbbb cccc dddd",
                                                                       font: .fixed(size: 20, weight: .regular), numberOfLines: 0)
            let layout = FrameSolver(device: DeviceCatalog.device(id: "iphone-se-3")!, orientation: .portrait,
                                     text: TextEnvironment(contentSize: .large, direction: .leftToRight,
                                                           measurer: TextLayoutTests.measurer)).solve(b.screen)
            XCTAssertRect(layout.views[views[0]].frame, ib ? rect(0, 0, 90, 48) : rect(0, 0, 190, 48))
            XCTAssertEqual(layout.stackFindings.first?.crossOverflows.map(\.length), ib ? nil : [190])
        }
    }
}
