import Diagnostics
@testable import Driver
import Emitters
import XCTest

/// The baseline's format and its counting, as a library.
final class LintBaselineTests: XCTestCase {
    private func finding(_ rule: RuleID, id: String, line: Int) -> Diagnostic {
        Diagnostic(rule: rule, severity: .warning, message: "m", file: "a.layout.yaml",
                   range: SourceRange(line: line, column: 1, endLine: line, endColumn: 2), viewPath: "root/children/0",
                   viewID: id)
    }

    /// As in SwiftLint's baseline: a key recorded once hides one finding, so a
    /// second finding under the same key is new; the rest are counted as gone.
    func testEachKeyHidesAsManyFindingsAsItRecorded() {
        let key = LintBaseline.Key(file: "a.layout.yaml", object: "chip", rule: .hitTargetTooSmall)
        let other = LintBaseline.Key(file: "a.layout.yaml", object: "gone", rule: .hitTargetTooSmall)
        let baseline = LintBaseline(counts: [key: 1, other: 2])
        let report = LintReport(files: [LintReport.FileResult(path: "a.layout.yaml", diagnostics: [
            finding(.hitTargetTooSmall, id: "chip", line: 3), finding(.hitTargetTooSmall, id: "chip", line: 9),
        ])])
        let filtered = baseline.filter(report, keys: [[key, key]])
        XCTAssertEqual(filtered.matched, 1)
        XCTAssertEqual(filtered.gone, 2)
        XCTAssertEqual(filtered.report.files[0].diagnostics.map { $0.range?.start.line }, [9], "the second is new")
    }

    func testKeysOfASpecAreItsViewsIdsAndOfAnIBFileItsObjects() {
        let xib = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="10" id="c9"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
        var atRect = finding(.hitTargetTooSmall, id: "whatever", line: 5)
        atRect.file = "v.xib"
        atRect.range = SourceRange(line: 5, column: 14, endLine: 5, endColumn: 18)
        var atConstraint = atRect
        atConstraint.rule = .unsatisfiableConstraints
        atConstraint.range = SourceRange(line: 7, column: 62, endLine: 7, endColumn: 70)
        var unnamed = finding(.negativeSize, id: "x", line: 2)
        unnamed.viewID = nil
        let report = LintReport(files: [
            LintReport.FileResult(path: "a.layout.yaml", diagnostics: [finding(.hitTargetTooSmall, id: "close", line: 4), unnamed]),
            LintReport.FileResult(path: "v.xib", diagnostics: [atRect, atConstraint]),
        ])
        let keys = LintBaseline.keys(of: report, paths: ["a.layout.yaml": "Specs/a.layout.yaml", "v.xib": "App/v.xib"]) {
            $0 == "v.xib" ? xib : nil
        }
        XCTAssertEqual(keys, [
            [LintBaseline.Key(file: "Specs/a.layout.yaml", object: "close", rule: .hitTargetTooSmall),
             LintBaseline.Key(file: "Specs/a.layout.yaml", object: "root/children/0", rule: .negativeSize)],
            [LintBaseline.Key(file: "App/v.xib", object: "top", rule: .hitTargetTooSmall),
             LintBaseline.Key(file: "App/v.xib", object: "c9", rule: .unsatisfiableConstraints)],
        ])
    }

    func testTheFileRoundTripsAndIsSorted() throws {
        let baseline = LintBaseline(counts: [
            LintBaseline.Key(file: "b.xib", object: "x\"y", rule: .misplacedView): 2,
            LintBaseline.Key(file: "a.xib", object: "", rule: .ibNotImported): 1,
        ])
        let text = String(decoding: baseline.bytes, as: UTF8.self)
        XCTAssertEqual(text, """
            {
              "format": "layoutc.baseline/1",
              "findings": [
                {"file": "a.xib", "object": "", "rule": "ib-not-imported", "count": 1},
                {"file": "b.xib", "object": "x\\"y", "rule": "misplaced-view", "count": 2}
              ]
            }

            """)
        XCTAssertEqual(try LintBaseline.parse(baseline.bytes, display: "b.json"), baseline)
        XCTAssertEqual(String(decoding: LintBaseline().bytes, as: UTF8.self),
                       "{\n  \"format\": \"layoutc.baseline/1\",\n  \"findings\": []\n}\n")
        XCTAssertThrowsError(try LintBaseline.parse(Array(#"{"format": "layoutc.baseline/2", "findings": []}"#.utf8),
                                                    display: "b.json")) { error in
            XCTAssertEqual("\(error)", "cannot use baseline b.json: format 'layoutc.baseline/2' is not "
                + "'layoutc.baseline/1'; write it again with --write-baseline")
        }
    }
}
