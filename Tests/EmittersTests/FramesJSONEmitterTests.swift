import Diagnostics
import Emitters
import Foundation
import LayoutIR
import Solver
import XCTest

final class FramesJSONEmitterTests: XCTestCase {
    /// root (no id: printed "root") → a label with a textRect, and an image whose zero
    /// `contentSize` made NaN (Docs/SpecFormat.md#kinds), plus a button with a hit rect.
    private func fixture() -> (Screen, ResolvedLayout, [Diagnostic]) {
        var label = ViewSpec(id: "title", path: "root/children/0", kind: .label, parent: 0)
        label.attributes.textInsets = Insets(all: 4)
        var screen = Screen(name: "TagPicker", views: [
            ViewSpec(path: "root", kind: .view),
            label,
            ViewSpec(path: "root/children/1", kind: .image, parent: 0),
            ViewSpec(id: "buy \"now\"", path: "root/children/2", kind: .button, parent: 0),
        ])
        screen.views[0].children = [1, 2, 3]
        let device = DeviceCatalog.device(id: "iphone-15-pro")!
        var root = ResolvedView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), boundsSize: Size(width: 393, height: 852),
            windowFrame: Rect(x: 0, y: 0, width: 393, height: 852),
            safeAreaInsets: Insets(top: 98, left: 0, bottom: 34, right: 0))
        root.layoutMargins = Insets(top: 0, left: 16, bottom: 0, right: 16)
        var title = ResolvedView(
            frame: Rect(x: 16, y: 98, width: 361, height: 124.0 + 2.0 / 3.0),
            windowFrame: Rect(x: 16, y: 98, width: 361, height: 124.0 + 2.0 / 3.0))
        title.textRect = Rect(x: 4, y: 4, width: 353, height: 116.0 + 2.0 / 3.0)
        var image = ResolvedView(
            frame: Rect(x: 0, y: 300, width: 100, height: 100), windowFrame: Rect(x: 0, y: 300, width: 100, height: 100))
        image.contentRect = Rect(x: .nan, y: .nan, width: .infinity, height: -.infinity)
        var button = ResolvedView(
            frame: Rect(x: 16.5, y: 700, width: 120, height: 44), windowFrame: Rect(x: 16.5, y: 700, width: 120, height: 44),
            safeAreaInsets: Insets(top: 0, left: 0, bottom: 0.00005, right: -0.0))
        button.hitRect = Rect(x: 8.5, y: 692, width: 136, height: 60)
        let layout = ResolvedLayout(device: device, orientation: .portrait,
                                    views: [root, title, image, button], diagnostics: [])
        var diagnostic = Diagnostic(
            rule: .nonFiniteFrame, severity: .error, message: "image 'contentSize' is zero: the image rect is NaN",
            range: SourceRange(line: 9, column: 5, endLine: 9, endColumn: 17), viewPath: "root/children/1",
            devices: ["iphone-15-pro/portrait"], notes: ["give the image a non-zero 'contentSize'"])
        diagnostic.sourceKey = "contentSize"
        let whole = Diagnostic(rule: .yamlSyntax, severity: .warning, message: "tab\tin\nmessage", file: "other.yaml")
        return (screen, layout, [diagnostic, whole])
    }

    private let expected = #"""
        {
          "format": "layoutc.frames/1",
          "screen": "TagPicker",
          "file": "Specs/TagPicker.layout.yaml",
          "device": {"id": "iphone-15-pro", "orientation": "portrait", "size": [393, 852], "scale": 3},
          "contentSize": "large",
          "layoutDirection": "leftToRight",
          "views": [
            {"path": "root", "id": "root", "kind": "view", "parent": null, "frame": [0, 0, 393, 852], "windowFrame": [0, 0, 393, 852], "safeAreaInsets": [98, 0, 34, 0]},
            {"path": "root/children/0", "id": "title", "kind": "label", "parent": "root", "frame": [16, 98, 361, 124.6667], "windowFrame": [16, 98, 361, 124.6667], "safeAreaInsets": [0, 0, 0, 0], "textRect": [4, 4, 353, 116.6667]},
            {"path": "root/children/1", "id": null, "kind": "image", "parent": "root", "frame": [0, 300, 100, 100], "windowFrame": [0, 300, 100, 100], "safeAreaInsets": [0, 0, 0, 0], "contentRect": ["NaN", "NaN", "Infinity", "-Infinity"]},
            {"path": "root/children/2", "id": "buy \"now\"", "kind": "button", "parent": "root", "frame": [16.5, 700, 120, 44], "windowFrame": [16.5, 700, 120, 44], "safeAreaInsets": [0, 0, 0.0001, 0], "hitRect": [8.5, 692, 136, 60]}
          ],
          "diagnostics": [
            {"rule": "non-finite-frame", "severity": "error", "message": "image 'contentSize' is zero: the image rect is NaN", "path": "root/children/1", "id": null, "file": "Specs/TagPicker.layout.yaml", "line": 9, "column": 5, "endLine": 9, "endColumn": 17, "devices": ["iphone-15-pro/portrait"], "notes": ["give the image a non-zero 'contentSize'"]},
            {"rule": "yaml-syntax", "severity": "warning", "message": "tab\tin\nmessage", "path": null, "id": null, "file": "other.yaml", "line": null, "column": null, "endLine": null, "endColumn": null}
          ]
        }

        """#

    func testExactDocument() {
        let (screen, layout, diagnostics) = fixture()
        let emitter = FramesJSONEmitter(
            file: "Specs/TagPicker.layout.yaml", screen: screen, layout: layout, diagnostics: diagnostics)
        let text = String(decoding: emitter.render(), as: UTF8.self)
        XCTAssertEqual(text, expected, firstDifference(expected, text))
    }

    func testOutputIsValidJSON() throws {
        let (screen, layout, diagnostics) = fixture()
        let bytes = FramesJSONEmitter(file: "a.yaml", screen: screen, layout: layout, diagnostics: diagnostics).render()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        XCTAssertEqual((object["views"] as? [Any])?.count, 4)
    }

    func testLandscapeDeviceSize() {
        let (screen, layout, _) = fixture()
        var landscape = layout
        landscape.orientation = .landscape
        let text = String(decoding: FramesJSONEmitter(file: "a", screen: screen, layout: landscape, diagnostics: []).render(),
                          as: UTF8.self)
        XCTAssertTrue(text.contains(#""device": {"id": "iphone-15-pro", "orientation": "landscape", "size": [852, 393], "scale": 3}"#))
        XCTAssertTrue(text.contains("\"diagnostics\": []\n}\n"))
    }

    /// Many views stream out in chunks of about `chunkSize`; the chunks add up to
    /// the whole document, and it is the same on every run.
    func testStreamsInChunks() throws {
        let count = 4_000
        var views = [ViewSpec(path: "root")]
        var resolved = [ResolvedView(frame: Rect(x: 0, y: 0, width: 393, height: 852))]
        for index in 1..<count {
            views.append(ViewSpec(id: "v\(index)", path: "root/children/\(index - 1)", parent: 0))
            let x = Double(index) / 3
            resolved.append(ResolvedView(frame: Rect(x: x, y: -x, width: 44, height: 44.125),
                                         windowFrame: Rect(x: x, y: -x, width: 44, height: 44.125)))
        }
        let screen = Screen(name: "Big", views: views)
        let layout = ResolvedLayout(device: DeviceCatalog.all[0], orientation: .portrait, views: resolved, diagnostics: [])
        var emitter = FramesJSONEmitter(file: "big.yaml", screen: screen, layout: layout, diagnostics: [])
        emitter.chunkSize = 8 * 1024
        var chunks: [[UInt8]] = []
        emitter.write { chunks.append(Array($0)) }
        XCTAssertGreaterThan(chunks.count, 10)
        XCTAssertTrue(chunks.dropLast().allSatisfy { $0.count >= 8 * 1024 && $0.count < 9 * 1024 })
        let joined = Array(chunks.joined())
        XCTAssertEqual(joined, emitter.render())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(joined)) as? [String: Any])
        XCTAssertEqual((object["views"] as? [Any])?.count, count)
    }

    /// Diagnostics given late: asked for once, only after every view is handed to
    /// the sink (a writer begun when the frames are solved writes them while the
    /// rules run), and the document is the same bytes as with them given up front.
    func testDiagnosticsAskedForOnlyAfterTheViewsAreWritten() {
        let (screen, layout, diagnostics) = fixture()
        let upFront = FramesJSONEmitter(file: "Specs/TagPicker.layout.yaml", screen: screen, layout: layout,
                                        diagnostics: diagnostics)
        var late = FramesJSONEmitter(file: "Specs/TagPicker.layout.yaml", screen: screen, layout: layout,
                                     diagnostics: [])
        late.chunkSize = 1  // every piece reaches the sink as soon as it is written
        var written: [UInt8] = []
        var writtenWhenAsked: [UInt8]?
        var asked = 0
        late.write(to: { written.append(contentsOf: $0) }, diagnostics: {
            asked += 1
            writtenWhenAsked = written
            return diagnostics
        })
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected)
        XCTAssertEqual(written, upFront.render())
        let before = String(decoding: writtenWhenAsked ?? [], as: UTF8.self)
        XCTAssertTrue(before.hasSuffix(#""hitRect": [8.5, 692, 136, 60]}"#), "the last view was out before: \(before.suffix(80))")
        XCTAssertFalse(before.contains("\"diagnostics\""))
    }
}
