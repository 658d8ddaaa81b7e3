import Diagnostics
import Driver
import Foundation
import LayoutIR
import SpecReader
import XCTest

/// The JSON Schema refuses a key the view's kind does not take, exactly where the
/// reader does (`unknown-key`: "'textInsets' is not a key of a button view"), for
/// every kind and every key, on views and on flow items (whose kind is `cell`
/// unless written), so an editor flags what `compile` will.
final class SchemaKindKeysTests: XCTestCase {
    func testSchemaRefusesAKeyOfAnotherKindWhereTheReaderDoes() throws {
        try ExternalValidation.requirePython(["jsonschema"])
        var specs: [String] = [], names: [String] = [], readerAccepts: [Bool] = []
        for (object, isItem) in [(SpecSchema.view, false), (SpecSchema.item, true)] {
            var keys: [String: KeySpec] = [:]
            for key in object.keys where keys[key.name] == nil { keys[key.name] = key }
            for kind in [nil] + ViewKind.allCases.map(Optional.some) {
                for name in keys.keys.sorted() where !["kind", "size", "repeat"].contains(name) {
                    var view = "\"\(name)\": \(Self.sample(keys[name]!.shape))"
                    if let kind { view = "\"kind\": \"\(kind.rawValue)\", " + view }
                    let child = isItem ? "{\"kind\": \"collection\", \"flow\": {\"items\": [{\(view)}]}}" : "{\(view)}"
                    let spec = "{\"layout\": 1, \"screen\": \"S\", \"root\": {\"children\": [\(child)]}}"
                    let read = SpecReader.read(Array(spec.utf8), file: "s.layout.yaml")
                    specs.append(spec)
                    names.append("\(isItem ? "item" : "view") kind \(kind?.rawValue ?? "(none)") with \(name)")
                    readerAccepts.append(!read.diagnostics.contains { $0.rule == .unknownKey })
                    let others = read.diagnostics.filter { $0.rule != .unknownKey && $0.severity == .error }
                    XCTAssertEqual(others.map(\.message), [], "the sample value must be valid: \(spec)")
                }
            }
        }
        XCTAssertTrue(readerAccepts.contains(false) && readerAccepts.contains(true))
        let schemaAccepts = try SchemaValidation.accepts(specs)
        for index in specs.indices where schemaAccepts[index] != readerAccepts[index] {
            XCTFail("\(names[index]): reader \(readerAccepts[index] ? "accepts" : "refuses"), "
                    + "schema \(schemaAccepts[index] ? "accepts" : "refuses")")
        }
    }

    /// The docs, the schema and completion take defaults from `SpecSchema`: a flow
    /// item's `kind` there must be the kind the reader gives an item without one.
    func testTheItemKindDefaultIsTheReadersDefault() throws {
        let spec = "{layout: 1, screen: S, root: {children: [{kind: collection, flow: {items: [{id: a}]}}]}}"
        let read = SpecReader.read(Array(spec.utf8), file: "s.layout.yaml")
        let item = try XCTUnwrap(read.screen?.views.first { $0.id == "a" })
        for object in [SpecSchema.view, SpecSchema.item] {
            let key = try XCTUnwrap(object.keys.first { $0.name == "kind" })
            let view = object.name == "item" ? item : try XCTUnwrap(read.screen?.views.first)  // the root, kind not written
            XCTAssertEqual(key.defaultValue, view.kind.rawValue, object.name)
        }
    }

    /// A valid value of `shape` (JSON, which YAML reads the same).
    private static func sample(_ shape: ValueShape) -> String {
        switch shape {
        case .number(let lo, _): lo.map { "\($0 > 0 ? $0 : 0)" } ?? "1"
        case .integer(let lo, _): "\(max(lo, 1))"
        case .string: "\"x\""
        case .boolean, .booleanOrEdges: "true"
        case .length, .insets: "1"
        case .size, .point, .intrinsicSize: "[1, 1]"
        case .priority: "750"
        case .constraint: "\"width = 44\""
        case .rect: "[0, 0, 1, 1]"
        case .oneOf(let words): "\"\(words[0])\""
        case .list, .views: "[]"
        case .object, .view: "{}"
        }
    }
}
