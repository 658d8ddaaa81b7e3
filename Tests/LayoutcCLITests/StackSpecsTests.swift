import Foundation
import XCTest

/// The two stack examples in Specs/ show the traps Specs/README.md says they show.
final class StackSpecsTests: XCTestCase {
    private func findings(_ spec: String) throws -> [String] {
        let run = try CLIRunner.run(["lint", "Specs/\(spec).layout.yaml", "--color", "never"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // lint writes its report to standard output.
        return run.stdoutText.split(separator: "\n").compactMap { line in
            guard line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            let position = line.split(separator: ":").dropFirst().prefix(2).joined(separator: ":")
            return position + " " + line[open...]
        }
    }

    func testProfileHeaderTiesOnHuggingAndOnCompressionResistance() throws {
        XCTAssertEqual(try findings("ProfileHeader"),
                       ["24:11 [stack-priority-ambiguous]", "40:12 [stack-priority-ambiguous]"])
    }

    func testSignInFormIgnoresAPlacementAndWarnsOfProportionsWithSpacing() throws {
        XCTAssertEqual(try findings("SignInForm"),
                       ["24:12 [hit-target-too-small]", "24:50 [placement-ignored-in-stack]",
                        "27:62 [fill-proportionally-spacing]"])
    }
}
