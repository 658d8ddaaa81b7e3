import Driver
import LayoutIR
@testable import LanguageServer
import XCTest

/// Completion and hover inside a constraint line (Docs/SpecFormat.md#auto-layout-constraints), and the
/// inlay hints and quick fixes of a right-to-left screen, which show leading
/// as the right edge, as compile solves it (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
final class ConstraintEditingTests: XCTestCase {
    private let head = """
        layout: 1
        screen: C
        device: iphone-15-pro
        root:
          children:
            - id: title
              kind: label
              intrinsicSize: [100, 22]
              constraints:
                - leading = superview.leading + 16
                - top = safeArea.top + 20
            - id: feed
              kind: scroll
              frame: [0, 200, 393, 400]
            - id: badge
              constraints:

        """

    /// The completion at `|` in `text`: labels, and the replaced range's start
    /// and end characters (on the cursor's line) of the first item.
    private func complete(_ text: String) -> (labels: [String], range: (Int, Int)?) {
        let client = TestClient()
        client.initialize()
        let (line, character) = utf16Position(of: "|", in: text)
        _ = client.open(text.replacingOccurrences(of: "|", with: ""))
        let result = client.request("textDocument/completion", [
            "textDocument": ["uri": .string(TestClient.uri)], "position": ["line": .int(line), "character": .int(character)],
        ]).response?["result"]
        let items = result?["items"]?.arrayValue ?? []
        let range = items.first?["textEdit"]?["range"]
        return (items.map { $0["label"]?.stringValue ?? "" },
                range.map { ($0["start"]?["character"]?.intValue ?? -1, $0["end"]?["character"]?.intValue ?? -1) })
    }

    func testAnItemPositionOffersTheSuperviewGuidesIdsAndBareAttributes() {
        let (labels, range) = complete(head + "        - |\n")
        XCTAssertEqual(Array(labels.prefix(6)), ["superview", "safeArea", "margins", "title", "feed", "badge"])
        XCTAssertTrue(labels.contains("leading") && labels.contains("centerYWithinMargins"), "\(labels)")
        XCTAssertFalse(labels.contains("firstBaseline"), "baselines are not in this version")
        XCTAssertEqual(range?.0, 10)
        XCTAssertEqual(range?.1, 10)
        // Typing an id: the word typed so far is replaced.
        let typed = complete(head + "        - top = ti|\n")
        XCTAssertTrue(typed.labels.contains("title"))
        XCTAssertEqual(typed.range?.0, 16)
        XCTAssertEqual(typed.range?.1, 18)
    }

    func testAfterAnItemItsAttributesAndGuides() {
        let (labels, range) = complete(head + "        - top = title.bo|\n")
        XCTAssertEqual(Array(labels.prefix(4)), ["leading", "trailing", "top", "bottom"])
        XCTAssertTrue(labels.contains("safeArea") && labels.contains("margins"), "\(labels)")
        XCTAssertFalse(labels.contains("content"), "a label has no content guide: \(labels)")
        XCTAssertEqual(range?.0, 22)
        XCTAssertEqual(range?.1, 24)
        // A scroll view has content and frame guides.
        XCTAssertTrue(complete(head + "        - top = feed.|\n").labels.contains("content"))
        // A guide has no margin attributes.
        let guide = complete(head + "        - top = safeArea.|\n").labels
        XCTAssertTrue(guide.contains("top"))
        XCTAssertFalse(guide.contains("topMargin") || guide.contains("safeArea"), "\(guide)")
        XCTAssertTrue(complete(head + "        - top = title.safeArea.|\n").labels.contains("bottom"))
        // The superview's guides are items of their own (`safeArea.top`), not `superview.safeArea`.
        let superview = complete(head + "        - top = superview.|\n").labels
        XCTAssertTrue(superview.contains("top"))
        XCTAssertFalse(superview.contains("safeArea"), "\(superview)")
    }

