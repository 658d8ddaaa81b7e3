import Foundation
import XCTest

/// A path given as an empty string, as `-o "$OUT_DIR"` passes with the
/// variable unset: `compile -o ''` wrote into the current directory, `init ''`
/// there too, `lint ''` linted it, and the others failed with `cannot write :`.
/// Each is a usage error (exit 2) naming the option, with nothing written.
final class EmptyPathTests: XCTestCase {
    func testAnEmptyPathIsAUsageErrorThatNamesTheOption() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["a.layout.yaml": "layout: 1\nscreen: A\nroot: {}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(arguments: [String], message: String)] = [
            (["compile", "a.layout.yaml", "-o", ""], "--output names the directory to write into; it cannot be empty"),
            (["compile", ""], "a path names a spec, a directory or - (standard input); it cannot be empty"),
            (["lint", ""], "a path names a spec, a directory or - (standard input); it cannot be empty"),
            (["lint", "a.layout.yaml", "--reporter", "sarif", "-o", ""],
             "--output names a reporter's file (- for standard output); it cannot be empty"),
            (["lint", "a.layout.yaml", "--config", ""], "--config names the configuration file; it cannot be empty"),
            (["render", "a.layout.yaml", "-o", ""], "--output names the file to write; it cannot be empty"),
            (["generate", "a.layout.yaml", "-o", ""], "--output names the directory to write into; it cannot be empty"),
            (["generate", "a.layout.yaml", "--output-file", ""], "--output-file names the file to write; it cannot be empty"),
            (["init", ""], "the directory names where .layoutc.yml goes; it cannot be empty"),
        ]
        for (arguments, message) in cases {
            let run = try CLIRunner.run(arguments, in: dir)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("layoutc: error: \(message)\n"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, Data(), "\(arguments)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["a.layout.yaml"])
    }
}
