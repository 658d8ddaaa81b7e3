import Foundation
import XCTest

/// A view 3.8e21 pt wide (found by the fuzzer in an IB file) is refused at its
/// attribute; one of 1e9 pt, the largest length read, is drawn without
/// trapping: the label grid turned its label box into cell indices with `Int(_:)`.
final class RenderHugeFrameTests: XCTestCase {
    private let refused = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><device id="retina4_7"/><objects>\
        <view id="a"><rect key="frame" x="0" y="0" width="3799999999999999999999" height="667"/><subviews>\
        <view id="b" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0" y="0" width="10" height="10"/>\
        </view></subviews><constraints><constraint firstItem="b" firstAttribute="width" secondItem="a" \
        secondAttribute="width" id="c"/></constraints></view></objects></document>
        """

    private var xib: String { refused.replacingOccurrences(of: "3799999999999999999999", with: "1000000000") }

    func testAViewPastTheLargestLengthIsRefusedAtItsAttribute() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("Huge.xib")
        try Data(refused.utf8).write(to: file)
        let render = try CLIRunner.run(["render", file.path])
        XCTAssertEqual(render.status, 1, render.stderr)
        XCTAssertTrue(render.stderr.contains("Huge.xib:1:137: error: width=\"3799999999999999999999\" is not a finite "
            + "number from -1000000000 to 1000000000 points"), render.stderr)
    }

    func testRenderAndReportOfAHugeViewDoNotTrap() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("Huge.xib")
        try Data(xib.utf8).write(to: file)
        let render = try CLIRunner.run(["render", file.path])
        XCTAssertTrue([0, 1].contains(render.status), "render exited \(render.status): \(render.stderr)")
        XCTAssertTrue(render.stdoutText.hasPrefix("<svg") || render.stdoutText.contains("<svg"), render.stderr)
        let page = directory.appendingPathComponent("report.html")
        let report = try CLIRunner.run(["report", file.path, "-o", page.path])
        XCTAssertTrue([0, 1].contains(report.status), "report exited \(report.status): \(report.stderr)")
    }
}
