import LayoutIR
import XCTest

@testable import Solver

/// Deep and hostile stacks straight through the solver: no recursion, no trap.
final class StackDepthTests: XCTestCase {
    /// `depth` vertical stacks, each the only arranged view of the one before,
    /// with a 10 × 20 view at the bottom; the outermost placed at left 16, top 100.
    private func chain(depth: Int, margins: Bool) -> (Screen, Int) {
        var views = [ViewSpec(path: "root")]
        for level in 0..<depth {
            var stack = ViewSpec(pathPrefix: "s", pathIndex: level, kind: .stack, parent: level)
            stack.attributes.stack = StackSpec(axis: .vertical, alignment: .leading, layoutMarginsRelative: margins)
            if level == 0 { stack.positioning = .place(horizontal: h(left: 16), vertical: v(top: 100)) }
            if margins { stack.margins = Insets(all: 1) }
            views.append(stack)
            views[level].children = [level + 1]
        }
        var leaf = ViewSpec(path: "leaf", kind: .label, parent: depth)
        leaf.attributes.intrinsicSize = Size(width: 10, height: 20)
        views.append(leaf)
        views[depth].children = [depth + 1]
        return (Screen(name: "Deep", views: views), depth + 1)
    }

    func testHundredThousandDeepStacks() {
        // Intrinsic sizes pass the leaf's 10 × 20 up unchanged to the outermost stack.
        let (screen, leaf) = chain(depth: 100_000, margins: false)
        let layout = FrameSolver(device: DeviceCatalog.device(id: "iphone-se-3")!, orientation: .portrait).solve(screen)
        XCTAssertRect(layout.views[1].frame, rect(16, 100, 10, 20))
        XCTAssertRect(layout.views[leaf].frame, rect(0, 0, 10, 20))
        XCTAssertRect(layout.views[leaf].windowFrame, rect(16, 100, 10, 20))
        XCTAssertEqual(layout.diagnostics, [])
    }

    func testThousandDeepStacksWithMargins() {
        // Every level adds its margins (1 on each edge): the outermost is
        // 10 + 2 · 1000 wide and 20 + 2 · 1000 tall; each level's child sits at (1, 1).
        let (screen, leaf) = chain(depth: 1_000, margins: true)
        let layout = FrameSolver(device: DeviceCatalog.device(id: "iphone-se-3")!, orientation: .portrait).solve(screen)
        XCTAssertRect(layout.views[1].frame, rect(16, 100, 2_010, 2_020))
        XCTAssertRect(layout.views[2].frame, rect(1, 1, 2_008, 2_018))
        XCTAssertRect(layout.views[leaf].frame, rect(1, 1, 10, 20))
        XCTAssertRect(layout.views[leaf].windowFrame, rect(16 + 1_000, 100 + 1_000, 10, 20))
    }

    func testArrangeTakesNaNAndInfinityWithoutTrapping() {
        let items = [
            StackItem(length: .nan, cross: -.infinity, hugging: .nan, compressionResistance: .nan, gapAfter: .nan),
            StackItem(length: .infinity, cross: 5, gapAfter: -.infinity),
            StackItem(length: 10, cross: 5, hugging: -1, compressionResistance: 2_000),
        ]
        XCTAssertEqual(items[0].length, 0, "a non-finite natural length counts as 0")
        for distribution in StackDistribution.allCases {
            for (a, c) in [(Double.nan, 10.0), (.infinity, .nan), (-100, -5), (100, 50)] {
                let result = StackLayout.arrange(items, spec: StackSpec(distribution: distribution, alignment: .center),
                                                 length: a, cross: c)
                XCTAssertEqual(result.slots.count, 3, "\(distribution) \(a) \(c)")
            }
        }
        XCTAssertEqual(StackLayout.arrange([], spec: StackSpec(), length: 100, cross: 10).overflow, 0)
    }
}
