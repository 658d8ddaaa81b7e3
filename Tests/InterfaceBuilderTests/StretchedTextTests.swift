import Driver
import LayoutIR
import XCTest

/// A text view whose stored frame constraints stretched (Docs/InterfaceBuilder.md,
/// "Measured sizes"): its natural width is its text's, not the width IB stored,
/// so on a narrower phone it gives way as UIKit lets it instead of resisting
/// compression down to the stored width and tying with its neighbour.
final class StretchedTextTests: XCTestCase {
    /// A row on the 414-pt `retina6_1` (IB's iPhone 11): `item` 20 pt from the
    /// left, then 20 pt, then a switch whose 49-pt alignment rect ends 20 pt from
    /// the right, as `Settings.storyboard`'s "New Tab" row. IB stored `item`
    /// 414 − 20 − 20 − 49 − 20 = 305 wide, and the switch's 51-pt frame at 345.
    /// The switch hugs at 750, so `item` takes the row's slack; both resist at 750.
    static func row(_ item: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        \(item)
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                            <rect key="frame" x="345" y="100" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="item" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="toggle" firstAttribute="leading" secondItem="item" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstItem="toggle" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c4"/>
                        <constraint firstItem="item" firstAttribute="centerY" secondItem="toggle" secondAttribute="centerY" id="c5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// A 16-pt label reading `text`, stored at the row's 305 pt.
    static func label(_ text: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="item">
            <rect key="frame" x="20" y="105.5" width="305" height="19.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="16"/>
        </label>
        """
    }

    /// A text field with no text, stored at the row's 305 pt; `attributes` adds a border or a placeholder.
    static func field(_ attributes: String = "") -> String {
        """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="16" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="item">
            <rect key="frame" x="20" y="98.5" width="305" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="16"/>
        </textField>
        """
    }

    private func onSE(_ xml: String) throws -> (frames: [String: Rect], findings: [String]) {
        var options = CompileOptions()
        try XCTSkipIf(options.textMeasurer == nil, "the Inter font is not installed")
        options.deviceID = "iphone-se-3"
        return try solvedFrames(xml, file: "Row.xib", options: options)
    }

    /// "New Tab" at 16 pt is about 60 pt wide, far under the stored 305: the
    /// label's natural width is its text's. On the 375-pt iPhone SE the row has
    /// 375 − 20 − 20 − 49 − 20 = 266 pt for it, more than its text needs, and the
    /// label (hugging 251, under the switch's 750) stretches to it: x 20, width 266;
    /// the switch's alignment rect at 20 + 266 + 20 = 306, its 51-pt frame from 306.
    /// Taking 305 as natural, the label resisted at 750 down to 305 and tied with
    /// the switch's 750: ambiguous-layout on both, which UIKit does not have.
    func testAStretchedLabelGivesWayToItsText() throws {
        let solved = try onSE(Self.row(Self.label("New Tab")))
        XCTAssertEqual(solved.findings.filter { $0.hasPrefix("ambiguous-layout") }, [])
        XCTAssertEqual(solved.frames["item"]?.x, 20)
        XCTAssertEqual(solved.frames["item"]?.width, 266)
        XCTAssertEqual(solved.frames["toggle"]?.x, 306)
        XCTAssertEqual(solved.frames["toggle"]?.width, 51)
    }

    /// The same row with a label whose text is wider than the stored 305 (IB
    /// compressed it): its natural width stays the stored one, short of the SE's
    /// 266 pt, and it and the switch still tie at 750 — UIKit's engine picks which
    /// shrinks, and the finding stands.
    func testALabelShortOfRoomIsStillAmbiguous() throws {
        let text = "Open every link in a new tab whenever the app launches again"
        let solved = try onSE(Self.row(Self.label(text)))
        XCTAssertFalse(solved.findings.filter { $0.hasPrefix("ambiguous-layout") }.isEmpty, "\(solved.findings)")
    }

    /// An empty borderless field (FindInPage's search field) has no text to be
    /// wide for: its natural width is 0, and it takes the SE's 266 pt (its hugging,
    /// 250, is under the switch's), with no tie and no finding.
    func testAnEmptyPlainFieldHasNoNaturalWidth() throws {
        let solved = try onSE(Self.row(Self.field()))
        XCTAssertEqual(solved.findings.filter { $0.hasPrefix("ambiguous-layout") }, [])
        XCTAssertEqual(solved.frames["item"]?.width, 266)
        XCTAssertEqual(solved.frames["toggle"]?.x, 306)
    }

    /// A rounded-rect field adds its border's padding, which is not known: it
    /// keeps its stored width as natural, and on the SE ties with the switch.
    func testABorderedFieldKeepsItsStoredWidth() throws {
        let solved = try onSE(Self.row(Self.field(#"borderStyle="roundedRect""#)))
        XCTAssertFalse(solved.findings.filter { $0.hasPrefix("ambiguous-layout") }.isEmpty, "\(solved.findings)")
    }

    /// A 300-pt horizontal stack on `retina4_7` holding a "Label" label and a plain
    /// view, the label's width `0.33 ×` the stack's (99 pt), a constraint on an
    /// arranged view that layoutc does not solve: IB stored the label 99 wide and
    /// the view 201. The arranged label keeps its stored 99 as natural, which stands
    /// in for the constraint, so the design device gives IB's frames; taken at its
    /// text's width (about 36), the label hugged at 251 over the view's 250, and the
    /// view took the rest: 36 and 264.
    func testAnArrangedLabelKeepsItsStoredWidth() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="37.5" y="100" width="300" height="40"/>
                                <subviews>
                                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="0.0" y="0.0" width="99" height="40"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="values">
                                        <rect key="frame" x="99" y="0.0" width="201" height="40"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="width" secondItem="row" secondAttribute="width" multiplier="0.33" id="ratio"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="37.5" id="c1"/>
                            <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
                            <constraint firstItem="row" firstAttribute="width" constant="300" id="c3"/>
                            <constraint firstItem="row" firstAttribute="height" constant="40" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let options = CompileOptions()
        try XCTSkipIf(options.textMeasurer == nil, "the Inter font is not installed")
        let solved = try solvedFrames(xml, file: "Row.xib", options: options)
        XCTAssertEqual(solved.frames["name"]?.width, 99)
        XCTAssertEqual(solved.frames["values"]?.x, 99)
        XCTAssertEqual(solved.frames["values"]?.width, 201)
    }

    /// On the design device nothing moves: the label stretches to the stored 305.
    func testTheDesignDeviceKeepsTheStoredFrames() throws {
        var options = CompileOptions()
        try XCTSkipIf(options.textMeasurer == nil, "the Inter font is not installed")
        options.deviceID = "iphone-11"
        let solved = try solvedFrames(Self.row(Self.label("New Tab")), file: "Row.xib", options: options)
        XCTAssertEqual(solved.frames["item"]?.width, 305)
        XCTAssertEqual(solved.frames["toggle"]?.x, 345)
    }
}
