import Foundation
import XCTest

/// What some tests need beyond Swift: python3 with `jsonschema` (and `yaml`
/// for specs), and the official SARIF 2.1.0 schema (`Tests/Schemas`). Without
/// the modules such a test is skipped, naming exactly what is missing; CI
/// (`CI=true`, as `.ci/run` runs) installs them, and there a missing piece
/// fails the test instead of skipping it.
enum ExternalValidation {
    /// `$LAYOUTC_SARIF_SCHEMA` when set (another copy to check against), else
    /// the repository's `Tests/Schemas/sarif-2.1.0.json`.
    static let sarifSchema = ProcessInfo.processInfo.environment["LAYOUTC_SARIF_SCHEMA"]
        .map { URL(fileURLWithPath: $0) }
        ?? CLIRunner.repositoryRoot.appendingPathComponent("Tests/Schemas/sarif-2.1.0.json")

    /// Skips (fails under CI) with `what` is missing.
    static func missing(_ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> Never {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("missing: \(what); CI must provide it (see .ci/run)", file: file, line: line)
        }
        throw XCTSkip("missing: \(what)", file: file, line: line)
    }

    /// The SARIF schema's location, or a skip naming it.
    static func requireSARIFSchema(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard FileManager.default.fileExists(atPath: sarifSchema.path) else {
            try missing("the SARIF 2.1.0 schema at \(sarifSchema.standardizedFileURL.path)", file: file, line: line)
        }
        return sarifSchema
    }

    /// A skip unless `python3` can import every one of `modules`.
    static func requirePython(_ modules: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, importlib.util\n"
            + "missing = [m for m in sys.argv[1:] if importlib.util.find_spec(m) is None]\n"
            + "print(' '.join(missing)); sys.exit(1 if missing else 0)"] + modules
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 127: try missing("python3 (for \(modules.joined(separator: ", ")))", file: file, line: line)
        default:
            let names = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            try missing("the python3 module\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")) "
                        + "(pip install \(names.map { $0 == "yaml" ? "pyyaml" : $0 }.joined(separator: " ")))",
                        file: file, line: line)
        }
    }

    /// Asserts that `document` validates against the official SARIF 2.1.0 schema.
    static func assertValidSARIF(_ document: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let schema = try requireSARIFSchema(file: file, line: line)
        try requirePython(["jsonschema"], file: file, line: line)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            document = json.load(open(sys.argv[2], encoding="utf-8"))
            errors = list(jsonschema.Draft4Validator(schema).iter_errors(document))
            for error in errors[:10]:
                print("/".join(map(str, error.path)) + ": " + error.message)
            sys.exit(1 if errors else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "300", "python3", "-c", script, schema.path, document.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "SARIF does not validate:\n\(text)", file: file, line: line)
    }
}
