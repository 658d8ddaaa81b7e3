import Driver
import Foundation
import XCTest

/// A batch of one spec and one target writes its frames file on another thread
/// while the caller prints: the same file and the same diagnostics as when
/// written first, and nothing returned before the file is complete.
final class OverlappedWriteTests: XCTestCase {
    private var spec: String { CLIRunner.repositoryRoot.path + "/Specs/AspectFitImages.layout.yaml" }

    func testTheCallerRunsWhileTheFileIsPendingAndTheOutcomeHasItWritten() throws {
        let out = try CLIRunner.temporaryDirectory().path
        var seenWhilePrinting: [String?] = []
        var diagnosticsWhilePrinting = 0
        let outcome = try BatchCompiler(paths: [spec], outputDirectory: out, jobs: 2).run { compiled in
            seenWhilePrinting = compiled.outputs.map(\.writtenTo)
            diagnosticsWhilePrinting = compiled.outputs.first?.result.diagnostics.count ?? 0
        }
        // Inside, the file was not yet reported written; after, it is, complete.
        XCTAssertEqual(seenWhilePrinting, [nil])
        XCTAssertGreaterThan(diagnosticsWhilePrinting, 0, "AspectFitImages has findings on purpose")
        let written = try XCTUnwrap(outcome.outputs.first?.writtenTo)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: written)))
        XCTAssertNotNil((document as? [String: Any])?["views"])
        XCTAssertNil(outcome.outputs.first?.result.screen, "the screen is released once written")
        XCTAssertEqual(outcome.exitCode, 1)
        // Nothing but the frames file is left in the directory (no temporary file).
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), [(written as NSString).lastPathComponent])
    }

    func testOneJobWritesBeforeTheCallerRuns() throws {
        let out = try CLIRunner.temporaryDirectory().path
        var seenWhilePrinting: [String?] = []
        _ = try BatchCompiler(paths: [spec], outputDirectory: out, jobs: 1).run { compiled in
            seenWhilePrinting = compiled.outputs.map(\.writtenTo)
        }
        XCTAssertEqual(seenWhilePrinting.count, 1)
        XCTAssertNotNil(seenWhilePrinting.first ?? nil)
    }

    func testAFailedPendingWriteIsReportedAfterTheCaller() throws {
        // A regular file where the output directory should be: the write fails.
        let blocker = try CLIRunner.temporaryDirectory().appendingPathComponent("file").path
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        var called = false
        let outcome = try BatchCompiler(paths: [spec], outputDirectory: blocker + "/out", jobs: 2).run { compiled in
            called = true
            XCTAssertNil(compiled.outputs.first?.writeError)
        }
        XCTAssertTrue(called)
        let failure = try XCTUnwrap(outcome.outputs.first?.writeError)
        XCTAssertTrue(failure.contains("not a directory"), failure)
        XCTAssertNil(outcome.outputs.first?.writtenTo)
        XCTAssertEqual(outcome.exitCode, 2)
    }

    func testACallerThatThrowsStillFindsTheFileFinished() throws {
        struct Stop: Error {}
        let out = try CLIRunner.temporaryDirectory().path
        XCTAssertThrowsError(try BatchCompiler(paths: [spec], outputDirectory: out, jobs: 2).run { _ in throw Stop() })
        // The write was waited for: the file is there whole, no temporary beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: out)
        XCTAssertEqual(names, ["AspectFitImages.iphone-15-pro.portrait.json"])
        XCTAssertNoThrow(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: out + "/" + names[0]))))
    }

    func testAReaderThatStopsReadingDoesNotCostTheFile() throws {
        // 2,000 findings are some 500 KB on standard error; `head -c 1` stops reading
        // at once. The process ends by SIGPIPE, as any printer does, but only once
        // the frames file being written beside the printing is finished.
        let spec = LintSpecs.chips(2_000)
        let directory = try CLIRunner.temporaryDirectory()
        try Data(spec.utf8).write(to: directory.appendingPathComponent("chips.layout.yaml"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "'\(try CLIRunner.binary().path)' compile chips.layout.yaml -o out --jobs 2 2>&1 "
                             + "| head -c 1 > /dev/null; exit ${PIPESTATUS[0]}"]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 128 + SIGPIPE, "ended by SIGPIPE, after the file")
        let frames = try Data(contentsOf: directory.appendingPathComponent("out/chips.iphone-15-pro.portrait.json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: frames) as? [String: Any])
        XCTAssertEqual((document["diagnostics"] as? [Any])?.count, 2_000)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").count, 1)
    }

    func testTheCommandLinePrintsAndWritesTheSameWithOneJobOrTwo() throws {
        let one = try CLIRunner.temporaryDirectory()
        let two = try CLIRunner.temporaryDirectory()
        let first = try CLIRunner.run(["compile", spec, "-o", one.path, "--jobs", "1"])
        let second = try CLIRunner.run(["compile", spec, "-o", two.path, "--jobs", "2"])
        XCTAssertEqual(first.status, 1)
        XCTAssertEqual(second.status, first.status)
        XCTAssertTrue(first.stderr.contains("[aspect-ratio-invalid]") || first.stderr.contains("error:"), first.stderr)
        XCTAssertEqual(second.stderr, first.stderr)
        let name = "AspectFitImages.iphone-15-pro.portrait.json"
        XCTAssertEqual(try Data(contentsOf: two.appendingPathComponent(name)),
                       try Data(contentsOf: one.appendingPathComponent(name)))
    }

    /// The frames file is begun from `whenSolved`: called once, with the very frames
    /// the result carries, and not at all for a spec that never reaches the solver.
    func testWhenSolvedSeesTheResultsFramesOnceAndNothingForABrokenSpec() throws {
        let compiler = LayoutCompiler()
        var calls = 0
        var solvedFrames: [String] = []
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: spec)))
        let result = compiler.compile(bytes, file: spec, whenSolved: { screen, layout in
            calls += 1
            XCTAssertEqual(screen.views.count, layout.views.count)
            solvedFrames = layout.views.map { "\($0.frame)" }
        })
        XCTAssertEqual(calls, 1)
        XCTAssertFalse(solvedFrames.isEmpty)
        XCTAssertEqual(solvedFrames, result.layout?.views.map { "\($0.frame)" })
        var brokenCalls = 0
        let broken = compiler.compile(Array("root: [\n".utf8), file: "broken.layout.yaml", whenSolved: { _, _ in
            brokenCalls += 1
        })
        XCTAssertEqual(brokenCalls, 0)
        XCTAssertTrue(broken.diagnostics.contains { $0.rule == .yamlSyntax })
    }

    /// Without `-o`, a batch of one spec with a stream streams the document into it
    /// from another thread (begun when the frames are solved), once, whole; the
    /// outcome then leaves no document to print again.
    func testADocumentStreamGetsTheWholeDocumentOnce() throws {
        let written = ResultBox()
        var batch = BatchCompiler(paths: [spec], jobs: 2)
        batch.documentStream = { document in
            written.calls += 1
            document { written.bytes += $0 }
        }
        let outcome = try batch.run()
        XCTAssertEqual(written.calls, 1)
        XCTAssertNil(outcome.outputs.first?.document, "nothing left to print again")
        let expected = try XCTUnwrap(try BatchCompiler(paths: [spec], jobs: 1).run().outputs.first?.frames)
        XCTAssertEqual(written.bytes, expected)
        // One job: no stream, the document is left in the outcome as before.
        var serial = BatchCompiler(paths: [spec], jobs: 1)
        serial.documentStream = { _ in XCTFail("one job does not stream") }
        XCTAssertEqual(try serial.run().outputs.first?.frames, expected)
    }

    /// The command line streams standard output while standard error prints: the
    /// same bytes on both as with one job, into two files, and into one file
    /// (`> f 2>&1`), where the diagnostics still come first, then the document.
    func testStandardOutputAndErrorAreTheSameAsWithOneJob() throws {
        let directory = try CLIRunner.temporaryDirectory()
        try Data(LintSpecs.chips(2_000).utf8).write(to: directory.appendingPathComponent("chips.layout.yaml"))
        let two = try CLIRunner.run(["compile", "chips.layout.yaml", "--jobs", "2"], in: directory)
        let one = try CLIRunner.run(["compile", "chips.layout.yaml", "--jobs", "1"], in: directory)
        XCTAssertEqual(two.status, one.status)
        XCTAssertEqual(two.stdout, one.stdout)
        XCTAssertEqual(two.stderr, one.stderr)
        XCTAssertEqual(one.stderr.components(separatedBy: "[hit-target-too-small]").count - 1, 2_000)
        for jobs in ["1", "2"] {
            let status = try shell("'\(try CLIRunner.binary().path)' compile chips.layout.yaml --jobs \(jobs) > both-\(jobs) 2>&1",
                                   in: directory)
            XCTAssertEqual(status, one.status)
        }
        let both = try Data(contentsOf: directory.appendingPathComponent("both-2"))
        XCTAssertEqual(both, try Data(contentsOf: directory.appendingPathComponent("both-1")))
        XCTAssertEqual(both, Data(one.stderr.utf8) + one.stdout, "the diagnostics, then the document")
    }

    /// A reader of standard output that stops (`| head -c 1`) ends the process by
    /// SIGPIPE, as before, but only once every diagnostic is printed.
    func testAStandardOutputReaderThatStopsDoesNotCostADiagnostic() throws {
        let directory = try CLIRunner.temporaryDirectory()
        try Data(LintSpecs.chips(2_000).utf8).write(to: directory.appendingPathComponent("chips.layout.yaml"))
        let status = try shell("'\(try CLIRunner.binary().path)' compile chips.layout.yaml --jobs 2 2> err "
                               + "| head -c 1 > /dev/null; exit ${PIPESTATUS[0]}", in: directory)
        XCTAssertEqual(status, 128 + SIGPIPE, "ended by SIGPIPE")
        let printed = try String(contentsOf: directory.appendingPathComponent("err"), encoding: .utf8)
        XCTAssertEqual(printed.components(separatedBy: "[hit-target-too-small]").count - 1, 2_000)
    }

    /// Runs `command` with bash in `directory`; its exit status.
    private func shell(_ command: String, in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// What a test's document stream received (written on the batch's writing thread,
/// read after the batch returned).
private final class ResultBox: @unchecked Sendable {
    var calls = 0
    var bytes: [UInt8] = []
}
