import Foundation
import XCTest

/// Findings on a top-level view that is not screen-sized (a cell, a freeform
/// view): the import lays it out in a root of the design screen's size, at its
/// top-left corner, but that root is no view of the app, so its edges bound no
/// hit area (Docs/InterfaceBuilder.md#findings-judged).
final class ImportWrapperFindingsTests: XCTestCase {
    /// A freeform view 400 × 60 designed on the 375-pt retina4_7 (so wider than
    /// the screen it is compiled on), with autoresizing frames (no constraints):
    /// `inside` at x 340, 44 × 44, ends at 384, inside the view's 400 but 9 pt
    /// past the 375-pt screen; `overhang` at x 380, 44 × 44, ends at 424, 24 pt
    /// past the view's own right edge.
    static func freeformView(overhang: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="inside">
                            <rect key="frame" x="340" y="8" width="44" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </button>
        \(overhang ? """
                        <button opaque="NO" contentMode="scaleToFill" id="overhang">
                            <rect key="frame" x="380" y="8" width="44" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </button>
        """ : "")
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    private func findings(_ xib: String, rule: String) throws -> [[String: Any]] {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/Bar.xib": xib])
        let run = try CLIRunner.run(["lint", "App", "--reporter", "json"], in: dir)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }.filter { $0["rule"] as? String == rule }
    }

    /// The screen's edge is where the import put the view, not where the app
    /// shows it: a button inside the view's own bounds is not reported.
    func testTheScreenEdgeDoesNotBoundAWrappedView() throws {
        XCTAssertEqual(try findings(Self.freeformView(overhang: false), rule: "hit-area-outside-parent").count, 0)
    }

    /// A button past the view's own edge is still reported, against the view:
    /// 424 − 400 = 24 pt at the right (the screen, 375, would say 49).
    func testAButtonPastTheWrappedViewItselfIsStillReported() throws {
        let found = try findings(Self.freeformView(overhang: true), rule: "hit-area-outside-parent")
        XCTAssertEqual(found.count, 1, "\(found)")
        let message = try XCTUnwrap(found.first?["message"] as? String)
        XCTAssertEqual(found.first?["id"] as? String, "overhang")
        XCTAssertTrue(message.contains("past 'bar' by 24 pt at the right"), message)
        XCTAssertEqual(found.first?["severity"] as? String, "warning", message)
    }
}
