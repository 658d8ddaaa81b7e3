/// Small Interface Builder files written for the tests.
enum Fixtures {
    /// A xib with one screen-sized view: every element and attribute the mapping reads.
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                    <connections>
                        <outlet property="view" destination="top" id="o1"/>
                        <outlet property="titleLabel" destination="lbl" id="o2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" horizontalHuggingPriority="251" verticalCompressionResistancePriority="800" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                            <rect key="frame" x="16" y="28" width="42.5" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view contentMode="scaleToFill" alpha="0.5" clipsSubviews="YES" id="hdr" userLabel="header">
                            <rect key="frame" x="10" y="100" width="355" height="50"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" hidden="YES" id="img" userLabel="not valid!">
                            <rect key="frame" x="0.0" y="617" width="50" height="50"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                        </imageView>
                        <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                            <rect key="frame" x="310" y="28" width="51" height="31"/>
                        </switch>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                            <rect key="frame" x="16" y="200" width="343" height="100"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                    <rect key="frame" x="0.0" y="0.0" width="60" height="48"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="48" id="bh"/>
                                        <constraint firstAttribute="width" secondItem="b1" secondAttribute="height" id="ar"/>
                                    </constraints>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="lbl" firstAttribute="top" secondItem="top" secondAttribute="topMargin" constant="8" symbolic="YES" id="c2"/>
                        <constraint firstItem="sw" firstAttribute="width" secondItem="lbl" secondAttribute="width" multiplier="2:1" relation="greaterThanOrEqual" priority="750" constant="-4" id="c3"/>
                        <constraint firstItem="sw" firstAttribute="top" secondItem="lbl" secondAttribute="baseline" id="c4"/>
                        <constraint firstItem="sw" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" placeholder="YES" id="c5"/>
                        <constraint firstItem="sw" firstAttribute="trailing" secondItem="nowhere" secondAttribute="trailing" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="14" id="c7"/>
                        <constraint firstItem="stk" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c8"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c8"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="constraints">
                            <include reference="c8"/>
                        </mask>
                    </variation>
                </view>
            </objects>
            <resources>
                <image name="star" width="24" height="20"/>
            </resources>
        </document>
        """

    /// A xib with a table cell (not screen-sized) and a second top-level view.
    static let cells = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="TagCell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Tag" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                                <rect key="frame" x="20" y="11" width="30" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tag" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t1"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                <view contentMode="scaleToFill" id="badge" customClass="TagCell">
                    <rect key="frame" x="500" y="300" width="80" height="30"/>
                </view>
            </objects>
        </document>
        """

    /// A storyboard: a tab bar controller shows a navigation controller whose root
    /// shows a detail scene; a freeform scene has simulated metrics.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs">
            <device id="retina6_12" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="g2"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <viewLayoutGuide key="safeArea" id="lsa"/>
                            </view>
                            <connections>
                                <segue destination="detail" kind="show" id="g3"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s5">
                    <objects>
                        <viewController id="free" userLabel="Popup" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="freeView">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            </view>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s6">
                    <objects>
                        <viewController id="plain" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="plainView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
