import Foundation
import XCTest

/// Issue 14.6: only regular files are read, within a size limit; special files
/// and broken links are clear errors, never a hang or unbounded memory.
final class BoundedInputTests: XCTestCase {
    static let clean = """
        layout: 1
        screen: Clean
        root:
          children:
            - {id: b, kind: button, place: {top: 100, left: 16, width: 120, height: 44}}
        """

    func testDevZeroAndALinkToItAreNotRegularFiles() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("zero.layout.yaml").path,
                                                   withDestinationPath: "/dev/zero")
        for command in ["compile", "lint", "render"] {
            for path in ["/dev/zero", "zero.layout.yaml"] {
                let run = try CLIRunner.run([command, path], in: dir)
                XCTAssertEqual(run.status, 2, "\(command) \(path): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains("layoutc: error: cannot read \(path): not a regular file (a character device)"),
                              "\(command) \(path): \(run.stderr)")
            }
        }
    }

    func testAFIFOWithNoWriterIsRefusedWithoutWaiting() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe.layout.yaml").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for command in ["compile", "lint", "render", "generate"] {
            let run = try CLIRunner.run([command, "pipe.layout.yaml"], in: dir)
            XCTAssertEqual(run.status, 2, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("cannot read pipe.layout.yaml: not a regular file (a FIFO)"), run.stderr)
        }
    }

    func testAFileOverTheSizeLimitIsStoppedNamingTheLimit() throws {
        let dir = try CLIRunner.temporaryDirectory()
        var big = Self.clean + "\n"
        big += String(repeating: "# padding line of a large spec\n", count: 40_000)  // about 1.2 MB
        try Data(big.utf8).write(to: dir.appendingPathComponent("big.layout.yaml"))
        for command in ["compile", "lint", "render", "generate"] {
            let run = try CLIRunner.run([command, "big.layout.yaml", "--max-file-size", "100000"], in: dir)
            XCTAssertEqual(run.status, 2, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("over the file size limit of 100000 bytes"), "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("--max-file-size"), run.stderr)
        }
        try Data("limits: {maxFileBytes: 100000}\n".utf8).write(to: dir.appendingPathComponent(".layoutc.yml"))
        let configured = try CLIRunner.run(["compile", "big.layout.yaml"], in: dir)
        XCTAssertEqual(configured.status, 2, configured.stderr)
        XCTAssertTrue(configured.stderr.contains("limit of 100000 bytes"), configured.stderr)
        XCTAssertEqual(try CLIRunner.run(["compile", "big.layout.yaml", "--max-file-size", "2000000"], in: dir).status, 0)
    }

    /// A file that writes 200,000 views one per line, under a limit of 1,000:
    /// one error at the 1,001st view, from every command, and nothing written.
    /// The parse stops there: the syntax error at the end of the file is never
    /// reached (read whole, it would be the error reported).
    func testAFileWritingViewsPastTheLimitStopsAtTheFirstViewOver() throws {
        let dir = try CLIRunner.temporaryDirectory()
        var spec = "layout: 1\nscreen: Many\nroot:\n  children:\n"
        spec += String(repeating: "    - {frame: [0, 0, 10, 10]}\n", count: 200_000)
        spec += "  broken: [\n"
        try Data(spec.utf8).write(to: dir.appendingPathComponent("many.layout.yaml"))
        let output = dir.appendingPathComponent("out")
        for arguments in [["compile", "many.layout.yaml", "-o", output.path], ["lint", "many.layout.yaml"],
                          ["render", "many.layout.yaml", "-o", output.appendingPathComponent("m.svg").path],
                          ["generate", "many.layout.yaml", "-o", output.path]] {
            let run = try CLIRunner.run(arguments + ["--max-views", "1000"], in: dir)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            // `lint` reports on standard output, the others on standard error.
            let printed = run.stdoutText + run.stderr
            let errors = printed.split(separator: "\n").filter { $0.contains(": error: ") }
            XCTAssertEqual(errors, ["many.layout.yaml:1005:7: error: the spec writes more than 1000 views, the view limit "
                                    + "(--max-views or 'limits: {maxViews: N}' in .layoutc.yml); split the screen "
                                    + "[limit-exceeded]"], "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "\(arguments): nothing written")
        }
    }

    func testStandardInputIsBoundedToo() throws {
        let run = try CLIRunner.run(["compile", "-", "--max-file-size", "10"], input: Data(Self.clean.utf8))
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("cannot read <stdin>: the file is longer than that; over the file size limit of 10 bytes"),
                      run.stderr)
    }

    func testEveryCommandTakesTheSameLimitFlags() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data("layout: 1\nscreen: R\nroot:\n  kind: collection\n  flow: {items: [{size: [10, 10], repeat: 50}]}\n".utf8)
            .write(to: dir.appendingPathComponent("r.layout.yaml"))
        for command in ["compile", "lint", "render"] {
            let run = try CLIRunner.run([command, "r.layout.yaml", "--max-views", "10"], in: dir)
            XCTAssertEqual(run.status, 1, "\(command): \(run.stderr)")
            XCTAssertTrue((run.stderr + run.stdoutText).contains("[limit-exceeded]"), "\(command): \(run.stderr)")
            let bad = try CLIRunner.run([command, "r.layout.yaml", "--max-views", "-1"], in: dir)
            XCTAssertEqual(bad.status, 2)
            XCTAssertTrue(bad.stderr.hasPrefix("layoutc: error: --max-views must be at least 1, not -1"), bad.stderr)
        }
    }

    func testDanglingLinksAreReportedByCompileAndLint() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(Self.clean.utf8).write(to: dir.appendingPathComponent("Specs/a.layout.yaml"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Specs/gone.layout.yaml").path,
                                                   withDestinationPath: "missing.layout.yaml")
        let message = "layoutc: error: cannot read Specs/gone.layout.yaml: a dangling symbolic link "
            + "(its target 'missing.layout.yaml' does not exist)"
        let lint = try CLIRunner.run(["lint", "Specs"], in: dir)
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.stderr.contains(message), lint.stderr)
        let compile = try CLIRunner.run(["compile", "Specs", "-o", "out"], in: dir)
        XCTAssertEqual(compile.status, 2)
        XCTAssertTrue(compile.stderr.contains(message), compile.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a.iphone-15-pro.portrait.json").path))
    }

    func testASymlinkLoopVisitsEachRealFileOnce() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let sub = dir.appendingPathComponent("tree/sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data(Self.clean.replacingOccurrences(of: "width: 120", with: "width: 20").utf8)
            .write(to: sub.appendingPathComponent("x.layout.yaml"))
        try FileManager.default.createSymbolicLink(atPath: sub.appendingPathComponent("up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: sub.appendingPathComponent("again").path,
                                                   withDestinationPath: "../../tree")
        let lint = try CLIRunner.run(["lint", "tree", "--reporter", "json"], in: dir)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stderr, "")
        let json = try JSONSerialization.jsonObject(with: lint.stdout) as? [String: Any]
        let files = (json?["files"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        XCTAssertEqual(files, ["tree/sub/x.layout.yaml"])
        let compile = try CLIRunner.run(["compile", "tree", "-o", "out"], in: dir)
        XCTAssertEqual(compile.status, 0, compile.stderr)
        // A spec found in a subfolder is written under the same subfolder of -o's folder; once.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path), ["sub"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/sub").path),
                       ["x.iphone-15-pro.portrait.json"])
    }

    func testStaleTemporaryFilesOfAKilledRunAreRemoved() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(Self.clean.utf8).write(to: dir.appendingPathComponent("a.layout.yaml"))
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        // A process id above any live one (Linux's pid_max is at most 2^22).
        let stale = ".a.iphone-15-pro.portrait.json.2147483600.12345.tmp"
        let live = ".b.json.\(getpid()).1.tmp"  // the test runner is alive: left alone
        let foreign = ".notes.tmp"
        for name in [stale, live, foreign] { try Data("x".utf8).write(to: out.appendingPathComponent(name)) }
        let run = try CLIRunner.run(["compile", "a.layout.yaml", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        XCTAssertEqual(left, [live, foreign, "a.iphone-15-pro.portrait.json"])
    }

    /// A report, picture or Swift file written again removes the temporary
    /// files of its own name that a killed run left; others' stay.
    func testWritingAFileAgainRemovesItsOwnStaleTemporaries() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(Self.clean.utf8).write(to: dir.appendingPathComponent("a.layout.yaml"))
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let outputs = [(["lint", "a.layout.yaml", "--reporter", "sarif", "-o", "out/r.sarif"], "r.sarif"),
                       (["render", "a.layout.yaml", "-o", "out/a.svg"], "a.svg"),
                       (["report", "a.layout.yaml", "-o", "out/a.html"], "a.html"),
                       (["generate", "a.layout.yaml", "--output-file", "out/A.swift"], "A.swift")]
        let live = ".r.sarif.\(getpid()).1.tmp"  // the test runner is alive: left alone
        let otherName = ".notes.txt.2147483600.7.tmp"  // stale, but not of a file written here
        for name in [live, otherName] { try Data("x".utf8).write(to: out.appendingPathComponent(name)) }
        for (arguments, file) in outputs {
            let stale = ".\(file).2147483600.12345.tmp"
            try Data("x".utf8).write(to: out.appendingPathComponent(stale))
            let run = try CLIRunner.run(arguments, in: dir)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            let left = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
            XCTAssertFalse(left.contains(stale), "\(arguments): \(left)")
            XCTAssertTrue(left.isSuperset(of: [live, otherName, file]), "\(arguments): \(left)")
        }
    }
}
