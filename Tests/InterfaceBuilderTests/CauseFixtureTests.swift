import Driver
import LayoutIR
import XCTest

/// Small IB files for the causes of Docs/InterfaceBuilder.md#the-answer-key,
/// each with frames worked by hand from UIKit's rules.
final class CauseFixtureTests: XCTestCase {
    /// On the 375 × 667 iPhone SE (Xcode 15, so a 20-pt status bar): a badge button
    /// (44 × 44 intrinsic) that only appears as its constraints' second item, and a
    /// stack whose arranged card owns the constraints to its own title.
    static let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="311" y="583" width="44" height="44"/>
                        </button>
                        <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="16" y="40" width="343" height="60"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="60"/>
                                    <subviews>
                                        <label opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="16" y="20" width="311" height="20"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="t1"/>
                                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="t2"/>
                                        <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="top" constant="20" id="t3"/>
                                        <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="20" id="t4"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="20" id="b1"/>
                        <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="40" id="b2"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="s1"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="s2"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="s3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// Cause 1: IB writes a constraint's items in either order; the badge, named only
    /// second, is placed by them: x = 375 − 20 − 44 = 311, y = 667 − 40 − 44 = 583.
    /// Cause 8: the stack places its arranged card (y = 20 + 20 = 40, width 375 − 32
    /// = 343); the card's own constraints place its title inside it (16, 20, 311 × 20),
    /// and the card's height is the title's 20 + 20 + 20 = 60. No finding is false. (The
    /// title has no text, so its stored 20 pt is its size; a text would be measured.)
    func testSecondItemViewsAndArrangedViewsOwningConstraints() throws {
        let (frames, findings) = try solvedFrames(Self.file, file: "C.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["badge"], Rect(x: 311, y: 583, width: 44, height: 44))
        XCTAssertEqual(frames["stack"], Rect(x: 16, y: 40, width: 343, height: 60))
        XCTAssertEqual(frames["card"], Rect(x: 0, y: 0, width: 343, height: 60))
        XCTAssertEqual(frames["title"], Rect(x: 16, y: 20, width: 311, height: 20))
    }
}
