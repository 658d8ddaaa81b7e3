import Foundation
import XCTest

/// What an app sees with `import LayoutcRuntime` (Docs/Generate.md#layoutcruntime):
/// the IR, the diagnostics' types and the text environment, but not the
/// compiler's solver results. Each side is type-checked by `swiftc` as an app
/// module would be, so the test fails when the runtime starts exporting the
/// solver again, and (the control) when what an app needs stops being there.
final class RuntimeSurfaceTests: XCTestCase {
    private func typecheck(_ source: String) throws -> (status: Int32, stderr: String) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("App.swift")
        try Data(source.utf8).write(to: file)
        let products = try GeneratedCodeBuild.productsDirectory()
        var modules = products.appendingPathComponent("Modules")
        if !FileManager.default.fileExists(atPath: modules.path) { modules = products }
        let run = try GeneratedCodeBuild.execute("/usr/bin/env", [
            "swiftc", "-swift-version", "6", "-typecheck", "-I", modules.path,
            "-module-cache-path", work.appendingPathComponent("module-cache").path, file.path,
        ], in: work)
        return (run.status, run.stderr)
    }

    func testAnAppSeesTheIRAndTheTextEnvironment() throws {
        let result = try typecheck("""
            import LayoutcRuntime

            func frames(of solution: LayoutSolution) -> [String] { solution.views.map { "\\($0.path) \\($0.frame)" } }
            let device: Device? = DeviceCatalog.device(id: "iphone-15-pro")
            let size = Size(width: 1, height: 2)
            let text = TextEnvironment(contentSize: .large, direction: .rightToLeft,
                                       measurer: ClosureTextMeasurer { _, font, _ in
                                           TextMeasurement(width: font.pointSize, lineCount: 1, lineHeight: 20) })
            let location = SourceLocation(line: 1, column: 1)
            """)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testAnAppDoesNotSeeTheCompilersSolverResults() throws {
        let result = try typecheck("""
            import LayoutcRuntime

            func solved(_ solution: LayoutSolution) -> Int { solution.layout.views.count }
            let kept: ResolvedLayout? = nil
            let solver = FrameSolver.self
            """)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("'layout' is inaccessible due to '@_spi' protection level"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot find type 'ResolvedLayout' in scope"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot find 'FrameSolver' in scope"), result.stderr)
    }
}
