import Foundation
import LanguageServer
import XCTest

final class InterfaceBuilderDocumentTests: XCTestCase {
    static let uri = "file:///work/App/Login.xib"
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="close" userLabel="closeButton">
                            <rect key="frame" x="16" y="100" width="20" height="20"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    private func hover(_ client: TestClient, _ line: Int, _ character: Int) -> JSONValue? {
        client.request("textDocument/hover", at(line, character)).response?["result"]
    }

    private func at(_ line: Int, _ character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(Self.uri)], "position": ["line": .int(line), "character": .int(character)]]
    }

    /// An opened `.xib`: diagnostics at the element in the XML, hover on a view's
    /// element gives its solved frame, the outline lists its views, and nothing
    /// of a spec's editing (keys to complete) is offered.
    func testAnInterfaceBuilderDocumentInTheServer() throws {
        let client = TestClient()
        client.initialize(["devices": ["iphone-se-3"]])
        let diagnostics = client.open(Self.xib, uri: Self.uri)
        let small = try XCTUnwrap(diagnostics.first { $0["code"]?.stringValue == "hit-target-too-small" })
        // Line 8 (0-based 7), the button element's name after `<`.
        XCTAssertEqual(small["range"]?["start"]?["line"], 7)
        XCTAssertEqual(small["range"]?["start"]?["character"], 17)
        XCTAssertEqual(small["range"]?["end"]?["character"], 23)

        // Hover anywhere inside the button's element (its frame's line): the button.
        let onButton = try XCTUnwrap(hover(client, 8, 30)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(onButton.hasPrefix("**button** `closeButton`"), onButton)
        XCTAssertTrue(onButton.contains("[16, 100, 20, 20]"), onButton)
        let after = try XCTUnwrap(hover(client, 11, 12)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(after.hasPrefix("**view** `top`"), "past the button's end tag, the top view: \(after)")
        XCTAssertEqual(hover(client, 1, 5), .null, "the document element is no view")

        let completion = client.request("textDocument/completion", at(7, 20)).response?["result"]
        XCTAssertEqual(completion?["items"]?.arrayValue?.count, 0)

        let symbols = try XCTUnwrap(client.request("textDocument/documentSymbol",
                                                   ["textDocument": ["uri": .string(Self.uri)]]).response?["result"]?.arrayValue)
        XCTAssertEqual(symbols.map { $0["name"]?.stringValue }, ["top"])
        let children = symbols.first?["children"]?.arrayValue ?? []
        XCTAssertEqual(children.map { $0["name"]?.stringValue }, ["closeButton"])
        XCTAssertEqual(children.first?["range"]?["start"]?["line"], 7)
        XCTAssertEqual(children.first?["range"]?["end"]?["line"], 10, "to the end tag")
    }
}
