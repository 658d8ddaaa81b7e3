import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// One test per schema rule id, with `↓` where each diagnostic must be.
final class SchemaRuleTests: XCTestCase {
    func testUnknownKeySuggestsTheClosestKey() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - ↓widht: 3
                  frame: [0, 0, 10, 10]
                - kind: button
                  ↓textInsets: 4
            ↓colour: red
            """, rule: .unknownKey)
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "unknown key 'widht' in view root/children/0; did you mean 'place: {width: …}'?",
            "'textInsets' is not a key of a button view; it applies to kind label",
            "unknown key 'colour' in the file",
        ])
        XCTAssertEqual(result.diagnostics[1].viewPath, "root/children/1")
    }

    func testUnknownKeyInPlaceSuggestsPin() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - place: {lefft: 3, width: 10}
            """.replacingOccurrences(of: "{lefft", with: "{↓lefft"), rule: .unknownKey)
        XCTAssertEqual(result.diagnostics.first?.message, "unknown key 'lefft' in place; did you mean 'left'?")
    }

    func testTypeMismatchSaysWhatWasExpected() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - frame: [0, 0, ↓wide, 10]
                - hidden: ↓yes
                - alpha: ↓.nan
                - insets: ↓"8"
                - kind: ↓bottun
                - frame: ↓[1, 2, 3]
                - cornerRadius: ↓1e999
            """, rule: .typeMismatch)
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "expected a number for 'frame[2]', found 'wide'",
            "expected true or false for 'hidden', found 'yes' (YAML 1.1 booleans such as yes/no/on/off are not accepted)",
            "expected a finite number for 'alpha', found '.nan'; NaN and infinity are not allowed in a spec",
            "expected a number for 'insets', found the string \"8\"",
            "expected one of view, label, button, image, textView, textField, scroll, collection, table, cell, stack for 'kind', found 'bottun'; did you mean 'button'?",
            "expected a rect [x, y, width, height] for 'frame', found a list with 3 elements",
            "expected a number from -1000000000 to 1000000000 (the size limit) for 'cornerRadius', found '1e999'",
        ])
    }

    func testMissingKeys() {
        let result = assertDiagnostics("""
            ↓layout: 1
            root:
              children:
                - frame: ↓{x: 0, y: 0, width: 4}
            """, rule: .missingKey)
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "missing required key 'screen' in the file (screen name, unique in a project)",
            "missing 'height' in 'frame' (expected a rect [x, y, width, height])",
        ])
    }

    func testEmptyFileIsAMissingKeyAtTheStart() {
        let result = assertDiagnostics("↓", rule: .missingKey)
        XCTAssertNil(result.screen)
    }

    func testDuplicateIDNamesTheFirstOwner() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - id: buy
                - id: ↓buy
            """, rule: .duplicateID)
        XCTAssertEqual(result.diagnostics.first?.message,
                       "duplicate id 'buy'; it already names root/children/0 (at 5:7); ids must be unique in a file")
    }

    func testUnsupportedVersion() {
        assertDiagnostics("""
            layout: ↓2
            screen: S
            root: {}
            """, rule: .unsupportedVersion)
    }

    func testUnknownDeviceSuggestsACatalogID() {
        let result = assertDiagnostics("""
            layout: 1
            screen: S
            device: ↓iphone-15-pr
            root: {}
            """, rule: .unknownDevice)
        XCTAssertEqual(result.diagnostics.first?.message,
                       "unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'? (see `layoutc devices`)")
    }

    func testDuplicateMappingKey() {
        assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - frame: [0, 0, 1, 1]
                  ↓frame: [0, 0, 2, 2]
            """, rule: .duplicateKey)
    }

    func testEveryProblemInAFileIsReportedInOneRun() {
        let result = MarkedSource("""
            layout: 1
            screen: S
            device: nope
            root:
              children:
                - hidden: maybe
                - colour: red
                - id: a
                - id: a
            """).read()
        XCTAssertEqual(Set(result.diagnostics.map(\.rule)),
                       [.unknownDevice, .typeMismatch, .unknownKey, .duplicateID])
        XCTAssertEqual(result.screen?.views.count, 5, "every view is still read")
    }
}
