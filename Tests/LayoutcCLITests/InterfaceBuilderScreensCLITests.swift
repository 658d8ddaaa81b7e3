import Foundation
import XCTest

/// Every screen of a storyboard in `render`, `report` and `preview`'s page, and
/// the view limit on IB files, through the built binary.
final class InterfaceBuilderScreensCLITests: XCTestCase {
    /// Two scenes on the iPhone SE design device: a login form and a settings list.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="login" customClass="LoginViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="signIn" userLabel="signInButton">
                                        <rect key="frame" x="16" y="100" width="343" height="44"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="close" userLabel="closeButton">
                                        <rect key="frame" x="16" y="100" width="20" height="20"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func folder() throws -> URL {
        try CLIRunner.temporaryDirectory(holding: ["App/Main.storyboard": Self.storyboard])
    }

    func testRenderDrawsTheFirstScreenAndSaysSo() throws {
        let file = try folder().appendingPathComponent("App/Main.storyboard").path
        let first = try CLIRunner.run(["render", file])
        XCTAssertTrue([0, 1].contains(first.status), first.stderr)
        XCTAssertTrue(first.stderr.contains("has 2 screens (LoginViewController, SettingsViewController); drew "
            + "'LoginViewController'; choose one with --screen NAME"), first.stderr)
        XCTAssertTrue(first.stdoutText.contains("signInButton"), "the first screen is drawn")
        XCTAssertFalse(first.stdoutText.contains("closeButton"))

        for name in ["SettingsViewController", "settings"] {
            let second = try CLIRunner.run(["render", file, "--screen", name])
            XCTAssertTrue([0, 1].contains(second.status), second.stderr)
            XCTAssertFalse(second.stderr.contains("choose one with --screen"), second.stderr)
            XCTAssertTrue(second.stdoutText.contains("closeButton"), name)
            XCTAssertFalse(second.stdoutText.contains("signInButton"), name)
        }

        let unknown = try CLIRunner.run(["render", file, "--screen", "SettingsViewControler"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("no screen is named 'SettingsViewControler'; expected one of "
            + "'LoginViewController', 'SettingsViewController'"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'SettingsViewController'?"), unknown.stderr)
    }

    /// `report` of a folder of IB files: every scene on every target, named in its caption.
    func testReportShowsEveryScreenOfAFolderOfIBFiles() throws {
        let directory = try folder()
        let page = directory.appendingPathComponent("report.html")
        let run = try CLIRunner.run(["report", directory.appendingPathComponent("App").path, "-o", page.path,
                                     "--device", "iphone-se-3", "--device", "iphone-16-pro"])
        XCTAssertTrue([0, 1].contains(run.status), run.stderr)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "<figure class=\"pic\"").count - 1, 4, "2 screens × 2 devices")
        for screen in ["LoginViewController", "SettingsViewController"] {
            XCTAssertEqual(html.components(separatedBy: "\(screen) · iPhone").count - 1, 2, screen)
        }
        XCTAssertTrue(html.contains("closeButton"), "the second scene's finding (its 20 × 20 button) is listed")
    }

    /// `--max-views` holds for an IB screen as for a spec, the limit named.
    func testViewLimitOnIBFiles() throws {
        let file = try folder().appendingPathComponent("App/Main.storyboard").path
        let run = try CLIRunner.run(["lint", file, "--max-views", "1"])
        XCTAssertEqual(run.status, 1, run.stdoutText + run.stderr)
        let output = run.stdoutText + run.stderr
        XCTAssertTrue(output.contains("Main.storyboard:11:"), output)
        XCTAssertTrue(output.contains("screen 'LoginViewController' has 2 views, more than the view limit of 1 (--max-views"),
                      output)
        XCTAssertTrue(output.contains("[limit-exceeded]"), output)
    }

    /// An IB file over the file size limit (the 200 MB file, here past a
    /// limit of 1,000 bytes) is refused before it is read, the limit named, by
    /// every command that takes it.
    func testFileSizeLimitOnIBFiles() throws {
        let file = try folder().appendingPathComponent("App/Main.storyboard").path
        for command in ["lint", "compile", "render", "import"] {
            var arguments = [command, file, "--max-file-size", "1000"]
            if command == "import" { arguments += ["-o", try CLIRunner.temporaryDirectory().path] }
            let run = try CLIRunner.run(arguments)
            XCTAssertEqual(run.status, 2, "\(command): \(run.stdoutText) \(run.stderr)")
            XCTAssertTrue((run.stdoutText + run.stderr).contains("over the file size limit of 1000 bytes"),
                          "\(command): \(run.stdoutText) \(run.stderr)")
        }
    }
}
