import Driver
import Foundation
import XCTest

/// The JSON Schema generated from `SpecSchema` is a valid draft-07 schema, every
/// example spec satisfies it, a broken spec does not, and the committed copy in
/// Docs/ is current.
final class SchemaExportTests: XCTestCase {
    private let committed = CLIRunner.repositoryRoot.appendingPathComponent("Docs/layout.schema.json")

    func testCommittedSchemaIsCurrent() throws {
        let generated = JSONSchemaExport.document()
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1" {
            try Data(generated).write(to: committed)
            XCTFail("re-recorded Docs/layout.schema.json; run again without LAYOUTC_RECORD")
            return
        }
        let onDisk = try Data(contentsOf: committed)
        XCTAssertEqual(onDisk, Data(generated),
                       "Docs/layout.schema.json is stale; run `LAYOUTC_RECORD=1 swift test --filter SchemaExportTests`")
    }

    func testSchemaIsValidAndAcceptsTheExamplesButNotABrokenSpec() throws {
        try ExternalValidation.requirePython(["jsonschema", "yaml"])
        let directory = try CLIRunner.temporaryDirectory()
        let schema = directory.appendingPathComponent("schema.json")
        try Data(JSONSchemaExport.document()).write(to: schema)
        let broken = directory.appendingPathComponent("broken.yaml")
        try Data("layout: 1\nscreen: S\nroot:\n  children:\n    - {kind: bottun, widht: 3}\n".utf8).write(to: broken)
        let script = """
            import glob, json, sys
            import jsonschema, yaml
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            validator = jsonschema.Draft7Validator(schema)
            bad = []
            for path in sorted(glob.glob(sys.argv[2] + '/Specs/*.layout.yaml')):
                errors = list(validator.iter_errors(yaml.safe_load(open(path))))
                if errors: bad.append(path + ': ' + errors[0].message)
            broken = list(validator.iter_errors(yaml.safe_load(open(sys.argv[3]))))
            print(json.dumps({'bad': bad, 'brokenErrors': len(broken)}))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "300", "python3", "-c", script, schema.path, CLIRunner.repositoryRoot.path, broken.path]
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0,
                       "python3 with jsonschema and PyYAML is needed (pip install jsonschema pyyaml): \(stderr)")
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: output) as? [String: Any])
        XCTAssertEqual(result["bad"] as? [String], [])
        XCTAssertEqual(result["brokenErrors"] as? Int, 2, "an unknown kind and an unknown key")
    }
}
