import Foundation
import XCTest

/// A directory named with doubled trailing slashes (`Specs//`, as a script's
/// `"$DIR/"` gives when `DIR` already ends in one) names its specs as `Specs`
/// does: the name is the frames' `file` and every diagnostic's, and `lint`
/// already printed `Specs/A.layout.yaml` where `compile` printed `Specs//A.layout.yaml`.
final class DirectorySpellingTests: XCTestCase {
    func testEverySpellingOfADirectoryNamesItsSpecsAlike() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = dir.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: false)
        try Data("layout: 1\nscreen: A\nroot: {children: [{bogus: 1}]}\n".utf8)
            .write(to: specs.appendingPathComponent("A.layout.yaml"))
        for spelling in ["Specs", "Specs/", "Specs//", "Specs///"] {
            let out = "out-\(spelling.count)"
            let compile = try CLIRunner.run(["compile", spelling, "-o", out], in: dir)
            XCTAssertEqual(compile.status, 1, compile.stderr)
            XCTAssertTrue(compile.stderr.hasPrefix("Specs/A.layout.yaml:3:"), "\(spelling): \(compile.stderr)")
            let frames = try String(contentsOf: dir.appendingPathComponent("\(out)/A.iphone-15-pro.portrait.json"),
                                    encoding: .utf8)
            XCTAssertTrue(frames.contains("\"file\": \"Specs/A.layout.yaml\""), spelling)
            let lint = try CLIRunner.run(["lint", spelling], in: dir)
            XCTAssertTrue(lint.stderr.hasPrefix("Specs/A.layout.yaml:3:") || String(decoding: lint.stdout, as: UTF8.self)
                .hasPrefix("Specs/A.layout.yaml:3:"), "\(spelling): \(lint.stderr)")
        }
    }
}
