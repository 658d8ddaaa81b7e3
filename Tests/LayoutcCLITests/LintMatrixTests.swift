import Diagnostics
@testable import Driver
import XCTest

/// Every spec on every configured target, findings merged across targets, and
/// the configuration applied: severities, `off`, `--strict`, suppressions.
final class LintMatrixTests: XCTestCase {
    static let fourTargets = """
        devices:
          - id: iphone-se-3
            orientations: [portrait, landscape]
          - id: iphone-15-pro
            orientations: [portrait, landscape]

        """

    func testAFindingOnEveryTargetIsOneFindingWithoutDevices() throws {
        let dir = try LintTempDirectory(files: [".layoutc.yml": Self.fourTargets, "a.layout.yaml": LintSpecs.ambiguous])
        let outcome = dir.lint()
        XCTAssertEqual(outcome.summaryLines, ["a.layout.yaml 6:14 warning ambiguous-position"])
        XCTAssertEqual(outcome.findings.first?.viewPath, "root/children/0")
        XCTAssertEqual(outcome.findings.first?.viewID, "banner")
        XCTAssertEqual(outcome.exitCode, 0)
    }

    func testAFindingOnSomeTargetsListsThemAndKeepsTheFirstMessage() throws {
        let dir = try LintTempDirectory(files: [".layoutc.yml": Self.fourTargets, "t.layout.yaml": LintSpecs.landscapeOnly])
        let outcome = dir.lint()
        // Heights 375 − 500 and 393 − 500: messages differ only in the number.
        XCTAssertEqual(outcome.summaryLines,
                       ["t.layout.yaml 6:14 error negative-size iphone-se-3/landscape,iphone-15-pro/landscape"])
        XCTAssertEqual(outcome.findings.first?.message.hasPrefix("computed height -125 "), true,
                       outcome.findings.first?.message ?? "")
        XCTAssertEqual(outcome.exitCode, 1)
    }

