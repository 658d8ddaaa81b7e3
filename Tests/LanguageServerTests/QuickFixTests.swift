import Diagnostics
import Driver
@testable import LanguageServer
import XCTest

/// Each quick fix applied to the text and the result compiled again: it
/// compiles without errors and the finding it fixes is gone.
final class QuickFixTests: XCTestCase {
    /// The actions offered for the first finding with `rule`, and that finding.
    private func actions(_ text: String, rule: String) throws -> (client: TestClient, finding: JSONValue, actions: [JSONValue]) {
        let client = TestClient()
        client.initialize()
        let finding = try XCTUnwrap(client.open(text).first { $0["code"]?.stringValue == rule }, "no \(rule)")
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(TestClient.uri)], "range": finding["range"] ?? .null,
            "context": ["diagnostics": [finding]],
        ]).response?["result"]?.arrayValue ?? []
        return (client, finding, actions)
    }

    /// The text with the action's edits applied, and its diagnostics once compiled.
    private func apply(_ action: JSONValue, to text: String) throws -> (text: String, diagnostics: [Diagnostic]) {
        let edits = try XCTUnwrap(action["edit"]?["changes"]?[TestClient.uri]?.arrayValue)
        // Last edit first, so earlier positions stay valid.
        let sorted = edits.sorted { (LSPRange($0["range"])?.start ?? .init(line: 0, character: 0))
            > (LSPRange($1["range"])?.start ?? .init(line: 0, character: 0)) }
        let document = OpenDocument(uri: TestClient.uri, version: 1, text: text, encoding: .utf16)
        document.apply(sorted.map { ["range": $0["range"] ?? .null, "text": $0["newText"] ?? ""] }, version: 2)
        let result = LayoutCompiler().compile(document.bytes, file: "Fixed.layout.yaml")
        return (document.text, result.diagnostics)
    }

    private func action(_ actions: [JSONValue], titled prefix: String) throws -> JSONValue {
        try XCTUnwrap(actions.first { $0["title"]?.stringValue?.hasPrefix(prefix) == true },
                      "no '\(prefix)…' in \(actions.map { $0["title"] ?? .null })")
    }

    private let toolbar = """
        layout: 1
        screen: Toolbar
        device: iphone-15-pro
        root:
          children:
            - id: close
              kind: button
              frame: [16, 100, 28, 28]   # the X
            - id: list
              kind: collection
              place: {top: 200, left: 0, right: 0, height: 100}
              flow:
                items:
                  - {id: chip, size: [64, 32]}

        """

    func testDidYouMeanReplacesAnUnknownKeyKindDeviceAndValue() throws {
        let typos = [("frame: [16", "framee: [16", "unknown-key"), ("kind: button", "kind: buton", "type-mismatch"),
                     ("iphone-15-pro", "iphone-15-pr", "unknown-device"),
                     ("place: {top: 200", "place: {in: safearea, top: 200", "type-mismatch")]
        for (good, typo, rule) in typos {
            let text = toolbar.replacingOccurrences(of: good, with: typo)
            let (_, _, offered) = try actions(text, rule: rule)
            let fixed = try apply(action(offered, titled: "Change to"), to: text)
            XCTAssertFalse(fixed.diagnostics.contains { $0.rule.rawValue == rule }, "\(typo): \(fixed.diagnostics)")
            XCTAssertFalse(fixed.diagnostics.hasErrors, typo)
            XCTAssertTrue(fixed.text.contains("# the X"), "comments stay")
        }
    }

    func testHitInsetsReach44PointsInBlockAndFlowMappings() throws {
        let (_, finding, offered) = try actions(toolbar, rule: "hit-target-too-small")
        let fixed = try apply(action(offered, titled: "Set hitInsets: -8"), to: toolbar)
        XCTAssertTrue(fixed.text.contains("      frame: [16, 100, 28, 28]   # the X\n      hitInsets: -8\n"), fixed.text)
        XCTAssertFalse(fixed.diagnostics.contains { $0.rule == .hitTargetTooSmall && $0.viewID == "close" })
        XCTAssertEqual(finding["range"]?["start"]?["line"], 5)
        // The chip (a flow item written `{…}`): 32 pt tall, so 6 pt above and below.
        let chip = toolbar.replacingOccurrences(of: "frame: [16, 100, 28, 28]", with: "frame: [16, 100, 44, 44]")
        let (_, _, chipActions) = try actions(chip, rule: "hit-target-too-small")
        let chipFixed = try apply(action(chipActions, titled: "Set hitInsets"), to: chip)
        XCTAssertTrue(chipFixed.text.contains("{id: chip, size: [64, 32], hitInsets: [-6, 0, -6, 0]}"), chipFixed.text)
        XCTAssertFalse(chipFixed.diagnostics.contains { $0.rule == .hitTargetTooSmall })
    }

    func testSuppressAddsTheRuleToANewOrExistingList() throws {
        let (_, _, offered) = try actions(toolbar, rule: "hit-target-too-small")
        let fixed = try apply(action(offered, titled: "Suppress hit-target-too-small"), to: toolbar)
        XCTAssertTrue(fixed.text.contains("      suppress: [hit-target-too-small]\n"), fixed.text)
        XCTAssertFalse(fixed.diagnostics.contains { $0.rule == .hitTargetTooSmall && $0.viewID == "close" })
        let listed = toolbar.replacingOccurrences(of: "      kind: button\n", with: "      kind: button\n      suppress:\n        - zero-font-size\n")
        let (_, _, more) = try actions(listed, rule: "hit-target-too-small")
        let appended = try apply(action(more, titled: "Suppress"), to: listed)
        XCTAssertTrue(appended.text.contains("        - zero-font-size\n        - hit-target-too-small\n"), appended.text)
        XCTAssertFalse(appended.diagnostics.contains { $0.rule == .hitTargetTooSmall && $0.viewID == "close" })
    }

    func testMoveIntoTheSafeArea() throws {
        for (placement, expected) in [("frame: [16, 20, 60, 60]", "in: safeArea"),
                                      ("place: {top: 10, left: 16, width: 60, height: 60}", "place: {in: safeArea, top: 10")] {
            let text = toolbar.replacingOccurrences(of: "frame: [16, 100, 28, 28]", with: placement)
            let (_, _, offered) = try actions(text, rule: "outside-safe-area")
            let fixed = try apply(action(offered, titled: "Place 'close' in the safe area"), to: text)
            XCTAssertTrue(fixed.text.contains(expected), fixed.text)
            XCTAssertFalse(fixed.diagnostics.contains { $0.rule == .outsideSafeArea }, "\(fixed.diagnostics)")
            XCTAssertFalse(fixed.diagnostics.hasErrors)
        }
    }

    func testStackTieRaisesThePriorityOfTheOthers() throws {
        let fill = """
            layout: 1
            screen: Header
            root:
              children:
                - id: header
                  kind: stack
                  place: {left: 16, right: 16, top: 100, height: 44}
                  stack: {spacing: 8}
                  children:
                    - {id: name, kind: label, intrinsicSize: [120, 22]}
                    - id: handle
                      kind: label
                      intrinsicSize: [80, 22]

            """
        let (_, _, offered) = try actions(fill, rule: "stack-priority-ambiguous")
        let fixed = try apply(action(offered, titled: "Raise 'hugging' of 'name' to"), to: fill)
        XCTAssertTrue(fixed.text.contains("{id: name, kind: label, intrinsicSize: [120, 22], hugging: 25"), fixed.text)
        XCTAssertFalse(fixed.diagnostics.contains { $0.rule.rawValue == "stack-priority-ambiguous" }, "\(fixed.diagnostics)")
        XCTAssertFalse(fixed.diagnostics.hasErrors)
        // At 1000 nothing can be raised: the last view's is lowered.
        let maxed = fill.replacingOccurrences(of: "[120, 22]}", with: "[120, 22], hugging: 1000}")
            .replacingOccurrences(of: "intrinsicSize: [80, 22]\n", with: "intrinsicSize: [80, 22]\n          hugging: 1000\n")
        let (_, _, lowered) = try actions(maxed, rule: "stack-priority-ambiguous")
        let fixedMax = try apply(action(lowered, titled: "Lower 'hugging' of 'handle' to 999"), to: maxed)
        XCTAssertTrue(fixedMax.text.contains("          hugging: 999\n"), fixedMax.text)
        XCTAssertFalse(fixedMax.diagnostics.contains { $0.rule.rawValue == "stack-priority-ambiguous" })
    }

    func testRemovingAPlacementTheStackIgnoresAtTheEndOfTheText() throws {
        // The ignored block `place:` is the last thing in the file, without a final
        // line break: the break before it goes with it.
        let text = """
            layout: 1
            screen: Form
            root:
              children:
                - id: form
                  kind: stack
                  place: {left: 16, right: 16, top: 100}
                  stack: {axis: vertical}
                  children:
                    - id: password
                      kind: textField
                      intrinsicSize: [0, 44]
                      place:
                        height: 52
            """
        let (_, _, offered) = try actions(text, rule: "placement-ignored-in-stack")
        let fixed = try apply(action(offered, titled: "Remove 'place'"), to: text)
        XCTAssertEqual(fixed.text, String(text.dropLast("\n          place:\n            height: 52".count)))
        XCTAssertTrue(fixed.text.hasSuffix("intrinsicSize: [0, 44]"), fixed.text)
        XCTAssertFalse(fixed.diagnostics.contains { $0.rule.rawValue == "placement-ignored-in-stack" }, "\(fixed.diagnostics)")
        XCTAssertFalse(fixed.diagnostics.hasErrors)
    }
}
