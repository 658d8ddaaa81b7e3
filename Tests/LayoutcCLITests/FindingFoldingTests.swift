import Diagnostics
@testable import Driver
import Foundation
import XCTest

/// One mistake in the spec is one finding: the copies of a `repeat` (and items
/// sized by one `itemSize`) fold into one diagnostic at the spec node, in the
/// library and in every reporter; findings that differ are never merged.
final class FindingFoldingTests: XCTestCase {
    /// A 32-pt button repeated 1,000 times: 1,000 `hit-target-too-small` findings.
    static let chips = """
        layout: 1
        screen: Chips
        root:
          children:
            - id: tags
              kind: collection
              frame: [0, 100, 390, 600]
              flow:
                interitemSpacing: 8
                items:
                  - {id: chip, kind: button, size: [32, 32], repeat: 1000}

        """

    func testAThousandCopiesAreOneFindingWithTheCount() throws {
        let result = LayoutCompiler().compile(Array(Self.chips.utf8), file: "chips.layout.yaml")
        XCTAssertEqual(result.screen?.views.count, 1002)
        XCTAssertEqual(result.diagnostics.count, 1, result.diagnostics.map(\.message).joined(separator: "\n"))
        let finding = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(finding.rule, .hitTargetTooSmall)
        XCTAssertEqual(finding.range?.start, SourceLocation(line: 11, column: 14))
        XCTAssertEqual(finding.foldedPaths.count, 1000)
        XCTAssertEqual(finding.foldedPaths.first, "root/children/0/items/0")
        XCTAssertEqual(finding.foldedPaths.last, "root/children/0/items/999")
        XCTAssertEqual(finding.viewPath, "root/children/0/items/0", "every copy measures the same: the first is quoted")
        XCTAssertEqual(finding.message, """
            the hit area of 'chip[0]' is 32 × 32 pt, smaller than the 44 × 44 pt Apple's guidelines ask for; \
            make the view larger or enlarge its hit area with 'hitInsets: -6'; and 999 more copies of this item: \
            root/children/0/items/1, root/children/0/items/2, root/children/0/items/3 … root/children/0/items/999
            """)
    }

