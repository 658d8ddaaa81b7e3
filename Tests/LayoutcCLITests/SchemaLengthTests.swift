import Diagnostics
import Foundation
import SpecReader
import XCTest

/// A length's percentage in the JSON Schema is the reader's: a YAML 1.2 number
/// (`.5`, `+5`, `5.`, `1e1`) and a `%`. The schema's pattern took only `5` and
/// `5.5`, so an editor flagged lengths `compile` reads.
final class SchemaLengthTests: XCTestCase {
    func testSchemaTakesThePercentagesTheReaderTakes() throws {
        try ExternalValidation.requirePython(["jsonschema"])
        let values = ["50%", "-5%", "12.5%", ".5%", "+5%", "5.%", "5e1%", "-.25%", "1E-1%",
                      "50", "%", "50%%", " 5%", "5 %", "abc%", ".%", "5e%", "--5%", "0x10%"]
        let specs = values.map { "{\"layout\": 1, \"screen\": \"S\", \"root\": {\"children\": [{\"place\": {\"left\": \"\($0)\"}}]}}" }
        try SchemaValidation.assertAgreesWithReader(specs, labels: values)
    }
}
