@testable import LanguageServer
import XCTest

/// Device and orientation from `initializationOptions` and
/// `didChangeConfiguration`, and what the client is told about them.
final class SettingsTests: XCTestCase {
    private let spec = "layout: 1\nscreen: S\nroot:\n  children:\n    - {id: a, frame: [0, 0, 10, 10]}\n"

    private func renderedDevice(_ client: TestClient) -> String? {
        client.request("layoutc/render", ["textDocument": ["uri": .string(TestClient.uri)]])
            .response?["result"]?["device"]?.stringValue
    }

    func testEmptySettingsDoNotUndoTheInitializationOptions() {
        let client = TestClient()
        client.initialize(["device": "iphone-se-3"])
        _ = client.open(spec)
        XCTAssertEqual(renderedDevice(client), "iphone-se-3/portrait")
        // What Neovim sends right after initialize.
        XCTAssertTrue(client.notify("workspace/didChangeConfiguration", ["settings": [:]]).isEmpty)
        XCTAssertEqual(renderedDevice(client), "iphone-se-3/portrait")
        let replies = client.notify("workspace/didChangeConfiguration",
                                    ["settings": ["layoutc": ["orientation": "landscape"]]])
        XCTAssertEqual(TestClient.diagnostics(in: replies).count, 0)
        XCTAssertEqual(renderedDevice(client), "iphone-15-pro/landscape")
    }

    func testUnknownDeviceAndOrientationAreShownToTheClient() {
        let client = TestClient()
        let replies = client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                   "params": ["capabilities": [:], "initializationOptions": ["orientation": "sideways"]]])
        XCTAssertTrue(replies.contains { $0["method"] == "window/showMessage"
            && $0["params"]?["message"]?.stringValue?.contains("unknown orientation 'sideways'") == true }, "\(replies)")
        _ = client.notify("initialized", [:])
        _ = client.notify("workspace/didChangeConfiguration", ["settings": ["device": "iphone-15-pr"]])
        let opened = client.notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(TestClient.uri), "languageId": "yaml", "version": 1, "text": .string(spec)],
        ])
        let shown = opened.first { $0["method"] == "window/showMessage" }?["params"]?["message"]?.stringValue
        XCTAssertEqual(shown, "layoutc: unknown device 'iphone-15-pr' in the layoutc settings, so the spec's device is used; did you mean 'iphone-15-pro'?")
        XCTAssertEqual(renderedDevice(client), "iphone-15-pro/portrait")
    }
}
