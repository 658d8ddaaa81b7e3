import Diagnostics
import Emitters
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Saved outputs of every reporter for `LintFixture.report`
/// (`Fixtures/lint.<reporter>.*`; `LAYOUTC_RECORD=1` rewrites them).
final class ReporterOutputTests: XCTestCase {
    func testText() {
        assertMatchesFixture(TextReporter(renderer: LintFixture.renderer).renderString(LintFixture.report),
                             named: "lint.text.txt")
    }

    /// Source lines read from the files' bytes print the same text as from the
    /// renderer's lines: notes, tabs, a whole-file finding and an empty file included.
    func testTextFromTheFilesBytesIsTheSame() {
        let bytes = [LintFixture.checkout: Array(LintFixture.checkoutSource.utf8), LintFixture.tabs: Array(LintFixture.tabsSource.utf8)]
        let fromBytes = TextReporter(renderer: LintFixture.renderer) { bytes[$0] }.renderString(LintFixture.report)
        XCTAssertEqual(fromBytes, TextReporter(renderer: LintFixture.renderer).renderString(LintFixture.report))
        XCTAssertTrue(fromBytes.contains("    - id: buyButton\n          ^~~~~~~~~\n"), fromBytes)
    }

    func testJSON() {
        assertMatchesFixture(JSONLintReporter().renderString(LintFixture.report), named: "lint.json")
    }

    func testSARIF() {
        let reporter = SARIFReporter(tool: LintFixture.tool, sourceRootURI: "file:///work/project")
        assertMatchesFixture(reporter.renderString(LintFixture.report), named: "lint.sarif")
    }

    func testGitHub() {
        assertMatchesFixture(GitHubActionsReporter().renderString(LintFixture.report), named: "lint.github.txt")
    }

    func testJUnit() {
        assertMatchesFixture(JUnitReporter().renderString(LintFixture.report), named: "lint.junit.xml")
    }

    func testCheckstyle() {
        assertMatchesFixture(CheckstyleReporter().renderString(LintFixture.report), named: "lint.checkstyle.xml")
    }

    func testCleanReport() {
        let clean = LintReport(files: [.init(path: "a.layout.yaml", diagnostics: [])])
        XCTAssertEqual(TextReporter(renderer: LintFixture.renderer).renderString(clean), "0 errors, 0 warnings in 1 file\n")
        XCTAssertEqual(GitHubActionsReporter().renderString(clean), "")
        XCTAssertEqual(CheckstyleReporter().renderString(clean), """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="a.layout.yaml">
              </file>
            </checkstyle>

            """)
    }

    func testEveryReporterIsDeterministicAndListed() {
        XCTAssertEqual(ReporterKind.allCases.map(\.rawValue), ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab"])
        for kind in ReporterKind.allCases {
            let reporter = kind.makeReporter(renderer: LintFixture.renderer, tool: LintFixture.tool)
            XCTAssertEqual(type(of: reporter).identifier, kind.rawValue)
            XCTAssertEqual(reporter.render(LintFixture.report), reporter.render(LintFixture.report))
        }
    }

    func testJSONOutputsParse() throws {
        for bytes in [JSONLintReporter().render(LintFixture.report),
                      SARIFReporter(tool: LintFixture.tool).render(LintFixture.report)] {
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        }
    }

    func testXMLOutputsParse() throws {
        for bytes in [JUnitReporter().render(LintFixture.report), CheckstyleReporter().render(LintFixture.report)] {
            let document = try XMLDocument(data: Data(bytes))
            XCTAssertNotNil(document.rootElement())
        }
    }

    func testGitHubEscaping() {
        let d = Diagnostic(rule: "odd:rule,id", severity: .note, message: "100% done\r\nnext: a,b",
                           file: "dir,1/a:b.yaml", range: SourceRange(line: 2, column: 3, endLine: 2, endColumn: 3))
        let out = GitHubActionsReporter().renderString(LintReport(files: [.init(path: "x", diagnostics: [d])]))
        XCTAssertEqual(out, "::notice file=dir%2C1/a%3Ab.yaml,line=2,col=3,endLine=2,endColumn=3,title=odd%3Arule%2Cid::100%25 done%0D%0Anext: a,b\n")
    }

    func testSummaryText() {
        XCTAssertEqual(LintSummary(files: 3, errors: 2, warnings: 1).text, "2 errors, 1 warning in 3 files")
        XCTAssertEqual(LintSummary(files: 1, errors: 1, warnings: 0, notes: 2).text, "1 error, 0 warnings, 2 notes in 1 file")
    }
}
