import Diagnostics
import Foundation
import LayoutIR
import Solver
import SpecGenerator
import XCTest
@testable import Emitters

/// `FramesJSONEmitter` prints its document straight into bytes; here it is
/// checked against the same document built with `JSONWriter`'s general API, on
/// seeded random screens with every optional output, strings that need
/// escaping, long numbers and strings longer than a chunk.
final class FramesJSONReferenceTests: XCTestCase {
    func testMatchesJSONWriterOnRandomScreens() {
        var random = SeededRandom(state: 2024)
        for round in 0..<32 {
            let (screen, layout, diagnostics) = Self.randomScreen(views: round == 0 ? 0 : 1 + round * 8,
                                                                  diagnostics: round % 3 == 0 ? 0 : round,
                                                                  using: &random)
            var emitter = FramesJSONEmitter(file: "Specs/\"odd\"\tname.yaml", screen: screen, layout: layout,
                                            diagnostics: diagnostics)
            emitter.chunkSize = [1, 100, 1024, 64 * 1024][round % 4]
            var chunks: [[UInt8]] = []
            emitter.write { chunks.append(Array($0)) }
            let expected = Self.reference(emitter)
            let joined = Array(chunks.joined())
            if joined != expected {
                XCTAssertEqual(String(decoding: joined, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                               "round \(round)")
            }
            XCTAssertFalse(chunks.contains { $0.isEmpty })
        }
    }

    /// One view far bigger than the chunk buffer (a 300 KB id) grows it; the
    /// output is still the whole document.
    func testViewBiggerThanTheBuffer() throws {
        let huge = String(repeating: "a\"\u{1}é", count: 60_000)
        var views = [ViewSpec(path: "root")]
        views.append(ViewSpec(id: huge, pathPrefix: "root/children/", pathIndex: 0, parent: 0))
        views.append(ViewSpec(id: "after", pathPrefix: "root/children/", pathIndex: 1, parent: 0))
        let resolved = [ResolvedView](repeating: ResolvedView(frame: Rect(x: 1e300, y: -.greatestFiniteMagnitude,
                                                                          width: 0.5, height: .nan)), count: 3)
        let layout = ResolvedLayout(device: DeviceCatalog.all[0], orientation: .portrait, views: resolved,
                                    diagnostics: [])
        var emitter = FramesJSONEmitter(file: "big.yaml", screen: Screen(name: "Big", views: views), layout: layout,
                                        diagnostics: [])
        emitter.chunkSize = 4096
        var chunks: [[UInt8]] = []
        emitter.write { chunks.append(Array($0)) }
        XCTAssertEqual(Array(chunks.joined()), Self.reference(emitter))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(chunks.joined())) as? [String: Any])
        let written = try XCTUnwrap(object["views"] as? [[String: Any]])
        XCTAssertEqual(written[1]["id"] as? String, huge)
        XCTAssertEqual(written[2]["path"] as? String, "root/children/1")
    }

    // MARK: The reference

    private static func reference(_ emitter: FramesJSONEmitter) -> [UInt8] {
        let screen = emitter.screen, layout = emitter.layout
        var json = JSONWriter()
        json.beginObject()
        json.key("format")
        json.string(FramesJSONEmitter.formatID)
        json.key("screen")
        json.string(screen.name)
        json.key("file")
        json.string(emitter.file)
        json.key("device")
        json.beginObject(compact: true)
        json.key("id")
        json.string(layout.device.id)
        json.key("orientation")
        json.string(layout.orientation.rawValue)
        json.key("size")
        json.numbers(layout.metrics.size.width, layout.metrics.size.height)
        json.key("scale")
        json.number(layout.device.scale)
        json.endObject()
        json.key("contentSize")
        json.string(layout.contentSize.rawValue)
        json.key("layoutDirection")
        json.string(layout.direction.rawValue)
        json.key("views")
        json.beginArray()
        for (spec, view) in zip(screen.views, layout.views) {
            json.beginObject(compact: true)
            json.key("path")
            json.string(spec.path)
            json.key("id")
            json.string(spec.id ?? (spec.parent == nil ? "root" : nil))
            json.key("kind")
            json.string(spec.kind.rawValue)
            json.key("parent")
            json.string(spec.parent.map { screen.views[$0].path })
            func rect(_ key: String, _ rect: Rect?) {
                guard let rect else { return }
                json.key(key)
                json.numbers(rect.x, rect.y, rect.width, rect.height)
            }
            func insets(_ key: String, _ insets: Insets?) {
                guard let insets else { return }
                json.key(key)
                json.numbers(insets.top, insets.left, insets.bottom, insets.right)
            }
            rect("frame", view.frame)
            rect("windowFrame", view.windowFrame)
            insets("safeAreaInsets", view.safeAreaInsets)
            rect("textRect", view.textRect)
            rect("contentRect", view.contentRect)
            rect("placeholderRect", view.placeholderRect)
            rect("hitRect", view.hitRect)
            rect("indexRect", view.indexRect)
            insets("adjustedContentInset", view.adjustedContentInset)
            if let size = view.contentSize {
                json.key("contentSize")
                json.numbers(size.width, size.height)
            }
            json.endObject()
        }
        json.endArray()
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in emitter.diagnostics {
            json.beginObject(compact: true)
            json.key("rule")
            json.string(diagnostic.rule.rawValue)
            json.key("severity")
            json.string(diagnostic.severity.rawValue)
            json.key("message")
            json.string(diagnostic.message)
            json.key("path")
            json.string(diagnostic.viewPath)
            json.key("id")
            json.string(diagnostic.viewID)
            json.key("file")
            json.string(diagnostic.file ?? emitter.file)
            json.key("line")
            json.integer(diagnostic.range?.start.line)
            json.key("column")
            json.integer(diagnostic.range?.start.column)
            json.key("endLine")
            json.integer(diagnostic.range?.end.line)
            json.key("endColumn")
            json.integer(diagnostic.range?.end.column)
            for (key, list) in [("devices", diagnostic.devices), ("notes", diagnostic.notes)] where !list.isEmpty {
                json.key(key)
                json.beginArray()
                for item in list { json.string(item) }
                json.endArray()
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.newline()
        return json.take()
    }

    // MARK: Random screens

    private static let words = ["root", "children", "items", "a\"b", "tab\there", "é日本", "\\", "x", ""]

    private static func word(using random: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random)! }.joined()
    }

    private static func number(using random: inout SeededRandom) -> Double {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: return Double(Int.random(in: -500...2_000, using: &random))
        case 2: return Double(Int.random(in: -4_000...4_000, using: &random)) / 3
        case 3: return Double(Int.random(in: -4_000...4_000, using: &random)) / 8
        case 4: return [Double.nan, .infinity, -.infinity, 1e300, -0.0, 0x1p53 + 2][Int.random(in: 0..<6, using: &random)]
        default: return Double(bitPattern: random.next())
        }
    }

    private static func rect(using random: inout SeededRandom) -> Rect {
        Rect(x: number(using: &random), y: number(using: &random), width: number(using: &random),
             height: number(using: &random))
    }

    private static func insets(using random: inout SeededRandom) -> Insets {
        Insets(top: number(using: &random), left: number(using: &random), bottom: number(using: &random),
               right: number(using: &random))
    }

    private static func randomScreen(views count: Int, diagnostics diagnosticCount: Int,
                                     using random: inout SeededRandom) -> (Screen, ResolvedLayout, [Diagnostic]) {
        var views: [ViewSpec] = []
        var resolved: [ResolvedView] = []
        for index in 0..<count {
            let id = Bool.random(using: &random) ? word(using: &random) : nil
            let kind = ViewKind.allCases.randomElement(using: &random)!
            let parent = index == 0 ? nil : Int.random(in: 0..<index, using: &random)
            if Bool.random(using: &random) {
                views.append(ViewSpec(id: id, path: word(using: &random) + "/" + word(using: &random), kind: kind,
                                      parent: parent))
            } else {
                views.append(ViewSpec(id: id, pathPrefix: word(using: &random) + "/",
                                      pathIndex: Int.random(in: 0...Int(Int32.max), using: &random), kind: kind,
                                      parent: parent))
            }
            var view = ResolvedView(frame: rect(using: &random), windowFrame: rect(using: &random),
                                    safeAreaInsets: Bool.random(using: &random) ? insets(using: &random) : .zero)
            if Int.random(in: 0..<4, using: &random) == 0 { view.textRect = rect(using: &random) }
            if Int.random(in: 0..<4, using: &random) == 0 { view.contentRect = rect(using: &random) }
            if Int.random(in: 0..<4, using: &random) == 0 { view.placeholderRect = rect(using: &random) }
            if Int.random(in: 0..<4, using: &random) == 0 { view.hitRect = rect(using: &random) }
            if Int.random(in: 0..<4, using: &random) == 0 { view.indexRect = rect(using: &random) }
            if Int.random(in: 0..<4, using: &random) == 0 { view.adjustedContentInset = insets(using: &random) }
            if Int.random(in: 0..<4, using: &random) == 0 {
                view.contentSize = Size(width: number(using: &random), height: number(using: &random))
            }
            resolved.append(view)
        }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<diagnosticCount {
            let range = Bool.random(using: &random)
                ? SourceRange(line: Int.random(in: 1...100_000, using: &random), column: 1, endLine: 3,
                              endColumn: Int.random(in: 1...400, using: &random))
                : nil
            diagnostics.append(Diagnostic(
                rule: .nonFiniteFrame, severity: Bool.random(using: &random) ? .error : .warning,
                message: word(using: &random), file: Bool.random(using: &random) ? word(using: &random) : nil,
                range: range, viewPath: Bool.random(using: &random) ? word(using: &random) : nil,
                viewID: Bool.random(using: &random) ? word(using: &random) : nil,
                devices: (0..<Int.random(in: 0...2, using: &random)).map { _ in word(using: &random) },
                notes: (0..<Int.random(in: 0...2, using: &random)).map { _ in word(using: &random) }))
        }
        let layout = ResolvedLayout(device: DeviceCatalog.all.randomElement(using: &random)!,
                                    orientation: Bool.random(using: &random) ? .portrait : .landscape,
                                    views: resolved, diagnostics: [])
        return (Screen(name: word(using: &random), views: views), layout, diagnostics)
    }
}

final class QuotedKindNameTests: XCTestCase {
    func testEveryKindIsItsRawValueQuoted() {
        for kind in ViewKind.allCases {
            XCTAssertEqual(quotedName(kind).description, "\"\(kind.rawValue)\"")
        }
    }
}
