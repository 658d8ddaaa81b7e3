import LanguageServer
import XCTest

/// A spec with an unknown key after non-ASCII text on its line, to prove ranges
/// are sent in UTF-16 code units (the emoji is two, the accented letters one).
let sampleSpec = """
layout: 1
screen: Sample
root:
  safeArea: true
  children:
    - id: title
      kind: label
      place: {top: 0, left: 16, right: 16, height: 44}
    - {id: "🎉 né", kind: image, frame: [0, 50, 100, 100], contentSize: [50, 25], bogus: 1}

"""

final class SessionTests: XCTestCase {
    func testInitializeAdvertisesCapabilities() throws {
        let client = TestClient()
        let result = try XCTUnwrap(client.initialize()?["result"])
        let capabilities = try XCTUnwrap(result["capabilities"])
        XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities["textDocumentSync"]?["change"], 2, "incremental")
        XCTAssertEqual(capabilities["textDocumentSync"]?["openClose"], true)
        XCTAssertEqual(capabilities["hoverProvider"], true)
        // No space: it would open completion on every space typed.
        XCTAssertEqual(capabilities["completionProvider"]?["triggerCharacters"], [":", "["])
        for provider in ["documentSymbolProvider", "workspaceSymbolProvider", "foldingRangeProvider",
                         "documentHighlightProvider"] {
            XCTAssertEqual(capabilities[provider], true, provider)
        }
        XCTAssertNotNil(capabilities["inlayHintProvider"])
        XCTAssertEqual(capabilities["codeActionProvider"]?["codeActionKinds"], ["quickfix"])
        // Formatting is not offered: it could not keep comments and key order.
        XCTAssertNil(capabilities["documentFormattingProvider"])
        XCTAssertEqual(result["serverInfo"]?["name"], "layoutc")
    }

    func testASecondInitializeIsAnInvalidRequest() throws {
        let client = TestClient()
        client.initialize()
        let second = try XCTUnwrap(client.request("initialize", ["processId": .null, "capabilities": [:]]).response)
        XCTAssertNil(second["result"])
        XCTAssertEqual(second["error"]?["code"], -32600)
        // The session goes on as initialized.
        XCTAssertNotNil(client.request("textDocument/documentSymbol",
                                       ["textDocument": ["uri": .string(TestClient.uri)]]).response?["result"])
    }

    func testUnknownKeyIsPublishedWithAUTF16Range() throws {
        let client = TestClient()
        client.initialize()
        let diagnostics = client.open(sampleSpec)
        let unknown = try XCTUnwrap(diagnostics.first { $0["code"] == "unknown-key" }, "\(diagnostics)")
        let expected = utf16Position(of: "bogus", in: sampleSpec)
        // In scalars the key starts 1 column earlier: the emoji is one scalar, two UTF-16 units.
        XCTAssertEqual(unknown["range"]?["start"], ["line": .int(expected.line), "character": .int(expected.character)])
        XCTAssertEqual(unknown["range"]?["end"], ["line": .int(expected.line), "character": .int(expected.character + 5)])
        XCTAssertEqual(unknown["severity"], 1)
        XCTAssertEqual(unknown["source"], "layoutc")
        XCTAssertTrue(unknown["message"]?.stringValue?.contains("unknown key 'bogus'") ?? false, "\(unknown)")
    }

    func testChangeRepublishesAndCloseClears() {
        let client = TestClient()
        client.initialize()
        XCTAssertFalse(client.open(sampleSpec).isEmpty)
        let fixed = sampleSpec.replacingOccurrences(of: ", bogus: 1", with: "")
        let changed = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(TestClient.uri), "version": 2],
            "contentChanges": [["text": .string(fixed)]],
        ])
        XCTAssertEqual(TestClient.diagnostics(in: changed), [])
        XCTAssertEqual(changed.first?["params"]?["version"], 2)
        let broken = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(TestClient.uri), "version": 3],
            "contentChanges": [["text": "layout: 1\nscreen: [\n"]],
        ])
        XCTAssertEqual(TestClient.diagnostics(in: broken).first?["code"], "yaml-syntax")
        let closed = client.notify("textDocument/didClose", ["textDocument": ["uri": .string(TestClient.uri)]])
        XCTAssertEqual(TestClient.diagnostics(in: closed), [])
    }

    func testRangeEditsAreAppliedInUTF16() {
        let client = TestClient()
        client.initialize()
        _ = client.open(sampleSpec)
        let at = utf16Position(of: ", bogus: 1", in: sampleSpec)
        let changed = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(TestClient.uri), "version": 2],
            "contentChanges": [[
                "range": ["start": ["line": .int(at.line), "character": .int(at.character)],
                          "end": ["line": .int(at.line), "character": .int(at.character + 10)]],
                "text": "",
            ]],
        ])
        XCTAssertEqual(TestClient.diagnostics(in: changed), [])
    }

    func testSeverityAndDeviceFromInitializationOptions() throws {
        let client = TestClient()
        client.initialize(["device": "iphone-se-3"])
        _ = client.open(sampleSpec)
        let hover = try XCTUnwrap(client.hover(line: 5, character: 12)?["contents"]?["value"]?.stringValue)
        XCTAssertTrue(hover.contains("iphone-se-3"), hover)
    }

    func testHoverOnAKeyShowsItsSchemaDoc() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(sampleSpec)
        let at = utf16Position(of: "kind: label", in: sampleSpec)
        let hover = try XCTUnwrap(client.hover(line: at.line, character: at.character + 2))
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("**kind** (view) — the UIKit class the view stands for"), text)
        XCTAssertTrue(text.contains("Default: `view`"), text)
        XCTAssertEqual(hover["range"]?["start"]?["character"], .int(at.character))
        XCTAssertEqual(hover["range"]?["end"]?["character"], .int(at.character + 4))

        // A key inside a flow mapping, after the emoji: `frame` of an image.
        let frame = utf16Position(of: "frame", in: sampleSpec)
        let frameText = client.hover(line: frame.line, character: frame.character + 1)?["contents"]?["value"]?.stringValue
        XCTAssertTrue(frameText?.contains("**frame** (view)") ?? false, frameText ?? "nil")

        // `left` inside `place: {…}` is the place key, not the view's.
        let left = utf16Position(of: "left", in: sampleSpec)
        let leftText = client.hover(line: left.line, character: left.character)?["contents"]?["value"]?.stringValue
        XCTAssertTrue(leftText?.contains("**left** (place)") ?? false, leftText ?? "nil")
    }

    func testHoverOnAViewShowsItsSolvedFrame() throws {
        let client = TestClient()
        client.initialize()
        _ = client.open(sampleSpec)
        // On the value of `id`: not a key, so the view.
        let at = utf16Position(of: "title", in: sampleSpec)
        let text = try XCTUnwrap(client.hover(line: at.line, character: at.character + 1)?["contents"]?["value"]?.stringValue)
        // iPhone 15 Pro portrait: safe area top 59; the root's children stay inside it.
        XCTAssertTrue(text.contains("**label** `title` — root/children/0"), text)
        XCTAssertTrue(text.contains("frame           [16, 59, 361, 44]"), text)
        XCTAssertTrue(text.contains("windowFrame     [16, 59, 361, 44]"), text)
        XCTAssertTrue(text.contains("safeAreaInsets  [0, 0, 0, 0]"), text)
        XCTAssertTrue(text.contains("textRect"), text)

        // Inside the second view's flow mapping, after the emoji.
        let image = utf16Position(of: "100, 100", in: sampleSpec)
        let imageText = client.hover(line: image.line, character: image.character)?["contents"]?["value"]?.stringValue
        XCTAssertTrue(imageText?.contains("**image** `🎉 né` — root/children/1") ?? false, imageText ?? "nil")
        XCTAssertTrue(imageText?.contains("frame           [0, 109, 100, 100]") ?? false, imageText ?? "nil")
        XCTAssertTrue(imageText?.contains("contentRect     [0, 0, 100, 100]") ?? false, imageText ?? "nil")

        // The root, on a line of its own mapping.
        let root = client.hover(line: 3, character: 14)?["contents"]?["value"]?.stringValue
        XCTAssertTrue(root?.contains("**view** — root") ?? false, root ?? "nil")
    }

    func testCompletionInsidePlaceOffersPlaceKeys() {
        let client = TestClient()
        client.initialize()
        let text = """
        layout: 1
        screen: S
        root:
          children:
            - id: a
              place:
                top: 0
                
            - id: b
              place: {left: 0, }

        """
        _ = client.open(text)
        let block = client.completion(line: 7, character: 8).map(\.label)
        XCTAssertEqual(block, ["in", "left", "right", "width", "leading", "trailing", "centerX", "bottom", "height", "centerY",
                               "aspectRatio"])
        XCTAssertEqual(client.completion(line: 7, character: 8).first?.newText, "in: ")
        let flow = client.completion(line: 9, character: 23).map(\.label)
        XCTAssertEqual(flow, ["in", "right", "width", "leading", "trailing", "centerX", "top", "bottom", "height", "centerY",
                              "aspectRatio"])
    }

    func testCompletionAfterKindOffersKindsAndKeysFollowTheKind() {
        let client = TestClient()
        client.initialize()
        let text = """
        layout: 1
        screen: S
        root:
          children:
            - id: a
              kind: 
            - id: b
              kind: image
              con
            - {kind: label, te}

        """
        _ = client.open(text)
        let kinds = client.completion(line: 5, character: 12)
        XCTAssertEqual(kinds.map(\.label), ["view", "label", "button", "image", "textView", "textField", "scroll",
                                            "collection", "table", "cell", "stack"])
        XCTAssertEqual(kinds.first?.newText, "view")
        // Right after the colon, the value gets its space.
        XCTAssertEqual(client.completion(line: 5, character: 11).first?.newText, " view")
        let imageKeys = client.completion(line: 8, character: 9).map(\.label)
        XCTAssertTrue(imageKeys.contains("contentMode") && imageKeys.contains("contentSize"), "\(imageKeys)")
        XCTAssertFalse(imageKeys.contains("textInsets") || imageKeys.contains("kind") || imageKeys.contains("id"),
                       "\(imageKeys)")
        let labelKeys = client.completion(line: 9, character: 22).map(\.label)
        XCTAssertTrue(labelKeys.contains("textInsets") && !labelKeys.contains("contentMode"), "\(labelKeys)")
    }

    func testCompletionOfOtherValues() {
        let client = TestClient()
        client.initialize()
        let text = """
        layout: 1
        screen: S
        device: 
        bars: [status, ]
        root:
          children:
            - kind: collection
              place: {in: }
              flow:
                align: 
                items:
                  - {size: [1, 2], repeat: 2, kind: }

        """
        _ = client.open(text)
        XCTAssertTrue(client.completion(line: 2, character: 8).map(\.label).contains("iphone-se-3"))
        // `status` is already in the list: not offered again.
        XCTAssertEqual(client.completion(line: 3, character: 15).map(\.label),
                       ["navigation", "largeTitle", "tab", "toolbar"])
        XCTAssertEqual(client.completion(line: 7, character: 18).map(\.label), ["content", "bounds", "safeArea", "margins"])
        XCTAssertEqual(client.completion(line: 9, character: 15).map(\.label), ["justified", "left", "center", "right"])
        let itemKind = utf16Position(of: "kind: }", in: text)
        XCTAssertTrue(client.completion(line: itemKind.line, character: itemKind.character + 6).map(\.label).contains("cell"))
    }

    func testCompletionOfListElements() {
        let client = TestClient()
        client.initialize()
        let text = """
        layout: 1
        screen: S
        bars:
          - 
          - navigation   # already there: not offered
        root:
          safeArea: [top, ]
          maskedCorners: 

        """
        _ = client.open(text)
        XCTAssertEqual(client.completion(line: 3, character: 4).map(\.label),
                       ["status", "largeTitle", "tab", "toolbar"])
        XCTAssertEqual(client.completion(line: 6, character: 18).map(\.label), ["left", "bottom", "right"])
        // A list's words alone would not be a list: offered inside `[…]` only.
        XCTAssertEqual(client.completion(line: 7, character: 17).map(\.label), [])
    }

    func testStringRequestIDsAreEchoed() {
        let client = TestClient()
        let replies = client.send(["jsonrpc": "2.0", "id": "abc", "method": "initialize", "params": ["capabilities": [:]]])
        XCTAssertEqual(replies.first?["id"], "abc")
        XCTAssertNotNil(replies.first?["result"]?["capabilities"])
    }

    func testShutdownThenExit() {
        let client = TestClient()
        client.initialize()
        let shutdown = client.request("shutdown")
        XCTAssertEqual(shutdown.response?["result"], .null)
        XCTAssertNotNil(shutdown.response?["result"])
        XCTAssertEqual(client.request("textDocument/hover", [:]).response?["error"]?["code"], -32600)
        XCTAssertNil(client.session.exitCode)
        XCTAssertEqual(client.notify("exit"), [])
        XCTAssertEqual(client.session.exitCode, 0)
    }

    func testExitWithoutShutdownIsOne() {
        let client = TestClient()
        client.initialize()
        _ = client.notify("exit")
        XCTAssertEqual(client.session.exitCode, 1)
    }

    func testProtocolErrors() {
        let client = TestClient()
        XCTAssertEqual(client.request("textDocument/hover", [:]).response?["error"]?["code"], -32002)
        client.initialize()
        XCTAssertEqual(client.request("textDocument/formatting", [:]).response?["error"]?["code"], -32601)
        let notJSON = TestClient.decode(client.session.receive(MessageFramer.frame(Data("{not json".utf8))))
        XCTAssertEqual(notJSON.first?["error"]?["code"], -32700)
        XCTAssertEqual(notJSON.first?["id"], .null)
        XCTAssertEqual(client.send([1, 2]).first?["error"]?["code"], -32600)
        // Hover and completion on unknown documents answer null, not an error.
        XCTAssertEqual(client.hover(line: 0, character: 0), .null)
        XCTAssertFalse(client.logged.isEmpty)
    }
}
