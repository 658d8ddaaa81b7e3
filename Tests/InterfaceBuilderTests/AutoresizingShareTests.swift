import Driver
import LayoutIR
import XCTest

/// Autoresizing masks with two flexible parts, at a second size: UIKit shares the
/// parent's change between the flexible parts in proportion to their sizes.
final class AutoresizingShareTests: XCTestCase {
    /// Designed on the 375 × 667 iPhone SE; `shared` has a flexible left margin and
    /// width (right margin 150 fixed) and flexible top and bottom margins (height 100
    /// fixed); `plain` has one flexible part per axis.
    static let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="shared">
                            <rect key="frame" x="75" y="189" width="150" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                        </view>
                        <view contentMode="scaleToFill" id="plain">
                            <rect key="frame" x="20" y="20" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    private func frames(on device: String) throws -> [String: Rect] {
        let solved = try solvedFrames(Self.file, file: "A.xib", options: CompileOptions(deviceID: device))
        XCTAssertEqual(solved.findings, [])
        return solved.frames
    }

    /// On the design device every frame is the stored one.
    func testTheDesignDeviceKeepsTheStoredFrames() throws {
        let frames = try frames(on: "iphone-se-3")
        XCTAssertEqual(frames["shared"], Rect(x: 75, y: 189, width: 150, height: 100))
        XCTAssertEqual(frames["plain"], Rect(x: 20, y: 20, width: 100, height: 40))
    }

    /// On the 402 × 874 iPhone 16 Pro the root grows by 27 × 207 pt. Worked by hand
    /// from UIKit's rule: the left margin (75) and width (150) share the 27 pt
    /// as 75 : 150, so left 75 + 9 = 84 and width 150 + 18 = 168 (right margin still
    /// 150: 84 + 168 + 150 = 402); the top (189) and bottom (378) margins share the
    /// 207 pt as 189 : 378, so top 189 + 69 = 258 and the height stays 100 (bottom
    /// margin 378 + 138 = 516: 258 + 100 + 516 = 874). A percentage of the parent
    /// would give left 80.4 and width 171.6. One flexible part takes the whole
    /// change: `plain`'s width 100 + 27 = 127.
    func testTwoFlexiblePartsShareTheChangeInProportion() throws {
        let frames = try frames(on: "iphone-16-pro")
        let shared = try XCTUnwrap(frames["shared"])
        XCTAssertEqual(shared.x, 84, accuracy: 1e-9)
        XCTAssertEqual(shared.width, 168, accuracy: 1e-9)
        XCTAssertEqual(shared.y, 258, accuracy: 1e-9)
        XCTAssertEqual(shared.height, 100, accuracy: 1e-9)
        XCTAssertEqual(frames["plain"], Rect(x: 20, y: 20, width: 127, height: 40))
    }
}
