import Foundation
import XCTest

/// Without the Inter font the run goes on and says so as a positioned
/// `text-not-measured` warning that every reporter carries, once per spec,
/// at the first view with text (its `font`, else its `text`).
final class TextNotMeasuredCLITests: XCTestCase {
    private let missing = ["LAYOUTC_FONT_DIR": "/nonexistent-layoutc-fonts"]
    private let recipe = "Specs/DynamicTypeRecipe.layout.yaml"

    func testCompileWarnsAtTheFirstFontAndStillWritesFrames() throws {
        let run = try CLIRunner.run(["compile", recipe, "--color", "never"], environment: missing)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n").filter { $0.hasSuffix("[text-not-measured]") }
        XCTAssertEqual(lines.count, 1, run.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("\(recipe):15:13: warning: text is not measured") == true, run.stderr)
        XCTAssertTrue(run.stderr.contains("/nonexistent-layoutc-fonts/Inter-Thin.otf"), run.stderr)
        XCTAssertFalse(run.stderr.contains("layoutc: warning:"), run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let rules = (object["diagnostics"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } ?? []
        XCTAssertTrue(rules.contains("text-not-measured"), "\(rules)")
    }

    func testEveryReporterCarriesIt() throws {
        for reporter in ["json", "sarif", "github", "junit", "checkstyle", "gitlab"] {
            let run = try CLIRunner.run(["lint", recipe, "--reporter", reporter], environment: missing)
            XCTAssertEqual(run.status, 0, "\(reporter): \(run.stderr)")
            XCTAssertTrue(run.stdoutText.contains("text-not-measured"), "\(reporter): \(run.stdoutText)")
        }
    }

    func testASpecWithoutTextIsNotWarned() throws {
        let run = try CLIRunner.run(["compile", "Specs/AspectFitImages.layout.yaml"], environment: missing)
        XCTAssertFalse(run.stderr.contains("text-not-measured"), run.stderr)
    }
}
