import Driver
import Foundation
import XCTest

/// `layoutc import`: one spec per screen, deterministic, compiling back to the same frames.
final class ImportTests: XCTestCase {
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-ib-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testOneSpecPerScreenNamedAfterTheFileAndTheScreen() throws {
        let input = try directory()
        _ = try write(Fixtures.cells, "TagCell.xib", in: input)
        _ = try write(Fixtures.storyboard, "Main.storyboard", in: input)
        let output = try directory()
        let outcome = try InterfaceBuilderImport(paths: [input.path], outputDirectory: output.path).run()
        XCTAssertEqual(outcome.failures, [])
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(), [
            "Main.DetailViewController.layout.yaml", "Main.List.layout.yaml", "Main.Popup.layout.yaml",
            "Main.plain.layout.yaml", "TagCell.TagCell-badge.layout.yaml", "TagCell.TagCell-cell.layout.yaml",
        ])
        let list = try String(contentsOf: output.appendingPathComponent("Main.List.layout.yaml"), encoding: .utf8)
        XCTAssertTrue(list.contains("source: {file: \(input.path)/Main.storyboard, object: list}"), list)
        XCTAssertTrue(list.contains("device: iphone-15-pro\norientation: portrait\nbars: [status, navigation, tab]\n"), list)
    }

    func testReimportWritesTheSameBytes() throws {
        let input = try directory()
        let file = try write(Fixtures.screen, "Profile.xib", in: input)
        let first = try directory(), second = try directory()
        _ = try InterfaceBuilderImport(paths: [file], outputDirectory: first.path).run()
        _ = try InterfaceBuilderImport(paths: [file], outputDirectory: second.path).run()
        let name = "Profile.ProfileViewController.layout.yaml"
        let a = try Data(contentsOf: first.appendingPathComponent(name))
        XCTAssertEqual(a, try Data(contentsOf: second.appendingPathComponent(name)))
        XCTAssertGreaterThan(a.count, 500)
    }

    /// The specs compile to the frames the IB file solves to as its saving Xcode
    /// drew it, view by view; lint and compile solve the real device, where the
    /// cell's content follows the table's margins.
    func testImportedSpecsCompileBackToTheSameFrames() throws {
        let input = try directory()
        let file = try write(Fixtures.cells, "TagCell.xib", in: input)
        let output = try directory()
        _ = try InterfaceBuilderImport(paths: [file], outputDirectory: output.path).run()
        let asSaved = InterfaceBuilderAnswerKey.solvedAsSaved(Array(Fixtures.cells.utf8), file: file)
        let direct = LayoutCompiler().compileScreens(Array(Fixtures.cells.utf8), file: file)
        XCTAssertEqual(asSaved.count, 2)
        for (imported, layout) in asSaved {
            let name = "TagCell.\(imported.name).layout.yaml"
            let bytes = try FileBytes.contents(of: output.appendingPathComponent(name).path)
            let spec = LayoutCompiler().compile(bytes, file: name)
            XCTAssertEqual(spec.diagnostics.filter { $0.severity == .error }, [], name)
            XCTAssertEqual(spec.layout?.views.map(\.frame), layout?.views.map(\.frame), name)
            XCTAssertEqual(spec.screen?.views.map(\.source), imported.screen.views.map(\.source), name)
        }
        // The cell's label is pinned to the content view's leading margin: IB draws a
        // XIB's cell, in no table, with 15-pt side margins; in a table on the 414-pt
        // iPhone 11 the content margins are the screen's, 20.
        let cell = try XCTUnwrap(asSaved.first { $0.screen.name.hasSuffix("cell") })
        XCTAssertEqual(cell.layout?.views[2].frame.x, 15)
        let real = try XCTUnwrap(direct.first { $0.screen?.name.hasSuffix("cell") == true })
        XCTAssertEqual(real.layout?.views[2].frame.x, 20)
    }
}
