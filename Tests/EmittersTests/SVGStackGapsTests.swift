import Diagnostics
import Foundation
import LayoutIR
import Solver
import XCTest

@testable import Emitters

/// `render` tints the gaps between a stack's visible arranged views.
final class SVGStackGapsTests: XCTestCase {
    /// A horizontal stack at [20, 100, 200, 40] (iphone-se-3), views 40 wide with
    /// spacing 10, the middle one hidden, and a vertical stack with spacing 0.
    private func render() -> String {
        var views = [ViewSpec(path: "root")]
        var stack = ViewSpec(id: "bar", path: "root/children/0", kind: .stack, parent: 0)
        stack.positioning = .frame(Rect(x: 20, y: 100, width: 200, height: 40))
        stack.attributes.stack = StackSpec(distribution: .equalSpacing, spacing: 10)
        views.append(stack)
        for index in 0..<3 {
            var child = ViewSpec(path: "root/children/0/children/\(index)", kind: .button, parent: 1)
            child.attributes.intrinsicSize = Size(width: 40, height: 40)
            child.hidden = index == 1
            views.append(child)
            views[1].children.append(views.count - 1)
        }
        var column = ViewSpec(id: "column", path: "root/children/1", kind: .stack, parent: 0)
        column.positioning = .frame(Rect(x: 20, y: 200, width: 100, height: 100))
        column.attributes.stack = StackSpec(axis: .vertical)
        views.append(column)
        for index in 0..<2 {
            views.append(ViewSpec(path: "root/children/1/children/\(index)", parent: 5))
            views[5].children.append(views.count - 1)
        }
        views[0].children = [1, 5]
        let screen = Screen(name: "Gaps", views: views)
        let layout = FrameSolver(device: DeviceCatalog.device(id: "iphone-se-3")!, orientation: .portrait).solve(screen)
        let bytes = SVGEmitter(file: "gaps.layout.yaml", screen: screen, layout: layout, diagnostics: []).render()
        return String(decoding: bytes, as: UTF8.self)
    }

    func testOneGapPerPairOfVisibleNeighbours() {
        // Visible: 40 + 40, E = 200 − 80 − 10 = 110 → the gap is 10 + 110 = 120, from
        // x 20 + 40 = 60 to 180, across the stack's 40. The vertical stack's views
        // touch (fill, no spacing): no gap.
        let svg = render()
        let gaps = svg.components(separatedBy: " · gap ").count - 1
        XCTAssertEqual(gaps, 1, svg)
        XCTAssertTrue(svg.contains("<rect class=\"gap\" x=\"60\" y=\"100\" width=\"120\" height=\"40\"><title>bar · gap 120 pt</title>"), svg)
        XCTAssertTrue(svg.contains(".gap{fill:\(SVGStyle.color(of: .stack))"))
        XCTAssertTrue(svg.contains("k-stack"))
        XCTAssertTrue(svg.contains("stack gap</text>"), "the legend names the tint")
    }

    func testViewsWithNoWidthOrHeightAreMarked() {
        // The hidden button takes no length at the end of the first one (x 20 + 40 = 60),
        // across the stack's 40; the column's two plain views have no intrinsic
        // height and the last takes all 100: the first is 100 × 0 at its top, y 200.
        // SVG draws neither rect, so each gets a line over its frame, with the
        // rect's classes and tooltip.
        let svg = render()
        XCTAssertTrue(svg.contains("<rect data-path=\"root/children/0/children/1\" class=\"v k-button i hid\" x=\"60\" y=\"100\" width=\"0\" height=\"40\">"), svg)
        XCTAssertTrue(svg.contains("<path data-path=\"root/children/0/children/1\" class=\"v z k-button i hid\" d=\"M60 100L60 140\"><title>children/1 · button · root/children/0/children/1\n"), svg)
        XCTAssertTrue(svg.contains("<path data-path=\"root/children/1/children/0\" class=\"v z k-view\" d=\"M20 200L120 200\">"), svg)
        XCTAssertEqual(svg.components(separatedBy: "class=\"v z ").count - 1, 2, "views with an area are not marked")
        XCTAssertTrue(svg.contains(".z{stroke-width:1.5;stroke-linecap:round}"))
    }

    func testAViewWithNeitherWidthNorHeightIsACross() {
        let emitter = SVGEmitter(file: "x.layout.yaml", screen: Screen(name: "X", views: []),
                                 layout: ResolvedLayout(device: DeviceCatalog.all[0], orientation: .portrait, views: [], diagnostics: []),
                                 diagnostics: [])
        var svg = SVGWriter()
        emitter.writeZeroSizeMark(Rect(x: 10, y: 20.5, width: 0, height: 0), path: "p", classes: "v k-button i",
                                  tooltip: "t", to: &svg)
        emitter.writeZeroSizeMark(Rect(x: 10, y: 20, width: 5, height: 5), path: "q", classes: "v k-view",
                                  tooltip: "t", to: &svg)
        XCTAssertEqual(String(decoding: svg.bytes, as: UTF8.self),
                       "<path data-path=\"p\" class=\"v z k-button i\" d=\"M7 17.5l6 6m0 -6l-6 6\"><title>t</title></path>\n",
                       "a 5 × 5 view is not marked")
    }

    func testGapStrip() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 0, y: 30, width: 10, height: 10)
        let stack = Rect(x: -5, y: 0, width: 50, height: 40)
        XCTAssertEqual(SVGEmitter.gap(between: a, and: b, in: stack, horizontal: false),
                       Rect(x: -5, y: 10, width: 50, height: 20))
        XCTAssertNil(SVGEmitter.gap(between: a, and: b, in: stack, horizontal: true))
    }
}