    /// The attributes offered are the format's (LayoutIR's), baselines aside.
    func testTheAttributesAreTheFormats() {
        let offered = Set(ConstraintVocabulary.attributes.map(\.name))
        let format = Set(LayoutAttribute.allCases.map(\.rawValue)).subtracting(["firstBaseline", "lastBaseline"])
        XCTAssertEqual(offered, format)
    }

    func testRelationsAfterTheFirstItemAndPrioritiesAfterTheAt() {
        XCTAssertEqual(complete(head + "        - width |\n").labels, ["=", "<=", ">="])
        let relation = complete(head + "        - width <|\n")
        XCTAssertEqual(relation.labels, ["=", "<=", ">="])
        XCTAssertEqual(relation.range?.0, 16)
        XCTAssertEqual(complete(head + "        - width = 24 @|\n").labels, ["required", "high", "low", "999"])
        XCTAssertEqual(complete(head + "        - width = 2 * title.width + 8 @hi|\n").labels.first, "required")
        // Where a constant or the end comes, nothing.
        XCTAssertEqual(complete(head + "        - width = 24 + |\n").labels, [])
    }

    func testFlowAndMapFormsAndQuotedLines() {
        let flow = """
            layout: 1
            screen: C
            root:
              children:
                - id: title
                  constraints: [top = superview.top, width = 24, height = ti|]

            """
        let completed = complete(flow)
        XCTAssertTrue(completed.labels.contains("title"))
        XCTAssertEqual(completed.range?.0, 62)
        XCTAssertTrue(complete(head + "        - {constraint: \"height >= title.h|\", id: minHeight}\n").labels.contains("height"))
        XCTAssertTrue(complete(head + "        - \"top = title.|\"\n").labels.contains("bottom"))
        // Outside the string: the map's keys, not the grammar.
        XCTAssertFalse(complete(head + "        - {constraint: \"top = title.top\", |}\n").labels.contains("superview"))
    }

    /// The hover's markdown at the first `needle` (its `offset`-th character).
    private func hover(_ text: String, at needle: String, offset: Int = 0, options: JSONValue = .null) -> String {
        let client = TestClient()
        client.initialize(options)
        _ = client.open(text)
        let (line, character) = utf16Position(of: needle, in: text)
        return client.hover(line: line, character: character + offset)?["contents"]?["value"]?.stringValue ?? ""
    }

    func testHoverExplainsATokenAndWhatItResolvedTo() {
        let text = head + "        - top = title.bottom + 12\n        - width = 24 @high\n"
        let attribute = hover(text, at: "leading = superview", offset: 2)
        XCTAssertTrue(attribute.contains("the leading edge"), attribute)
        XCTAssertTrue(attribute.contains("Resolved to 16"), attribute)
        XCTAssertTrue(attribute.contains("This constraint (iphone-15-pro, portrait): = 16"), attribute)
        let item = hover(text, at: "title.bottom + 12", offset: 1)
        XCTAssertTrue(item.contains("the view with this id"), item)
        // title: top 59 + 20, 22 high.
        XCTAssertTrue(hover(text, at: "bottom + 12", offset: 1).contains("Resolved to 101"))
        XCTAssertTrue(hover(text, at: "safeArea.top").contains("safeAreaLayoutGuide"))
        XCTAssertTrue(hover(text, at: "@high", offset: 2).contains("750"))
        XCTAssertTrue(hover(text, at: "12").contains("the constant"))
        XCTAssertTrue(hover(text, at: "= 24").contains("equal"))
    }

    // MARK: Right to left

    private let mirrored = """
        layout: 1
        screen: R
        device: iphone-15-pro
        root:
          semanticContentAttribute: forceRightToLeft
          children:
            - id: title
              kind: label
              intrinsicSize: [100, 22]
              constraints:
                - leading = superview.leading + 16
                - top = safeArea.top + 20
            - id: badge
              constraints: [top = title.bottom + 12, width = 24, height = 24]
            - id: dot
              constraints:
                - leading = title.trailing + 8
                - top = title.top
                - width = 8
                - height = 8

        """

