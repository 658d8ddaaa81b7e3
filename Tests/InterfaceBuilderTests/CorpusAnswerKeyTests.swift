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

    /// Views of the corpus whose stored frame layoutc reproduces (Docs/InterfaceBuilder.md).
    static let agreeingAtLeast = 631

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
    /// spec (the text `import` writes) compiles with no error the IB file does not
    /// have itself, and to the same frames (a screen on a custom design device, whose
    /// spec names no device, compiles on the default device: its frames are not compared).
    func testImportedSpecsCompileBack() throws {
        var screens = 0, compared = 0
        for file in try corpusFiles() {
            let bytes = try FileBytes.contents(of: file)
            let read = InterfaceBuilderReader.read(bytes, file: file)
            let direct = LayoutCompiler().compileScreens(bytes, file: file)
            for (imported, result) in zip(read.screens, direct) {
                screens += 1
                let name = "\(imported.name).layout.yaml"
                let spec = LayoutCompiler().compile(Array(SpecText.yaml(for: imported).utf8), file: name)
                let known = Set(result.diagnostics.filter { $0.severity == .error }.map(\.rule))
                let new = spec.diagnostics.filter { $0.severity == .error && !known.contains($0.rule) }
                XCTAssertEqual(new.map { "\($0.range?.start.line ?? 0): \($0.message)" }, [], "\(file) \(name)")
                guard imported.customDevice == nil else { continue }
                compared += 1
                XCTAssertEqual(spec.layout?.views.map(\.frame), result.layout?.views.map(\.frame), "\(file) \(name)")
            }
        }
        print("round trip: \(screens) screens, \(compared) compared frame by frame")
        XCTAssertGreaterThanOrEqual(screens, 100)
    }

    func testStoredFramesAgreeOnTheDesignDevice() throws {
        var all: [InterfaceBuilderAnswerKey.Comparison] = []
        for file in try corpusFiles() {
            all += InterfaceBuilderAnswerKey.compare(try FileBytes.contents(of: file), file: file)
        }
        var tally: [InterfaceBuilderAnswerKey.Verdict: Int] = [:]
        for comparison in all { tally[comparison.verdict, default: 0] += 1 }
        print("answer key: \(all.count) views; "
              + InterfaceBuilderAnswerKey.Verdict.allCases.map { "\($0.rawValue) \(tally[$0, default: 0])" }
                .joined(separator: ", "))
        // A ratchet: every disagreement left has a cause named in Docs/InterfaceBuilder.md;
        // a change that makes fewer views agree is a regression. LAYOUTC_IB_LIST=1 lists them.
        let wrong = all.filter { $0.verdict == .disagrees }
        if ProcessInfo.processInfo.environment["LAYOUTC_IB_LIST"] == "1" {
            for comparison in wrong {
                let name = (comparison.file as NSString).lastPathComponent
                print("\(name) \(comparison.screen) \(comparison.object): stored \(comparison.stored), solved \(comparison.solved)")
            }
        }
        XCTAssertGreaterThanOrEqual(tally[.agrees, default: 0], Self.agreeingAtLeast)
        XCTAssertLessThanOrEqual(wrong.count, all.count - Self.agreeingAtLeast)
        XCTAssertGreaterThan(tally[.agrees, default: 0], 0)
    }
}