    func testTheWorstCopyIsQuoted() throws {
        // Three copies of a button under a 100-pt-wide collection with a 40-pt
        // inset: the third copy wraps to a second row, and a scale transform is
        // the same on all; so the worst needs a measure that differs. The last
        // item of a row reaching past the parent differs by how far it reaches.
        let folded = FindingFolding.self
        var diagnostics = [30.0, 36.0, 32.0].enumerated().map { index, width -> Diagnostic in
            var diagnostic = Diagnostic(
                rule: .hitTargetTooSmall, severity: .warning,
                message: "the hit area of root/items/\(index) is \(Int(width)) × 44 pt", file: "a.yaml",
                range: SourceRange(line: 3, column: 5, endLine: 3, endColumn: 9),
                viewPath: "root/items/\(index)", viewIndex: index + 1)
            diagnostic.measure = 44 - width
            return diagnostic
        }
        diagnostics.sortAndUnique()
        folded.fold(&diagnostics)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.viewPath, "root/items/0", "30 pt wide is the worst")
        XCTAssertEqual(diagnostics.first?.foldedPaths, ["root/items/0", "root/items/1", "root/items/2"])
        XCTAssertEqual(diagnostics.first?.message,
                       "the hit area of root/items/0 is 30 × 44 pt; and 2 more copies of this item: root/items/1, root/items/2")
    }

    func testCopiesWithDifferentFindingsAreNotFoldedTogether() throws {
        // Two 32-pt buttons enlarged to 44 pt by hitInsets fill a 72-pt collection:
        // the first copy's hit area reaches 6 pt past its left edge, the second's
        // 6 pt past its right edge. Same rule, same spec node, different findings.
        let spec = """
            layout: 1
            screen: Pair
            root:
              children:
                - kind: collection
                  frame: [100, 300, 72, 100]
                  flow:
                    sectionInset: [20, 0, 20, 0]
                    interitemSpacing: 8
                    items:
                      - {kind: button, size: [32, 32], hitInsets: -6, repeat: 2}

            """
        let result = LayoutCompiler().compile(Array(spec.utf8), file: "pair.layout.yaml")
        let outside = result.diagnostics.filter { $0.rule == .hitAreaOutsideParent }
        XCTAssertEqual(outside.count, 2, result.diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(outside.map(\.viewPath), ["root/children/0/items/0", "root/children/0/items/1"])
        XCTAssertTrue(outside.allSatisfy { $0.foldedPaths.isEmpty })
        XCTAssertTrue(outside[0].message.contains("6 pt at the left"), outside[0].message)
        XCTAssertTrue(outside[1].message.contains("6 pt at the right"), outside[1].message)
        XCTAssertEqual(Set(outside.map { $0.range?.start }).count, 1, "both at the one item")
    }

    func testDifferentRulesAndPlacesAreNeverMerged() {
        let range = SourceRange(line: 3, column: 5, endLine: 3, endColumn: 9)
        let other = SourceRange(line: 4, column: 5, endLine: 4, endColumn: 9)
        func finding(_ rule: RuleID, _ index: Int, at range: SourceRange) -> Diagnostic {
            Diagnostic(rule: rule, severity: .warning, message: "view root/items/\(index) is wrong", file: "a.yaml",
                       range: range, viewPath: "root/items/\(index)", viewIndex: index + 1)
        }
        var diagnostics = [finding(.hitTargetTooSmall, 0, at: range), finding(.outsideSafeArea, 1, at: range),
                           finding(.hitTargetTooSmall, 2, at: other)]
        diagnostics.sortAndUnique()
        let before = diagnostics
        FindingFolding.fold(&diagnostics)
        XCTAssertEqual(diagnostics, before)
    }

    func testItemsSizedByOneItemSizeFoldAtIt() throws {
        let spec = """
            layout: 1
            screen: Sized
            root:
              children:
                - kind: collection
                  frame: [0, 100, 390, 600]
                  flow:
                    itemSize: [30, 30]
                    items:
                      - {id: a, kind: button}
                      - {id: b, kind: button}
                      - {id: c, kind: button, size: [60, 60]}

            """
        let result = LayoutCompiler().compile(Array(spec.utf8), file: "sized.layout.yaml")
        XCTAssertEqual(result.diagnostics.count, 1, result.diagnostics.map(\.message).joined(separator: "\n"))
        let finding = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(finding.range?.start, SourceLocation(line: 8, column: 19), "at itemSize's value")
        XCTAssertEqual(finding.foldedPaths, ["root/children/0/items/0", "root/children/0/items/1"])
        XCTAssertTrue(finding.message.hasPrefix("the hit area of 'a' is 30 × 30 pt"), finding.message)
        XCTAssertTrue(finding.message.hasSuffix("; and 1 more copy of this item: root/children/0/items/1"), finding.message)
    }

    /// CI systems track a finding by its SARIF fingerprint: one folded finding
    /// keeps it when the `repeat` count (and so its message) changes.
    func testAFoldedFindingKeepsItsFingerprintWhenTheRepeatCountChanges() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func fingerprint(repeating count: Int) throws -> String {
            let spec = Self.chips.replacingOccurrences(of: "repeat: 1000", with: "repeat: \(count)")
            try Data(spec.utf8).write(to: directory.appendingPathComponent("chips.layout.yaml"))
            let run = try CLIRunner.run(["lint", "chips.layout.yaml", "--reporter", "sarif"], in: directory)
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            let results = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            XCTAssertEqual(results.count, 1)
            let fingerprints = try XCTUnwrap(results.first?["partialFingerprints"] as? [String: String])
            return try XCTUnwrap(fingerprints["layoutcFingerprint/v1"])
        }
        let four = try fingerprint(repeating: 4)
        XCTAssertEqual(four, try fingerprint(repeating: 5))
        XCTAssertEqual(four, try fingerprint(repeating: 1000))
    }

    func testEveryReporterGivesOneEntry() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.chips.utf8).write(to: directory.appendingPathComponent("chips.layout.yaml"))
        func lint(_ reporter: String) throws -> String {
            let run = try CLIRunner.run(["lint", "chips.layout.yaml", "--reporter", reporter], in: directory)
            XCTAssertEqual(run.status, 0, run.stderr)
            return run.stdoutText
        }
        let text = try lint("text")
        XCTAssertEqual(text.components(separatedBy: ": warning: ").count - 1, 1, text)
        XCTAssertTrue(text.contains("and 999 more copies of this item"), text)

        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try lint("json").utf8)) as? [String: Any])
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        let diagnostics = try XCTUnwrap(files.first?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["copies"] as? Int, 1000)
        let paths = try XCTUnwrap(diagnostics.first?["paths"] as? [String])
        XCTAssertEqual(paths, (0..<1000).map { "root/children/0/items/\($0)" })

        let sarif = try lint("sarif")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual((results.first?["properties"] as? [String: Any])?["copies"] as? Int, 1000)

        let github = try lint("github")
        XCTAssertEqual(github.split(separator: "\n").filter { $0.hasPrefix("::warning ") }.count, 1, github)
        let junit = try lint("junit")
        XCTAssertEqual(junit.components(separatedBy: "<failure ").count - 1, 1, junit)
        let checkstyle = try lint("checkstyle")
        XCTAssertEqual(checkstyle.components(separatedBy: "<error ").count - 1, 1, checkstyle)

        // Last: without the schema beside the clone this skips, after the rest was checked.
        let sarifFile = directory.appendingPathComponent("chips.sarif")
        try Data(sarif.utf8).write(to: sarifFile)
        try ExternalValidation.assertValidSARIF(sarifFile)
    }

    func testTheDeviceMatrixMergesFoldedFindings() throws {
        // 40 chips in rows of 7 inside the safe area of every target.
        let spec = Self.chips.replacingOccurrences(of: "[0, 100, 390, 600]", with: "[70, 100, 300, 250]")
            .replacingOccurrences(of: "repeat: 1000", with: "repeat: 40")
        let dir = try LintTempDirectory(files: [".layoutc.yml": LintMatrixTests.fourTargets, "chips.layout.yaml": spec])
        let outcome = dir.lint()
        XCTAssertEqual(outcome.summaryLines, ["chips.layout.yaml 11:14 warning hit-target-too-small"])
        let merged = try XCTUnwrap(outcome.report.files.first?.diagnostics.first)
        XCTAssertEqual(merged.foldedPaths.count, 40)
        XCTAssertEqual(merged.devices, [], "on every target")
    }
}