    private func hints(_ text: String, options: JSONValue = .null) -> [Int: String] {
        let client = TestClient()
        client.initialize(options)
        _ = client.open(text)
        let hints = client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(TestClient.uri)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 60, "character": 0]]])
            .response?["result"]?.arrayValue ?? []
        var byLine: [Int: String] = [:]
        for hint in hints {
            let line = hint["position"]?["line"]?.intValue ?? -1
            byLine[line, default: ""] += hint["label"]?.stringValue ?? ""
        }
        return byLine
    }

    func testRightToLeftHintsShowLeadingAsTheRightEdge() {
        // 393 pt wide: title's leading (right) edge 393 - 16 = 377, so x 277;
        // its trailing (left) edge 277; dot's leading edge 277 - 8 = 269.
        let byLine = hints(mirrored)
        XCTAssertEqual(byLine[utf16Position(of: "leading = superview", in: mirrored).line], "= 377")
        XCTAssertEqual(byLine[utf16Position(of: "leading = title.trailing", in: mirrored).line], "= 269")
        XCTAssertEqual(byLine[utf16Position(of: "- id: title", in: mirrored).line], "= 277,79 100×22")
        XCTAssertEqual(byLine[utf16Position(of: "- id: dot", in: mirrored).line], "= 261,79 8×8")
        // The same screen left to right: 16, then 16 + 100 + 8.
        let plain = mirrored.replacingOccurrences(of: "  semanticContentAttribute: forceRightToLeft\n", with: "")
        let ltr = hints(plain)
        XCTAssertEqual(ltr[utf16Position(of: "leading = superview", in: plain).line], "= 16")
        XCTAssertEqual(ltr[utf16Position(of: "leading = title.trailing", in: plain).line], "= 124")
        // The editor's layoutDirection setting mirrors the plain screen the same way.
        let setting = hints(plain, options: ["layoutDirection": "rightToLeft"])
        XCTAssertEqual(setting[utf16Position(of: "leading = superview", in: plain).line], "= 377")
        XCTAssertEqual(setting[utf16Position(of: "leading = title.trailing", in: plain).line], "= 269")
        XCTAssertTrue(hover(plain, at: "leading = superview", offset: 21, options: ["layoutDirection": "rightToLeft"])
            .contains("Resolved to 393"), "superview.leading is its right edge")
    }

    func testRightToLeftAmbiguityFixPinsTheLeadingEdgeWhereTheSolvePutIt() throws {
        let client = TestClient()
        client.initialize()
        let finding = try XCTUnwrap(client.open(mirrored).first {
            $0["code"]?.stringValue == "ambiguous-layout" && $0["message"]?.stringValue?.contains("'badge'") == true
        })
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(TestClient.uri)], "range": finding["range"] ?? .null,
            "context": ["diagnostics": [finding]],
        ]).response?["result"]?.arrayValue ?? []
        // badge's x was fixed at 0 (closest to 0): its leading (right) edge is 24, 393 - 24 = 369 from the superview's.
        let fix = try XCTUnwrap(actions.first { $0["title"]?.stringValue?.hasPrefix("Add") == true },
                                "\(actions.map { $0["title"] ?? .null })")
        XCTAssertEqual(fix["title"]?.stringValue, "Add 'leading = superview.leading + 369' to 'badge' (where the solve put it)")
        let edits = try XCTUnwrap(fix["edit"]?["changes"]?[TestClient.uri]?.arrayValue)
        let document = OpenDocument(uri: TestClient.uri, version: 1, text: mirrored, encoding: .utf16)
        document.apply(edits.map { ["range": $0["range"] ?? .null, "text": $0["newText"] ?? ""] }, version: 2)
        let result = LayoutCompiler().compile(document.bytes, file: "Fixed.layout.yaml")
        XCTAssertEqual(result.diagnostics.map(\.rule.rawValue), [])
        let badge = try XCTUnwrap(result.screen?.views.firstIndex { $0.id == "badge" })
        XCTAssertEqual(result.layout?.views[badge].frame.x, 0)
    }
}
