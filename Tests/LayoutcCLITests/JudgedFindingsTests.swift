import Foundation
import XCTest

/// The classes of false findings judged on the real IB corpus, each as a small
/// IB file through `layoutc lint`, with a true finding of the same rule that
/// still fires (Docs/InterfaceBuilder.md#findings-judged).
final class JudgedFindingsTests: XCTestCase {
    // MARK: a top-level view that is not screen-sized

    // A cell or a freeform view: the import lays it out in a root of the design
    // screen's size, at its top-left corner, but that root is no view of the
    // app, so its edges bound no hit area.

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
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/View.xib": xib])
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

    // MARK: a backdrop

    /// A full-screen dismiss button behind a menu, as a browsing menu's storyboard
    /// has it (375 × 667 retina4_7, frames by autoresizing): the menu at
    /// (24, 200, 327 × 100) holds `share` (0, 0, 327 × 44); `badge`, a later
    /// sibling of the menu, 44 × 44 at (40, 210), lies over `share` — window
    /// (24…351, 200…244) ∩ (40…84, 210…254) = 44 × 34 pt.
    static let backdrop = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="dismiss">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </button>
                        <view contentMode="scaleToFill" id="menu">
                            <rect key="frame" x="24" y="200" width="327" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="share">
                                    <rect key="frame" x="0.0" y="0.0" width="327" height="44"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </button>
                            </subviews>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" id="badge">
                            <rect key="frame" x="40" y="210" width="44" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    /// The dismiss button is behind the menu by design and is not reported; the
    /// menu's `share` under `badge` still is, with the hand-worked 44 × 34 pt.
    func testABackdropIsNotCoveredButAButtonUnderASiblingIs() throws {
        let found = try findings(Self.backdrop, rule: "hit-area-covered")
        XCTAssertEqual(found.map { $0["id"] as? String }, ["share"], "\(found)")
        let message = try XCTUnwrap(found.first?["message"] as? String)
        XCTAssertTrue(message.contains("'badge'") && message.contains("44 × 34 pt"), message)
    }

    /// A backdrop that a later sibling covers whole gets no touch at all: still
    /// reported (a 375 × 667 shield over the 375 × 667 dismiss button).
    func testABackdropCoveredWholeIsReported() throws {
        let shield = """
                        <button opaque="NO" contentMode="scaleToFill" id="shield">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </button>
                    </subviews>
        """
        let xib = Self.backdrop.replacingOccurrences(of: "            </subviews>\n        </view>\n    </objects>",
                                                     with: shield + "\n        </view>\n    </objects>")
        XCTAssertNotEqual(xib, Self.backdrop)
        let found = try findings(xib, rule: "hit-area-covered")
        let dismiss = try XCTUnwrap(found.first { $0["id"] as? String == "dismiss" }, "\(found)")
        let message = try XCTUnwrap(dismiss["message"] as? String)
        XCTAssertTrue(message.contains("'shield'") && message.contains("375 × 667 pt"), message)
    }
}
