import Diagnostics
import Driver
import Foundation
import XCTest

/// A spec whose `repeat` counts pass the view limit ends with one error at the
/// `repeat` and nothing solved or written, through the binary and the library.
final class ViewLimitTests: XCTestCase {
    static let hundredMillion = """
        layout: 1
        screen: S
        root:
          children:
            - kind: collection
              flow: {items: [{size: [0, 0], repeat: 100000000}]}

        """

    /// 2^31 - 1 collections of 2^31 - 1 items: about 2^62 views.
    static let twoToTheSixtySecond = """
        layout: 1
        screen: S
        root:
          children:
            - kind: collection
              flow:
                items:
                  - kind: collection
                    repeat: 2147483647
                    flow: {items: [{size: [1, 1], repeat: 2147483647}]}

        """

    private func assertOneLimitError(_ yaml: String, at position: String, file: StaticString = #filePath,
                                     line: UInt = #line) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(yaml.utf8).write(to: directory.appendingPathComponent("big.layout.yaml"))
        let output = directory.appendingPathComponent("frames")

        let run = try CLIRunner.run(["compile", "big.layout.yaml", "-o", output.path], in: directory)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(errors.first?.hasPrefix("big.layout.yaml:\(position): error: the spec expands to ") ?? false,
                      run.stderr, file: file, line: line)
        XCTAssertTrue(errors.first?.contains("(--max-views or 'limits: {maxViews: N}' in .layoutc.yml)") ?? false, run.stderr, file: file, line: line)
        XCTAssertTrue(errors.first?.hasSuffix("[limit-exceeded]") ?? false, run.stderr, file: file, line: line)
        XCTAssertFalse(run.stderr.contains("warning:"), run.stderr, file: file, line: line)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        XCTAssertEqual(written, [], "no frames file", file: file, line: line)

        // Without -o nothing is printed either.
        let printed = try CLIRunner.run(["compile", "big.layout.yaml"], in: directory)
        XCTAssertEqual(printed.status, 1, file: file, line: line)
        XCTAssertEqual(printed.stdout.count, 0, file: file, line: line)

        let lint = try CLIRunner.run(["lint", "big.layout.yaml", "--reporter", "json"], in: directory)
        XCTAssertEqual(lint.status, 1, lint.stderr, file: file, line: line)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: lint.stdout) as? [String: Any],
                                   file: file, line: line)
        let files = try XCTUnwrap(report["files"] as? [[String: Any]], file: file, line: line)
        let findings = try XCTUnwrap(files.first?["diagnostics"] as? [[String: Any]],
                                     "\(report.keys)", file: file, line: line)
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["limit-exceeded"], file: file, line: line)
    }

    func testAHundredMillionCopiesThroughTheBinary() throws {
        try assertOneLimitError(Self.hundredMillion, at: "6:45")
    }

    func testTwoToTheSixtySecondViewsThroughTheBinary() throws {
        try assertOneLimitError(Self.twoToTheSixtySecond, at: "10:51")
    }

    func testTheLibraryMakesNoScreenAndNoFrames() throws {
        for yaml in [Self.hundredMillion, Self.twoToTheSixtySecond] {
            let result = LayoutCompiler().compile(Array(yaml.utf8), file: "big.layout.yaml")
            XCTAssertNil(result.screen)
            XCTAssertNil(result.layout)
            XCTAssertEqual(result.diagnostics.map(\.rule), [.limitExceeded])

            let directory = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let spec = directory.appendingPathComponent("big.layout.yaml")
            try Data(yaml.utf8).write(to: spec)
            let output = directory.appendingPathComponent("frames").path
            let outcome = try BatchCompiler(paths: [spec.path], outputDirectory: output).run()
            XCTAssertEqual(outcome.outputs.map(\.writtenTo), [nil])
            XCTAssertEqual(outcome.outputs.first?.result.diagnostics.map(\.rule), [.limitExceeded])
            XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        }
    }
}
