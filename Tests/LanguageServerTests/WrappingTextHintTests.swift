import Driver
import LayoutIR
@testable import LanguageServer
import XCTest

/// The editor's inlay hints show a wrapping label under constraints at its
/// wrapped height, as `compile` solves it in two passes
/// (Docs/SpecFormat.md#wrapping-under-constraints-and-in-stacks-two-passes),
/// and the label below it where that height puts it.
final class WrappingTextHintTests: XCTestCase {
    private let spec = """
        layout: 1
        screen: W
        root:
          children:
            - id: body
              kind: label
              text: "A label pinned top, leading and trailing wraps at the width they give it and grows downwards"
              numberOfLines: 0
              constraints:
                - leading = superview.leading + 16
                - trailing = superview.trailing - 16
                - top = safeArea.top + 8
            - id: below
              kind: label
              text: "Below"
              constraints:
                - leading = body.leading
                - top = body.bottom + 8

        """

    func testHintsShowTheWrappedFrames() throws {
        let compiled = LayoutCompiler().compile(Array(spec.utf8), file: "w.layout.yaml")
        let layout = try XCTUnwrap(compiled.layout)
        guard !layout.textRecords.isEmpty else { throw XCTSkip("Inter is not installed: text is not measured") }
        let body = layout.views[1].frame, below = layout.views[2].frame
        // Wrapped: at least two lines of the 17-pt default font, and `below` 8 under it.
        XCTAssertGreaterThanOrEqual(body.height, 2 * below.height - 1e-9)  // each rounded to the pixel grid once
        XCTAssertEqual(below.y, body.maxY + 8, accuracy: 1e-9)

        let client = TestClient()
        client.initialize(.null)
        _ = client.open(spec)
        let hints = client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(TestClient.uri)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]]])
            .response?["result"]?.arrayValue ?? []
        var byLine: [Int: String] = [:]
        for hint in hints {
            byLine[hint["position"]?["line"]?.intValue ?? -1, default: ""] += hint["label"]?.stringValue ?? ""
        }
        XCTAssertEqual(byLine[utf16Position(of: "- id: body", in: spec).line],
                       "= " + LanguageServerSession.frameText(body))
        XCTAssertEqual(byLine[utf16Position(of: "- id: below", in: spec).line],
                       "= " + LanguageServerSession.frameText(below))
    }
}
