import Driver
import Diagnostics
import Foundation
import XCTest

/// A batch that writes frames files keeps, per spec, only what is still to be
/// printed: thousands of screens must not all be held until the run ends.
final class BatchCompilerMemoryTests: XCTestCase {
    func testWrittenSpecsKeepDiagnosticsAndSourceButNotTheirScreens() throws {
        let root = CLIRunner.repositoryRoot.path
        let out = try CLIRunner.temporaryDirectory().path
        let batch = BatchCompiler(paths: [root + "/Specs/AspectFitImages.layout.yaml", root + "/Specs/LabelInsets.layout.yaml"],
                                  outputDirectory: out, jobs: 2)
        let outcome = try batch.run()
        XCTAssertEqual(outcome.outputs.count, 2)
        for output in outcome.outputs {
            let written = try XCTUnwrap(output.writtenTo, output.result.file)
            XCTAssertTrue(FileManager.default.fileExists(atPath: written))
            XCTAssertNil(output.result.screen, output.result.file)
            XCTAssertNil(output.result.layout, output.result.file)
        }
        // AspectFitImages has an error on purpose: its message and source line survive.
        let withErrors = try XCTUnwrap(outcome.outputs.first { $0.result.file.hasSuffix("AspectFitImages.layout.yaml") })
        XCTAssertTrue(withErrors.result.hasErrors)
        XCTAssertEqual(outcome.exitCode, 1)
        let line = try XCTUnwrap(withErrors.result.diagnostics.first { $0.severity == .error }?.range?.start.line)
        XCTAssertNotNil(withErrors.result.source.line(line))
        // Frames printed to standard output are still returned whole.
        let printed = try BatchCompiler(paths: [root + "/Specs/LabelInsets.layout.yaml"], jobs: 1).run()
        XCTAssertNotNil(printed.outputs.first?.result.screen)
        XCTAssertFalse(printed.outputs.first?.frames?.isEmpty ?? true)
    }
}
