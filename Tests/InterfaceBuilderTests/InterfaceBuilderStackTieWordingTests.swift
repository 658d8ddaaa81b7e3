import Driver
import LayoutIR
import XCTest

/// `stack-priority-ambiguous` in an IB file speaks Interface Builder's words
/// (Docs/InterfaceBuilder.md#what-it-finds): the corpus has no true tie left.
final class InterfaceBuilderStackTieWordingTests: XCTestCase {
    /// A horizontal stack 375 wide of two plain views stored 100 and 50 wide,
    /// both hugging at 250: 225 pt to spare and which view UIKit stretches is
    /// its choice. The mend names the Size inspector's Content Hugging Priority,
    /// never a spec key.
    func testATieOnHuggingIsWordedForInterfaceBuilder() throws {
        let file = StackFixtureTests.xib("""
                <stackView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="100" width="375" height="40"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="100" y="0.0" width="50" height="40"/>
                        </view>
                    </subviews>
                </stackView>
            """, """
                <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="r1"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r2"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="r3"/>
            """)
        let (_, findings) = try solvedFrames(file, file: "Row.xib")
        let tie = try XCTUnwrap(findings.first { $0.hasPrefix("stack-priority-ambiguous") }, "\(findings)")
        XCTAssertTrue(tie.contains("Content Hugging Priority (Size inspector)"), tie)
        XCTAssertFalse(tie.contains("hugging:"), tie)
    }
}
