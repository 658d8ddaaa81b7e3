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
        // (Its corpus folder, which the IB tests read, is named on purpose: the docs say how to make it.)
        let designFolder = "sha" + "red"
        let outside = ["/work/", designFolder + "/design", designFolder + "/schemas", "spec" + "-format.md",
                       "uikit" + "-semantics", "codegen" + ".md", "architecture" + ".md", "(issue ", "issue #"]
        for (name, text) in try documents() {
            for needle in outside {
                XCTAssertFalse(text.contains(needle), "\(name) refers to '\(needle)', which is not in the repository")
            }
        }
        let performance = try String(contentsOf: root.appendingPathComponent("Docs/Performance.md"), encoding: .utf8)
        XCTAssertFalse(performance.contains("this machine"), "Docs/Performance.md: name the machine")
    }

    /// No source comment, message, script or doc cites one of the design documents
    /// the project was started from, which are not in the repository: a reader
    /// follows `Docs/…#anchor` instead. (The names are spelled in pieces so this
    /// file does not cite them itself.)
    func testNothingCitesADocumentOutsideTheRepository() throws {
        let outside = ["spec" + "-format", "uikit" + "-semantics", "interface-builder" + ".md", "codegen" + ".md",
                       "architecture" + ".md", "../" + "sha" + "red/design"]
        var found: [String] = []
        for (path, text) in RepositoryText.files(under: root) {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for needle in outside where line.contains(needle) {
                    found.append("\(path):\(number + 1): cites '\(needle)'")
                }
            }
        }
        XCTAssertEqual(found, [], "cite Docs/…#anchor inside the repository instead:\n" + found.joined(separator: "\n"))
    }

    /// Every `Docs/<page>.md#anchor` written anywhere (comments, messages, scripts,
    /// docs), and every `<page>.md#anchor` or `#anchor` link inside Docs/ and the
    /// README, names a document that exists and a heading it has.
    func testEveryDocsAnchorExists() throws {
        let docs = root.appendingPathComponent("Docs")
        var anchors: [String: Set<String>] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where name.hasSuffix(".md") {
            anchors[name] = RepositoryText.anchors(of: try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8))
        }
        var broken: [String] = []
        func check(_ document: String, _ anchor: Substring?, at place: String) {
            guard let known = anchors[document] else { return broken.append("\(place): Docs/\(document) does not exist") }
            if let anchor, !known.contains(String(anchor)) { broken.append("\(place): Docs/\(document) has no heading #\(anchor)") }
        }
        for (path, text) in RepositoryText.files(under: root) {
            for match in text.matches(of: /Docs\/([A-Za-z]+\.md)(?:#([A-Za-z0-9_-]*[A-Za-z0-9]))?/) {
                check(String(match.1), match.2, at: path)
            }
            let inDocs = path.hasPrefix("Docs/") && path.hasSuffix(".md")
            guard inDocs || path == "README.md" else { continue }
            for match in text.matches(of: /\]\(([A-Za-z]*\.md)?#([^)\s]+)\)/) {
                let document = match.1.map(String.init) ?? String(path.dropFirst(inDocs ? 5 : 0))
                if path == "README.md", match.1 == nil { continue }  // README's own anchors: not a Docs/ page
                check(document, match.2, at: path)
            }
        }
        XCTAssertEqual(broken, [], broken.joined(separator: "\n"))
    }

    /// The slugs GitHub gives headings, which the anchor test relies on.
    func testAnchorsAreGitHubSlugs() {
        let anchors = RepositoryText.anchors(of: """
            # The format of a spec
            ## Text, Dynamic Type and layout direction
            ```sh
            # not a heading
            ```
            ### `layoutc lint`
            ## Step 1: conflicts
            ## Text
            ## Text
            """)
        XCTAssertEqual(anchors, ["the-format-of-a-spec", "text-dynamic-type-and-layout-direction", "layoutc-lint",
                                 "step-1-conflicts", "text", "text-1"])
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
