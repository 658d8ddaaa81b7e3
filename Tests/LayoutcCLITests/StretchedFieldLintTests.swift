import Foundation
import XCTest

/// `layoutc lint` of a search bar whose empty field constraints stretched
/// (`FindInPage.xib`'s): a text field's natural width is its text's, so an empty
/// borderless one gives way on a narrower phone (Docs/InterfaceBuilder.md,
/// "Measured sizes"; `StretchedTextTests` works the frames).
final class StretchedFieldLintTests: XCTestCase {
    /// A 414-pt-wide bar designed on `retina6_1`: `search` 8 pt from the left, then
    /// 8 pt, then a 60-pt `cancel` view (`width = 60 @750`) 8 pt from the right, so IB
    /// stored the field 414 − 8 − 8 − 60 − 8 = 330 wide. The field hugs at 250 and
    /// resists at 750, the priority of the cancel view's width; `attributes` are the
    /// field's own (a border).
    static func bar(_ attributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(attributes) minimumFontSize="16" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                            <rect key="frame" x="8" y="100" width="330" height="36"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        </textField>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                            <rect key="frame" x="346" y="100" width="60" height="36"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="search" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="8" id="c1"/>
                        <constraint firstItem="cancel" firstAttribute="leading" secondItem="search" secondAttribute="trailing" constant="8" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="cancel" secondAttribute="trailing" constant="8" id="c3"/>
                        <constraint firstItem="search" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c4"/>
                        <constraint firstItem="cancel" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c5"/>
                        <constraint firstItem="search" firstAttribute="height" constant="36" id="c6"/>
                        <constraint firstItem="cancel" firstAttribute="height" constant="36" id="c7"/>
                        <constraint firstItem="cancel" firstAttribute="width" constant="60" priority="750" id="c8"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func lint(_ xib: String) throws -> [[String: Any]] {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/Bar.xib": xib])
        let run = try CLIRunner.run(["lint", "App", "--device", "iphone-se-3", "--reporter", "json"], in: dir)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            .filter { $0["rule"] as? String == "ambiguous-layout" }
    }

    /// On the 375-pt iPhone SE the field and the cancel view share 375 − 8 − 8 − 8
    /// = 351 pt. Empty and borderless, the field needs none of them: the cancel view
    /// keeps its 60 and the field (hugging 250) takes 291, with nothing tied. Taken
    /// as 330 wide by nature, the field's resistance (330 + 60 = 390 > 351) tied at
    /// 750 with the cancel view's width, and both were reported ambiguous, which
    /// UIKit, measuring the empty field, is not.
    func testAnEmptyPlainFieldIsNotAmbiguous() throws {
        XCTAssertEqual(try lint(Self.bar(#"textAlignment="natural""#)).count, 0)
    }

    /// With a rounded-rect border the field's padding is not known, so its stored
    /// 330 stays its natural width and the tie stands: the finding is reported at
    /// the field's element (line 8): its width anywhere from 291 to 330.
    func testABorderedFieldKeepsItsStoredWidth() throws {
        let found = try lint(Self.bar(#"borderStyle="roundedRect""#))
        XCTAssertEqual(found.first?["id"] as? String, "search", "\(found)")
        XCTAssertEqual(found.first?["line"] as? Int, 8, "\(found)")
        XCTAssertTrue((found.first?["message"] as? String ?? "").contains("width can be anything from 291 to 330"), "\(found)")
    }
}
