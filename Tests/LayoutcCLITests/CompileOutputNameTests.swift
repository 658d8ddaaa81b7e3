import Foundation
import XCTest

/// `compile -o DIR` names each frames file after its spec's file name, so two
/// specs of one name in different directories wrote one file, the last
/// compiled silently winning; and a spec named twice (`a ./a`, `--device X
/// --device X`) was compiled twice into one file at once, its diagnostics
/// printed twice.
final class CompileOutputNameTests: XCTestCase {
    private func spec(_ screen: String) -> String {
        "layout: 1\nscreen: \(screen)\ndevice: iphone-15-pro\nroot: {}\n"
    }

    private func project(_ files: [String: String]) throws -> URL {
        try CLIRunner.temporaryDirectory(holding: files)
    }

    func testTwoSpecsOfOneNameAreAnErrorBeforeAnythingIsWritten() throws {
        let dir = try project(["A/home.layout.yaml": spec("First"), "B/home.layout.yaml": spec("Second")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["compile", "A", "B", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr, "layoutc: error: A/home.layout.yaml and B/home.layout.yaml would both write "
            + "out/home.<device>.<orientation>.json (a file is named after its spec's file name); "
            + "compile them into separate -o directories, or rename one\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testNamesThatDifferOnlyInCaseCollideAndStandardInputGoesByItsName() throws {
        let dir = try project(["A/Home.layout.yaml": spec("First"), "B/home.yaml": spec("Second")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let cased = try CLIRunner.run(["compile", "A/Home.layout.yaml", "B/home.yaml", "-o", "out/"], in: dir)
        XCTAssertEqual(cased.status, 2, cased.stderr)
        XCTAssertTrue(cased.stderr.hasPrefix("layoutc: error: A/Home.layout.yaml and B/home.yaml would both write "
            + "out/home.<device>.<orientation>.json"), cased.stderr)
        let piped = try CLIRunner.run(["compile", "A/Home.layout.yaml", "-", "--stdin-path", "C/home.layout.yaml",
                                       "-o", "out"], in: dir, input: Data(spec("Third").utf8))
        XCTAssertEqual(piped.status, 2, piped.stderr)
        XCTAssertTrue(piped.stderr.hasPrefix("layoutc: error: A/Home.layout.yaml and C/home.layout.yaml would both write "
            + "out/home.<device>.<orientation>.json"), piped.stderr)
    }

    func testSpecsOfDifferentNamesStillCompileTogether() throws {
        let dir = try project(["A/home.layout.yaml": spec("First"), "B/settings.layout.yaml": spec("Second")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["compile", "A", "B", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(names, ["home.iphone-15-pro.portrait.json", "settings.iphone-15-pro.portrait.json"])
    }

    func testASpecNamedTwiceIsCompiledOnce() throws {
        let warning = "layout: 1\nscreen: S\ndevice: iphone-15-pro\nroot:\n  children:\n"
            + "    - {id: b, kind: button, frame: [16, 100, 20, 20]}\n"
        let dir = try project(["a.layout.yaml": warning])
        defer { try? FileManager.default.removeItem(at: dir) }
        let once = try CLIRunner.run(["compile", "a.layout.yaml", "-o", "out"], in: dir)
        let twice = try CLIRunner.run(["compile", "a.layout.yaml", "./a.layout.yaml", "-o", "out",
                                       "--device", "iphone-15-pro", "--device", "iphone-15-pro"], in: dir)
        XCTAssertEqual(once.status, 0, once.stderr)
        XCTAssertEqual(twice.status, 0, twice.stderr)
        XCTAssertTrue(once.stderr.contains("[hit-target-too-small]"), once.stderr)
        XCTAssertEqual(twice.stderr, once.stderr)
        let standardOutput = try CLIRunner.run(["compile", "a.layout.yaml", "./a.layout.yaml"], in: dir)
        XCTAssertEqual(standardOutput.status, 0, standardOutput.stderr)
        XCTAssertEqual(standardOutput.stderr, once.stderr)
    }
}
