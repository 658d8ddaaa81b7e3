import Diagnostics
import Driver
import Foundation
import InterfaceBuilder
import LayoutIR
import XCTest

/// Object ids in constraint lines, custom design devices, the view limit and
/// IB's `ambiguous` flag (Docs/InterfaceBuilder.md).
final class RoundTwoTests: XCTestCase {
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-ib-round-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Ids are the object ids (the spec format keeps them), constraint lines name
    /// them, and the imported spec compiles back to the hand-worked frames.
    func testDigitLedObjectIDsCompileBack() throws {
        let input = try directory(), output = try directory()
        let file = input.appendingPathComponent("Digits.xib").path
        try Data(RoundTwoFixtures.digitIDs.utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try InterfaceBuilderImport(paths: [file], outputDirectory: output.path).run()
        XCTAssertEqual(outcome.written.count, 1)
        let spec = try String(contentsOfFile: outcome.written[0], encoding: .utf8)
        XCTAssertTrue(spec.contains("{constraint: \"123.leading = 14A-Y0-GYO.trailing + 8\", id: 4aa-bb-ccc}"), spec)
        XCTAssertTrue(spec.contains("id: \"123\""), spec)
        let compiled = LayoutCompiler().compile(try FileBytes.contents(of: outcome.written[0]), file: outcome.written[0])
        XCTAssertEqual(compiled.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let frames = try XCTUnwrap(compiled.layout).views.map(\.frame)
        XCTAssertEqual(frames, [Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 20, y: 28, width: 100, height: 44),
                                Rect(x: 128, y: 39.5, width: 60, height: 21)])
        XCTAssertEqual(compiled.screen?.views.map(\.id), ["8bC-Xf-vdC", "14A-Y0-GYO", "123"])
        XCTAssertEqual(compiled.screen?.views.map(\.source), ["8bC-Xf-vdC", "14A-Y0-GYO", "123"])
    }

    /// An unknown design device is a custom device of the top view's size, with a
    /// note; the answer key holds on it.
    func testUnknownDesignDeviceBecomesACustomDevice() throws {
        let bytes = Array(RoundTwoFixtures.unknownDevice.utf8)
        let read = InterfaceBuilderReader.read(bytes, file: "Odd.storyboard")
        XCTAssertEqual(read.screens.count, 2)
        let first = read.screens[0]
        let device = try XCTUnwrap(first.customDevice)
        XCTAssertEqual(device.id, "ib-retina7_1-420x910")
        XCTAssertEqual(device.portrait.size, Size(width: 420, height: 910))
        XCTAssertEqual(device.portrait.safeAreaInsets, .zero)
        XCTAssertEqual(device.scale, 3)
        XCTAssertEqual(first.screen.deviceID, device.id)
        XCTAssertEqual(first.screen.orientation, .portrait)
        let note = try XCTUnwrap(first.diagnostics.first { $0.message.contains("retina7_1") })
        XCTAssertEqual(note.severity, .note)
        XCTAssertTrue(note.message.contains("custom device of the top view's size, ib-retina7_1-420x910"), note.message)
        XCTAssertEqual(note.range?.start.line, 8)

        let results = LayoutCompiler().compileScreens(bytes, file: "Odd.storyboard")
        XCTAssertEqual(results.map { $0.layout?.device.id }, [device.id, device.id])
        XCTAssertEqual(results[0].layout?.views.map(\.frame), [Rect(x: 0, y: 0, width: 420, height: 910),
                                                               Rect(x: 10, y: 10, width: 400, height: 890)])
        XCTAssertFalse(results.flatMap(\.diagnostics).contains { $0.rule == .unknownDevice })
        let key = InterfaceBuilderAnswerKey.compare(bytes, file: "Odd.storyboard")
        XCTAssertEqual(key.map(\.verdict), Array(repeating: .agrees, count: 4))

        // A landscape-shaped top view: the device is its portrait twin, in landscape.
        let wide = RoundTwoFixtures.unknownDevice.replacingOccurrences(of: "width=\"420\" height=\"910\"",
                                                                         with: "width=\"910\" height=\"420\"")
        let landscape = InterfaceBuilderReader.read(Array(wide.utf8), file: "Wide.storyboard").screens[0]
        XCTAssertEqual(landscape.customDevice?.id, "ib-retina7_1-420x910")
        XCTAssertEqual(landscape.screen.orientation, .landscape)
    }

    /// `import` writes the project configuration that would add the custom device,
    /// and a spec that compiles without it.
    func testImportOfAnUnknownDeviceCompiles() throws {
        let input = try directory(), output = try directory()
        let file = input.appendingPathComponent("Odd.storyboard").path
        try Data(RoundTwoFixtures.unknownDevice.utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try InterfaceBuilderImport(paths: [file], outputDirectory: output.path).run()
        XCTAssertEqual(outcome.written.count, 2)
        let spec = try String(contentsOfFile: outcome.written[0], encoding: .utf8)
        XCTAssertTrue(spec.contains("#   customDevices: [{id: ib-retina7_1-420x910, scale: 3, portrait: {size: [420, 910]}, "
            + "landscape: {size: [910, 420]}}]"), spec)
        XCTAssertFalse(spec.contains("\ndevice:"), spec)
        let compiled = LayoutCompiler().compile(try FileBytes.contents(of: outcome.written[0]), file: outcome.written[0])
        XCTAssertEqual(compiled.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    }

    /// `--max-views` holds for each screen of an IB file, named in the error at
    /// the first view past it.
    func testViewLimitAppliesToIBScreens() throws {
        var options = CompileOptions()
        options.maxViews = 2
        let results = LayoutCompiler(options: options).compileScreens(Array(RoundTwoFixtures.digitIDs.utf8), file: "D.xib")
        XCTAssertEqual(results.count, 1)
        XCTAssertNil(results[0].screen)
        let error = try XCTUnwrap(results[0].diagnostics.first { $0.rule == .limitExceeded })
        XCTAssertEqual(error.severity, .error)
        XCTAssertTrue(error.message.contains("has 3 views, more than the view limit of 2 (--max-views"), error.message)
        XCTAssertEqual(error.range?.start.line, 15)
        XCTAssertEqual(error.range?.start.column, 18)
        options.maxViews = 3
        XCTAssertNotNil(LayoutCompiler(options: options).compileScreens(Array(RoundTwoFixtures.digitIDs.utf8),
                                                                        file: "D.xib")[0].layout)
    }

    /// Every view IB flags `ambiguous="YES"` gets `ambiguous-layout`: the solver's
    /// where its constraints leave a value free, IB's flag where they do not.
    func testAmbiguousFlagGivesAmbiguousLayout() throws {
        let result = LayoutCompiler().compile(Array(RoundTwoFixtures.ambiguous.utf8), file: "A.xib")
        let ambiguous = result.diagnostics.filter { $0.rule == .ambiguousLayout }
        XCTAssertEqual(Set(ambiguous.compactMap(\.viewID)), ["loose", "fixed"], ambiguous.map(\.message).joined(separator: "\n"))
        let flagged = try XCTUnwrap(ambiguous.first { $0.viewID == "fixed" })
        XCTAssertTrue(flagged.message.contains("ambiguous=\"YES\""), flagged.message)
        XCTAssertEqual(flagged.range?.start.line, 15)
    }

    /// `fixedFrame="YES"` keeps a view that no constraint names at its stored frame.
    func testFixedFrameViewsKeepTheirFrames() throws {
        let result = LayoutCompiler().compile(Array(RoundTwoFixtures.fixedFrames.utf8), file: "F.xib")
        XCTAssertEqual(try XCTUnwrap(result.layout).views.map(\.frame), [
            Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 73.5, y: 283.5, width: 228, height: 100),
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 128, y: 0, width: 100, height: 100),
        ])
        XCTAssertFalse(result.diagnostics.contains { $0.rule == .hitAreaCovered || $0.rule == .ambiguousLayout })
        // Named by a constraint, the view is laid out by constraints after all.
        let named = RoundTwoFixtures.fixedFrames.replacingOccurrences(
            of: "<constraint firstAttribute=\"width\" constant=\"228\" id=\"w\"/>",
            with: "<constraint firstAttribute=\"width\" constant=\"228\" id=\"w\"/><constraint firstItem=\"no\" "
                + "firstAttribute=\"top\" secondItem=\"pair\" secondAttribute=\"top\" constant=\"5\" id=\"t\"/>")
        let screen = try XCTUnwrap(InterfaceBuilderReader.read(Array(named.utf8), file: "F.xib").screens.first).screen
        XCTAssertEqual(screen.views[3].positioning, .fill)
        XCTAssertNotEqual(screen.views[2].positioning, .fill)
    }
}
