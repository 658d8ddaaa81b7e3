import Diagnostics
import Foundation
import SpecReader
import XCTest

/// Keys the reader refuses together (`type-mismatch`: "expected either 'scale'
/// or 'scaleX'/'scaleY' in 'transform', found both") the JSON Schema refuses too;
/// it took any combination of a transform's keys.
final class SchemaExclusiveKeysTests: XCTestCase {
    func testSchemaRefusesTheTransformsTheReaderRefuses() throws {
        try ExternalValidation.requirePython(["jsonschema"])
        let keys = ["scale", "scaleX", "scaleY"]
        var transforms: [String] = []
        for mask in 1..<(1 << keys.count) {
            let chosen = keys.indices.filter { mask & (1 << $0) != 0 }.map { "\"\(keys[$0])\": 2" }
            transforms.append("{" + chosen.joined(separator: ", ") + "}")
        }
        let specs = transforms.map { "{\"layout\": 1, \"screen\": \"S\", \"root\": {\"children\": [{\"transform\": \($0)}]}}" }
        let reader = specs.map { spec in
            !SpecReader.read(Array(spec.utf8), file: "s.layout.yaml").diagnostics.contains { $0.severity == .error }
        }
        XCTAssertTrue(reader.contains(true) && reader.contains(false))
        let schema = try SchemaValidation.accepts(specs)
        for (index, transform) in transforms.enumerated() where schema[index] != reader[index] {
            XCTFail("\(transform): reader \(reader[index] ? "accepts" : "refuses"), schema \(schema[index] ? "accepts" : "refuses")")
        }
    }
}
