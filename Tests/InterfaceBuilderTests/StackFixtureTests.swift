import Driver
import LayoutIR
import XCTest

/// Stacks in an IB file as UIKit lays them out (Docs/InterfaceBuilder.md#what-becomes-what,
/// Docs/SpecFormat.md#stack-layout), on the 375 × 667 iPhone SE, frames worked by hand.
final class StackFixtureTests: XCTestCase {
    /// A XIB whose 375 × 667 top view holds `subviews` and `constraints`.
    static func xib(_ subviews: String, _ constraints: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
        \(extra)
                </view>
            </objects>
        </document>
        """
    }

    /// A menu held 667 − 100 − 67 = 500 tall: a header with `height = 85 @750` and
    /// `height >= 85` (it cannot shrink: resistance 1000), a 1-pt line, and a list
    /// with `height = 1000 @750` (resistance 750, not 1000: the constraint's own
    /// priority). Natural 85 + 1 + 1000 = 1086, 586 too long: the list alone gives
    /// way, 414 tall at y 86. Read at 1000, the three were a false conflict.
    func testAnArrangedViewsSizeConstraintKeepsItsPriority() throws {
        let file = Self.xib("""
                <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
                    <rect key="frame" x="0.0" y="100" width="375" height="500"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="header">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="85"/>
                            <constraints>
                                <constraint firstAttribute="height" priority="750" constant="85" id="h1"/>
                                <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="85" id="h2"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="line">
                            <rect key="frame" x="0.0" y="85" width="375" height="1"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1" id="l1"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="list">
                            <rect key="frame" x="0.0" y="86" width="375" height="414"/>
                            <constraints>
                                <constraint firstAttribute="height" priority="750" constant="1000" id="t1"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            """, """
                <constraint firstItem="menu" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="m1"/>
                <constraint firstAttribute="trailing" secondItem="menu" secondAttribute="trailing" id="m2"/>
                <constraint firstItem="menu" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="m3"/>
                <constraint firstAttribute="bottom" secondItem="menu" secondAttribute="bottom" constant="67" id="m4"/>
            """)
        let (frames, findings) = try solvedFrames(file, file: "Menu.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["menu"], Rect(x: 0, y: 100, width: 375, height: 500))
        XCTAssertEqual(frames["header"], Rect(x: 0, y: 0, width: 375, height: 85))
        XCTAssertEqual(frames["line"], Rect(x: 0, y: 85, width: 375, height: 1))
        XCTAssertEqual(frames["list"], Rect(x: 0, y: 86, width: 375, height: 414))
    }

    /// A row aligned top (an icon held at 44 × 44, a title) over a caption pinned
    /// 20 above the bottom: the row's fit across is 51, under the caption's hugging
    /// 251, so the row stretches. Caption 16 tall at 667 − 20 − 16 = 631; row from
    /// 300 to 631 − 8 = 623, 323 tall; the icon stays 44 × 44 at its top.
    func testARowAlignedTopStretchesBeforeTheLabelBelowIt() throws {
        let file = Self.xib("""
                <stackView opaque="NO" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="20" y="300" width="335" height="323"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="44" id="i1"/>
                                <constraint firstAttribute="height" constant="44" id="i2"/>
                            </constraints>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" horizontalHuggingPriority="250" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="52" y="0.0" width="283" height="20"/>
                        </label>
                    </subviews>
                </stackView>
                <label opaque="NO" userInteractionEnabled="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                    <rect key="frame" x="20" y="631" width="335" height="16"/>
                </label>
            """, """
                <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="r1"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="20" id="r2"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" constant="300" id="r3"/>
                <constraint firstItem="caption" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="caption" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="caption" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="8" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="caption" secondAttribute="bottom" constant="20" id="c4"/>
            """)
        let (frames, findings) = try solvedFrames(file, file: "Row.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["row"], Rect(x: 20, y: 300, width: 335, height: 323))
        XCTAssertEqual(frames["caption"], Rect(x: 20, y: 631, width: 335, height: 16))
        XCTAssertEqual(frames["icon"], Rect(x: 0, y: 0, width: 44, height: 44))
    }

    /// A hidden arranged view keeps its alignment: in a fill row its required
    /// `height = 130` holds the row 130 tall, over the thumbnail's `height = 30
    /// @999`, which fills it. Along, the hidden view takes nothing: the row is the
    /// thumbnail's 300 wide.
    func testAHiddenArrangedViewHoldsAFillRowAcross() throws {
        let file = Self.xib("""
                <stackView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="pair">
                    <rect key="frame" x="20" y="40" width="300" height="130"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="thumb">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="130"/>
                            <constraints>
                                <constraint firstAttribute="height" priority="999" constant="30" id="p1"/>
                            </constraints>
                        </imageView>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prompt">
                            <rect key="frame" x="0.0" y="0.0" width="0.0" height="130"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="130" id="p2"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            """, """
                <constraint firstItem="pair" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="q1"/>
                <constraint firstItem="pair" firstAttribute="top" secondItem="top" secondAttribute="top" constant="40" id="q2"/>
            """)
        let (frames, findings) = try solvedFrames(file, file: "Pair.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["pair"], Rect(x: 20, y: 40, width: 300, height: 130))
        XCTAssertEqual(frames["thumb"], Rect(x: 0, y: 0, width: 300, height: 130))
    }
}

/// A XIB's simulated navigation bar (`simulatedTopBarMetrics`): the view is a
/// controller's, shown under a navigation bar, and UIKit's safe area starts below
/// it: on the iPhone SE, 20 (status bar) + 44 (bar) = 64, so a title pinned 8
/// below the safe area's top is at y 72.
final class SimulatedTopBarFixtureTests: XCTestCase {
    func testASimulatedNavigationBarInAXIBMovesTheSafeAreaDown() throws {
        let file = StackFixtureTests.xib("""
                <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="72" width="343" height="20"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="h"/>
                    </constraints>
                </view>
            """, """
                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="a"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="b"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c"/>
            """, extra: """
                <viewLayoutGuide key="safeArea" id="safe"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            """)
        let (frames, findings) = try solvedFrames(file, file: "Nav.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["title"], Rect(x: 16, y: 72, width: 343, height: 20))
    }
}
