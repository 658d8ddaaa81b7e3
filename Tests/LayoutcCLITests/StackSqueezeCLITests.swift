import Foundation
import XCTest

/// An Interface Builder stack aligned leading, 200 wide (Docs/SpecFormat.md#stack-layout):
/// UIKit squeezes an arranged image of 300 × 50 (compression resistance 750) to
/// the stack's 200, and a view with a required `width = 300` cannot shrink: it
/// alone is reported, in Interface Builder's words, and its conflict with the
/// stack's width is the unsatisfiable set UIKit would log.
final class StackSqueezeCLITests: XCTestCase {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                            <rect key="frame" x="20" y="100" width="200" height="70"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="wide" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                                </imageView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="50" width="300" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="300" id="bw"/>
                                        <constraint firstAttribute="height" constant="20" id="bh"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="stk" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="stk" firstAttribute="width" constant="200" id="c3"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="wide" width="300" height="50"/>
            </resources>
        </document>
        """

    func testTheImageIsSqueezedAndOnlyTheRequiredWidthSticksOut() throws {
        let directory = try CLIRunner.temporaryDirectory(holding: ["Squeeze.xib": Self.xib])
        let file = directory.appendingPathComponent("Squeeze.xib").path
        let compiled = try CLIRunner.run(["compile", file])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: compiled.stdout) as? [String: Any], compiled.stderr)
        let views = try XCTUnwrap(json["views"] as? [[String: Any]])
        let frames = Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as? String ?? "", $0["frame"] as? [Double] ?? []) })
        // Along the axis: 50 + 20 = 70, the stack's stored height, nothing to spare.
        XCTAssertEqual(frames["img"], [0, 0, 200, 50])
        XCTAssertEqual(frames["bar"], [0, 50, 300, 20])

        let lint = try CLIRunner.run(["lint", file, "--device", "iphone-se-3", "--orientation", "portrait"])
        let overflows = lint.stdoutText.split(separator: "\n").filter { $0.hasSuffix("[stack-overflow]") }
        XCTAssertEqual(overflows.map(String.init), [
            "\(file):19:34: warning: 'bar' is 300 pt in width, 100 pt more than the 200 pt of 'stk' (alignment leading), "
                + "so it sticks out of the stack (its horizontal compression resistance is 1000, so the stack cannot "
                + "squeeze it); make the stack 100 pt wider, the view 100 pt narrower, lower its horizontal Content "
                + "Compression Resistance Priority (Size inspector) or its size constraint's priority below 1000, or "
                + "set the stack's Alignment to Fill (Attributes inspector) [stack-overflow]",
        ], lint.stdoutText)
        XCTAssertTrue(lint.stdoutText.contains("[unsatisfiable-constraints]"), lint.stdoutText)
    }
}
