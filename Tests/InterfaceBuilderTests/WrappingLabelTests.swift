import Driver
import LayoutIR
import XCTest

/// A wrapping label of an IB file under constraints (Docs/InterfaceBuilder.md#wrapping-labels):
/// on the design device at the default size it keeps the height IB stored; at
/// another width its height follows its text, as UIKit's second layout pass
/// (`preferredMaxLayoutWidth`) makes it.
final class WrappingLabelTests: XCTestCase {
    /// Twelve words "Layout" at 17 pt, `numberOfLines="0"`, pinned 20 pt from
    /// the left and right and 100 from the top of a 414-pt `retina6_1` view (IB's
    /// iPhone 11), so IB stored it 374 wide; `below` is pinned 8 pt under it.
    /// In Inter at 17 pt "Layout" is about 51.4 pt and each further " Layout"
    /// 55.9 (eight on one line: 442.5 at @2x), so a line of k words is about
    /// 51.4 + 55.9 (k − 1): six fit in 374 (331 at @2x; seven need 386.5), two lines.
    /// IB stored 41, SF Pro's two 17-pt lines (2 × 20.29, up to @2x).
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(Array(repeating: "Layout", count: 12).joined(separator: " "))" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="summary">
                            <rect key="frame" x="20" y="100" width="374" height="41"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                            <rect key="frame" x="20" y="149" width="374" height="44"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="summary" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="summary" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstItem="summary" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c3"/>
                        <constraint firstItem="below" firstAttribute="top" secondItem="summary" secondAttribute="bottom" constant="8" id="c4"/>
                        <constraint firstItem="below" firstAttribute="leading" secondItem="summary" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="below" firstAttribute="trailing" secondItem="summary" secondAttribute="trailing" id="c6"/>
                        <constraint firstItem="below" firstAttribute="height" constant="44" id="c7"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    private func solve(on device: String?) throws -> (frames: [String: Rect], findings: [String]) {
        var options = CompileOptions()
        try XCTSkipIf(options.textMeasurer == nil, "the Inter font is not installed")
        options.deviceID = device
        return try solvedFrames(Self.screen, file: "Summary.xib", options: options)
    }

    /// On the design device the label is 374 wide, the width IB wrapped it at:
    /// the stored 41 stands (Inter's two lines, 41.15, are not asked), and `below` sits at 100 + 41 + 8 = 149.
    func testTheDesignDeviceKeepsTheStoredHeight() throws {
        let solved = try solve(on: nil)
        XCTAssertEqual(solved.frames["summary"], Rect(x: 20, y: 100, width: 374, height: 41))
        XCTAssertEqual(solved.frames["below"]?.y, 149)
    }

    /// The 320-pt iPhone SE (1st generation) gives the label 320 − 40 = 280:
    /// five words a line (275 at @2x; six need 331), so twelve make three lines where IB
    /// showed two. The stored 41 × 3 / 2 = 61.5, on the @2x grid; `below` at
    /// 100 + 61.5 + 8 = 169.5. Before, the label kept 41 and hid its third line.
    func testANarrowerPhoneWrapsToMoreLines() throws {
        let solved = try solve(on: "iphone-se-1")
        XCTAssertEqual(solved.frames["summary"], Rect(x: 20, y: 100, width: 280, height: 61.5))
        XCTAssertEqual(solved.frames["below"]?.y, 169.5)
        XCTAssertEqual(solved.findings.filter { $0.hasPrefix("text-") }, [])
    }

    /// The 768-pt iPad gives it 728, more than the twelve words' one line
    /// (51.4 + 11 × 55.9 = 666): one line, 41 × 1 / 2 = 20.5; `below` at 128.5.
    func testAWiderScreenWrapsToFewerLines() throws {
        let solved = try solve(on: "ipad-9-7")
        XCTAssertEqual(solved.frames["summary"], Rect(x: 20, y: 100, width: 728, height: 20.5))
        XCTAssertEqual(solved.frames["below"]?.y, 128.5)
    }
}
