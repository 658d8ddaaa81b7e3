import Foundation
import LanguageServer
import XCTest

/// Open specs follow their `.layoutc.yml`: a watcher is registered where the
/// client allows it, a config change compiles every open spec again, and a
/// config broken again after a fix is said again.
final class ConfigWatchingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Specs"),
                                                withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var configURL: URL { directory.appendingPathComponent(".layoutc.yml") }

    private func writeConfig(_ severity: String) throws {
        try "rules:\n  \(severity)\n".write(to: configURL, atomically: true, encoding: .utf8)
    }

    private let spec = "layout: 1\nscreen: S\nroot:\n  children:\n    - {id: x, kind: button, frame: [16, 100, 28, 28]}\n"

    private func severities(_ replies: [JSONValue], uri: String) -> [Int] {
        TestClient.diagnostics(in: replies, uri: uri).compactMap { $0["severity"]?.intValue }
    }

    private func open(_ client: TestClient) -> (uri: String, severities: [Int]) {
        let uri = directory.appendingPathComponent("Specs/S.layout.yaml").absoluteString
        let replies = client.notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(spec)],
        ])
        return (uri, severities(replies, uri: uri))
    }

    func testAWatcherIsRegisteredWhenTheClientAllowsIt() {
        let watching = TestClient()
        _ = watching.request("initialize", ["processId": .null, "capabilities": [
            "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]])
        let registration = watching.notify("initialized", [:])
        XCTAssertEqual(registration.first?["method"], "client/registerCapability")
        let registered = registration.first?["params"]?["registrations"]?.arrayValue?.first
        XCTAssertEqual(registered?["method"], "workspace/didChangeWatchedFiles")
        XCTAssertEqual(registered?["registerOptions"]?["watchers"], [["globPattern": "**/.layoutc.yml"]])
        // The client's answer is taken quietly.
        XCTAssertEqual(watching.send(["jsonrpc": "2.0", "id": "layoutc/watch-config", "result": .null]), [])

        let plain = TestClient()
        plain.initialize()
        XCTAssertEqual(plain.notify("initialized", [:]), [])
    }

    func testAChangedConfigRepublishesEveryOpenSpec() throws {
        try writeConfig("hit-target-too-small: error")
        let client = TestClient()
        client.initialize()
        let (uri, opened) = open(client)
        XCTAssertEqual(opened, [1])

        try writeConfig("hit-target-too-small: off")
        let watched = client.notify("workspace/didChangeWatchedFiles", [
            "changes": [["uri": .string(configURL.absoluteString), "type": 2]]])
        XCTAssertEqual(severities(watched, uri: uri), [])

        try writeConfig("hit-target-too-small: warning")
        let saved = client.notify("textDocument/didSave", ["textDocument": ["uri": .string(configURL.absoluteString)]])
        XCTAssertEqual(severities(saved, uri: uri), [2])

        // Other files changing recompile nothing.
        XCTAssertEqual(client.notify("workspace/didChangeWatchedFiles", [
            "changes": [["uri": .string(directory.appendingPathComponent("Other.swift").absoluteString), "type": 2]]]), [])
    }

    func testAConfigProblemIsShownAgainWhenItComesBack() throws {
        let client = TestClient()
        client.initialize()
        try writeConfig("hit-target-too-smal: error")
        let (uri, _) = open(client)
        func edit(_ version: Int) -> [JSONValue] {
            let replies = client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["text": .string(spec)]]])
            return replies.filter { $0["method"] == "window/showMessage" }
        }
        XCTAssertEqual(edit(2).count, 0, "shown once, at the open")
        try writeConfig("hit-target-too-small: error")
        XCTAssertEqual(edit(3).count, 0)
        try writeConfig("hit-target-too-smal: error")
        let again = edit(4)
        XCTAssertEqual(again.count, 1)
        XCTAssertTrue(again.first?["params"]?["message"]?.stringValue?.contains("unknown rule 'hit-target-too-smal'") ?? false,
                      "\(again)")
    }
}
