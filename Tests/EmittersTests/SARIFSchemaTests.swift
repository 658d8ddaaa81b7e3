import Diagnostics
import Foundation
import XCTest

@testable import Emitters

/// Validates the SARIF reporter's output against the official OASIS schema
/// (`Tests/Schemas/sarif-2.1.0.json`, draft-04) with Python's `jsonschema`.
/// Without jsonschema it skips, naming what is missing; under CI (`CI=true`,
/// as `.ci/run` runs, which installs jsonschema) a missing piece fails.
final class SARIFSchemaTests: XCTestCase {
    /// `$LAYOUTC_SARIF_SCHEMA` when set, else the repository's `Tests/Schemas` copy.
    private static let schema = ProcessInfo.processInfo.environment["LAYOUTC_SARIF_SCHEMA"]
        .map { URL(fileURLWithPath: $0) }
        ?? Fixtures.repositoryRoot.appendingPathComponent("Tests/Schemas/sarif-2.1.0.json")

    private static let validator = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("the python3 module jsonschema (pip install jsonschema)")
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        document = json.load(open(sys.argv[2], encoding="utf-8"))
        errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(document), key=lambda e: list(map(str, e.path)))
        for error in errors:
            print("/".join(map(str, error.path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    private func assertValid(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.fileExists(atPath: Self.schema.path) else {
            try missing("the SARIF 2.1.0 schema at \(Self.schema.standardizedFileURL.path)", file: file, line: line)
        }
        let document = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutc-sarif-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).sarif")
        try Data(bytes).write(to: document)
        defer { try? FileManager.default.removeItem(at: document) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "300", "python3", "-c", Self.validator, Self.schema.path, document.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            try missing("python3 (to validate SARIF: \(error))", file: file, line: line)
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 3: try missing(text.trimmingCharacters(in: .whitespacesAndNewlines), file: file, line: line)
        case 127: try missing("python3 (to validate SARIF)", file: file, line: line)
        default: XCTFail("SARIF output does not validate against the 2.1.0 schema:\n\(text)", file: file, line: line)
        }
    }

    /// Skips with `what` is missing, or fails under CI, which must provide it.
    private func missing(_ what: String, file: StaticString, line: UInt) throws -> Never {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("missing: \(what); CI must provide it (see .ci/run)", file: file, line: line)
        }
        throw XCTSkip("missing: \(what)", file: file, line: line)
    }

    func testAFoldedFindingValidates() throws {
        var folded = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "small; and 2 more copies",
                                file: "a.yaml", range: SourceRange(start: SourceLocation(line: 3, column: 1)),
                                viewPath: "root/items/0")
        folded.foldedPaths = ["root/items/0", "root/items/1", "root/items/2"]
        let bytes = SARIFReporter(tool: LintFixture.tool).render(LintReport(files: [.init(path: "a.yaml", diagnostics: [folded])]))
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains(#""properties": {"copies": 3}"#))
        try assertValid(bytes)
    }

    /// A finding in an IB file names its object as the result's logical
    /// location (an XML element: `HomeRow.storyboard/202-p3-edP`), not the
    /// imported spec's view path, and keeps `properties.object`; it validates.
    func testAnInterfaceBuilderObjectIsTheLogicalLocation() throws {
        var finding = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "small",
                                 file: "App/Base.lproj/HomeRow.storyboard",
                                 range: SourceRange(start: SourceLocation(line: 25, column: 46)),
                                 viewPath: "root/children/0/children/0", viewID: "202-p3-edP")
        finding.object = "202-p3-edP"
        let bytes = SARIFReporter(tool: LintFixture.tool).render(LintReport(files: [
            .init(path: "App/Base.lproj/HomeRow.storyboard", diagnostics: [finding]),
        ]))
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let result = try XCTUnwrap(((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
        let logical = try XCTUnwrap(location["logicalLocations"] as? [[String: String]])
        XCTAssertEqual(logical, [["name": "202-p3-edP", "fullyQualifiedName": "HomeRow.storyboard/202-p3-edP",
                                  "kind": "element"]])
        XCTAssertEqual((result["properties"] as? [String: String])?["object"], "202-p3-edP")
        XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("root/children"))
        try assertValid(bytes)
    }

    func testNotesAndPositionsInTheMessageAreRelatedLocations() throws {
        var syntax = Diagnostic(rule: .yamlSyntax, severity: .error, message: "did not find expected key",
                                file: "a.yaml", range: SourceRange(start: SourceLocation(line: 9, column: 3)))
        syntax.notes = ["the block mapping starts at 3:5", "indent with spaces"]
        let duplicate = Diagnostic(rule: .duplicateID, severity: .error,
                                   message: "duplicate id 'a'; it already names root/children/0 (at 5:7); ids must be unique in a file",
                                   file: "a.yaml", range: SourceRange(start: SourceLocation(line: 12, column: 9)))
        let plain = Diagnostic(rule: .unknownDevice, severity: .error, message: "unknown device 'ratio 4:3 at 2:x'",
                               file: "a.yaml", range: SourceRange(start: SourceLocation(line: 1, column: 1)))
        let bytes = SARIFReporter(tool: LintFixture.tool)
            .render(LintReport(files: [.init(path: "a.yaml", diagnostics: [syntax, duplicate, plain])]))
        try assertValid(bytes)
        let results = try XCTUnwrap(((try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?["runs"]
            as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        func related(_ result: [String: Any]) -> [String] {
            (result["relatedLocations"] as? [[String: Any]] ?? []).map { location in
                let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
                let text = (location["message"] as? [String: Any])?["text"] as? String ?? ""
                return "\(location["id"] ?? "-") \(region?["startLine"] ?? "-"):\(region?["startColumn"] ?? "-") \(text)"
            }
        }
        XCTAssertEqual(results.count, 3)
        XCTAssertEqual(related(results[0]), ["0 3:5 the block mapping starts at 3:5", "1 9:3 indent with spaces"])
        XCTAssertEqual(related(results[1]), ["0 5:7 it already names root/children/0 (at 5:7)"])
        XCTAssertNil(results[2]["relatedLocations"], "no position in the message, no note: none")
    }

    func testFixtureReportValidates() throws {
        try assertValid(SARIFReporter(tool: LintFixture.tool, sourceRootURI: "file:///work/project").render(LintFixture.report))
    }

    func testWithoutSourceRootAndWithAbsolutePathsValidates() throws {
        let d = Diagnostic(rule: .unknownDevice, severity: .error, message: "unknown device 'iphone-99'",
                           file: "/abs/dir/x.layout.yaml", range: SourceRange(start: SourceLocation(line: 1, column: 1)))
        let report = LintReport(files: [.init(path: "./rel.layout.yaml", diagnostics: [d])])
        let bytes = SARIFReporter(tool: LintFixture.tool).render(report)
        try assertValid(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains(#"{"uri": "file:///abs/dir/x.layout.yaml", "index": 1}"#), text)
        XCTAssertTrue(text.contains(#"{"uri": "rel.layout.yaml", "uriBaseId": "%SRCROOT%"}"#), text)
        XCTAssertTrue(text.contains(#""%SRCROOT%": {"description": {"text": "the directory layoutc was run in"}}"#), text)
    }

    func testEmptyReportValidates() throws {
        try assertValid(SARIFReporter(tool: LintFixture.tool).render(LintReport(files: [])))
    }

    func testFingerprintsIgnoreLinesAndCountRepeats() {
        var a = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "small", file: "a.yaml",
                           range: SourceRange(start: SourceLocation(line: 3, column: 1)), viewPath: "root/children/0")
        let first = fingerprints(LintReport(files: [.init(path: "a.yaml", diagnostics: [a, a])]))
        a.range = SourceRange(start: SourceLocation(line: 30, column: 9))
        let moved = fingerprints(LintReport(files: [.init(path: "a.yaml", diagnostics: [a, a])]))
        XCTAssertEqual(first, moved)
        XCTAssertEqual(first.count, 2)
        XCTAssertTrue(first[0].hasSuffix(":1") && first[1].hasSuffix(":2"))
        XCTAssertEqual(first[0].dropLast(2), first[1].dropLast(2))
    }

    func testFNV1a64KnownValues() {
        var empty = FNV1a64()
        empty.combine([])
        XCTAssertEqual(empty.hex, "cbf29ce484222325")
        var a = FNV1a64()
        a.combine(Array("a".utf8))
        XCTAssertEqual(a.hex, "af63dc4c8601ec8c")
        var foobar = FNV1a64()
        foobar.combine(Array("foobar".utf8))
        XCTAssertEqual(foobar.hex, "85944171f73967e8")
    }

    private func fingerprints(_ report: LintReport) -> [String] {
        let text = SARIFReporter(tool: LintFixture.tool).renderString(report)
        return text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: #""layoutcFingerprint/v1": ""#) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
    }
}