extension FindingFoldingTests {
    func testCompilePrintsTheCountPerRuleAfterAScreenful() throws {
        // 25 small buttons, each written on its own: 25 findings that do not fold.
        var spec = "layout: 1\nscreen: Many\nroot:\n  children:\n"
        for index in 0..<25 { spec += "    - {kind: button, frame: [\(10 + 40 * (index % 5)), \(100 + 40 * (index / 5)), 30, 30]}\n" }
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(spec.utf8).write(to: directory.appendingPathComponent("many.layout.yaml"))
        let run = try CLIRunner.run(["compile", "many.layout.yaml", "-o", "out"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr.components(separatedBy: ": warning: ").count - 1, 25)
        XCTAssertTrue(run.stderr.hasSuffix("\n25 hit-target-too-small\n"), String(run.stderr.suffix(300)))
    }
}

extension FindingFoldingTests {
    func testTheKindOfMessageBlanksTheNameAndNumbersOnly() {
        func shape(_ message: String, id: String?, path: String) -> String {
            let diagnostic = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: message,
                                        viewPath: path, viewID: id, viewIndex: 1)
            return String(decoding: FindingFolding.shape(of: diagnostic), as: UTF8.self)
        }
        XCTAssertEqual(shape("the hit area of 'chip[3]' is 32 × 31.5 pt, 'hitInsets: -6'", id: "chip[3]", path: "root/items/3"),
                       "the hit area of § is # × # pt, 'hitInsets: #'")
        XCTAssertEqual(shape("the hit area of 'ok' is 30 pt", id: "ok", path: "root/children/2"),
                       shape("the hit area of 'done' is 20 pt", id: "done", path: "root/children/7"))
        XCTAssertEqual(shape("root/items/12 extends 6 pt at the left", id: nil, path: "root/items/12"),
                       "§ extends # pt at the left")
        // Letters of the path's first byte ("r") inside words, a "-" not before a digit, an id
        // quoted that is not the view's, and a number right after a name: only the name and numbers change.
        XCTAssertEqual(shape("root/items/12 overruns its parent (right-hand) by -4.5 pt near 'root' and root/items/120",
                             id: nil, path: "root/items/12"),
                       "§ overruns its parent (right-hand) by # pt near 'root' and §#")
        XCTAssertEqual(shape("error: 'r2' over root/items/7 — 'r2' r2", id: "r2", path: "root/items/7"),
                       "error: § over § — § r#")
        XCTAssertNotEqual(shape("root/items/0 extends 6 pt at the left", id: nil, path: "root/items/0"),
                          shape("root/items/1 extends 6 pt at the right", id: nil, path: "root/items/1"))
    }
}
