import Diagnostics
import LayoutIR
import XCTest

@testable import Solver

/// Deep nesting, large screens, NaN and malformed IR: the solver finishes and
/// never traps.
final class RobustnessTests: XCTestCase {
    func testFiveHundredLevelsDeep() {
        // every view has insets top 1, so level k fills (0, 1, 393, 852 − k) of its parent
        // and sits at window y = k
        var b = ScreenBuilder { $0.insets = insets(1, 0, 0, 0) }
        var parent = 0
        for _ in 0..<500 { parent = b.add(to: parent) { $0.insets = insets(1, 0, 0, 0) } }
        let l = b.solve()
        XCTAssertRect(l.views[parent].frame, rect(0, 1, 393, 352))
        XCTAssertRect(l.views[parent].windowFrame, rect(0, 500, 393, 352))
    }

    func testVeryDeepChainIsIterative() {
        // 20,000 levels (short paths: the builder's full paths would be quadratic)
        var screen = Screen(name: "Deep", views: [ViewSpec(path: "root")])
        for n in 1...20_000 {
            var view = ViewSpec(path: "v\(n)", parent: n - 1)
            view.positioning = .frame(rect(1, 0, 10, 10))
            screen.views.append(view)
            screen.views[n - 1].children = [n]
        }
        let l = FrameSolver(device: DeviceCatalog.device(id: "iphone-15-pro")!, orientation: .portrait).solve(screen)
        XCTAssertRect(l.views[20_000].windowFrame, rect(20_000, 0, 10, 10))
    }

    func testManyViews() {
        // 200,000 siblings; linear work
        var screen = Screen(name: "Big", views: [ViewSpec(path: "root")])
        screen.views.reserveCapacity(200_001)
        screen.views[0].children.reserveCapacity(200_000)
        for n in 0..<200_000 {
            var view = ViewSpec(path: "root/children/\(n)", parent: 0)
            view.positioning = .frame(rect(Double(n % 100), 0, 10, 10))
            screen.views.append(view)
            screen.views[0].children.append(n + 1)
        }
        let start = ContinuousClock.now
        let l = FrameSolver(device: DeviceCatalog.device(id: "iphone-se-3")!, orientation: .portrait).solve(screen)
        print("solved 200,001 views in \(ContinuousClock.now - start)")
        XCTAssertEqual(l.views.count, 200_001)
        XCTAssertRect(l.views[200_000].windowFrame, rect(99, 0, 10, 10))
    }

    func testNaNFramePropagatesWithOneError() {
        var b = ScreenBuilder()
        let a = b.add(frame: rect(.nan, 0, 10, 10))
        let c = b.add(.button, to: a, frame: rect(0, 0, 5, 5))
        let l = b.solve()
        // the child's own frame is finite (its parent's bounds size is); only its window position is NaN
        XCTAssertRect(l.views[c].frame, rect(0, 0, 5, 5))
        XCTAssertRect(l.views[c].hitRect, rect(0, 0, 5, 5))
        XCTAssertTrue(l.views[c].windowFrame.x.isNaN)
        XCTAssertEqual(l.diagnostics(.nonFiniteFrame).map(\.viewIndex), [a])
        XCTAssertEqual(l.diagnostics(.nonFiniteFrame).first?.sourceKey, "frame")
    }

    func testEmptyScreen() {
        let l = FrameSolver(device: DeviceCatalog.all[0], orientation: .portrait).solve(Screen(name: "Empty", views: []))
        XCTAssertTrue(l.views.isEmpty)
    }

    func testMalformedIndicesDoNotTrap() {
        var screen = Screen(name: "Bad", views: [ViewSpec(path: "root")])
        screen.views[0].children = [1, 5, -3, 0, 2]
        screen.views.append(ViewSpec(path: "root/children/0", parent: 0))
        screen.views.append(ViewSpec(path: "root/children/1", parent: 7))  // parent out of range
        screen.views.append(ViewSpec(path: "second-root", parent: nil))
        var item = ViewSpec(path: "root/children/0/items/0", kind: .cell, parent: 1)
        item.role = .flowItem(section: 3, index: 9)  // no flow
        screen.views.append(item)
        screen.views[1].children = [4, 1]
        let l = FrameSolver(device: DeviceCatalog.all[0], orientation: .portrait).solve(screen)
        XCTAssertEqual(l.views.count, 5)
        XCTAssertRect(l.views[1].frame, rect(0, 0, 375, 667))
        XCTAssertRect(l.views[2].frame, .zero)
        XCTAssertRect(l.views[3].frame, .zero)
        XCTAssertRect(l.views[4].frame, .zero)
    }

    func testDiagnosticsNameTheView() {
        var b = ScreenBuilder()
        b.add(id: "buyButton") { $0.positioning = .place(horizontal: h(width: 10), vertical: v()) }
        let d = b.solve().diagnostics
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.viewID, "buyButton")
        XCTAssertEqual(d.first?.viewPath, "root/children/0")
        XCTAssertEqual(d.first?.viewIndex, 1)
        XCTAssertNil(d.first?.range)
        XCTAssertNil(d.first?.file)
        for message in d.map(\.message) {
            XCTAssertEqual(message.first.map { String($0) }, message.first.map { String($0).lowercased() })
            XCTAssertFalse(message.hasSuffix("."))
        }
    }
}
