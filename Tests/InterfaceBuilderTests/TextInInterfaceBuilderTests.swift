import Diagnostics
import Driver
import LayoutIR
import XCTest

/// Labels in IB files carry their text and font and are measured
/// (Docs/InterfaceBuilder.md, "Text"): on the design device at the default
/// content size the stored frames stay; at accessibilityExtraLarge a text
/// style grows (body 17 → 40 pt) and the lint finds the label that can no
/// longer show its line.
final class TextInInterfaceBuilderTests: XCTestCase {
    /// The stored sizes are IB's (SF Pro's), a few percent under Inter's: "Serves 4"
    /// is 65 wide where Inter measures 67.5, "Fixed" 41.5 where Inter measures 42.5.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" text="Ingredients and allergens" lineBreakMode="tailTruncation" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="40" width="343" height="20.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label opaque="NO" text="Serves 4" translatesAutoresizingMaskIntoConstraints="NO" id="serves">
                            <rect key="frame" x="16" y="100" width="65" height="20.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label opaque="NO" text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                            <rect key="frame" x="16" y="160" width="41.5" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c2"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" constant="40" id="c3"/>
                        <constraint firstItem="serves" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c4"/>
                        <constraint firstItem="serves" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c5"/>
                        <constraint firstItem="fixed" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c6"/>
                        <constraint firstItem="fixed" firstAttribute="top" secondItem="top" secondAttribute="top" constant="160" id="c7"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    private func compile(at contentSize: ContentSizeCategory) throws -> (frames: [String: Rect], findings: [Diagnostic]) {
        var options = CompileOptions()
        try XCTSkipIf(options.textMeasurer == nil, "the Inter font is not installed")
        options.contentSize = contentSize
        let result = try XCTUnwrap(LayoutCompiler(options: options).compileScreens(Array(Self.xib.utf8),
                                                                                  file: "Text.xib").first)
        let screen = try XCTUnwrap(result.screen), layout = try XCTUnwrap(result.layout)
        var frames: [String: Rect] = [:]
        for index in screen.views.indices { if let id = screen.views[index].source { frames[id] = layout.views[index].frame } }
        return (frames, result.diagnostics)
    }

    func testTextAndFontAreRead() throws {
        var options = CompileOptions()
        options.textMeasurer = nil
        let result = try XCTUnwrap(LayoutCompiler(options: options).compileScreens(Array(Self.xib.utf8), file: "Text.xib").first)
        let views = try XCTUnwrap(result.screen).views
        let title = try XCTUnwrap(views.first { $0.source == "title" }).attributes.text
        XCTAssertEqual(title?.text, "Ingredients and allergens")
        XCTAssertEqual(title?.font, .style(.body))
        XCTAssertEqual(title?.lineBreakMode, .truncatingTail)
        XCTAssertEqual(try XCTUnwrap(views.first { $0.source == "fixed" }).attributes.text?.font,
                       .fixed(size: 17, weight: .semibold))
    }

    /// A text view's text is its `<string key="text">` element's content, read when
    /// it does not scroll (it sizes itself to its text): every line shown, word
    /// wrapped, UITextView's 12-pt default font. A scrolling one's text scrolls and
    /// is not read.
    func testATextViewsStringIsReadWhenItDoesNotScroll() throws {
        func textView(scrolls: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <textView \(scrolls ? "" : #"scrollEnabled="NO" "#)editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                                <rect key="frame" x="16" y="40" width="343" height="33"/>
                                <string key="text">Keep &lt;cold&gt; &amp; dry</string>
                            </textView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        }
        var options = CompileOptions()
        options.textMeasurer = nil
        func text(_ xml: String) throws -> TextAttributes? {
            let result = try XCTUnwrap(LayoutCompiler(options: options).compileScreens(Array(xml.utf8), file: "Notes.xib").first)
            return try XCTUnwrap(result.screen).views.first { $0.source == "notes" }?.attributes.text
        }
        let read = try XCTUnwrap(try text(textView(scrolls: false)))
        XCTAssertEqual(read.text, "Keep <cold> & dry")
        XCTAssertEqual(read.numberOfLines, 0)
        XCTAssertEqual(read.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(read.font, .fixed(size: 12, weight: .regular))
        XCTAssertNil(try text(textView(scrolls: true)))
    }

    /// The design device at the default size: IB's frames, and no text finding.
    func testDesignDeviceAtTheDefaultSizeKeepsTheStoredFrames() throws {
        let (frames, findings) = try compile(at: .large)
        XCTAssertEqual(frames["serves"], Rect(x: 16, y: 100, width: 65, height: 20.5))
        XCTAssertEqual(frames["fixed"], Rect(x: 16, y: 160, width: 41.5, height: 20.5))
        XCTAssertEqual(frames["title"], Rect(x: 16, y: 40, width: 343, height: 20.5))
        XCTAssertEqual(findings.filter { $0.rule == .textTruncated || $0.rule == .textClipped }.map(\.message), [])
    }

    /// At accessibilityExtraLarge body is 40 pt: the line height, 1.2102 em,
    /// grows by 40/17, so 20.5 becomes 48.235, rounded up at @2x to 48.5; the
    /// free label's width grows with its text (more than twice 65); the fixed
    /// 17-pt label keeps its frame; the title pinned 343 wide cuts its line.
    func testAccessibilitySizeGrowsStylesAndFindsTruncation() throws {
        let (frames, findings) = try compile(at: .accessibilityExtraLarge)
        let serves = try XCTUnwrap(frames["serves"])
        XCTAssertEqual(serves.height, 48.5)
        XCTAssertGreaterThan(serves.width, 2 * 65)
        XCTAssertEqual(frames["fixed"], Rect(x: 16, y: 160, width: 41.5, height: 20.5))
        XCTAssertEqual(try XCTUnwrap(frames["title"]).width, 343)
        let truncated = findings.filter { $0.rule == .textTruncated }
        XCTAssertEqual(truncated.count, 1)
        XCTAssertTrue(truncated.first?.message.contains("Ingredients and allergens") == true, "\(truncated)")
        XCTAssertTrue(truncated.first?.message.contains("40 pt") == true, "\(truncated)")
    }
}
