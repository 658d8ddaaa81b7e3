import Diagnostics
import Driver
import Foundation
import InterfaceBuilder
import XCTest

/// The answer key on real apps: `../shared/corpus/interface-builder/` (beside the
/// repository) holds every IB file of two open-source apps. Skipped by name
/// where it is absent; CI has it.
final class CorpusAnswerKeyTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/interface-builder")

    private func corpusFiles() throws -> [String] {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            throw XCTSkip("the shared corpus is absent: \(Self.corpus.path)")
        }
        let files = try SpecDiscovery.specFiles(in: [Self.corpus.path])
        XCTAssertGreaterThanOrEqual(files.count, 68)
        return files
    }

    func testEveryFileImportsWithoutErrors() throws {
        for file in try corpusFiles() {
            let bytes = try FileBytes.contents(of: file)
            let results = LayoutCompiler().compileScreens(bytes, file: file)
            XCTAssertFalse(results.isEmpty, file)
            let readErrors = results.flatMap(\.diagnostics).filter { $0.rule == .xmlSyntax || $0.rule == .limitExceeded }
            XCTAssertEqual(readErrors, [], file)
            // A file without screens (an empty storyboard, a SwiftUI hosting scene) reads cleanly.
            XCTAssertFalse(results.flatMap(\.diagnostics).hasErrors && results.contains { $0.screen == nil }, file)
        }
    }

    /// `layoutc import X -o d && layoutc compile d/*.layout.yaml`: every screen's
    /// spec (the text `import` writes, the screen as the saving Xcode drew it)
    /// compiles with no error the IB file does not have itself, and to the frames
    /// the answer key solves (a screen on a custom design device, whose spec names
    /// no device, compiles on the default device: its frames are not compared).
    func testImportedSpecsCompileBack() throws {
        var screens = 0, compared = 0
        for file in try corpusFiles() {
            let bytes = try FileBytes.contents(of: file)
            let direct = LayoutCompiler().compileScreens(bytes, file: file)
            for ((imported, layout), result) in zip(InterfaceBuilderAnswerKey.solvedAsSaved(bytes, file: file), direct) {
                screens += 1
                let name = "\(imported.name).layout.yaml"
                let spec = LayoutCompiler().compile(Array(SpecText.yaml(for: imported).utf8), file: name)
                let known = Set(result.diagnostics.filter { $0.severity == .error }.map(\.rule))
                let new = spec.diagnostics.filter { $0.severity == .error && !known.contains($0.rule) }
                XCTAssertEqual(new.map { "\($0.range?.start.line ?? 0): \($0.message)" }, [], "\(file) \(name)")
                guard imported.customDevice == nil else { continue }
                compared += 1
                XCTAssertEqual(spec.layout?.views.map(\.frame), layout?.views.map(\.frame), "\(file) \(name)")
            }
        }
        print("round trip: \(screens) screens, \(compared) compared frame by frame")
        XCTAssertGreaterThanOrEqual(screens, 100)
    }

    /// Every stored frame agrees with the solved one, except the views listed in
    /// ``CorpusDisagreements`` with their cause (Docs/InterfaceBuilder.md#the-answer-key):
    /// a new disagreement fails and is named, and so does a listed view that now
    /// agrees (take it off the list). `LAYOUTC_IB_LIST=1` prints both frames of each.
    func testStoredFramesAgreeOnTheDesignDevice() throws {
        var all: [InterfaceBuilderAnswerKey.Comparison] = []
        for file in try corpusFiles() {
            all += InterfaceBuilderAnswerKey.compare(try FileBytes.contents(of: file), file: file)
        }
        let tally = InterfaceBuilderAnswerKey.tally(all)
        print("answer key: \(all.count) views; agrees \(tally.agrees), disagrees \(tally.disagrees), misplaced "
              + "\(tally.misplaced), hidden arranged \(tally.hiddenArranged); \(String(format: "%.1f", tally.agreement * 100)) % agree")
        let root = Self.corpus.path + "/"
        func key(_ comparison: InterfaceBuilderAnswerKey.Comparison) -> String {
            String(comparison.file.dropFirst(comparison.file.hasPrefix(root) ? root.count : 0)) + " " + comparison.object
        }
        let wrong = all.filter { $0.verdict == .disagrees }
        if ProcessInfo.processInfo.environment["LAYOUTC_IB_LIST"] == "1" {
            for comparison in wrong {
                print("\(key(comparison)) (\(comparison.screen)): stored \(comparison.stored), solved \(comparison.solved)")
            }
        }
        let listed = CorpusDisagreements.byView
        let found = Set(wrong.map(key))
        XCTAssertEqual(listed.count, CorpusDisagreements.all.count, "a view is listed twice")
        for view in found.sorted() where listed[view] == nil {
            let comparison = wrong.first { key($0) == view }!
            XCTFail("new disagreement: \(view) (\(comparison.screen)): stored \(comparison.stored), solved \(comparison.solved)")
        }
        for view in listed.keys.sorted() where !found.contains(view) {
            XCTFail("listed as disagreeing but agrees (or is gone): \(view); take it off CorpusDisagreements")
        }
        // Every view of the corpus with a stored frame is read (none dropped).
        XCTAssertGreaterThanOrEqual(all.count, 806)
    }
}
