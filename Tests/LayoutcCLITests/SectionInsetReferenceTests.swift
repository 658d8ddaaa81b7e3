import Foundation
import XCTest

/// A collection view controller whose flow layout measures its section insets
/// from the safe area (`sectionInsetReference="safeArea"`): its first cell, 38 pt
/// below the top of its section, sits 38 pt below the safe area's top on a
/// device, not under the status bar (Docs/InterfaceBuilder.md#what-becomes-what).
final class SectionInsetReferenceTests: XCTestCase {
    static func storyboard(reference: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="vc" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="25" minimumInteritemSpacing="17" \(reference) id="flow">
                                    <size key="itemSize" width="68" height="68"/>
                                    <inset key="sectionInset" minX="25" minY="38" maxX="25" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Icon" id="icon">
                                        <rect key="frame" x="25" y="38" width="68" height="68"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="iconContent">
                                            <rect key="frame" x="0.0" y="0.0" width="68" height="68"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </collectionViewCellContentView>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// `outside-safe-area` findings on the iPhone 16 Pro in portrait (top inset 62).
    private func outside(_ text: String) throws -> [String] {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/Icons.storyboard": text])
        let run = try CLIRunner.run(["lint", "App", "--device", "iphone-16-pro", "--reporter", "json"], in: dir)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            .filter { $0["rule"] as? String == "outside-safe-area" }.map { $0["message"] as? String ?? "" }
    }

    func testSectionInsetsFromTheSafeAreaKeepTheCellClear() throws {
        // 62 + 38 = 100: clear of the 62-pt inset.
        XCTAssertEqual(try outside(Self.storyboard(reference: #"sectionInsetReference="safeArea""#)), [])
    }

    func testSectionInsetsFromTheContentReachUnderTheStatusBar() throws {
        // Not scrollable (one 68-pt row in 874 pt) and in no navigation controller:
        // no content inset adjustment, so the cell's 38 … 106 reaches 24 pt into the 62.
        let findings = try outside(Self.storyboard(reference: ""))
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.contains("by 24 pt at the top") ?? false, "\(findings)")
    }
}
