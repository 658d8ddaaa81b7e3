import Foundation
import XCTest

/// `import -o DIR` and `compile -o DIR` write only inside DIR (issue 32): an IB
/// object id such as `/../../victim` appended to a screen name wrote
/// `victim.layout.yaml` two folders up, over what was there, exit 0. And a real
/// app's files that share a name in different folders (every extension's
/// `MainInterface.storyboard`, localized `en.lproj/Main.storyboard` and
/// `de.lproj/Main.storyboard`) are written under their folders instead of
/// refused or overwriting each other (issue 33).
final class OutputFolderTests: XCTestCase {
    /// A xib with two top-level views of one custom class, so that each name gets
    /// its object id appended: ids that climb out of the folder.
    static func twoViews(ids: (String, String)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="\(ids.0)" customClass="Card">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
                <view contentMode="scaleToFill" id="\(ids.1)" customClass="Card">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            </objects>
        </document>
        """
    }

    /// A storyboard of one scene whose controller's class is `name`.
    static func storyboard(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="c1" customClass="\(name)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Every regular file under `directory`, relative to it, sorted.
    private func files(under directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path,
                                              isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    func testAnObjectIDThatClimbsOutOfTheFolderIsWrittenInsideIt() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: [
            "work/App/Cards.xib": Self.twoViews(ids: ("/../../../victim", "/../../../victim2")),
            "victim.layout.yaml": "precious\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let work = dir.appendingPathComponent("work")
        let imported = try CLIRunner.run(["import", "App", "-o", "Specs"], in: work)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("victim.layout.yaml"), encoding: .utf8),
                       "precious\n")
        // Each `/` and `.` of the id is a `_`: ten of them before `victim`.
        let climbed = "Cards.Card-" + String(repeating: "_", count: 10) + "victim"
        XCTAssertEqual(files(under: work.appendingPathComponent("Specs")),
                       ["\(climbed).layout.yaml", "\(climbed)2.layout.yaml"])

        let compiled = try CLIRunner.run(["compile", "App", "-o", "frames"], in: work)
        XCTAssertTrue([0, 1].contains(compiled.status), compiled.stderr)
        XCTAssertEqual(files(under: work.appendingPathComponent("frames")),
                       ["\(climbed).iphone-se-3.portrait.json", "\(climbed)2.iphone-se-3.portrait.json"])
        XCTAssertEqual(files(under: dir).filter { !$0.hasPrefix("work/") }, ["victim.layout.yaml"])
    }

    func testAFileThatCannotBeReadIsNamedOnce() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: [:])
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Gone.xib").path,
                                                   withDestinationPath: "Missing.xib")
        let run = try CLIRunner.run(["import", "Gone.xib", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("layoutc: error: cannot read Gone.xib: a dangling symbolic link"), run.stderr)
        XCTAssertFalse(run.stderr.contains("cannot read Gone.xib: cannot read"), run.stderr)
    }

    func testExtensionsAndLocalizationsWithOneFileNameGoUnderTheirFolders() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: [
            "App/ShareExtension/MainInterface.storyboard": Self.storyboard("ShareViewController"),
            "App/TodayExtension/MainInterface.storyboard": Self.storyboard("ShareViewController"),
            "App/en.lproj/Main.storyboard": Self.storyboard("HomeViewController"),
            "App/de.lproj/Main.storyboard": Self.storyboard("HomeViewController"),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let compiled = try CLIRunner.run(["compile", "App/", "-o", "out"], in: dir)
        XCTAssertEqual(compiled.status, 0, compiled.stderr)
        XCTAssertEqual(files(under: dir.appendingPathComponent("out")), [
            "ShareExtension/MainInterface.ShareViewController.iphone-se-3.portrait.json",
            "TodayExtension/MainInterface.ShareViewController.iphone-se-3.portrait.json",
            "de.lproj/Main.HomeViewController.iphone-se-3.portrait.json",
            "en.lproj/Main.HomeViewController.iphone-se-3.portrait.json",
        ])
        let imported = try CLIRunner.run(["import", "App", "-o", "Specs"], in: dir)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(files(under: dir.appendingPathComponent("Specs")), [
            "ShareExtension/MainInterface.ShareViewController.layout.yaml",
            "TodayExtension/MainInterface.ShareViewController.layout.yaml",
            "de.lproj/Main.HomeViewController.layout.yaml",
            "en.lproj/Main.HomeViewController.layout.yaml",
        ])
        // Named one by one, the two localized copies land in one folder: the second
        // gets its object id and a number, and neither replaces the other.
        let named = try CLIRunner.run(["import", "App/en.lproj/Main.storyboard", "App/de.lproj/Main.storyboard",
                                       "-o", "Flat"], in: dir)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(files(under: dir.appendingPathComponent("Flat")),
                       ["Main.HomeViewController-c1.layout.yaml", "Main.HomeViewController.layout.yaml"])
    }
}
