import Diagnostics
import LayoutIR
import XCTest

@testable import Solver

/// Lets tests write `left: 16` and `width: "50%"` for pins.
extension Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }
    /// `"50%"`.
    public init(stringLiteral value: String) { self = .percent(Double(value.dropLast())!) }
}

/// Horizontal pins.
func h(left: Length? = nil, right: Length? = nil, width: Length? = nil, centerX: Length? = nil) -> AxisPins {
    AxisPins(leading: left, trailing: right, size: width, center: centerX)
}

/// Vertical pins.
func v(top: Length? = nil, bottom: Length? = nil, height: Length? = nil, centerY: Length? = nil) -> AxisPins {
    AxisPins(leading: top, trailing: bottom, size: height, center: centerY)
}

/// Builds a screen's flat pre-order view list. Add a subtree completely before
/// the next sibling of one of its ancestors, so the list stays in pre-order.
struct ScreenBuilder {
    var screen: Screen

    init(bars: [Bar] = [.status], additional: Insets = .zero, root: (inout ViewSpec) -> Void = { _ in }) {
        var rootView = ViewSpec(path: "root")
        root(&rootView)
        screen = Screen(name: "Test", views: [rootView])
        screen.bars = bars
        screen.additionalSafeAreaInsets = additional
    }

    /// Appends a view under `parent` and returns its index.
    @discardableResult
    mutating func add(_ kind: ViewKind = .view, to parent: Int = 0, id: String? = nil,
                      _ configure: (inout ViewSpec) -> Void = { _ in }) -> Int {
        let index = screen.views.count
        let number = screen.views[parent].children.count
        var view = ViewSpec(id: id, path: "\(screen.views[parent].path)/children/\(number)", kind: kind, parent: parent)
        configure(&view)
        screen.views.append(view)
        screen.views[parent].children.append(index)
        return index
    }

    /// Appends a view placed with `frame:`.
    @discardableResult
    mutating func add(_ kind: ViewKind = .view, to parent: Int = 0, frame: Rect,
                      _ configure: (inout ViewSpec) -> Void = { _ in }) -> Int {
        add(kind, to: parent) { view in
            view.positioning = .frame(frame)
            configure(&view)
        }
    }

    /// Appends a view placed with `place:`.
    @discardableResult
    mutating func add(_ kind: ViewKind = .view, to parent: Int = 0, place horizontal: AxisPins, _ vertical: AxisPins,
                      _ configure: (inout ViewSpec) -> Void = { _ in }) -> Int {
        add(kind, to: parent) { view in
            view.positioning = .place(horizontal: horizontal, vertical: vertical)
            configure(&view)
        }
    }

    func solve(_ deviceID: String = "iphone-15-pro", _ orientation: Orientation = .portrait) -> ResolvedLayout {
        FrameSolver(device: DeviceCatalog.device(id: deviceID)!, orientation: orientation).solve(screen)
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Insets {
    Insets(top: top, left: left, bottom: bottom, right: right)
}

/// Equal within 1e-9, with NaN equal to NaN.
func same(_ a: Double, _ b: Double) -> Bool {
    (a.isNaN && b.isNaN) || a == b || abs(a - b) < 1e-9
}

func XCTAssertRect(_ actual: Rect?, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no rect, expected \(expected)", file: file, line: line) }
    let ok = same(actual.x, expected.x) && same(actual.y, expected.y)
        && same(actual.width, expected.width) && same(actual.height, expected.height)
    XCTAssertTrue(ok, "\(actual) is not \(expected)", file: file, line: line)
}

func XCTAssertInsets(_ actual: Insets?, _ expected: Insets, file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no insets, expected \(expected)", file: file, line: line) }
    let ok = same(actual.top, expected.top) && same(actual.left, expected.left)
        && same(actual.bottom, expected.bottom) && same(actual.right, expected.right)
    XCTAssertTrue(ok, "\(actual) is not \(expected)", file: file, line: line)
}

extension ResolvedLayout {
    /// The diagnostics with `rule`.
    func diagnostics(_ rule: RuleID) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }
}