    func testOneTargetNeverListsDevices() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "devices: [{id: iphone-15-pro, orientations: [landscape]}]\n",
            "t.layout.yaml": LintSpecs.landscapeOnly,
        ])
        XCTAssertEqual(dir.lint().summaryLines, ["t.layout.yaml 6:14 error negative-size"])
    }

    func testTheSpecsOwnDeviceByDefault() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "",
            "p.layout.yaml": LintSpecs.landscapeOnly,
            "l.layout.yaml": LintSpecs.landscapeOnly.replacingOccurrences(of: "screen: Tall", with: "screen: Tall\norientation: landscape"),
        ])
        XCTAssertEqual(dir.lint().summaryLines, ["l.layout.yaml 7:14 error negative-size"])
    }

    func testCustomDevicesJoinTheCatalog() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": """
                devices: [{id: squat, orientations: [portrait]}]
                customDevices:
                  - id: squat
                    scale: 2
                    portrait: {size: [400, 450]}
                    landscape: {size: [450, 400]}
                """,
            "t.layout.yaml": LintSpecs.landscapeOnly,
            "named.layout.yaml": LintSpecs.clean.replacingOccurrences(of: "screen: Clean", with: "screen: C\ndevice: squat"),
        ])
        XCTAssertEqual(dir.lint().summaryLines, ["t.layout.yaml 6:14 error negative-size"])
    }

    func testSeverityOverrideAndOff() throws {
        let files = ["a.layout.yaml": LintSpecs.ambiguous, "t.layout.yaml": LintSpecs.landscapeOnly]
        let raised = try LintTempDirectory(files: files.merging([".layoutc.yml": "rules: {ambiguous-position: error}\n"]) { $1 })
        XCTAssertEqual(raised.lint().summaryLines, ["a.layout.yaml 6:14 error ambiguous-position"])
        XCTAssertEqual(raised.lint().exitCode, 1)
        let off = try LintTempDirectory(files: files.merging([
            ".layoutc.yml": "devices: [{id: iphone-se-3, orientations: [landscape]}]\nrules: {ambiguous-position: off, negative-size: note}\n",
        ]) { $1 })
        XCTAssertEqual(off.lint().summaryLines, ["t.layout.yaml 6:14 note negative-size"])
        XCTAssertEqual(off.lint().exitCode, 0)
        XCTAssertEqual(off.lint(strict: true).exitCode, 0, "notes never fail")
    }

    func testStrictMakesWarningsFail() throws {
        let dir = try LintTempDirectory(files: [".layoutc.yml": "", "a.layout.yaml": LintSpecs.ambiguous])
        XCTAssertEqual(dir.lint().exitCode, 0)
        let strict = dir.lint(strict: true)
        XCTAssertEqual(strict.exitCode, 1)
        XCTAssertEqual(strict.summaryLines, ["a.layout.yaml 6:14 warning ambiguous-position"], "severities are kept")
    }

    func testSuppressionByViewAndByComment() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "",
            "view.layout.yaml": """
                layout: 1
                screen: S
                root:
                  suppress: [ambiguous-position]
                  children:
                    - place: {width: 100, top: 0, height: 20}

                """,
            "comment.layout.yaml": """
                layout: 1
                screen: S
                root:
                  children:
                    # layoutc:disable-next-line ambiguous-position
                    - place: {width: 100, top: 0, height: 20}
                    - place: {width: 100, top: 0, height: 20}

                """,
        ])
        XCTAssertEqual(dir.lint().summaryLines, ["comment.layout.yaml 7:14 warning ambiguous-position"])
    }

    func testUnknownRuleIDsInSuppressionsAreErrors() throws {
        let dir = try LintTempDirectory(files: [
            ".layoutc.yml": "",
            "s.layout.yaml": """
                layout: 1
                screen: S
                root:
                  children:
                    # layoutc:disable-next-line ambigous-position, negative-size
                    - place: {width: 100, top: 0, height: 20}
                      suppress: [negative-size, hit-target-to-small]

                """,
        ])
        let outcome = dir.lint()
        XCTAssertEqual(outcome.summaryLines, [
            "s.layout.yaml 5:33 error unknown-rule",
            "s.layout.yaml 6:14 warning ambiguous-position",
            "s.layout.yaml 7:33 error unknown-rule",
        ])
        XCTAssertEqual(outcome.findings.map(\.message).filter { $0.hasPrefix("unknown") }, [
            "unknown rule 'ambigous-position'; did you mean 'ambiguous-position'?",
            "unknown rule 'hit-target-to-small'; did you mean 'hit-target-too-small'?",
        ])
        XCTAssertEqual(outcome.findings.last?.viewPath, "root/children/0")
        XCTAssertEqual(outcome.exitCode, 1)
    }

    func testOutputIsTheSameWhateverTheJobs() throws {
        var files = [".layoutc.yml": Self.fourTargets]
        for index in 0..<6 {
            files["s\(index).layout.yaml"] = index % 2 == 0 ? LintSpecs.ambiguous : LintSpecs.landscapeOnly
        }
        let dir = try LintTempDirectory(files: files)
        let serial = dir.lint(reporters: [ReporterRequest(kind: .json)], jobs: 1)
        let parallel = dir.lint(reporters: [ReporterRequest(kind: .json)], jobs: 4)
        XCTAssertEqual(serial.report, parallel.report)
        XCTAssertEqual(serial.standardOutput, parallel.standardOutput)
        XCTAssertEqual(serial.report.files.map(\.path), (0..<6).map { "s\($0).layout.yaml" })
    }

    /// On one target, a list in print order where no two findings share a place
    /// is the merge's result as it is; findings at one place, a list out of
    /// order, or one naming devices take the general merge, which merges the
    /// first two (their messages differ only in numbers).
    func testOneTargetsFindingsMergeOnlyAtOnePlace() {
        func finding(_ line: Int, _ message: String, rule: RuleID = .negativeSize) -> Diagnostic {
            var diagnostic = Diagnostic(rule: rule, severity: .error, message: message, file: "a.layout.yaml",
                                        range: SourceRange(line: line, column: 3, endLine: line, endColumn: 9),
                                        viewPath: "root/children/0")
            diagnostic.viewIndex = 1
            return diagnostic
        }
        let apart = [finding(2, "width -1 is negative"), finding(3, "width -2 is negative"), finding(3, "x", rule: .overConstrained)]
        XCTAssertEqual(LintMerger.unmerged(LintMerger.Run(label: "d/portrait", diagnostics: apart)), apart)
        XCTAssertEqual(LintMerger.merge([LintMerger.Run(label: "d/portrait", diagnostics: apart)]), apart)

        let together = [finding(2, "width -1 is negative"), finding(2, "width -2 is negative"), finding(3, "x")]
        XCTAssertNil(LintMerger.unmerged(LintMerger.Run(label: "d/portrait", diagnostics: together)))
        let merged = LintMerger.merge([LintMerger.Run(label: "d/portrait", diagnostics: together)])
        XCTAssertEqual(merged.map(\.message), ["width -1 is negative (numbers from d/portrait)", "x"])

        XCTAssertNil(LintMerger.unmerged(LintMerger.Run(label: "d/portrait", diagnostics: apart.reversed())))
        var named = apart
        named[1].devices = ["e/landscape"]
        XCTAssertNil(LintMerger.unmerged(LintMerger.Run(label: "d/portrait", diagnostics: named)))
    }

    func testBlankingNumbers() {
        XCTAssertEqual(LintMerger.blankingNumbers("computed height -125 is 1.5 times 3"), "computed height # is # times #")
        XCTAssertEqual(LintMerger.blankingNumbers("no numbers - here"), "no numbers - here")
    }
}
