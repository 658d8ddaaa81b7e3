import Foundation
import XCTest

/// The attribute limit of an Interface Builder element names the flag and the
/// config key that raise it, and they do (Docs/Security.md#limits-and-the-flags-that-raise-them).
final class XMLAttributeLimitTests: XCTestCase {
    /// A `.xib` of one view whose `<rect>` has `extra` attributes
    /// beyond its own five (`key`, `x`, `y`, `width`, `height`).
    private func xib(extra: Int) -> String {
        let attributes = (0..<extra).map { " data\($0)=\"1\"" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <device id="retina6_12" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0" y="0" width="393" height="852"\(attributes)/>
                    </view>
                </objects>
            </document>

            """
    }

    func testTheLimitNamesItsFlagAndTheFlagAndConfigRaiseIt() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 5 + 295 = 300 attributes on line 6, past the default 256.
        try Data(xib(extra: 295).utf8).write(to: directory.appendingPathComponent("Wide.xib"))

        // The `<rect` of line 6 starts at column 13.
        let refused = try CLIRunner.run(["compile", "Wide.xib"], in: directory)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.hasPrefix("Wide.xib:6:13: error: an element has more than 256 attributes, the attribute "
            + "limit (--max-xml-attributes or 'limits: {maxXMLAttributes: N}' in .layoutc.yml;"), refused.stderr)

        for command in [["lint"], ["compile"], ["render", "-o", "wide.svg"], ["import", "-o", "specs"]] {
            let raised = try CLIRunner.run(command + ["Wide.xib", "--max-xml-attributes", "300"], in: directory)
            XCTAssertFalse((raised.stdoutText + raised.stderr).contains("attribute limit"), "\(command): \(raised.stderr)")
            XCTAssertEqual(raised.status, 0, "\(command): \(raised.stderr)")
        }
        let below = try CLIRunner.run(["compile", "Wide.xib", "--max-xml-attributes", "299"], in: directory)
        XCTAssertEqual(below.status, 1, below.stderr)
        XCTAssertTrue(below.stderr.contains("more than 299 attributes"), below.stderr)

        try Data("limits: {maxXMLAttributes: 300}\n".utf8).write(to: directory.appendingPathComponent(".layoutc.yml"))
        let configured = try CLIRunner.run(["compile", "Wide.xib"], in: directory)
        XCTAssertEqual(configured.status, 0, configured.stderr)

        let zero = try CLIRunner.run(["lint", "Wide.xib", "--max-xml-attributes", "0"], in: directory)
        XCTAssertEqual(zero.status, 2)
        XCTAssertTrue(zero.stderr.contains("--max-xml-attributes must be at least 1, not 0"), zero.stderr)
    }
}
