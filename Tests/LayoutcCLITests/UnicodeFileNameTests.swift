import Foundation
import XCTest

/// Two specs whose names differ only in Unicode normalization (`café` as
/// U+00E9, and as `e` + U+0301: what a macOS checkout and a Linux one may
/// each write) are two files on Linux. Swift's `String` equality took them for
/// one, and `lint` and `compile` of their directory silently left one out.
final class UnicodeFileNameTests: XCTestCase {
    private let composed = "caf\u{E9}.layout.yaml"
    private let decomposed = "cafe\u{301}.layout.yaml"

    private func spec(_ id: String) -> String {
        "layout: 1\nscreen: S\ndevice: iphone-15-pro\nroot:\n  children:\n"
            + "    - {id: \(id), kind: button, frame: [16, 100, 20, 20]}\n"
    }

    private func directory() throws -> URL {
        // Not a dictionary literal: its two keys are equal as `String`s.
        let dir = try CLIRunner.temporaryDirectory(holding: ["Specs/\(composed)": spec("first")])
        try Data(spec("second").utf8).write(to: dir.appendingPathComponent("Specs/\(decomposed)"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Specs").path)
        guard Set(names.map { Array($0.utf8) }).count == 2 else {
            try? FileManager.default.removeItem(at: dir)
            throw XCTSkip("this file system normalizes file names: the two are one file here")
        }
        return dir
    }

    func testLintReadsBothFilesEachWithItsOwnLines() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try CLIRunner.run(["lint", "Specs", "--reporter", "json"], in: dir)
        XCTAssertEqual(json.status, 0, json.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        // Equal as Strings, so sorted by their bytes: "e" (0x65) before "é" (0xC3 0xA9).
        XCTAssertEqual(files.compactMap { ($0["file"] as? String).map { Array($0.utf8) } },
                       [Array("Specs/\(decomposed)".utf8), Array("Specs/\(composed)".utf8)])
        let ids = files.map { (($0["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String } }
        XCTAssertEqual(ids, [["second"], ["first"]])

        let text = try CLIRunner.run(["lint", "Specs", "--color", "never"], in: dir)
        let sourceLines = text.stdoutText.split(separator: "\n").filter { $0.contains("kind: button") }
        XCTAssertEqual(sourceLines.map { $0.contains("id: second") }, [true, false], text.stdoutText)
        XCTAssertEqual(sourceLines.map { $0.contains("id: first") }, [false, true], text.stdoutText)

        let sarif = try CLIRunner.run(["lint", "Specs", "--reporter", "sarif"], in: dir)
        let run = try XCTUnwrap(((JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])?["runs"]
            as? [[String: Any]])?.first)
        let uris = try XCTUnwrap(run["artifacts"] as? [[String: Any]]).compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uris, ["Specs/cafe%CC%81.layout.yaml", "Specs/caf%C3%A9.layout.yaml"])
    }

    func testCompileReadsBothFiles() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["compile", "Specs", "--color", "never"], in: dir)
        // Two documents for standard output: the usage error that says so, not one spec compiled.
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("several specs or targets print several documents"), run.stderr)
        let both = try CLIRunner.run(["compile", "Specs/\(composed)", "Specs/\(decomposed)", "-o", "out"], in: dir)
        XCTAssertEqual(both.status, 2, both.stderr)
        XCTAssertTrue(both.stderr.contains("would both write out/caf"), both.stderr)
    }
}

/// A spec whose file name is not UTF-8 (`caf\xE9.layout.yaml`, Latin-1) was
/// skipped without a word, and `lint` passed on a spec it never read.
final class NonUTF8FileNameTests: XCTestCase {
    func testASpecWhoseNameIsNotUTF8IsNamedNotSkipped() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var path = Array(dir.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".layout.yaml".utf8) + [0]
        let descriptor = path.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        for command in ["lint", "compile", "generate"] {
            let run = try CLIRunner.run([command, "."], in: dir)
            XCTAssertEqual(run.status, 2, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("caf\\xE9.layout.yaml: the file name is not UTF-8; rename it"),
                          "\(command): \(run.stderr)")
        }
    }
}
