import Diagnostics
import LayoutIR
import Solver
import Validation
import XCTest

/// Every rule over a deep chain of stacks: validation is iterative too.
final class DeepStackValidationTests: XCTestCase {
    func testTenThousandDeepStacksValidate() {
        // Each stack is the only arranged view of the one before; the leaf is a
        // 10 × 20 button, so the chain is 10 × 20 all the way up (a small hit target).
        let depth = 10_000
        var views = [ViewSpec(path: "root")]
        for level in 0..<depth {
            var stack = ViewSpec(pathPrefix: "s", pathIndex: level, kind: .stack, parent: level)
            stack.attributes.stack = StackSpec(axis: level.isMultiple(of: 2) ? .vertical : .horizontal)
            if level == 0 {
                stack.positioning = .place(horizontal: AxisPins(leading: .points(16)), vertical: AxisPins(leading: .points(100)))
            }
            views.append(stack)
            views[level].children = [level + 1]
        }
        var leaf = ViewSpec(id: "tap", path: "leaf", kind: .button, parent: depth)
        leaf.attributes.intrinsicSize = Size(width: 10, height: 20)
        views.append(leaf)
        views[depth].children = [depth + 1]
        let screen = Screen(name: "Deep", views: views)
        let layout = FrameSolver(device: DeviceCatalog.device(id: "iphone-se-3")!, orientation: .portrait).solve(screen)
        let findings = Validator.validate(screen: screen, layout: layout)
        XCTAssertEqual(findings.map(\.rule), [.hitTargetTooSmall])
        XCTAssertEqual(layout.views[depth + 1].windowFrame, Rect(x: 16, y: 100, width: 10, height: 20))
    }
}
