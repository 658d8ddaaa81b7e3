import Diagnostics
import Driver
import LayoutIR
import XCTest

/// The 2024–2025 iPhones in the catalog (sources in Docs/SpecFormat.md): a view
/// pinned to the safe area lands where the device's insets put it.
final class RecentDevicesTests: XCTestCase {
    private static let spec = """
        layout: 1
        screen: Safe
        device: DEVICE
        orientation: ORIENTATION
        root:
          children:
            - {id: content, place: {in: safeArea}}

        """

    private func contentFrame(_ device: String, _ orientation: String) throws -> Rect {
        let text = Self.spec.replacingOccurrences(of: "DEVICE", with: device)
            .replacingOccurrences(of: "ORIENTATION", with: orientation)
        let result = LayoutCompiler(options: CompileOptions()).compile(Array(text.utf8), file: "t.layout.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], device)
        let layout = try XCTUnwrap(result.layout, device)
        return layout.views[1].frame
    }

    /// Portrait: [top, 0, bottom, 0] off the screen; landscape: [0, sensor, 21, sensor].
    func testSafeAreasPlaceTheContent() throws {
        let expected: [(String, Rect, Rect)] = [
            ("iphone-16", Rect(x: 0, y: 59, width: 393, height: 759), Rect(x: 59, y: 0, width: 734, height: 372)),
            ("iphone-16-plus", Rect(x: 0, y: 59, width: 430, height: 839), Rect(x: 59, y: 0, width: 814, height: 409)),
            ("iphone-16e", Rect(x: 0, y: 47, width: 390, height: 763), Rect(x: 47, y: 0, width: 750, height: 369)),
            ("iphone-17", Rect(x: 0, y: 62, width: 402, height: 778), Rect(x: 62, y: 0, width: 750, height: 381)),
            ("iphone-17-pro", Rect(x: 0, y: 62, width: 402, height: 778), Rect(x: 62, y: 0, width: 750, height: 381)),
            ("iphone-17-pro-max", Rect(x: 0, y: 62, width: 440, height: 860), Rect(x: 62, y: 0, width: 832, height: 419)),
        ]
        for (device, portrait, landscape) in expected {
            XCTAssertEqual(try contentFrame(device, "portrait"), portrait, device)
            XCTAssertEqual(try contentFrame(device, "landscape"), landscape, device)
        }
    }

    /// A near miss suggests the new id.
    func testDidYouMeanKnowsTheNewIDs() {
        let text = Self.spec.replacingOccurrences(of: "DEVICE", with: "iphone16")
            .replacingOccurrences(of: "ORIENTATION", with: "portrait")
        let result = LayoutCompiler(options: CompileOptions()).compile(Array(text.utf8), file: "t.layout.yaml")
        let message = result.diagnostics.first { $0.rule == .unknownDevice }?.message ?? ""
        XCTAssertTrue(message.contains("did you mean 'iphone-16'?"), message)
    }
}
