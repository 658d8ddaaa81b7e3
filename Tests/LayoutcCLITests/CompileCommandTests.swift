import Foundation
import XCTest

/// `layoutc compile` end to end, through the built binary.
final class CompileCommandTests: XCTestCase {
    private var specs: [String] {
        let directory = CLIRunner.repositoryRoot.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "Specs/" + $0 }
    }

    /// Specs that show an error on purpose, and so exit 1.
    private let specsWithErrors: Set<String> = ["Specs/AspectFitImages.layout.yaml", "Specs/ConstraintConflict.layout.yaml"]

    func testEveryExampleSpecCompilesToFramesJSON() throws {
        XCTAssertGreaterThanOrEqual(specs.count, 10)
        for spec in specs {
            let run = try CLIRunner.run(["compile", spec])
            XCTAssertEqual(run.status, specsWithErrors.contains(spec) ? 1 : 0, "\(spec): \(run.stderr)")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], spec)
            XCTAssertEqual(json["format"] as? String, "layoutc.frames/1", spec)
            XCTAssertEqual(json["file"] as? String, spec)
            let views = try XCTUnwrap(json["views"] as? [[String: Any]], spec)
            XCTAssertEqual(views.first?["path"] as? String, "root", spec)
            XCTAssertGreaterThan(views.count, 1, spec)
        }
    }

    /// `--format json`, as the output format's contract writes it, prints the
    /// same document; any other format is a usage error (exit 2).
    func testFormatJSONIsTheFramesDocument() throws {
        let plain = try CLIRunner.run(["compile", "Specs/LabelInsets.layout.yaml"])
        let named = try CLIRunner.run(["compile", "Specs/LabelInsets.layout.yaml", "--format", "json"])
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(named.stdout, plain.stdout)
        let other = try CLIRunner.run(["compile", "Specs/LabelInsets.layout.yaml", "--format", "yaml"])
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(other.stderr.contains("json"), other.stderr)
    }

    func testOutputIsByteIdenticalAcrossRuns() throws {
        for spec in specs {
            let first = try CLIRunner.run(["compile", spec, "--device", "iphone-13-mini", "--orientation", "landscape"])
            let second = try CLIRunner.run(["compile", spec, "--device", "iphone-13-mini", "--orientation", "landscape"])
            XCTAssertEqual(first.stdout, second.stdout, spec)
            XCTAssertEqual(first.stderr, second.stderr, spec)
        }
    }

    func testDirectoryWithOutputWritesOneFilePerSpecAndTargetCreatingTheDirectory() throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("nested/frames")
        let run = try CLIRunner.run(["compile", "Specs/", "--device", "iphone-15-pro", "--device", "iphone-se-3",
                                     "--orientation", "landscape", "-o", out.path, "--jobs", "2"])
        XCTAssertEqual(run.status, 1, "AspectFitImages has a NaN error, ConstraintConflict a conflict: \(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(written.count, specs.count * 2)
        XCTAssertTrue(written.contains("LabelInsets.iphone-se-3.landscape.json"), "\(written)")
        XCTAssertFalse(written.contains { $0.hasSuffix(".tmp") }, "no temporary files are left behind")
        let data = try Data(contentsOf: out.appendingPathComponent("TagPickerLeft.iphone-15-pro.landscape.json"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let device = try XCTUnwrap(json["device"] as? [String: Any])
        XCTAssertEqual(device["size"] as? [Double], [852, 393])
    }

    func testDiagnosticsLookLikeClangWithSourceLineAndCaret() throws {
        let run = try CLIRunner.run(["compile", "Specs/AspectFitImages.layout.yaml"])
        XCTAssertEqual(run.status, 1)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[0].hasPrefix("Specs/AspectFitImages.layout.yaml:29:20: error: contentRect [NaN, NaN, NaN, NaN] is not finite"),
                      String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("[non-finite-frame]"))
        XCTAssertEqual(lines[1], "      contentSize: [0, 0]          # presentationSize before the item is ready")
        XCTAssertEqual(lines[2], "                   ^~~~~~")
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try CLIRunner.run(["compile", "Specs/LabelInsets.layout.yaml", "--device", "iphone-99"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["compile", "no/such/file.layout.yaml"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["compile", "Specs/"]).status, 2, "several documents need -o")
        XCTAssertEqual(try CLIRunner.run(["frobnicate"]).status, 2, "an unknown command is a usage error")
    }

    func testUnreadableFileExitsTwo() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("locked.layout.yaml")
        try Data("layout: 1".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
        guard !FileManager.default.isReadableFile(atPath: file.path) else {
            throw XCTSkip("running as a user who can read any file (root)")
        }
        XCTAssertEqual(try CLIRunner.run(["compile", file.path]).status, 2)
    }

    func testDevicesListsTheCatalog() throws {
        let run = try CLIRunner.run(["devices"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdoutText.contains("iphone-15-pro"))
        let json = try CLIRunner.run(["devices", "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let devices = try XCTUnwrap(object["devices"] as? [[String: Any]])
        XCTAssertEqual(devices.map { $0["id"] as? String }, [
            "iphone-se-3", "iphone-13-mini", "iphone-14", "iphone-15", "iphone-15-pro", "iphone-15-pro-max",
            "iphone-16-pro", "iphone-16-pro-max", "ipad-pro-11", "ipad-mini-6",
            "iphone-16", "iphone-16-plus", "iphone-16e", "iphone-17", "iphone-17-pro", "iphone-17-pro-max",
            // Interface Builder design devices (Docs/InterfaceBuilder.md).
            "iphone-se-1", "iphone-8-plus", "iphone-11-pro", "iphone-11", "iphone-11-ios13", "iphone-11-pro-max", "iphone-12-pro-max",
            "ipad-9-7", "ipad-pro-10-5", "ipad-pro-12-9",
        ])
        // Each orientation states its size classes and side margins: a Max phone is
        // compact width with 20-pt margins in portrait, regular width in landscape.
        let max = try XCTUnwrap(devices.first { $0["id"] as? String == "iphone-16-pro-max" })
        let portrait = try XCTUnwrap(max["portrait"] as? [String: Any])
        let landscape = try XCTUnwrap(max["landscape"] as? [String: Any])
        XCTAssertEqual(portrait["rootSideMargin"] as? Double, 20)
        XCTAssertEqual(portrait["sizeClasses"] as? [String: String], ["width": "compact", "height": "regular"])
        XCTAssertEqual(landscape["sizeClasses"] as? [String: String], ["width": "regular", "height": "compact"])
        let small = try XCTUnwrap(devices.first { $0["id"] as? String == "iphone-16-pro" }?["portrait"] as? [String: Any])
        XCTAssertEqual(small["rootSideMargin"] as? Double, 16)
    }
}
