import Diagnostics
import Foundation
import SpecReader
import XCTest

/// What the reader refuses across keys (`type-mismatch`: "expected either 'scale'
/// or 'scaleX'/'scaleY' in 'transform', found both"; `alignment: top` on a
/// vertical stack) the JSON Schema refuses too; it took any combination.
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
        try SchemaValidation.assertAgreesWithReader(specs, labels: transforms)
    }

    func testSchemaRefusesTheStackAlignmentsTheReaderRefuses() throws {
        try ExternalValidation.requirePython(["jsonschema"])
        var stacks: [String] = []
        for axis in [nil, "horizontal", "vertical"] {
            for alignment in ["fill", "leading", "center", "trailing", "top", "bottom"] {
                stacks.append("{" + (axis.map { "\"axis\": \"\($0)\", " } ?? "") + "\"alignment\": \"\(alignment)\"}")
            }
        }
        let specs = stacks.map { "{\"layout\": 1, \"screen\": \"S\", \"root\": {\"children\": [{\"kind\": \"stack\", \"stack\": \($0)}]}}" }
        try SchemaValidation.assertAgreesWithReader(specs, labels: stacks)
    }
}
