import Foundation
import XCTest

/// Issue 16.2: Docs/ is complete on its own. Nothing in it (or in the README)
/// points outside the repository, every relative link resolves, and the
/// configuration examples are configurations layoutc accepts.
final class DocsStandAloneTests: XCTestCase {
    private let root = CLIRunner.repositoryRoot

    /// README.md and every Markdown file of Docs/.
    private func documents() throws -> [(name: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return try (["README.md"] + docs).map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    func testNothingPointsOutsideTheRepository() throws {
        // The design folder beside the repository, spelled in pieces so this file is no reader of it.
        let designFolder = "sha" + "red"
        let outside = ["../" + designFolder, "/work/", designFolder + "/design", designFolder + "/schemas", "spec-format.md",
                       "uikit-semantics", "codegen.md", "architecture.md", "(issue ", "issue #"]
        for (name, text) in try documents() {
            for needle in outside {
                XCTAssertFalse(text.contains(needle), "\(name) refers to '\(needle)', which is not in the repository")
            }
        }
        let performance = try String(contentsOf: root.appendingPathComponent("Docs/Performance.md"), encoding: .utf8)
        XCTAssertFalse(performance.contains("this machine"), "Docs/Performance.md: name the machine")
    }

    func testEveryRelativeLinkResolves() throws {
        for (name, text) in try documents() {
            let base = (root.appendingPathComponent(name).path as NSString).deletingLastPathComponent
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.hasPrefix("http"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
                let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                let resolved = (base as NSString).appendingPathComponent(path)
                XCTAssertTrue(FileManager.default.fileExists(atPath: resolved), "\(name): the link '\(target)' leads nowhere")
            }
        }
    }

    func testTheDocumentedTopicsAreThere() throws {
        let all = try documents().map(\.text).joined()
        for topic in ["layoutc.frames/1", "windowFrame", "hitRect", ".layoutc.yml", "customDevices", "include", "exclude",
                      "suppress:", "# layoutc:disable-next-line", "layoutc explain", "layoutc rules", "--stdin-path",
                      "--max-file-size", "Scripts/install.sh", "--generate-completion-script"] {
            XCTAssertTrue(all.contains(topic), "the docs do not mention \(topic)")
        }
    }

    /// The ```yaml blocks of Docs/Configuration.md and the README's config
    /// example are accepted by `lint --config`.
    func testConfigurationExamplesAreValid() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(BoundedInputTests.clean.utf8).write(to: dir.appendingPathComponent("a.layout.yaml"))
        var blocks: [String] = []
        for name in ["Docs/Configuration.md", "README.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            for part in text.components(separatedBy: "```yaml\n").dropFirst() {
                let block = part.components(separatedBy: "```").first ?? ""
                if block.contains("rules:") || block.contains("customDevices:") { blocks.append(block) }
            }
        }
        XCTAssertGreaterThanOrEqual(blocks.count, 2)
        for (index, block) in blocks.enumerated() {
            let config = dir.appendingPathComponent("example\(index).yml")
            try Data(block.utf8).write(to: config)
            let run = try CLIRunner.run(["lint", "a.layout.yaml", "--config", config.path], in: dir)
            XCTAssertEqual(run.status, 0, "example \(index):\n\(block)\n\(run.stderr)")
        }
    }
}
