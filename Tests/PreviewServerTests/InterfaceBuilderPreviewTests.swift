import Driver
import Foundation
import XCTest

/// The live preview of a storyboard: every scene is drawn in the file's section,
/// and a saved change to the second scene redraws it.
final class InterfaceBuilderPreviewTests: XCTestCase {
    private static func storyboard(closeWidth: Int) -> String {
        func scene(_ id: String, _ name: String, button: String, width: Int) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" customClass="\(name)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v-\(id)">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><button opaque="NO" id="\(button)">
            <rect key="frame" x="16" y="100" width="\(width)" height="44"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </button></subviews></view></viewController></objects></scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>\(scene("login", "LoginViewController", button: "signIn", width: 200))\
            \(scene("settings", "SettingsViewController", button: "close", width: closeWidth))</scenes>
            </document>
            """
    }

    func testEveryScreenOfAStoryboardIsInThePreview() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Main.storyboard")
        try Data(Self.storyboard(closeWidth: 20).utf8).write(to: file)
        var options = ReportOptions(paths: [directory.path])
        options.axes.deviceIDs = ["iphone-se-3"]
        let session = try ReportSession(options: options)
        XCTAssertEqual(session.specPaths.count, 1, "one file, one section")
        func section() throws -> String { String(decoding: try XCTUnwrap(session.section(0)), as: UTF8.self) }
        let first = try section()
        XCTAssertTrue(first.contains("LoginViewController · iPhone SE"), "the first scene is drawn")
        XCTAssertTrue(first.contains("SettingsViewController · iPhone SE"), "and the second")
        XCTAssertTrue(first.contains(#"x="16" y="100" width="20" height="44""#), first)

        try Data(Self.storyboard(closeWidth: 60).utf8).write(to: file)
        XCTAssertEqual(session.refresh(), [0])
        let redrawn = try section()
        XCTAssertTrue(redrawn.contains(#"x="16" y="100" width="60" height="44""#), "the second scene is redrawn")
        XCTAssertTrue(redrawn.contains("LoginViewController · iPhone SE"))
    }
}
