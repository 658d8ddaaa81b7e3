import Diagnostics
import Driver
import InterfaceBuilder
import LayoutIR
import XCTest

/// The hostile-XML list of issue 27 that the markup tests do not cover (those:
/// malformed XML, entities, 100,000-deep nesting, the element limit): unknown
/// elements and attributes, missing ids, reference cycles, a constraint naming
/// an object that is not a view. Each reads to an end with notes, never a trap.
final class HostileMappingTests: XCTestCase {
    /// A storyboard whose segues form cycles (a controller showing itself, two
    /// navigation controllers rooting each other), with a view of an unknown
    /// element, attributes nobody knows, views without ids, and constraints
    /// naming the File's Owner-like placeholder, a controller, and a view itself.
    static let hostile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" frobnicate="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <navigationController id="navA" sceneMemberID="viewController">
                            <connections>
                                <segue destination="navB" kind="relationship" relationship="rootViewController" id="s1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="owner" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="b">
                    <objects>
                        <navigationController id="navB" sceneMemberID="viewController">
                            <connections>
                                <segue destination="navA" kind="relationship" relationship="rootViewController" id="s2"/>
                                <segue destination="loop" kind="show" id="s3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="c">
                    <objects>
                        <viewController id="loop" sceneMemberID="viewController" wibble="7">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <gizmoView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gizmo" sparkle="lots">
                                        <rect key="frame" x="10" y="30" width="100" height="40"/>
                                        <mystery><deeper/></mystery>
                                    </gizmoView>
                                    <view contentMode="scaleToFill">
                                        <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                    </view>
                                    <label text="no id either">
                                        <rect key="frame" x="16" y="200" width="80" height="20"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="gizmo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="k1"/>
                                    <constraint firstItem="gizmo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k2"/>
                                    <constraint firstItem="gizmo" firstAttribute="width" constant="100" id="k3"/>
                                    <constraint firstItem="gizmo" firstAttribute="height" secondItem="gizmo" secondAttribute="height" multiplier="0.4" constant="24" id="k4"/>
                                    <constraint firstItem="gizmo" firstAttribute="top" secondItem="owner" secondAttribute="bottom" id="k5"/>
                                    <constraint firstItem="gizmo" firstAttribute="leading" secondItem="loop" secondAttribute="leading" id="k6"/>
                                    <constraint firstAttribute="bottom" secondItem="gizmo" id="k7"/>
                                    <constraint firstItem="gizmo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30"/>
                                </constraints>
                            </view>
                            <connections>
                                <segue destination="loop" kind="show" id="s4"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testHostileStoryboardReadsToAnEndWithNotes() throws {
        let start = Date()
        let results = LayoutCompiler().compileScreens(Array(Self.hostile.utf8), file: "Hostile.storyboard")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "cycles are followed to a fixed point")
        XCTAssertEqual(results.count, 1, "one scene has a view")
        let result = try XCTUnwrap(results.first)
        let screen = try XCTUnwrap(result.screen)
        // The segue cycle still gives the scene its navigation bar.
        XCTAssertEqual(screen.bars, [.status, .navigation])
        // The unknown element is a view with its class kept; views without ids are named by path.
        XCTAssertEqual(screen.views.map(\.kind), [.view, .view, .view, .label])
        XCTAssertEqual(screen.views.map(\.id), ["root", "gizmo", nil, nil])
        XCTAssertEqual(screen.views[2].path, "root/children/1")
        // A self-constraint is an ordinary constraint: height = 0.4 × height + 24 gives 40.
        let layout = try XCTUnwrap(result.layout)
        XCTAssertEqual(layout.views[1].frame, Rect(x: 10, y: 30, width: 100, height: 40))
        // Constraints naming what is not a view, or missing an attribute, are notes at their attribute.
        let notes = result.diagnostics.filter { $0.rule == .ibNotImported }
        let lines = Self.hostile.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of id: String) -> Int? { lines.firstIndex { $0.contains("id=\"\(id)\"/>") }.map { $0 + 1 } }
        XCTAssertTrue(notes.contains { $0.message.contains("'owner'") && $0.range?.start.line == line(of: "k5") },
                      "\(notes.map(\.message))")
        XCTAssertTrue(notes.contains { $0.message.contains("'loop'") && $0.range?.start.line == line(of: "k6") },
                      "\(notes.map(\.message))")
        XCTAssertTrue(notes.contains { $0.message.contains("has no secondAttribute") }, "\(notes.map(\.message))")
        XCTAssertFalse(result.diagnostics.contains { $0.rule == .xmlSyntax })
    }
}
