import Foundation
import XCTest

/// An output file that is the spec being read (`lint a.layout.yaml -o
/// a.layout.yaml`, through `./` or a link too) replaced the spec with the
/// report, the SVG or the Swift source. It is refused, the spec untouched.
final class OutputOverInputTests: XCTestCase {
    func testNoCommandWritesOverItsOwnSpec() throws {
        let spec = "layout: 1\nscreen: A\nroot: {}\n"
        let dir = try CLIRunner.temporaryDirectory(holding: ["a.layout.yaml": spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.yaml").path,
                                                   withDestinationPath: "a.layout.yaml")
        let cases: [(arguments: [String], output: String)] = [
            (["lint", "a.layout.yaml", "-o", "a.layout.yaml"], "a.layout.yaml"),
            (["lint", ".", "--reporter", "json", "-o", "./a.layout.yaml"], "./a.layout.yaml"),
            (["lint", "a.layout.yaml", "--reporter", "sarif", "-o", "link.yaml"], "link.yaml"),
            (["render", "a.layout.yaml", "-o", "link.yaml"], "link.yaml"),
            (["generate", "a.layout.yaml", "--output-file", "./a.layout.yaml"], "./a.layout.yaml"),
        ]
        for (arguments, output) in cases {
            let run = try CLIRunner.run(arguments, in: dir)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("layoutc: error: cannot write \(output): it is a spec this command reads; "
                + "writing it would replace the spec\n"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.layout.yaml"), encoding: .utf8), spec)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["a.layout.yaml", "link.yaml"])
    }

    /// `report -o` onto the spec replaced it with the page and exited 0; an
    /// output directory holding a link to a spec (or to a config) under the
    /// name `compile` or `generate` writes wrote through the link onto it.
    func testNoOutputReplacesASpecOrAConfigThroughAnySpellingOrLink() throws {
        let spec = "layout: 1\nscreen: A\nroot: {}\n"
        let config = "devices: [iphone-15-pro]\n"
        let dir = try CLIRunner.temporaryDirectory(holding: ["a.layout.yaml": spec, ".layoutc.yml": config])
        defer { try? FileManager.default.removeItem(at: dir) }
        let links = ["frames/a.iphone-15-pro.portrait.json": "../a.layout.yaml", "swift/ALayout.swift": "../.layoutc.yml",
                     "config-link": ".layoutc.yml"]
        for (link, target) in links {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(link).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let cases: [(arguments: [String], output: String, role: String)] = [
            (["report", "a.layout.yaml", "-o", "a.layout.yaml"], "a.layout.yaml", "spec"),
            (["report", ".", "-o", "frames/../a.layout.yaml"], "frames/../a.layout.yaml", "spec"),
            (["report", ".", "-o", "config-link"], "config-link", "configuration"),
            (["compile", "a.layout.yaml", "-o", "frames"], "frames/a.iphone-15-pro.portrait.json", "spec"),
            (["generate", ".", "-o", "swift"], "swift/ALayout.swift", "configuration"),
            (["lint", ".", "--reporter", "json", "-o", ".layoutc.yml"], ".layoutc.yml", "configuration"),
            (["render", "a.layout.yaml", "-o", "config-link"], "config-link", "configuration"),
        ]
        for (arguments, output, role) in cases {
            let run = try CLIRunner.run(arguments, in: dir)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("cannot write \(output): it is a \(role) this command reads; "
                + "writing it would replace the \(role)"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.layout.yaml"), encoding: .utf8), spec,
                           "\(arguments)")
            XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent(".layoutc.yml"), encoding: .utf8), config,
                           "\(arguments)")
        }
        for link in links.keys {
            let type = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(link).path)[.type]
            XCTAssertEqual(type as? FileAttributeType, .typeSymbolicLink, link)
        }
    }

    func testAnotherExistingFileIsStillReplaced() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["a.layout.yaml": "layout: 1\nscreen: A\nroot: {}\n",
                                                             "report.json": "old"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["lint", "a.layout.yaml", "--reporter", "json", "-o", "report.json"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(try String(contentsOf: dir.appendingPathComponent("report.json"), encoding: .utf8)
            .hasPrefix("{\n  \"format\": \"layoutc.lint/1\""))
    }
}

/// A link to `/` inside a linted directory made `lint` walk the whole file
/// system, and a link to a file outside had it read and shown.
final class DiscoveryContainmentTests: XCTestCase {
    func testNoCommandFollowsALinkOutOfTheDirectoryItWasGiven() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["tree/A.layout.yaml": "layout: 1\nscreen: A\nroot: {}\n",
                                                             "far/B.layout.yaml": "layout: 1\nscreen: B\nroot: {}\n",
                                                             "far/sub/C.layout.yaml": "layout: 1\nscreen: C\nroot: {}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let tree = dir.appendingPathComponent("tree")
        for (name, target) in [("root", "/"), ("far", "../far"), ("B.layout.yaml", "../far/B.layout.yaml"),
                               ("passwd.layout.yaml", "/etc/passwd"), ("self", ".")] {
            try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent(name).path, withDestinationPath: target)
        }
        let lint = try CLIRunner.run(["lint", "tree", "--reporter", "json"], in: dir)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertTrue(lint.stdoutText.contains("tree/A.layout.yaml"), lint.stdoutText)
        XCTAssertFalse(lint.stdoutText.contains("B.layout.yaml"), lint.stdoutText)
        XCTAssertFalse(lint.stdoutText.contains("passwd"), lint.stdoutText)
        let compile = try CLIRunner.run(["compile", "tree", "-o", "out"], in: dir)
        XCTAssertEqual(compile.status, 0, compile.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path),
                       ["A.iphone-15-pro.portrait.json"])
        // Named on the command line, a link is the user's choice and is followed.
        let named = try CLIRunner.run(["lint", "tree/far", "--reporter", "json"], in: dir)
        XCTAssertTrue(named.stdoutText.contains("tree/far/sub/C.layout.yaml"), named.stdoutText)
    }
}
