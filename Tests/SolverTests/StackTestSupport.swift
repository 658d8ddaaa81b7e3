import LayoutIR
import XCTest

@testable import Solver

/// One arranged view for a test stack: its kind, natural size and settings.
struct Arranged {
    var kind: ViewKind = .view
    var size: Size?
    var settings = ArrangedSettings()
    var hidden = false
}

/// An arranged view `width × height` (no size: no intrinsic size).
func item(_ width: Double? = nil, _ height: Double = 0, kind: ViewKind = .view, hugging: Double? = nil,
          resistance: Double? = nil, after: Double? = nil, hidden: Bool = false) -> Arranged {
    Arranged(kind: kind, size: width.map { Size(width: $0, height: height) },
             settings: ArrangedSettings(hugging: hugging, compressionResistance: resistance, spacingAfter: after),
             hidden: hidden)
}

extension ScreenBuilder {
    /// Adds a stack under `parent` and its arranged views; returns their indices.
    @discardableResult
    mutating func addStack(_ spec: StackSpec, to parent: Int = 0, _ children: [Arranged],
                           _ configure: (inout ViewSpec) -> Void) -> (stack: Int, views: [Int]) {
        let stack = add(.stack, to: parent) { view in
            view.attributes.stack = spec
            configure(&view)
        }
        let views = children.map { child in
            add(child.kind, to: stack) { view in
                view.attributes.intrinsicSize = child.size
                view.arranged = child.settings
                view.hidden = child.hidden
            }
        }
        return (stack, views)
    }
}

/// Solves one stack at `frame` in the root (iphone-se-3 portrait, @2x, unless
/// told): the root's content box is its bounds, so the frame is the plain frame.
func solveStack(_ spec: StackSpec, frame: Rect = rect(0, 100, 300, 50), device: String = "iphone-se-3",
                _ children: [Arranged], configure: (inout ViewSpec) -> Void = { _ in })
    -> (layout: ResolvedLayout, views: [Int]) {
    var b = ScreenBuilder()
    let (_, views) = b.addStack(spec, children) { view in
        view.positioning = .frame(frame)
        configure(&view)
    }
    return (b.solve(device), views)
}

/// The arranged views' frames, in the stack's coordinates.
func frames(_ solved: (layout: ResolvedLayout, views: [Int])) -> [Rect] {
    solved.views.map { solved.layout.views[$0].frame }
}

func XCTAssertFrames(_ actual: [Rect], _ expected: [Rect], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, "view count", file: file, line: line)
    for (a, e) in zip(actual, expected) { XCTAssertRect(a, e, file: file, line: line) }
}
