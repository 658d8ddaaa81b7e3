import Driver
import InterfaceBuilder
import LayoutIR
import XCTest

/// A storyboard scene's view as the saving Xcode drew it under its bars
/// (Docs/InterfaceBuilder.md#as-the-saving-xcode-drew-it), frames worked by hand
/// and compared the way the answer key compares them.
final class SceneBarsFixtureTests: XCTestCase {
    /// Each stored frame's verdict by object id, read as saved.
    private func verdicts(_ text: String, file: String) -> [String: InterfaceBuilderAnswerKey.Verdict] {
        Dictionary(InterfaceBuilderAnswerKey.compare(Array(text.utf8), file: file).map { ($0.object, $0.verdict) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The solved frames of the first screen read as saved, by object id.
    private func framesAsSaved(_ text: String, file: String) throws -> [String: Rect] {
        let (imported, layout) = try XCTUnwrap(InterfaceBuilderAnswerKey.solvedAsSaved(Array(text.utf8), file: file).first)
        let solved = try XCTUnwrap(layout)
        var frames: [String: Rect] = [:]
        for index in imported.screen.views.indices { frames[imported.screen.views[index].source ?? ""] = solved.views[index].frame }
        return frames
    }

    /// A storyboard in which a navigation controller (its bar's extra attributes
    /// `bar`) shows `controller` (its scene's objects, id `shown`) on `device`,
    /// saved by the Xcode of `tools`.
    static func navigated(_ controller: String, device: String, width: Int, tools: String, bar: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="n1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(bar) id="bar">
                                <rect key="frame" x="0.0" y="20" width="\(width)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="shown" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
        \(controller)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A navigation controller whose bar is opaque (`translucent="NO"`) shows a
    /// controller on the 414 × 736 iPhone 8 Plus (Xcode 15): UIKit lays its view
    /// out below the bar, 736 − 20 (status bar) − 44 (bar) = 672 tall. The file
    /// stores the view at a stale 666, flagged `misplaced`; its content view,
    /// pinned to its edges, is stored at the 672 IB laid it out at, and so it is
    /// solved. (Taken at its stored 666, the content view came out 666 tall.)
    static let opaqueBar = navigated("""
                <viewController id="shown" customClass="FormViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" misplaced="YES" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="666"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
        """, device: "retina5_5", width: 414, tools: "22505", bar: " translucent=\"NO\"")

    func testAMisplacedViewBelowAnOpaqueNavigationBarIsTheAreaTheBarsLeave() throws {
        XCTAssertEqual(verdicts(Self.opaqueBar, file: "Form.storyboard"), ["root": .misplaced, "content": .agrees])
        XCTAssertEqual(try framesAsSaved(Self.opaqueBar, file: "Form.storyboard")["content"],
                       Rect(x: 0, y: 0, width: 414, height: 672))
    }

    /// A translucent bar (no `translucent="NO"`) leaves the view under it, the
    /// whole 736-pt screen: the stale 666 is not replaced by the area below the bar.
    func testATranslucentBarLeavesTheMisplacedViewAlone() throws {
        let translucent = Self.opaqueBar.replacingOccurrences(of: " translucent=\"NO\"", with: "")
        XCTAssertEqual(try framesAsSaved(translucent, file: "Form.storyboard")["content"],
                       Rect(x: 0, y: 0, width: 414, height: 666))
    }

    /// A freeform (375 × 1000) controller view with a simulated navigation bar,
    /// saved by Xcode 11 on the iPhone 8 (`retina4_7`, drawn with no status bar):
    /// IB draws the bar over the view's top, so its safe area starts 44 down, and
    /// a scroll view pinned to the root's top and bottom margins (a root's are 0,
    /// from the safe area) is at y 44, 1000 − 44 = 956 tall. (With no bars for a
    /// view that is not screen-sized, it was at 0, 1000 tall.)
    static let freeform = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.3" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="p1">
                    <objects>
                        <viewController id="add" customClass="AddViewController" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="0.0" y="44" width="375" height="956"/>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="bottomMargin" secondItem="scroll" secondAttribute="bottom" id="s1"/>
                                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="s3"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s4"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="375" height="1000"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testAFreeformControllerViewIsDrawnUnderItsSimulatedBar() throws {
        XCTAssertEqual(verdicts(Self.freeform, file: "Add.storyboard"), ["root": .agrees, "scroll": .agrees])
        XCTAssertEqual(try framesAsSaved(Self.freeform, file: "Add.storyboard")["scroll"],
                       Rect(x: 0, y: 44, width: 375, height: 956))
    }

    /// A container whose top and bottom margins (8) are pinned to the safe area
    /// of a 375 × 667 view under the 20-pt status bar. Its margins are inset from
    /// its own safe area, which depends on where it is: UIKit lays it out again
    /// until they settle, where the container starts 8 above the view (y −8), so
    /// that the whole 20-pt inset is its own: −8 + 20 + 8 = 20. Below, the
    /// screen has no inset: 667 + 8 = 675, so it is 683 tall. (Solved just twice,
    /// it stopped at y 4 on its way there.)
    func testMarginsPinnedToTheSafeAreaSettleWhereTheInsetsDo() throws {
        let file = StackFixtureTests.xib("""
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="-8" width="375" height="683"/>
                </view>
            """, """
                <constraint firstItem="box" firstAttribute="topMargin" secondItem="safe" secondAttribute="top" id="t"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottomMargin" id="b"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
            """, extra: """
                <viewLayoutGuide key="safeArea" id="safe"/>
            """)
        let (frames, findings) = try solvedFrames(file, file: "Margins.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["box"], Rect(x: 0, y: -8, width: 375, height: 683))
    }

    /// A controller whose view is a scroll view, under its navigation
    /// controller's bar on the iPhone SE (20-pt status bar, 44-pt bar): the scroll
    /// view is the controller's content scroll view, and UIKit adjusts its content
    /// vertically by the 64-pt inset whatever it holds (`automatic`), so its
    /// 100-pt header, at y 0 in the content (shorter than the view: nothing
    /// scrolls), shows at y 64. (Only a scroll view inside the root was taken as
    /// the content scroll view: the header showed at 0, under the bars.)
    func testAControllersScrollViewIsItsContentScrollView() throws {
        let file = Self.navigated("""
                <viewController id="shown" customClass="ListViewController" sceneMemberID="viewController">
                    <scrollView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="header">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </scrollView>
                </viewController>
            """, device: "retina4_7", width: 375, tools: "23504")
        let options = CompileOptions(devices: [try XCTUnwrap(DeviceCatalog.device(id: "iphone-se-3"))])
        let result = try XCTUnwrap(LayoutCompiler(options: options).compileScreens(Array(file.utf8), file: "List.storyboard").first)
        let screen = try XCTUnwrap(result.screen), layout = try XCTUnwrap(result.layout)
        let scroll = try XCTUnwrap(screen.views.firstIndex { $0.source == "scroll" })
        let header = try XCTUnwrap(screen.views.firstIndex { $0.source == "header" })
        XCTAssertEqual(layout.views[scroll].adjustedContentInset?.top, 64)
        XCTAssertEqual(layout.views[header].frame, Rect(x: 0, y: 0, width: 375, height: 100))
        XCTAssertEqual(layout.views[header].windowFrame, Rect(x: 0, y: 64, width: 375, height: 100))
    }
}
