import Driver
import LayoutIR
import XCTest

/// The corpus's `stack-overflow` and `stack-priority-ambiguous` findings judged
/// false, each as a small IB file with numbers worked by hand, and the true
/// finding of the same shape that still fires
/// (Docs/InterfaceBuilder.md#findings-judged).
final class StackFindingJudgementTests: XCTestCase {
    /// A storyboard table controller on the 375 × 667 retina4_7 whose plain table
    /// has one prototype cell, 375 × 44 with an empty mask as IB writes it, holding
    /// `button` at (16, 0), 60 × 44, pinned to the cell's leading edge.
    static let tableScene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES" initialViewController="list">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" rowHeight="44" id="row">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="row" id="rowContent">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                                    <rect key="frame" x="16" y="0.0" width="60" height="44"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="60" id="bw"/>
                                                        <constraint firstAttribute="height" constant="44" id="bh"/>
                                                    </constraints>
                                                </button>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="button" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="16" id="bl"/>
                                                <constraint firstItem="button" firstAttribute="top" secondItem="rowContent" secondAttribute="top" id="bt"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A table sizes its cells to its own width: on the iPhone 16 Pro in landscape
    /// (874 × 402) the cell is 874 wide at x 0, not the 375 IB stored; on the
    /// design device it stays 375 × 44 at y 28, as stored.
    func testATableCellIsAsWideAsItsTableOnEveryDevice() throws {
        let design = try solvedFrames(Self.tableScene, file: "List.storyboard")
        XCTAssertEqual(design.frames["row"], Rect(x: 0, y: 28, width: 375, height: 44))
        var options = CompileOptions(deviceID: "iphone-16-pro")
        options.orientation = .landscape
        let landscape = try solvedFrames(Self.tableScene, file: "List.storyboard", options: options)
        let table = try XCTUnwrap(landscape.frames["table"])
        XCTAssertEqual(table.width, 874)
        XCTAssertEqual(landscape.frames["row"]?.width, 874)
        XCTAssertEqual(landscape.frames["row"]?.minX, 0)
        XCTAssertEqual(landscape.frames["button"], Rect(x: 16, y: 0, width: 60, height: 44))
    }

    /// A 200 × 40 horizontal stack at (16, 100) of three arranged views: `a`
    /// (natural 60 wide), `b` and `c` (40 each), every one hugging at 250, spacing
    /// 8. Natural 60 + 40 + 40 + 16 = 156, 44 to spare: the hugging alone would tie.
    /// With `b.width = 0.5 × a.width` and `c.width = 0.5 × a.width` (`tied`),
    /// constraints between arranged views that layoutc does not solve, UIKit's
    /// split is fixed (a = 92, b = c = 46), and no view's priority decides it.
    static func tiedStack(tied: Bool) -> String {
        func view(_ id: String, _ x: Double, _ width: Double) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="40"/>
            </view>
            """
        }
        let between = tied ? """
            <constraints>
                <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="0.5" id="ba"/>
                <constraint firstItem="c" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="0.5" id="ca"/>
            </constraints>
            """ : ""
        return StackFixtureTests.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="16" y="100" width="200" height="40"/>
                <subviews>
            \(view("a", 0, 60))
            \(view("b", 68, 40))
            \(view("c", 116, 40))
                </subviews>
            \(between)
            </stackView>
            """, """
            <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="r1"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="r2"/>
            <constraint firstItem="row" firstAttribute="width" constant="200" id="r3"/>
            <constraint firstItem="row" firstAttribute="height" constant="40" id="r4"/>
            """)
    }

    /// Without constraints between them the three views tie on hugging 250 with
    /// 44 pt to spare: ambiguous in UIKit, reported.
    func testATieOfPrioritiesAloneIsReported() throws {
        let found = try solvedFrames(Self.tiedStack(tied: false), file: "Row.xib").findings
            .filter { $0.hasPrefix("stack-priority-ambiguous") }
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("has 44 pt to spare") == true, "\(found)")
    }

    /// With the widths tied by multipliers the split is the constraints', not the
    /// priorities': no `stack-priority-ambiguous` (the constraints are noted as
    /// not imported).
    func testATieDecidedByAConstraintBetweenArrangedViewsIsNotReported() throws {
        let found = try solvedFrames(Self.tiedStack(tied: true), file: "Row.xib").findings
            .filter { $0.hasPrefix("stack-priority-ambiguous") }
        XCTAssertEqual(found, [])
    }

    /// A constraint tying an arranged view's width to its own stack's (the
    /// nutrition row's `width = 0.33 × stack`) decides the split as well.
    func testATieDecidedByAConstraintToTheStackIsNotReported() throws {
        let file = Self.tiedStack(tied: false).replacingOccurrences(of: """
                </subviews>
            """, with: """
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="width" secondItem="row" secondAttribute="width" multiplier="0.33" id="ar"/>
                </constraints>
            """)
        XCTAssertTrue(file.contains(#"id="ar""#))
        let found = try solvedFrames(file, file: "Row.xib").findings.filter { $0.hasPrefix("stack-priority-ambiguous") }
        XCTAssertEqual(found, [])
    }
}
