@testable import LanguageServer
import XCTest

/// `contentSize` and `layoutDirection` in the settings (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction):
/// the editor's diagnostics come from that text cell, and a misspelt category
/// is shown to the client with "did you mean".
final class TextSettingsTests: XCTestCase {
    private let spec = """
        layout: 1
        screen: S
        root:
          children:
            - id: title
              kind: label
              text: "Ingredients and allergens"
              font: {style: headline}
              place: {left: 16, right: 16, top: 100}

        """

    private func rules(_ diagnostics: [JSONValue]) -> [String] {
        diagnostics.compactMap { $0["code"]?.stringValue }
    }

    func testTheContentSizeSettingSolvesAtThatSize() {
        let large = TestClient()
        large.initialize()
        XCTAssertEqual(rules(large.open(spec)), [])
        let client = TestClient()
        client.initialize(["contentSize": "accessibilityExtraLarge", "layoutDirection": "rightToLeft"])
        XCTAssertEqual(rules(client.open(spec)), ["text-truncated"])
    }

    func testAMisspeltContentSizeIsShown() {
        let settings = EditorSettings(.object(["contentSize": "acessibilityLarge"]))
        XCTAssertEqual(settings.contentSize, nil)
        XCTAssertTrue(settings.problems.first?.contains("did you mean 'accessibilityLarge'?") == true, "\(settings.problems)")
    }
}
