import Foundation
import XCTest

/// The classes of false findings judged on the real IB corpus, each as a small
/// IB file through `layoutc lint`, with a true finding of the same rule that
/// still fires (Docs/InterfaceBuilder.md#findings-judged).
final class JudgedFindingsTests: XCTestCase {
    /// A XIB on the 375 × 667 retina4_7 whose top view `top` has `size` and
    /// holds `subviews`; every frame by autoresizing (no constraints).
    static func xib(top: String, size: String, _ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="\(top)">
                    <rect key="frame" x="0.0" y="0.0" \(size)/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// A button at `frame` (`x="…" y="…" width="…" height="…"`).
    static func button(_ id: String, _ frame: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" id="\(id)">
            <rect key="frame" \(frame)/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </button>
        """
    }

    private func findings(_ xib: String, rule: String) throws -> [[String: Any]] {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/View.xib": xib])
        let run = try CLIRunner.run(["lint", "App", "--reporter", "json"], in: dir)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }.filter { $0["rule"] as? String == rule }
    }

    // MARK: a top-level view that is not screen-sized

    // A cell or a freeform view: the import lays it out in a root of the design
    // screen's size, at its top-left corner, but that root is no view of the
    // app, so its edges bound no hit area.

    /// A freeform view `bar`, 400 × 60, wider than the 375-pt screen it is
    /// compiled on: `inside` at x 340, 44 × 44, ends at 384, inside the view's
    /// 400 but 9 pt past the screen; `overhang` at x 380 ends at 424, 24 pt past
    /// the view's own right edge.
    static func freeformView(overhang: Bool) -> String {
        xib(top: "bar", size: #"width="400" height="60""#,
            button("inside", #"x="340" y="8" width="44" height="44""#)
                + (overhang ? "\n" + button("overhang", #"x="380" y="8" width="44" height="44""#) : ""))
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

    /// A freeform controller (375 × 1000, as `ProductAddViewController` is
    /// 375 × 2000) on the 375 × 667 retina4_7: its scroll view fills it and
    /// holds a 375 × 1200 content view with `save` at y 1100. The content
    /// scrolls 1200 − 1000 = 200 pt, so `save` (1100…1144) is reached inside the
    /// scroll view's swept bounds (0…1200); the compiled screen's 667 pt (swept
    /// to 867 by the scroll), which left it 1144 − 867 = 277 pt "past the
    /// screen", is no bound of the app's.
    static let freeformController = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="form" customClass="FormViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="scroll">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="1200"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <subviews>
                                                    <button opaque="NO" contentMode="scaleToFill" id="save">
                                                        <rect key="frame" x="16" y="1100" width="343" height="44"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    </button>
                                                </subviews>
                                            </view>
                                        </subviews>
                                    </scrollView>
                                </subviews>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="375" height="1000"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Scroll content of a freeform controller below the compiled screen's edge
    /// is reachable by scrolling: not reported.
    func testScrollContentOfAFreeformControllerIsReachable() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/Form.storyboard": Self.freeformController])
        let run = try CLIRunner.run(["lint", "App", "--reporter", "json"], in: dir)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        let found = files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
        XCTAssertEqual(files.count, 1, run.stderr)
        XCTAssertEqual(found.filter { $0["rule"] as? String == "hit-area-outside-parent" }.count, 0, "\(found)")
    }

    // MARK: a backdrop

    /// A full-screen dismiss button behind a menu, as a browsing menu's storyboard
    /// has it: the menu at (24, 200, 327 × 100) holds `share` (0, 0, 327 × 44);
    /// `badge`, a later sibling of the menu, 44 × 44 at (40, 210), lies over
    /// `share`: window (24…351, 200…244) ∩ (40…84, 210…254) = 44 × 34 pt.
    /// `front` is added last, in front of everything.
    static func backdrop(front: String = "") -> String {
        let menu = """
            <view contentMode="scaleToFill" id="menu">
                <rect key="frame" x="24" y="200" width="327" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
            \(button("share", #"x="0.0" y="0.0" width="327" height="44""#))
                </subviews>
            </view>
            """
        return xib(top: "top", size: #"width="375" height="667""#,
                   [button("dismiss", #"x="0.0" y="0.0" width="375" height="667""#), menu,
                    button("badge", #"x="40" y="210" width="44" height="44""#), front].joined(separator: "\n"))
    }

    /// The dismiss button is behind the menu by design and is not reported; the
    /// menu's `share` under `badge` still is, with the hand-worked 44 × 34 pt.
    func testABackdropIsNotCoveredButAButtonUnderASiblingIs() throws {
        let found = try findings(Self.backdrop(), rule: "hit-area-covered")
        XCTAssertEqual(found.map { $0["id"] as? String }, ["share"], "\(found)")
        let message = try XCTUnwrap(found.first?["message"] as? String)
        XCTAssertTrue(message.contains("'badge'") && message.contains("44 × 34 pt"), message)
    }

    /// A backdrop that a later sibling covers whole gets no touch at all: still
    /// reported (a 375 × 667 shield over the 375 × 667 dismiss button).
    func testABackdropCoveredWholeIsReported() throws {
        let xib = Self.backdrop(front: Self.button("shield", #"x="0.0" y="0.0" width="375" height="667""#))
        let found = try findings(xib, rule: "hit-area-covered")
        let dismiss = try XCTUnwrap(found.first { $0["id"] as? String == "dismiss" }, "\(found)")
        let message = try XCTUnwrap(dismiss["message"] as? String)
        XCTAssertTrue(message.contains("'shield'") && message.contains("375 × 667 pt"), message)
    }
}
