import Foundation
import XCTest

/// Output.md: a file with nothing to compute gets no frames document, neither on
/// standard output nor with `-o`, and exit 1 with its diagnostic on standard
/// error; a file that is a mapping, however broken, still gets one.
final class NothingToComputeTests: XCTestCase {
    func testOnlyAFileWithNothingToComputeGetsNoDocument() throws {
        let cases: [(yaml: String, rule: String, document: Bool)] = [
            ("layout: 1\nscreen: A\nroot: [\n", "yaml-syntax", false),
            ("", "missing-key", false),
            ("- a\n", "type-mismatch", false),
            ("layout: 1\nscreen: A\nroot: {children: [{kind: collection, flow: {items: [{repeat: 50}]}}]}\n",
             "limit-exceeded", false),
            ("layout: 1\n", "missing-key", true),
            ("layout: 2\nscreen: A\nroot: {}\n", "unsupported-version", true),
        ]
        for (index, test) in cases.enumerated() {
            let dir = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data(test.yaml.utf8).write(to: dir.appendingPathComponent("S.layout.yaml"))
            let arguments = ["S.layout.yaml", "--max-views", "10"]
            let printed = try CLIRunner.run(["compile"] + arguments, in: dir)
            XCTAssertEqual(printed.status, 1, "\(index): \(printed.stderr)")
            XCTAssertTrue(printed.stderr.contains("[\(test.rule)]"), "\(index): \(printed.stderr)")
            XCTAssertEqual(!printed.stdout.isEmpty, test.document, "\(index)")
            let written = try CLIRunner.run(["compile"] + arguments + ["-o", "out"], in: dir)
            XCTAssertEqual(written.status, 1, "\(index): \(written.stderr)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path)) ?? []
            XCTAssertEqual(files, test.document ? ["S.iphone-15-pro.portrait.json"] : [], "\(index)")
        }
    }
}
