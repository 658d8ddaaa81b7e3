import Foundation
import XCTest

/// A table cell that shows no selection (`selectionStyle="none"`) and holds
/// nothing to tap is no tap target (Docs/InterfaceBuilder.md#what-becomes-what):
/// a 20-pt separator row is not `hit-target-too-small`; the same row whose
/// selection shows, or that holds a button, or that VoiceOver calls a button, is.
final class QuietCellTests: XCTestCase {
    /// A XIB holding one 375 × 20 table cell `row` with `attributes` and `content`.
    static func cell(_ attributes: String, content: String = "", accessibility: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" \(attributes) rowHeight="20" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="row" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="line">
                                <rect key="frame" x="24" y="9.5" width="327" height="1"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                            </view>
        \(content)
                        </subviews>
                    </tableViewCellContentView>
        \(accessibility)
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// The `hit-target-too-small` findings' object ids.
    private func smallTargets(_ xib: String) throws -> [String] {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/Row.xib": xib])
        let run = try CLIRunner.run(["lint", "App", "--reporter", "json"], in: dir)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            .filter { $0["rule"] as? String == "hit-target-too-small" }.map { ($0["id"] as? String) ?? "?" }
    }

    func testASeparatorRowIsNoTapTarget() throws {
        XCTAssertEqual(try smallTargets(Self.cell(#"selectionStyle="none""#)), [])
    }

    func testARowWhoseSelectionShowsIsOne() throws {
        XCTAssertEqual(try smallTargets(Self.cell(#"selectionStyle="default""#)), ["row"])
    }

    func testAQuietRowWithAButtonOrAButtonTraitIsOne() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" id="more">
                <rect key="frame" x="300" y="0.0" width="75" height="20"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
            </button>
            """
        // The row stays a target, and so is its button.
        XCTAssertEqual(try smallTargets(Self.cell(#"selectionStyle="none""#, content: button)).sorted(), ["more", "row"])
        let trait = """
            <accessibility key="accessibilityConfiguration">
                <accessibilityTraits key="traits" button="YES"/>
            </accessibility>
            """
        XCTAssertEqual(try smallTargets(Self.cell(#"selectionStyle="none""#, accessibility: trait)), ["row"])
    }
}
