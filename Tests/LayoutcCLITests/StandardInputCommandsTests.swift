import Foundation
import XCTest

/// `render -` reads the spec from standard input as `compile -` does;
/// `generate -` refuses it with a message that says why.
final class StandardInputCommandsTests: XCTestCase {
    private static let spec = """
        layout: 1
        screen: Piped
        root:
          children:
            - {id: box, kind: button, frame: [16, 100, 200, 44]}

        """

    func testRenderReadsStandardInput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run(["render", "-"], in: dir, input: Data(Self.spec.utf8))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdoutText.hasPrefix("<?xml"), run.stdoutText)
        XCTAssertTrue(run.stdoutText.contains(#"x="16" y="100" width="200" height="44""#), run.stdoutText)
        XCTAssertTrue(run.stdoutText.contains("&lt;stdin&gt;"), run.stdoutText)
    }

    func testGenerateRefusesStandardInput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run(["generate", "-", "-o", "out"], in: dir, input: Data(Self.spec.utf8))
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("generate does not read standard input (-)"), run.stderr)
        XCTAssertFalse(run.stderr.contains("no such file"), run.stderr)
    }
}
