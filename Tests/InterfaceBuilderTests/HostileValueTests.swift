import Diagnostics
import InterfaceBuilder
import SpecReader
import XCTest

/// Values of issue 32 that Xcode never writes: a top view of 1e19 points
/// trapped every command (a device named after it, `Int(1e19)`), and priorities,
/// numbers and relations out of bounds became specs that do not compile back
/// or were read as something else. Each is refused at its attribute.
final class HostileValueTests: XCTestCase {
    /// A xib whose design device is not in the catalog, with one top view of
    /// `width` × 100 points and a constraint with `constraint`'s attributes.
    static func xib(width: String = "320", constraint: String = "constant=\"8\"", customClass: String = "Card") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <device id="retina9_9" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="top" customClass="\(customClass)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="8" y="8" width="100" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="top" secondAttribute="top" \(constraint) id="k1"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func read(_ text: String) -> InterfaceBuilderReadResult {
        InterfaceBuilderReader.read(Array(text.utf8), file: "Card.xib")
    }

    func testATopViewOfAHugeOrNonFiniteSizeIsRefusedAtItsAttribute() {
        for width in ["1e19", "9.3e18", "inf", "nan", "-inf", "1" + String(repeating: "0", count: 308)] {
            let read = read(Self.xib(width: width))
            XCTAssertEqual(read.screens.count, 0, width)
            XCTAssertEqual(read.diagnostics.map(\.severity), [.error], width)
            // The rect is line 6 at 12 spaces: `<rect` from column 13, `width=` after `key="frame" x="0.0" y="0.0" `, at 47.
            XCTAssertEqual(read.diagnostics.first?.range?.start, SourceLocation(line: 6, column: 47), width)
            XCTAssertTrue(read.diagnostics.first?.message.hasPrefix("width=\"\(width.prefix(40))") == true,
                          read.diagnostics.first?.message ?? "")
        }
        // The largest length the spec reader takes is read: a device is made of it.
        let largest = read(Self.xib(width: "1000000000"))
        XCTAssertEqual(largest.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(largest.screens.first?.customDevice?.id, "ib-retina9_9-100x1000000000")
    }

    func testPrioritiesNumbersAndRelationsOutOfBoundsAreRefused() {
        let cases: [(String, String)] = [
            ("priority=\"0\"", "priority=\"0\" is not a priority from 1 to 1000"),
            ("priority=\"1001\"", "priority=\"1001\" is not a priority from 1 to 1000"),
            ("priority=\"-5\"", "priority=\"-5\" is not a priority from 1 to 1000"),
            ("priority=\"nan\"", "priority=\"nan\" is not a priority from 1 to 1000"),
            ("constant=\"1e308\"", "constant=\"1e308\" is not a finite number from -1000000000 to 1000000000 points"),
            ("constant=\"-inf\"", "constant=\"-inf\" is not a finite number"),
            ("multiplier=\"1e308\"", "multiplier=\"1e308\" is not a finite number from -1000000000 to 1000000000"),
            ("multiplier=\"1e9:1e-9\"", "multiplier=\"1e9:1e-9\" is not a finite number"),
            ("relation=\"notARelation\"", "relation=\"notARelation\" is not a relation (equal, lessThanOrEqual or "
                + "greaterThanOrEqual)"),
        ]
        for (attribute, message) in cases {
            let read = read(Self.xib(constraint: attribute))
            XCTAssertEqual(read.screens.count, 0, attribute)
            XCTAssertEqual(read.diagnostics.count, 1, attribute)
            XCTAssertTrue(read.diagnostics.first?.message.hasPrefix(message) == true,
                          "\(attribute): \(read.diagnostics.first?.message ?? "none")")
            XCTAssertEqual(read.diagnostics.first?.range?.start.line, 13, attribute)
        }
        // Bounds themselves are read.
        for attribute in ["priority=\"1\"", "priority=\"1000\"", "relation=\"lessThanOrEqual\"", "multiplier=\"2:1\"",
                          "constant=\"-1000000000\""] {
            XCTAssertEqual(read(Self.xib(constraint: attribute)).screens.count, 1, attribute)
        }
    }

    func testAnUnknownAttributeIsNamedAsAnAttributeNotAsAView() throws {
        let read = read(Self.xib(constraint: "constant=\"8\"").replacingOccurrences(
            of: "secondAttribute=\"top\"", with: "secondAttribute=\"topp\""))
        let screen = try XCTUnwrap(read.screens.first)
        let notes = screen.diagnostics.filter { $0.message.hasPrefix("constraint 'k1'") }.map(\.message)
        XCTAssertEqual(notes, ["constraint 'k1' has secondAttribute 'topp', which is not a layout attribute; it is not imported"])
    }

    func testPlainViewsKeepNoBoxedFields() throws {
        // 1.9M `<v/>` subviews took 3.9 GB: each view boxed default attributes (~700 bytes)
        // and a nil source (~560). A plain view now boxes no attributes.
        let subviews = String(repeating: "<v/>", count: 3)
        let text = Self.xib().replacingOccurrences(of: "<subviews>", with: "<subviews>" + subviews)
        let screen = try XCTUnwrap(read(text).screens.first)
        let plain = screen.screen.views.filter { $0.source == nil }
        XCTAssertEqual(plain.count, 3)
        XCTAssertEqual(plain.map(\.hasKindAttributes), [false, false, false])
    }

    func testManyValuesOutOfBoundsAreCountedAfterTheFirstTwenty() {
        let rects = (0..<30).map { "<rect key=\"frame\" x=\"inf\" y=\"0\" width=\"1\" height=\"1\" id=\"r\($0)\"/>" }
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
            + rects.joined() + "</objects></document>"
        let messages = read(text).diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 21)
        XCTAssertEqual(messages.last, "10 more values out of bounds not shown")
    }

    func testAClassOrAFileNameWithALineBreakStaysInItsComment() throws {
        // `customClass` with a newline and a key after it: the key stayed a comment's text.
        let injected = "Card&#10;suppress: [hit-target-too-small]&#10;#"
        let read = read(Self.xib(customClass: injected))
        let screen = try XCTUnwrap(read.screens.first)
        let yaml = SpecText.yaml(for: screen)
        XCTAssertTrue(yaml.contains("# class: Card<U+000A>suppress: [hit-target-too-small]<U+000A>#\n"), yaml)
        XCTAssertFalse(yaml.contains("\nsuppress:") || yaml.contains(" suppress: ["), yaml)

        var renamed = screen
        renamed.screen.source?.file = "Card.xib\nadditionalSafeAreaInsets: [0, 0, 900, 0]\u{202E}\u{200F}"
        let text = SpecText.yaml(for: renamed)
        XCTAssertTrue(text.hasPrefix("# Imported from Card.xib<U+000A>additionalSafeAreaInsets: [0, 0, 900, 0]"
            + "<U+202E><U+200F> by layoutc import"), text)
        // The `source:` value is quoted and escaped: it reads back as the same file name.
        XCTAssertTrue(text.contains("source: {file: \"Card.xib\\nadditionalSafeAreaInsets: [0, 0, 900, 0]\u{202E}\u{200F}\""),
                      text)
        let spec = SpecReader.read(Array(text.utf8), file: "Card.layout.yaml")
        XCTAssertEqual(spec.screen?.source?.file, renamed.screen.source?.file)
        XCTAssertEqual(spec.screen?.additionalSafeAreaInsets, .zero)
    }
}
