import Foundation
import XCTest

/// `lint --device/--orientation` pick the targets on the command line, as on
/// `compile`, in place of the config's `devices:` and the spec's own.
final class LintTargetFlagsTests: XCTestCase {
    func testDeviceAndOrientationChooseTheTargets() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["t.layout.yaml": LintSpecs.landscapeOnly])
        let portrait = try CLIRunner.run(["lint", "t.layout.yaml", "--device", "iphone-se-3"], in: dir)
        XCTAssertEqual(portrait.status, 0, portrait.stderr + portrait.stdoutText)
        let landscape = try CLIRunner.run(["lint", "t.layout.yaml", "--device", "iphone-se-3",
                                           "--orientation", "landscape"], in: dir)
        XCTAssertEqual(landscape.status, 1, landscape.stderr + landscape.stdoutText)
        XCTAssertTrue(landscape.stdoutText.contains("computed height -125"), landscape.stdoutText)
        // Two devices in both orientations: found on the two landscape targets of four,
        // merged into one finding that names them.
        let both = try CLIRunner.run(["lint", "t.layout.yaml", "--device", "iphone-se-3", "--device", "iphone-15-pro",
                                      "--orientation", "portrait", "--orientation", "landscape"], in: dir)
        XCTAssertEqual(both.status, 1, both.stderr)
        XCTAssertTrue(both.stdoutText.contains("(on iphone-se-3/landscape, iphone-15-pro/landscape)"), both.stdoutText)
    }

    func testTheFlagsWinOverTheConfigsDevices() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: [
            ".layoutc.yml": "devices: [{id: iphone-15-pro, orientations: [landscape]}]\n",
            "t.layout.yaml": LintSpecs.landscapeOnly,
        ])
        XCTAssertEqual(try CLIRunner.run(["lint", "t.layout.yaml"], in: dir).status, 1)
        let run = try CLIRunner.run(["lint", "t.layout.yaml", "--orientation", "portrait"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr + run.stdoutText)
    }

    func testAnUnknownDeviceIsAUsageError() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["t.layout.yaml": LintSpecs.landscapeOnly])
        let run = try CLIRunner.run(["lint", "t.layout.yaml", "--device", "iphone-se3"], in: dir)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("unknown device 'iphone-se3'; did you mean 'iphone-se-3'?"), run.stderr)
    }
}
