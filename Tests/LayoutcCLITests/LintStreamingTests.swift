@testable import Driver
import Emitters
import Foundation
import XCTest

/// `layoutc lint` streams its reports: standard output gets them in chunks as
/// they are made and files are written the same way, byte for byte what the
/// in-memory run gives, and nothing of either is kept in the outcome.
final class LintStreamingTests: XCTestCase {
    private func options(_ directory: LintTempDirectory, reporters: [ReporterRequest]) -> LintOptions {
        LintOptions(paths: ["chips.layout.yaml"], reporters: reporters, jobs: 2, currentDirectory: directory.path)
    }

    func testStreamedTextIsTheKeptTextInSeveralChunks() throws {
        let directory = try LintTempDirectory(files: ["chips.layout.yaml": LintSpecs.chips(2_000)])
        let kept = LintRunner(options: options(directory, reporters: [])).run()
        var chunks: [ArraySlice<UInt8>] = []
        let streamed = LintRunner(options: options(directory, reporters: [])).run { chunks.append($0) }
        XCTAssertEqual(kept.report.files.first?.diagnostics.count, 2_000)
        XCTAssertGreaterThan(chunks.count, 1, "2,000 findings are some 500 KB of text: more than one chunk")
        XCTAssertEqual(Array(chunks.joined()), kept.standardOutput)
        XCTAssertTrue(kept.standardOutputText.hasSuffix("0 errors, 2000 warnings in 1 file\n"), kept.standardOutputText.suffix(200).description)
        // Nothing kept: the streamed outcome holds no copy of what it printed.
        XCTAssertTrue(streamed.standardOutput.isEmpty)
        XCTAssertEqual(streamed.outputs.map(\.bytes), [[]])
        XCTAssertEqual(streamed.exitCode, kept.exitCode)
    }

    func testEveryReporterStreamsInChunks() throws {
        let directory = try LintTempDirectory(files: ["chips.layout.yaml": LintSpecs.chips(2_000)])
        for kind in [ReporterKind.json, .sarif, .github, .junit, .checkstyle] {
            let kept = LintRunner(options: options(directory, reporters: [ReporterRequest(kind: kind)])).run()
            var chunks: [ArraySlice<UInt8>] = []
            _ = LintRunner(options: options(directory, reporters: [ReporterRequest(kind: kind)])).run { chunks.append($0) }
            XCTAssertGreaterThan(chunks.count, 2, "\(kind): 2,000 findings are several chunks")
            XCTAssertLessThan(chunks.dropLast().map(\.count).max() ?? 0, 2 * JSONWriter.chunkSize, "\(kind)")
            XCTAssertGreaterThanOrEqual(chunks.dropLast().map(\.count).min() ?? 0, JSONWriter.chunkSize, "\(kind)")
            XCTAssertEqual(Array(chunks.joined()), kept.standardOutput, "\(kind)")
            if kind == .json || kind == .sarif {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(kept.standardOutput)), "\(kind)")
            }
        }
    }

    func testStreamedFilesAndStandardOutputMatchTheKeptOnes() throws {
        let directory = try LintTempDirectory(files: ["chips.layout.yaml": LintSpecs.chips(300)])
        for (printed, filed) in [(ReporterKind.json, ReporterKind.sarif), (.text, .junit), (.github, .checkstyle)] {
            let keptRequests = [ReporterRequest(kind: printed), ReporterRequest(kind: filed, output: "kept.out")]
            let streamedRequests = [ReporterRequest(kind: printed), ReporterRequest(kind: filed, output: "streamed.out")]
            let kept = LintRunner(options: options(directory, reporters: keptRequests)).run()
            var printedBytes: [UInt8] = []
            let streamed = LintRunner(options: options(directory, reporters: streamedRequests)).run {
                printedBytes += $0
            }
            XCTAssertEqual(printedBytes, kept.standardOutput, "\(printed)")
            XCTAssertFalse(printedBytes.isEmpty, "\(printed)")
            let keptFile = try Data(contentsOf: URL(fileURLWithPath: directory.file("kept.out")))
            let streamedFile = try Data(contentsOf: URL(fileURLWithPath: directory.file("streamed.out")))
            XCTAssertEqual(streamedFile, keptFile, "\(filed)")
            XCTAssertEqual(kept.outputs.last?.bytes, Array(keptFile), "\(filed)")
            XCTAssertEqual(streamed.outputs.map(\.path), [nil, "streamed.out"])
            XCTAssertEqual(streamed.exitCode, kept.exitCode)
        }
    }

    func testReportFilesAreWrittenBeforeStandardOutputAReaderMayClose() throws {
        // `| head -c 1` stops reading at once: the 500 KB of text end the process at
        // a write (SIGPIPE); the SARIF file asked for must be there, whole, by then.
        let directory = try LintTempDirectory(files: ["chips.layout.yaml": LintSpecs.chips(2_000)])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(try CLIRunner.binary().path)' lint chips.layout.yaml --reporter text "
                             + "--reporter sarif --output - --output report.sarif | head -c 1 > /dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        try process.run()
        process.waitUntilExit()
        let sarif = try Data(contentsOf: URL(fileURLWithPath: directory.file("report.sarif")))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
        XCTAssertEqual(results?.count, 2_000)
    }

    func testAnUnwritableStreamedFileIsReportedAndLeftOut() throws {
        let directory = try LintTempDirectory(files: ["chips.layout.yaml": LintSpecs.chips(3), "blocker": "a file"])
        let requests = [ReporterRequest(kind: .text), ReporterRequest(kind: .sarif, output: "blocker/report.sarif")]
        var printed: [UInt8] = []
        let outcome = LintRunner(options: options(directory, reporters: requests)).run { printed += $0 }
        XCTAssertFalse(printed.isEmpty)
        XCTAssertTrue(outcome.standardError.contains("cannot write blocker/report.sarif: "), outcome.standardError)
        XCTAssertTrue(outcome.standardError.contains("not a directory"), outcome.standardError)
        XCTAssertEqual(outcome.outputs.count, 1)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       ["blocker", "chips.layout.yaml"])
    }
}
