import Driver
import Foundation
import SpecReader
import XCTest

/// Validation against the generated JSON Schema, with python3's `jsonschema`
/// (callers first `ExternalValidation.requirePython(["jsonschema"])`).
enum SchemaValidation {
    /// Whether the JSON Schema `layoutc schema` prints (Docs/layout.schema.json) accepts
    /// each spec, written as JSON (which YAML reads the same).
    static func accepts(_ specs: [String]) throws -> [Bool] {
        let directory = try CLIRunner.temporaryDirectory()
        let schema = directory.appendingPathComponent("schema.json")
        try Data(JSONSchemaExport.document()).write(to: schema)
        let input = directory.appendingPathComponent("specs.json")
        try Data(("[" + specs.joined(separator: ",\n") + "]").utf8).write(to: input)
        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft7Validator(json.load(open(sys.argv[1])))
            print(json.dumps([validator.is_valid(spec) for spec in json.load(open(sys.argv[2]))]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "300", "python3", "-c", script, schema.path, input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let verdicts = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [Bool])
        XCTAssertEqual(verdicts.count, specs.count)
        return verdicts
    }

    /// Checks that the schema accepts exactly the specs the reader reads without
    /// an error (`labels` name them in a failure); the cases must include both.
    static func assertAgreesWithReader(_ specs: [String], labels: [String],
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let reader = specs.map { spec in
            !SpecReader.read(Array(spec.utf8), file: "s.layout.yaml").diagnostics.contains { $0.severity == .error }
        }
        XCTAssertTrue(reader.contains(true) && reader.contains(false), "both verdicts among the cases", file: file, line: line)
        let schema = try accepts(specs)
        for (index, label) in labels.enumerated() where schema[index] != reader[index] {
            XCTFail("\(label): reader \(reader[index] ? "accepts" : "refuses"), schema \(schema[index] ? "accepts" : "refuses")",
                    file: file, line: line)
        }
    }
}
