import Foundation
import XCTest

/// `layoutc lint` and `layoutc compile` of a wrapping label in a card of fixed
/// height (Docs/InterfaceBuilder.md#wrapping-labels): on a narrower phone the
/// label takes the height of the lines its text wraps to there, up to the room
/// the card leaves, and `text-clipped` speaks of that room, not of the stored
/// height (`WrappingLabelTests` works a label pinned at three sides).
final class WrappingLabelLintTests: XCTestCase {
    /// A 60-pt card 20 pt inside a 414-pt `retina6_1` view, and in it twelve words
    /// "Layout" at 17 pt, `numberOfLines="0"`, 8 pt from the top, at most 8 from
    /// the bottom, as wide as the card: stored 374 × 41, SF Pro's two lines. In
    /// Inter six words make a line of 331 pt at @2x, five 275.
    static let card = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="20" y="100" width="374" height="60"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(Array(repeating: "Layout", count: 12).joined(separator: " "))" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="summary">
                                    <rect key="frame" x="0.0" y="8" width="374" height="41"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="60" id="h"/>
                                <constraint firstItem="summary" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="summary" secondAttribute="trailing" id="t"/>
                                <constraint firstItem="summary" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="v"/>
                                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="summary" secondAttribute="bottom" constant="8" id="b"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    private func run(_ command: String, on device: String) throws -> CLIRunner.Run {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/Card.xib": Self.card])
        let reporter = command == "lint" ? ["--reporter", "json"] : []
        return try CLIRunner.run([command, "App/Card.xib", "--device", device] + reporter, in: dir)
    }

    private func findings(on device: String) throws -> [[String: Any]] {
        let run = try run("lint", on: device)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
    }

    /// On the design device the card leaves 60 − 8 − 8 = 44 pt and the stored 41 fits: no finding.
    func testTheDesignDeviceHasNoFinding() throws {
        XCTAssertEqual(try findings(on: "iphone-11").count, 0)
    }

    /// The 320-pt iPhone SE (1st generation) gives the label 280: five words a
    /// line, three lines, 41 × 3 / 2 = 61.5 pt. The label grows to the 44 pt the
    /// card leaves, and the finding stands, 61.5 − 44 = 17.5 pt short; before,
    /// the label kept its stored 41 and the finding said 20.5 short of 41.
    func testANarrowerPhoneClipsAtTheCardsRoom() throws {
        let found = try findings(on: "iphone-se-1")
        XCTAssertEqual(found.map { $0["rule"] as? String }, ["text-clipped"], "\(found)")
        let message = found.first?["message"] as? String ?? ""
        XCTAssertTrue(message.contains("its 3 lines are 61.5 pt tall, 17.5 pt more than the 44 pt"), message)
    }

    /// `compile` writes the same frame: the label at y 8 in the card, 280 × 44.
    func testCompileWritesTheGrownFrame() throws {
        let run = try run("compile", on: "iphone-se-1")
        XCTAssertTrue(run.stdoutText.contains(#""id": "summary", "kind": "label""#), run.stdoutText)
        XCTAssertTrue(run.stdoutText.contains(#""frame": [0, 8, 280, 44]"#), run.stdoutText)
    }
}
