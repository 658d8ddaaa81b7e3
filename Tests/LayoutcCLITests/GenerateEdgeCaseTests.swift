import Foundation
import XCTest

/// `layoutc generate` where a run goes wrong or names things: no specs, an
/// unwritable output, colliding or nameless screens, the view cap, the name
/// the build plugin passes, and the Docs/Generate.md examples as written.
final class GenerateEdgeCaseTests: XCTestCase {
    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    func testADirectoryWithoutSpecsIsAnErrorAsInCompile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let run = try CLIRunner.run(["generate", "empty", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("error: no specs (*.layout.yaml) found in empty"), run.stderr)
        let compile = try CLIRunner.run(["compile", "empty"], in: dir)
        XCTAssertEqual(compile.status, run.status)
    }

    func testAWriteErrorGivesTheSystemsReason() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("layout: 1\nscreen: A\nroot: {}\n", to: dir.appendingPathComponent("A.layout.yaml"))
        try write("not a directory", to: dir.appendingPathComponent("afile"))
        let run = try CLIRunner.run(["generate", "A.layout.yaml", "-o", "afile"], in: dir)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("cannot write afile/ALayout.swift: afile is not a directory"), run.stderr)
        XCTAssertFalse(run.stderr.contains("AtomicFile"), run.stderr)
    }

    /// Two specs giving one type name write nothing at all, not even the others' files;
    /// names differing only in case are one file on macOS and collide too.
    func testACollisionWritesNothingAndCaseOnlyDifferencesCollide() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("layout: 1\nscreen: TagPicker\nroot: {}\n", to: dir.appendingPathComponent("same/A.layout.yaml"))
        try write("layout: 1\nscreen: tag-picker\nroot: {}\n", to: dir.appendingPathComponent("same/B.layout.yaml"))
        try write("layout: 1\nscreen: Other\nroot: {}\n", to: dir.appendingPathComponent("same/C.layout.yaml"))
        let same = try CLIRunner.run(["generate", "same", "-o", "out"], in: dir)
        XCTAssertEqual(same.status, 1, same.stderr)
        XCTAssertFalse(exists(dir.appendingPathComponent("out")), "a file was written despite the collision")

        try write("layout: 1\nscreen: URLBar\nroot: {}\n", to: dir.appendingPathComponent("cased/A.layout.yaml"))
        try write("layout: 1\nscreen: url-bar\nroot: {}\n", to: dir.appendingPathComponent("cased/B.layout.yaml"))
        let cased = try CLIRunner.run(["generate", "cased", "-o", "out"], in: dir)
        XCTAssertEqual(cased.status, 1, cased.stderr)
        XCTAssertTrue(cased.stderr.contains("cased/A.layout.yaml:2:1: error: screen 'URLBar' gives the Swift type 'URLBarLayout', "
                                            + "which differs only in case from 'UrlBarLayout' of 'cased/B.layout.yaml'"), cased.stderr)
        XCTAssertTrue(cased.stderr.contains("cased/B.layout.yaml:2:1: error:"), cased.stderr)
        XCTAssertTrue(cased.stderr.contains("[type-name-collision]"), cased.stderr)
        XCTAssertFalse(exists(dir.appendingPathComponent("out")))

        // The build plugin's siblings are compared the same way.
        let sibling = try CLIRunner.run(["generate", "cased/A.layout.yaml", "--output-file", "out/A.swift",
                                         "--sibling", "cased/B.layout.yaml"], in: dir)
        XCTAssertEqual(sibling.status, 1, sibling.stderr)
        XCTAssertTrue(sibling.stderr.contains("[type-name-collision]"), sibling.stderr)
    }

    func testAScreenGivingNoTypeNameIsAnErrorAtItsKey() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("layout: 1\nscreen: \"\"\nroot: {}\n", to: dir.appendingPathComponent("Empty.layout.yaml"))
        try write("# a comment\nlayout: 1\n  \nscreen: 😀\nroot: {}\n", to: dir.appendingPathComponent("Emoji.layout.yaml"))
        let run = try CLIRunner.run(["generate", "Empty.layout.yaml", "Emoji.layout.yaml", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Empty.layout.yaml:2:1: error: an empty screen name gives no Swift type name"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Emoji.layout.yaml:4:1: error: screen '😀' gives no Swift type name"), run.stderr)
        XCTAssertTrue(run.stderr.contains("[invalid-type-name]"), run.stderr)
        XCTAssertFalse(exists(dir.appendingPathComponent("out/Layout.swift")))
    }

    /// generate's cap of 10,000 views is its own: the message does not send the
    /// user to `--max-views`, which cannot raise it; a lower `--max-views` still rules.
    func testTheViewCapIsGeneratesOwnAndMaxViewsStillLowersIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("""
            layout: 1
            screen: Huge
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - {size: [10, 10], repeat: 10001}
            """, to: dir.appendingPathComponent("Huge.layout.yaml"))
        for extra in [[], ["--max-views", "50000"]] {
            let run = try CLIRunner.run(["generate", "Huge.layout.yaml", "-o", "out"] + extra, in: dir)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("Huge.layout.yaml:3:1: error: the spec expands to 10003 views; layoutc generate "
                                              + "writes at most 10000 views a screen as Swift (a fixed limit, which --max-views "
                                              + "cannot raise)"), run.stderr)
            XCTAssertTrue(run.stderr.contains("[limit-exceeded]"), run.stderr)
            XCTAssertFalse(exists(dir.appendingPathComponent("out")))
        }
        // Under a lower --max-views the reader refuses it, with its own message (not generate's).
        let lowered = try CLIRunner.run(["generate", "Huge.layout.yaml", "-o", "out", "--max-views", "100"], in: dir)
        XCTAssertEqual(lowered.status, 1, lowered.stderr)
        XCTAssertTrue(lowered.stderr.contains("[limit-exceeded]"), lowered.stderr)
        XCTAssertFalse(lowered.stderr.contains("layoutc generate writes at most"), lowered.stderr)
    }

    /// What the build plugin runs: the code names the spec by `--display-path`,
    /// the header by the file written; diagnostics keep the path given.
    func testTheDisplayPathIsWhatTheCodeNamesAndDiagnosticsKeepThePathGiven() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("Sources/App/Home/Card.layout.yaml")
        try write("layout: 1\nscreen: HomeCard\nroot:\n  children:\n    - {id: a, kind: button, frame: [0, 0, 10, 10]}\n",
                  to: spec)
        let out = dir.appendingPathComponent("work/Home+Card.layout.swift")
        let run = try CLIRunner.run(["generate", spec.path, "--output-file", out.path,
                                     "--display-path", "Sources/App/Home/Card.layout.yaml"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("\(spec.path):5:"), run.stderr)  // hit-target-too-small, at the absolute path
        let text = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("// Home+Card.layout.swift: generated by layoutc 0.1.0 from Sources/App/Home/Card.layout.yaml.\n"),
                      String(text.prefix(200)))
        XCTAssertTrue(text.contains("public static let specPath = \"Sources/App/Home/Card.layout.yaml\""))
        XCTAssertFalse(text.contains(dir.path), "the generated code names an absolute path")

        // One name for one spec only.
        try write("layout: 1\nscreen: Other\nroot: {}\n", to: dir.appendingPathComponent("Other.layout.yaml"))
        let two = try CLIRunner.run(["generate", spec.path, "Other.layout.yaml", "-o", "out", "--display-path", "x"], in: dir)
        XCTAssertEqual(two.status, 2, two.stderr)
        XCTAssertTrue(two.stderr.contains("--display-path takes exactly one spec"), two.stderr)

        // And a name at all: an empty one would write `specPath = ""`.
        let empty = try CLIRunner.run(["generate", spec.path, "--display-path", ""], in: dir)
        XCTAssertEqual(empty.status, 2, empty.stderr)
        XCTAssertTrue(empty.stderr.contains("--display-path names the spec; it cannot be empty"), empty.stderr)
    }

    /// The `layoutc generate` examples of Docs/Generate.md and the README run as
    /// written from the repository root.
    func testTheDocumentedCommandsWork() throws {
        var commands: [[String]] = []
        for document in ["Docs/Generate.md", "README.md"] {
            let text = try String(contentsOf: CLIRunner.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            commands += text.split(separator: "\n").filter { $0.hasPrefix("layoutc generate ") }
                .map { $0.split(separator: "#")[0].split(separator: " ").dropFirst().map(String.init) }
        }
        XCTAssertGreaterThanOrEqual(commands.count, 4)
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The repository's folders, seen from a scratch directory the outputs go into.
        for folder in ["Specs", "Examples"] {
            try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent(folder),
                                                       withDestinationURL: CLIRunner.repositoryRoot.appendingPathComponent(folder))
        }
        for command in commands {
            let run = try CLIRunner.run(command, in: dir)
            XCTAssertEqual(run.status, 0, "layoutc \(command.joined(separator: " ")): \(run.stderr)")
        }
    }
}

/// A 20,000-character screen name failed at the write, with a 20 KB message
/// (the whole file name) and no line: now an error at `screen:` before writing.
final class LongTypeNameTests: XCTestCase {
    func testATypeNameTooLongForAFileNameIsAnErrorAtTheScreenKey() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: [
            "B.layout.yaml": "layout: 1\nscreen: " + String(repeating: "x", count: 20_000) + "\nroot: {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["generate", "B.layout.yaml", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        let first = try XCTUnwrap(run.stderr.split(separator: "\n").first)
        XCTAssertEqual(first, "B.layout.yaml:2:1: error: the type name 'X" + String(repeating: "x", count: 39)
            + "…' is 20006 bytes; at most 249 fit a file name (249 + '.swift'): shorten the screen name [invalid-type-name]")
        XCTAssertLessThan(run.stderr.utf8.count, 1000, "no 20 KB message")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
