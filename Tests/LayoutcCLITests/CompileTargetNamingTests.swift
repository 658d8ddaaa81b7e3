import Foundation
import XCTest

/// `compile` on several devices prints a finding once, naming the targets it
/// occurs on when not all (as `lint` does), so a warning says its device.
final class CompileTargetNamingTests: XCTestCase {
    func testAFindingOnSomeTargetsNamesThem() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["t.layout.yaml": LintSpecs.landscapeOnly])
        let run = try CLIRunner.run(["compile", "t.layout.yaml", "--device", "iphone-se-3", "--device", "iphone-15-pro",
                                     "--orientation", "portrait", "--orientation", "landscape", "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains("error: computed height") }
        XCTAssertEqual(errors.count, 1, run.stderr)
        XCTAssertTrue(errors.first?.contains("(on iphone-se-3/landscape, iphone-15-pro/landscape)") == true, run.stderr)
    }

    func testOneTargetNamesNone() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["t.layout.yaml": LintSpecs.landscapeOnly])
        let run = try CLIRunner.run(["compile", "t.layout.yaml", "--device", "iphone-se-3", "--orientation", "landscape",
                                     "-o", "out"], in: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertFalse(run.stderr.contains("(on "), run.stderr)
    }
}
