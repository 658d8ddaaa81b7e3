import Foundation
import LayoutcRuntime
import XCTest

/// The runtime's own API, without generated code.
final class RuntimeTests: XCTestCase {
    /// The size rule for the root's side margins gives each catalog device's own
    /// (16 compact width, 20 regular: iPads, and Max phones in landscape).
    func testDefaultSideMarginsMatchTheCatalog() {
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                let metrics = device.metrics(orientation)
                let size = CGSize(width: metrics.size.width, height: metrics.size.height)
                XCTAssertEqual(LayoutContainer.defaultSideMargin(for: size), CGFloat(metrics.rootSideMargin),
                               "\(device.id) \(orientation)")
            }
        }
        XCTAssertEqual(LayoutContainer(size: CGSize(width: 320, height: 480), safeAreaInsets: .zero, scale: 2).rootSideMargin, 16)
        XCTAssertEqual(LayoutContainer(size: CGSize(width: 768, height: 1024), safeAreaInsets: .zero, scale: 2).rootSideMargin, 20)
    }

    /// `CatalogDevice` has a case for every catalog id and no other, and a
    /// solve on a case is the solve on its id.
    func testCatalogDeviceCasesAreTheCatalog() throws {
        XCTAssertEqual(CatalogDevice.allCases.map(\.rawValue).sorted(), DeviceCatalog.all.map(\.id).sorted())
        for device in CatalogDevice.allCases { XCTAssertEqual(device.device.id, device.rawValue) }
        let screen = Screen(name: "S", views: [ViewSpec(path: "root")])
        let byCase = LayoutSolution(screen: screen, device: .iphone16Plus, orientation: .landscape)
        let byID = try LayoutSolution(screen: screen, deviceID: "iphone-16-plus", orientation: .landscape)
        XCTAssertEqual(byCase.framesJSON(), byID.framesJSON())
        XCTAssertEqual(byCase.view(0).frame, CGRect(x: 0, y: 0, width: 932, height: 430))
    }

    func testAnUnknownDeviceIsALayoutError() {
        let screen = Screen(name: "S", views: [ViewSpec(path: "root")])
        XCTAssertThrowsError(try LayoutSolution(screen: screen, deviceID: "iphone-1", orientation: .portrait)) {
            XCTAssertEqual($0 as? LayoutError, .unknownDevice("iphone-1"))
            XCTAssertTrue("\($0)".hasPrefix("unknown device 'iphone-1'; expected one of iphone-se-3, "), "\($0)")
        }
    }

    /// A child pinned in a container: frame, window frame and safe area by hand.
    /// Root 300 × 500 with insets [40, 0, 20, 0]; a view at top 10, left 20,
    /// 100 × 50 in the root's bounds lies in the top unsafe band for 30 pt.
    func testASolveInAContainerReadsAsUIKitTypes() {
        var screen = Screen(name: "S", views: [ViewSpec(path: "root")])
        var child = ViewSpec(id: "box", path: "root/children/0", kind: .button, parent: 0)
        child.positioning = .frame(Rect(x: 20, y: 10, width: 100, height: 50))
        screen.views.append(child)
        screen.views[0].children = [1]
        let solution = LayoutSolution(
            screen: screen,
            container: LayoutContainer(size: CGSize(width: 300, height: 500),
                                       safeAreaInsets: LayoutInsets(top: 40, bottom: 20), scale: 2))
        let box = solution.view(1)
        XCTAssertEqual(box.path, "root/children/0")
        XCTAssertEqual(box.id, "box")
        XCTAssertEqual(box.kind, .button)
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 100, height: 50))
        XCTAssertEqual(box.windowFrame, CGRect(x: 20, y: 10, width: 100, height: 50))
        XCTAssertEqual(box.safeAreaInsets, LayoutInsets(top: 30))
        XCTAssertEqual(box.hitRect, CGRect(x: 20, y: 10, width: 100, height: 50))
        XCTAssertNil(box.textRect)
        XCTAssertEqual(box.items, [])
        XCTAssertEqual(solution.views.map(\.path), ["root", "root/children/0"])
        XCTAssertEqual(solution.views[0].safeAreaInsets, LayoutInsets(top: 40, bottom: 20))
        XCTAssertEqual(solution.view(1), solution.views[1])
        XCTAssertNotEqual(solution.view(0), solution.view(1))
    }
}
