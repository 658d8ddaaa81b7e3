import Driver
import InterfaceBuilder
import LayoutIR
import XCTest

/// Stacks inside stacks in an IB file, as UIKit lays them out
/// (Docs/SpecFormat.md#stack-layout), on the 375 × 667 iPhone SE, frames worked by hand.
final class NestedStackFixtureTests: XCTestCase {
    /// A form (vertical, spacing 10) pinned at the top, 100 down, its height its
    /// content's: a 30-pt view, an arranged stack with no arranged views of its own
    /// and its own `height = 40`, a 20-pt view. UIKit keeps the stack's own
    /// constraint: 40 tall (its arranged views would give it 0). So the views sit
    /// at y 0, 30 + 10 = 40 and 40 + 40 + 10 = 90, and the form is
    /// 30 + 40 + 20 + 2 · 10 = 110 tall. (Sized by its arranged views, the empty
    /// stack was 0 tall, the last view at 50 and the form 70.)
    static let emptyStack = StackFixtureTests.xib("""
            <stackView opaque="NO" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="form">
                <rect key="frame" x="0.0" y="100" width="375" height="110"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="ah"/>
                        </constraints>
                    </view>
                    <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                        <rect key="frame" x="0.0" y="40" width="375" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="eh"/>
                        </constraints>
                    </stackView>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="90" width="375" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        """, """
            <constraint firstItem="form" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="f1"/>
            <constraint firstAttribute="trailing" secondItem="form" secondAttribute="trailing" id="f2"/>
            <constraint firstItem="form" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="f3"/>
        """)

    func testAnEmptyArrangedStackKeepsItsOwnHeight() throws {
        let (frames, findings) = try solvedFrames(Self.emptyStack, file: "Form.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["form"], Rect(x: 0, y: 100, width: 375, height: 110))
        XCTAssertEqual(frames["a"], Rect(x: 0, y: 0, width: 375, height: 30))
        XCTAssertEqual(frames["empty"], Rect(x: 0, y: 40, width: 375, height: 40))
        XCTAssertEqual(frames["b"], Rect(x: 0, y: 90, width: 375, height: 20))
    }

    /// `import` writes the stack's own height as `intrinsicSize: [null, 40]` (its
    /// width stays its arranged views'), and the spec compiles to the same frames.
    func testTheImportedSpecKeepsTheStacksOwnHeight() throws {
        let asSaved = InterfaceBuilderAnswerKey.solvedAsSaved(Array(Self.emptyStack.utf8), file: "Form.xib")
        let (imported, layout) = try XCTUnwrap(asSaved.first)
        let yaml = SpecText.yaml(for: imported)
        XCTAssertTrue(yaml.contains("intrinsicSize: [null, 40]"), yaml)
        let spec = LayoutCompiler().compile(Array(yaml.utf8), file: "Form.layout.yaml")
        XCTAssertEqual(spec.diagnostics.filter { $0.severity != .note }.map(\.message), [])
        XCTAssertEqual(spec.layout?.views.map(\.frame), layout?.views.map(\.frame))
    }

    /// A box centered in the view, whose `height = 400` is weak (250), holds, edge to edge, a stack
    /// (vertical, spacing 8) of a 100-pt picture and a stack (spacing 10) of two
    /// text rows 20 and 30 tall, all hugging at 251. The inner stack has no
    /// hugging of its own in UIKit: its rows' 251 holds it, so nothing hugs at
    /// 250 or below and the weak 400 gives way: the box is 100 + 8 + 20 + 10 + 30
    /// = 168 tall at y (667 − 168) / 2 = 249.5, the rows at their own heights.
    /// (With a stack's default 250, the weak height tied with it and stretched
    /// the last row to 262.)
    func testAWeakHeightDoesNotStretchANestedStacksLabels() throws {
        let file = StackFixtureTests.xib("""
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="249.5" width="375" height="168"/>
                    <subviews>
                        <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="168"/>
                            <subviews>
                                <view horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="picture">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                </view>
                                <stackView opaque="NO" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="texts">
                                    <rect key="frame" x="0.0" y="108" width="375" height="60"/>
                                    <subviews>
                                        <view horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                                        </view>
                                        <view horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                                            <rect key="frame" x="0.0" y="30" width="375" height="30"/>
                                        </view>
                                    </subviews>
                                </stackView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="outer" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="o1"/>
                        <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="o2"/>
                        <constraint firstItem="outer" firstAttribute="top" secondItem="box" secondAttribute="top" id="o3"/>
                        <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" id="o4"/>
                        <constraint firstAttribute="height" priority="250" constant="400" id="weak"/>
                    </constraints>
                </view>
            """, """
                <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="b1"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="b2"/>
                <constraint firstItem="box" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="b3"/>
            """)
        let (frames, findings) = try solvedFrames(file, file: "Error.xib")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(frames["box"], Rect(x: 0, y: 249.5, width: 375, height: 168))
        XCTAssertEqual(frames["outer"], Rect(x: 0, y: 0, width: 375, height: 168))
        XCTAssertEqual(frames["picture"], Rect(x: 0, y: 0, width: 375, height: 100))
        XCTAssertEqual(frames["texts"], Rect(x: 0, y: 108, width: 375, height: 60))
        XCTAssertEqual(frames["title"], Rect(x: 0, y: 0, width: 375, height: 20))
        XCTAssertEqual(frames["message"], Rect(x: 0, y: 30, width: 375, height: 30))
    }
}
