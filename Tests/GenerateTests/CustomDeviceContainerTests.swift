import Driver
import Emitters
import Foundation
import LayoutcRuntime
import XCTest

/// A project's own devices (`customDevices:`) are not in the runtime's catalog:
/// the app solves them with `init(container:)`. Given the root's size, final
/// safe area, scale and side margins that `layoutc compile --device D` reports,
/// the container solve gives the same views, byte for byte, for every spec of
/// the corpus that has no generated shapes (the examples and the variety specs:
/// stacks of every distribution and alignment, hidden arranged views, flows
/// with `repeat`, safe-area containers, scroll insets). Generated types'
/// `init(container:)` is this solve of their IR (DifferentialTests checks the
/// IR round trip), so no Swift needs building here.
final class CustomDeviceContainerTests: XCTestCase {
    /// Metrics no catalog device has: side margins 12 and 18, a scale of 1.5, a
    /// square portrait and a "landscape" taller than wide (the container then
    /// calls itself portrait), bars the default rule would not give.
    static let devices: [Device] = [
        Device(id: "kiosk", name: "Kiosk", scale: 2,
               portrait: DeviceMetrics(size: Size(width: 800, height: 1280), safeAreaInsets: Insets(top: 24, left: 0, bottom: 20, right: 0),
                                       statusBarHeight: 24, bars: BarHeights(navigation: 50, largeTitle: 102, tab: 50, toolbar: 50),
                                       rootSideMargin: 18),
               landscape: DeviceMetrics(size: Size(width: 1280, height: 800), safeAreaInsets: Insets(top: 24, left: 0, bottom: 20, right: 0),
                                        statusBarHeight: 24, bars: BarHeights(navigation: 40, largeTitle: 40, tab: 40, toolbar: 40),
                                        rootSideMargin: 20)),
        Device(id: "odd", name: "Odd", scale: 1.5,
               portrait: DeviceMetrics(size: Size(width: 500, height: 500), safeAreaInsets: Insets(top: 11, left: 7, bottom: 13, right: 9),
                                       statusBarHeight: 11, bars: BarHeights(navigation: 37, largeTitle: 90, tab: 45, toolbar: 33),
                                       rootSideMargin: 12),
               landscape: DeviceMetrics(size: Size(width: 400, height: 600), safeAreaInsets: Insets(top: 0, left: 30, bottom: 0, right: 30),
                                        statusBarHeight: 0, bars: BarHeights(navigation: 32, largeTitle: 32, tab: 32, toolbar: 32),
                                        rootSideMargin: 16)),
    ]

    func testAContainerWithACustomDevicesRootSolvesAsCompileOnThatDevice() throws {
        let cases = try DifferentialTests.corpus().filter { !$0.name.hasPrefix("generated-") }
        XCTAssertGreaterThan(cases.count, 150)
        var mismatches: [String] = []
        for spec in cases {
            for device in Self.devices {
                for orientation in Orientation.allCases {
                    var options = CompileOptions(deviceID: device.id, orientation: orientation,
                                                 devices: DeviceCatalog.all + Self.devices)
                    // Text measured alike on both sides (the app measures through UIKit).
                    options.textMeasurer = fixedWidthText.measurer
                    let result = LayoutCompiler(options: options).compile(spec.bytes, file: spec.name)
                    let screen = try XCTUnwrap(result.screen, spec.name)
                    let layout = try XCTUnwrap(result.layout, spec.name)
                    let compiled = FramesJSONEmitter(file: spec.name, screen: screen, layout: layout,
                                                     diagnostics: result.diagnostics).render()
                    let root = layout.views[0]
                    let container = LayoutContainer(
                        size: CGSize(width: root.frame.width, height: root.frame.height),
                        safeAreaInsets: LayoutInsets(root.safeAreaInsets), scale: CGFloat(device.scale),
                        rootSideMargin: CGFloat(device.metrics(orientation).rootSideMargin))
                    let solved = LayoutSolution(screen: screen, container: container, text: fixedWidthText,
                                                file: spec.name).framesJSON()
                    if viewsSection(String(decoding: compiled, as: UTF8.self)) != viewsSection(solved) {
                        mismatches.append("\(spec.name) \(device.id) \(orientation)")
                    }
                }
            }
        }
        XCTAssertEqual(mismatches, [])
    }

    /// The comparison can fail: the default side margins (16 for this 500 pt square)
    /// are not the device's 12, and a view placed `in: margins` moves by 4.
    func testTheSideMarginsOfTheDeviceMatter() throws {
        let text = """
            layout: 1
            screen: M
            root:
              children:
                - {id: box, place: {in: margins, left: 0, top: 0, width: 10, height: 10}}
            """
        let options = CompileOptions(deviceID: "odd", orientation: .portrait, devices: DeviceCatalog.all + Self.devices)
        let result = LayoutCompiler(options: options).compile(Array(text.utf8), file: "m.layout.yaml")
        let screen = try XCTUnwrap(result.screen)
        XCTAssertEqual(result.layout?.views[1].frame, Rect(x: 19, y: 11, width: 10, height: 10))  // 7 + 12, 11 + 0
        let size = CGSize(width: 500, height: 500), insets = LayoutInsets(top: 11, left: 7, bottom: 13, right: 9)
        let byDefault = LayoutSolution(screen: screen, container: LayoutContainer(size: size, safeAreaInsets: insets, scale: 1.5))
        XCTAssertEqual(byDefault.view(1).frame, CGRect(x: 23, y: 11, width: 10, height: 10))  // 7 + 16
        let explicit = LayoutSolution(screen: screen, container: LayoutContainer(size: size, safeAreaInsets: insets, scale: 1.5,
                                                                                 rootSideMargin: 12))
        XCTAssertEqual(explicit.view(1).frame, CGRect(x: 19, y: 11, width: 10, height: 10))
    }
}
