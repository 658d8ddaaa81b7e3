import Diagnostics
import Foundation
import SpecReader
import XCTest

/// A string key (`id`, `screen`, `device`) takes any plain scalar in the reader
/// (`id: 3` is the id "3"), and the JSON Schema takes it too: it refused
/// numbers and booleans there, so an editor flagged specs `compile` reads.
final class SchemaStringTests: XCTestCase {
    func testSchemaTakesTheScalarsTheReaderTakesAsText() throws {
        try ExternalValidation.requirePython(["jsonschema"])
        let views = ["{\"id\": \"a\"}", "{\"id\": 3}", "{\"id\": 1.5}", "{\"id\": true}", "{\"id\": null}",
                     "{\"id\": [1]}", "{\"id\": {}}"]
        let specs = views.map { "{\"layout\": 1, \"screen\": 2024, \"root\": {\"children\": [\($0)]}}" }
        try SchemaValidation.assertAgreesWithReader(specs, labels: views)
    }
}
