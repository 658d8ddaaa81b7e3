import Foundation
import XCTest

/// `layoutc render` end to end, through the built binary.
final class RenderCommandTests: XCTestCase {
    private func viewCount(_ spec: String) throws -> Int {
        let run = try CLIRunner.run(["compile", spec])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return try XCTUnwrap(json["views"] as? [Any]).count
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testWritesAPictureWithOneRectPerView() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("tmp/x.svg")
        let run = try CLIRunner.run(["render", "Specs/TagPickerLeft.layout.yaml", "-o", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.count, 0, "with -o nothing goes to standard output")
        let svg = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertEqual(count("<rect data-path=", in: svg), try viewCount("Specs/TagPickerLeft.layout.yaml"))
        XCTAssertTrue(svg.contains(#"viewBox="-16 -16 425 "#), "393 pt wide plus the margins")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
            .contains { $0.hasSuffix(".tmp") })
    }

    func testPrintsToStandardOutputAndIsTheSameEveryRun() throws {
        let first = try CLIRunner.run(["render", "Specs/SectionIndexTable.layout.yaml", "--scale", "2"])
        let second = try CLIRunner.run(["render", "Specs/SectionIndexTable.layout.yaml", "--scale", "2"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertTrue(first.stdoutText.contains(#"<rect class="index""#), "the section index is drawn")
        XCTAssertTrue(first.stdoutText.contains(#"width="1768""#), "(852 + 32) × 2")
    }

    func testEveryExampleSpecRendersWellFormedXML() throws {
        let directory = CLIRunner.repositoryRoot.appendingPathComponent("Specs")
        let specs = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(specs.count, 10)
        for spec in specs {
            let run = try CLIRunner.run(["render", "Specs/" + spec, "--orientation", "landscape"])
            XCTAssertTrue(run.status == 0 || run.status == 1, "\(spec): \(run.stderr)")
            // No non-finite number in any attribute (a finding's message may quote one).
            XCTAssertNil(run.stdoutText.range(of: #"="[^"]*(NaN|nf)"#, options: .regularExpression), spec)
            let parser = XMLParserCheck(data: run.stdout)
            XCTAssertTrue(parser.wellFormed, "\(spec): \(parser.error)")
        }
    }

    /// Errors are printed like `compile` prints them, the picture is still drawn,
    /// the view at fault outlined, and the exit code is 1.
    func testErrorsExitOneAndAreOutlined() throws {
        let run = try CLIRunner.run(["render", "Specs/AspectFitImages.layout.yaml", "--color", "never"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("Specs/AspectFitImages.layout.yaml:29:20: error: contentRect"), run.stderr)
        XCTAssertTrue(run.stdoutText.contains(" err\""), "the player is outlined in red")
        XCTAssertTrue(run.stdoutText.contains("[non-finite-frame]"))
        XCTAssertTrue(run.stdoutText.contains("loadingPlayer: contentRect"), "the NaN rect is listed, not drawn")
    }

    func testUsageAndFileErrorsExitTwo() throws {
        XCTAssertEqual(try CLIRunner.run(["render", "Specs/LabelInsets.layout.yaml", "--device", "iphone-99"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["render", "Specs/LabelInsets.layout.yaml", "--scale", "0"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["render", "no/such/file.layout.yaml"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["render", "Specs/"]).status, 2, "a directory is not a spec")
        XCTAssertEqual(try CLIRunner.run(["render"]).status, 2)
        let directory = try CLIRunner.temporaryDirectory()
        let blocked = try CLIRunner.run(["render", "Specs/LabelInsets.layout.yaml", "-o", directory.path])
        XCTAssertEqual(blocked.status, 2, "an output path that is a directory cannot be written")
        XCTAssertTrue(blocked.stderr.contains("cannot write"), blocked.stderr)
    }
}

/// Well-formedness through Foundation's `XMLParser` (FoundationXML on Linux).
struct XMLParserCheck {
    var wellFormed: Bool
    var error: String

    init(data: Data) {
        let parser = XMLParser(data: data)
        wellFormed = parser.parse()
        error = parser.parserError.map { "\($0)" } ?? ""
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif
