import Foundation
import XCTest

/// `report` writes the page when a spec has errors (exit 1) and says where it
/// went and what it holds; an empty folder gets a page that says it is empty,
/// and the command says so too.
final class ReportSummaryTests: XCTestCase {
    func testTheSummaryNamesThePageAndCountsFindings() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: [
            "bad.layout.yaml": "layout: 1\nscreen: Bad\nroot:\n  children:\n    - {id: a, widht: 3}\n",
            "small.layout.yaml": "layout: 1\nscreen: Small\nroot:\n  children:\n    - {id: b, kind: button, frame: [0, 100, 30, 30]}\n",
        ])
        let run = try CLIRunner.run(["report", ".", "-o", "page.html"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("page.html").path))
        XCTAssertTrue(run.stderr.contains("layoutc: wrote page.html: 2 specs on 1 target, 1 error, 1 warning"), run.stderr)
    }

    func testAnEmptyFolderSaysSo() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["notes.txt": "nothing here\n"])
        let run = try CLIRunner.run(["report", ".", "-o", "page.html"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("layoutc: wrote page.html: an empty page, no specs (*.layout.yaml) found in ."),
                      run.stderr)
    }
}
