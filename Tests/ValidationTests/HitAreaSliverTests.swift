import Diagnostics
import Driver
import XCTest

/// `hit-area-outside-parent` ignores what lies less than half a device pixel
/// outside: no touch can land there, and such slivers come from Auto Layout's
/// pixel rounding of arranged views inside a stack whose own length is off the grid.
final class HitAreaSliverTests: XCTestCase {
    private func outside(buttonWidth: Double, device: String) -> [Diagnostic] {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - id: row
                  kind: stack
                  place: {left: 16, top: 100}
                  children:
                    - {id: b, kind: button, intrinsicSize: [\(buttonWidth), 44]}
            """
        return LayoutCompiler(options: CompileOptions(deviceID: device)).compile(Array(spec.utf8), file: "t.layout.yaml")
            .diagnostics.filter { $0.rule == .hitAreaOutsideParent }
    }

    /// The stack takes the button's 34.3 pt; at @3x the button's right edge
    /// rounds to 103/3 = 34.3333 pt, 0.0333 pt past the stack: under half a
    /// pixel (0.1667 pt), so nothing is reported.
    func testSubPixelOverhangAt3xIsNotReported() {
        XCTAssertEqual(outside(buttonWidth: 34.3, device: "iphone-15-pro"), [])
    }

    /// At @2x 34.3 pt rounds to 69/2 = 34.5 pt: 0.2 pt past the stack, under
    /// half a pixel (0.25 pt) too.
    func testSubPixelOverhangAt2xIsNotReported() {
        XCTAssertEqual(outside(buttonWidth: 34.3, device: "iphone-se-3"), [])
    }

    /// A button on the grid is inside its stack exactly: nothing either way,
    /// and an overhang of a whole pixel or more is still reported (the rule's
    /// own examples and RuleSemanticsTests keep that).
    func testOnGridButtonIsInside() {
        XCTAssertEqual(outside(buttonWidth: 34, device: "iphone-15-pro"), [])
    }
}
