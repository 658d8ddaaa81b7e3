/// Small Interface Builder files for object ids, unknown devices, limits and flags.
enum RoundTwoFixtures {
    /// Object ids as Xcode writes them (`8bC-Xf-vdC`, digit-led) and no outlets or
    /// user labels, so the ids are the object ids and the constraints name them.
    /// By hand on the 375 × 667 retina4_7 (status bar 20, side margin 16): the
    /// button is 8 from the safe area's top (y 28) and 20 from the leading edge,
    /// 100 × 44; the label is 8 right of the button (x 128) and centred on it
    /// (y 28 + 22 − 10.5 = 39.5), 60 × 21 by its stored size.
    static let digitIDs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="8bC-Xf-vdC">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="14A-Y0-GYO">
                            <rect key="frame" x="20" y="28" width="100" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="0aa-bb-ccc"/>
                                <constraint firstAttribute="height" constant="44" id="1aa-bb-ccc"/>
                            </constraints>
                        </button>
                        <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="123">
                            <rect key="frame" x="128" y="39.5" width="60" height="21"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                    <constraints>
                        <constraint firstItem="14A-Y0-GYO" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" constant="8" id="2aa-bb-ccc"/>
                        <constraint firstItem="14A-Y0-GYO" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" constant="20" id="3aa-bb-ccc"/>
                        <constraint firstItem="123" firstAttribute="leading" secondItem="14A-Y0-GYO" secondAttribute="trailing" constant="8" id="4aa-bb-ccc"/>
                        <constraint firstItem="123" firstAttribute="centerY" secondItem="14A-Y0-GYO" secondAttribute="centerY" id="5aa-bb-ccc"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// A storyboard whose design device (`retina7_1`) the catalog lacks: laid out
    /// on a custom device of the scene view's size, 420 × 910 portrait. Two
    /// scenes, for the commands that show every screen. By hand: the first scene's
    /// box is pinned 10 from each edge of the root, which has no safe area on the
    /// custom device: (10, 10, 400, 890).
    static let unknownDevice = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <device id="retina7_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="first" customClass="FirstViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="420" height="910"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="10" y="10" width="400" height="890"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="10" id="k1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="10" id="k2"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="k3"/>
                                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="k4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="second" customClass="SecondViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="420" height="910"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="tiny">
                                        <rect key="frame" x="10" y="10" width="20" height="20"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A view IB flags `ambiguous="YES"`, whose constraints leave its y free (and
    /// one IB flags that is not: the flag is IB's knowledge and is reported too).
    static let ambiguous = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                            <rect key="frame" x="16" y="100" width="50" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="w1"/>
                                <constraint firstAttribute="height" constant="50" id="h1"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                            <rect key="frame" x="16" y="200" width="50" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="w2"/>
                                <constraint firstAttribute="height" constant="50" id="h2"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="loose" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="l1"/>
                        <constraint firstItem="fixed" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="l2"/>
                        <constraint firstItem="fixed" firstAttribute="top" secondItem="top" secondAttribute="top" constant="200" id="t2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// Two buttons IB keeps at fixed frames (`fixedFrame="YES"`) though they say
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, side by side in a 228 × 100
    /// container that constraints centre: they stay at (0, 0) and (128, 0), 100 × 100
    /// (as in Feedback.storyboard), where filling the container put both at 228 wide.
    static let fixedFrames = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pair">
                            <rect key="frame" x="73.5" y="283.5" width="228" height="100"/>
                            <subviews>
                                <button opaque="NO" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="yes">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </button>
                                <button opaque="NO" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="no">
                                    <rect key="frame" x="128" y="0.0" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="width" constant="228" id="w"/>
                                <constraint firstAttribute="height" constant="100" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="pair" firstAttribute="centerX" secondItem="top" secondAttribute="centerX" id="cx"/>
                        <constraint firstItem="pair" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="cy"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
}
